import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, visitCalendarFile } from '../src/calendar-file.ts';

/** A small RFC 5545 reader: unfold (CRLF + one space/tab), then NAME[;params]:value per line, TEXT unescaped. */
function parseIcs(text: string) {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const props = new Map<string, string>();
  const components: string[] = [];
  for (const line of unfolded.split('\r\n').filter(Boolean)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') components.push(value);
    props.set(name, value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1'));
  }
  return { props, components };
}

const base = {
  uid: 'visit-42@wedding.example',
  sequence: 0,
  happening: true,
  // 14:00 on Saturday 5 December 2026 in Seoul.
  start: new Date('2026-12-05T05:00:00Z'),
  stamp: new Date('2026-11-27T01:02:03Z'),
  hallName: '라온컨벤션, 강남점',
  address: '서울 강남구 테헤란로 123; 5층',
  url: 'https://wedding.example/mypage/bookings#visit-42',
};

describe('the visit calendar file (issue 28 §4, RFC 5545)', () => {
  it('publishes one VEVENT with UID, SEQUENCE, UTC times of one hour, summary, location and the link back', () => {
    const file = visitCalendarFile(base);
    const { props, components } = parseIcs(file);
    expect(components).toEqual(['VCALENDAR', 'VEVENT']);
    expect(props.get('VERSION')).toBe('2.0');
    expect(props.get('PRODID')).toMatch(/^-\/\//);
    expect(props.get('METHOD')).toBe('PUBLISH');
    expect(props.get('STATUS')).toBe('CONFIRMED');
    expect(props.get('UID')).toBe('visit-42@wedding.example');
    expect(props.get('SEQUENCE')).toBe('0');
    expect(props.get('DTSTAMP')).toBe('20261127T010203Z');
    expect(props.get('DTSTART')).toBe('20261205T050000Z');
    expect(props.get('DTEND')).toBe('20261205T060000Z');
    expect(props.get('ORGANIZER')).toBe('mailto:noreply@wedding.example');
    expect(props.get('SUMMARY')).toBe('웨딩홀 방문 상담 · 라온컨벤션, 강남점');
    expect(props.get('LOCATION')).toBe('서울 강남구 테헤란로 123; 5층');
    expect(props.get('URL')).toBe(base.url);
    expect(props.get('DESCRIPTION')).toContain(base.url);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, the same UID and the sequence given', () => {
    const { props } = parseIcs(visitCalendarFile({ ...base, happening: false, sequence: 2 }));
    expect(props.get('METHOD')).toBe('CANCEL');
    expect(props.get('STATUS')).toBe('CANCELLED');
    expect(props.get('UID')).toBe(base.uid);
    expect(props.get('SEQUENCE')).toBe('2');
  });

  it('ends every line with CRLF and folds at 75 octets without splitting a Korean character', () => {
    const file = visitCalendarFile({ ...base, hallName: '아주아주긴이름의웨딩홀'.repeat(6) });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = file.split('\r\n');
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // The summary needed folding; every folded part is valid UTF-8 on its own (no split code point).
    expect(physical.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of physical) expect(line).not.toContain('\uFFFD');
    expect(parseIcs(file).props.get('SUMMARY')).toBe(`웨딩홀 방문 상담 · ${'아주아주긴이름의웨딩홀'.repeat(6)}`);
  });

  it('escapes TEXT and folds a plain line exactly at the limit', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // 3-octet characters: 25 fit the first line (75 octets), 24 each next one (1 + 72 octets); 60 = 25 + 24 + 11.
    const folded = foldLine('가'.repeat(60)).split('\r\n');
    expect(folded.map((l) => l.length)).toEqual([25, 25, 12]);
  });
});

describe("the calendar's SEQUENCE grows with what the couple's calendar holds (issue 28 §4)", () => {
  it('stays at 0 when first confirmed, grows when moved or cancelled after confirmation, not when visited', async () => {
    const { visitCalendarChanges, visitOnCalendar } = await import('../src/calendar-file.ts');
    expect(visitCalendarChanges('REQUESTED', 'CONFIRMED', false)).toBe(false);
    expect(visitCalendarChanges('PROPOSED', 'CONFIRMED', true)).toBe(false);
    expect(visitCalendarChanges('CONFIRMED', 'CONFIRMED', true)).toBe(true);
    expect(visitCalendarChanges('CONFIRMED', 'CANCELLED_BY_HALL', false)).toBe(true);
    expect(visitCalendarChanges('CONFIRMED', 'CANCELLED_BY_COUPLE', false)).toBe(true);
    expect(visitCalendarChanges('CONFIRMED', 'VISITED', false)).toBe(false);
    expect(visitCalendarChanges('REQUESTED', 'DECLINED', false)).toBe(false);
    expect(visitOnCalendar('CONFIRMED')).toBe(true);
    expect(visitOnCalendar('CANCELLED_BY_HALL')).toBe(false);
    expect(visitOnCalendar('EXPIRED')).toBe(false);
  });
});
