// Korean carriers count a text message in EUC-KR bytes: ASCII one byte, Hangul (and the other KS X 1001
// characters) two. Solapi's limits (message status code 1031, 1014): SMS up to 90 bytes, LMS up to 2,000 bytes
// with a subject up to 40 bytes; an SMS may carry no subject (1013).

export const SMS_MAX_BYTES = 90;
export const LMS_SUBJECT_MAX_BYTES = 40;

export function eucKrByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.codePointAt(0)! < 0x80 ? 1 : 2;
  return bytes;
}

/** `text` cut to at most `maxBytes` EUC-KR bytes, never splitting a character. */
export function cutToBytes(text: string, maxBytes: number): string {
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = char.codePointAt(0)! < 0x80 ? 1 : 2;
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}

/**
 * The fields a text message needs: SMS when it fits 90 bytes, else LMS with `subject` (its first line, cut to
 * 40 bytes: the templates' first line is their title, e.g. '[웨딩] 방문 상담이 확정되었어요').
 */
export function textMessageFields(text: string): { type: 'SMS' } | { type: 'LMS'; subject: string } {
  if (eucKrByteLength(text) <= SMS_MAX_BYTES) return { type: 'SMS' };
  return { type: 'LMS', subject: cutToBytes(text.split('\n')[0]!.trim(), LMS_SUBJECT_MAX_BYTES) };
}
