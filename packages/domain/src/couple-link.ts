// The couple link (issue 30 §1, decision 0061): a customer invites their partner with a one-time code, typed or
// opened from a shared link; accepting links the two accounts. The code's shape, its life and the attempt limit
// live here, with the Korean words the API and the web both show.

/**
 * 8 characters from 31 that cannot be misread (no 0/O, 1/I/L): 31^8 ≈ 8.5 × 10^11 codes. With 5 wrong tries per
 * account per 10 minutes and a 24-hour life, guessing someone's live code is out of reach, yet it is short enough to
 * read out over the phone ('ABCD-2345').
 */
export const COUPLE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const COUPLE_CODE_LENGTH = 8;
/** An invite lives 24 hours, then a new one is needed. */
export const COUPLE_INVITE_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong codes an account may enter in a window before it is told to wait (429). */
export const COUPLE_CODE_ATTEMPTS = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

/** A code from `COUPLE_CODE_LENGTH` random bytes, each mapped into the alphabet without bias (rejection sampling). */
export function newCoupleCode(randomBytes: (n: number) => Uint8Array): string {
  const n = COUPLE_CODE_ALPHABET.length;
  const ceiling = 256 - (256 % n);
  let code = '';
  while (code.length < COUPLE_CODE_LENGTH) {
    for (const byte of randomBytes(COUPLE_CODE_LENGTH)) {
      if (byte >= ceiling || code.length === COUPLE_CODE_LENGTH) continue;
      code += COUPLE_CODE_ALPHABET[byte % n];
    }
  }
  return code;
}

/**
 * What a person typed, as a code: spaces and hyphens dropped, lower case raised ('abcd-2345' → 'ABCD2345'). Null
 * when it cannot be a code (wrong length or a character outside the alphabet), so no lookup is spent on it.
 */
export function normalizeCoupleCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== COUPLE_CODE_LENGTH) return null;
  for (const ch of code) if (!COUPLE_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** The code as shown: two groups of four ('ABCD-2345'). */
export function formatCoupleCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export function inviteExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + COUPLE_INVITE_TTL_MS);
}

export type InviteState = { inviterId: number; expiresAt: Date; usedAt: Date | null };

export const COUPLE_LINK_REFUSALS = {
  CODE_INVALID: '코드를 다시 확인해 주세요. 8자리 영문·숫자 코드예요.',
  CODE_NOT_FOUND: '맞는 초대 코드가 없어요. 상대방에게 코드를 다시 확인해 주세요.',
  CODE_EXPIRED: '초대 코드가 만료되었어요. 상대방에게 새 코드를 요청해 주세요.',
  CODE_USED: '이미 사용된 초대 코드예요. 상대방에게 새 코드를 요청해 주세요.',
  SELF: '내가 만든 초대 코드예요. 예비 배우자에게 보내 주세요.',
  ALREADY_LINKED: '이미 다른 분과 커플로 연결되어 있어요. 연결을 해제한 뒤에 다시 시도해 주세요.',
  INVITER_LINKED: '초대한 분이 이미 다른 분과 커플로 연결되어 있어요.',
  TOO_MANY_ATTEMPTS: '코드를 여러 번 잘못 입력했어요. 10분 뒤에 다시 시도해 주세요.',
  NOT_LINKED: '연결된 예비 배우자가 없어요.',
} as const;
export type CoupleLinkRefusal = keyof typeof COUPLE_LINK_REFUSALS;

/**
 * Why `accepterId` may not take this invite now, or null when they may. `accepterLinked`/`inviterLinked`: whether
 * each is already one of a couple. The order is the one a person can act on: a code they mistyped first, then
 * their own state.
 */
export function acceptRefusal(input: {
  invite: InviteState | null;
  accepterId: number;
  accepterLinked: boolean;
  inviterLinked: boolean;
  now: Date;
}): CoupleLinkRefusal | null {
  const { invite } = input;
  if (!invite) return 'CODE_NOT_FOUND';
  if (invite.inviterId === input.accepterId) return 'SELF';
  if (invite.usedAt) return 'CODE_USED';
  if (input.now.getTime() >= invite.expiresAt.getTime()) return 'CODE_EXPIRED';
  if (input.accepterLinked) return 'ALREADY_LINKED';
  if (input.inviterLinked) return 'INVITER_LINKED';
  return null;
}

/** The shared things and how they behave, as the couple screen says it. */
export const COUPLE_SHARING_NOTES = [
  '찜(웨딩홀·홀·일정), 빈 날짜 알림, 예식일(D-day), 후보 목록을 함께 봐요.',
  '한 분이 찜하면 두 분의 찜이 되고, 한 분이 찜을 해제하면 두 분 모두에게서 해제돼요.',
  '방문 상담과 예약은 신청한 분의 것으로 남고, 상대방은 볼 수만 있어요.',
  '연결을 해제해도 두 분 모두 지금까지의 찜·알림·후보 목록을 각자 가져가요.',
] as const;

/** The share text (KakaoTalk or the Web Share API): who invites, the code, and until when. */
export function coupleInviteShareText(inviterName: string, code: string): string {
  return `${inviterName}님이 웨딩 준비를 함께하자고 초대했어요. 초대 코드: ${formatCoupleCode(code)} (24시간 동안 유효)`;
}
