// The couple's shortlist shared with the family (issue 30 §2, decision 0062): halls, individual halls (rooms) and
// slots (wedding days) with a note each; share links that open without an account, as a viewer (read only) or a
// commenter (votes and comments, by a name asked once on the device); revocable at any time. Pure rules: the API
// and the screens import them; nothing here reads a clock or the database.

/** What an item of the shortlist is: a hall, one of its individual halls (a room), or one slot (a wedding day). */
export const SHORTLIST_KINDS = ['HALL', 'ROOM', 'SLOT'] as const;
export type ShortlistKind = (typeof SHORTLIST_KINDS)[number];

/** A share link's one purpose: VIEWER reads; COMMENTER reads, votes and comments. */
export const SHARE_ROLES = ['VIEWER', 'COMMENTER'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];

export const SHARE_ROLE_LABELS: Readonly<Record<ShareRole, string>> = {
  VIEWER: '보기만',
  COMMENTER: '투표·댓글',
};

/** 👍 or 👎: one per name per item (per link), changeable. */
export const VOTE_VALUES = ['UP', 'DOWN'] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

/** A household keeps at most this many items: a shortlist, not a second likes list. */
export const MAX_SHORTLIST_ITEMS = 30;
/** Active (not revoked) share links a household may hold at once: both families' parents and siblings. */
export const MAX_ACTIVE_SHARE_LINKS = 10;
/** A link's label ('엄마', '시아버지'): 1–20 characters after trimming. */
export const LABEL_MAX = 20;
/** The name a family member gives once on their device: 1–20 characters after trimming. */
export const GUEST_NAME_MAX = 20;
/** A comment: 1–500 characters after trimming. */
export const COMMENT_MAX = 500;
/** The couple's note on an item: up to 500 characters (empty clears it). */
export const NOTE_MAX = 500;

/**
 * A share token: 32 random-looking bytes (an HMAC of the link's id under the server's secret), base64url without
 * padding, 43 characters. Only its SHA-256 is stored; anything else is not a token and is refused before a lookup.
 */
export const SHARE_TOKEN_BYTES = 32;
export const SHARE_TOKEN_LENGTH = 43;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isShareTokenShape = (token: string): boolean => TOKEN_PATTERN.test(token);

/** Whether a link's role may vote and comment. A viewer link never writes (403 SHARE_READ_ONLY). */
export const mayWrite = (role: ShareRole): boolean => role === 'COMMENTER';

/**
 * Writes through share links are limited per token and per address (429): enough for a parent voting on a whole
 * list and leaving a few comments, far too few for a script.
 */
export const SHARE_WRITE_LIMITS = {
  perToken: { limit: 60, windowMs: 10 * 60_000 },
  perAddress: { limit: 120, windowMs: 10 * 60_000 },
} as const;

/**
 * The couple is told of new votes and comments in the inbox at most once per link per window: the first vote or
 * comment of a window writes the entry ('엄마님이 의견을 남겼어요'), the rest of that window are folded into it (they
 * are on the shortlist page). In-app only (what family members write is not a 알림톡 or a push), so 10 votes are
 * one inbox entry and no push at all.
 */
export const SHARE_NOTICE_WINDOW_MS = 60 * 60_000;

/** The dedupe key of a link's notice in the window holding `at`: the same key for every write in that window. */
export function shareNoticeEvent(linkId: number, at: Date): string {
  return `shortlist-link:${linkId}:${Math.floor(at.getTime() / SHARE_NOTICE_WINDOW_MS)}`;
}

export const SHORTLIST_MESSAGES = {
  LABEL: `받는 분을 1~${LABEL_MAX}자로 적어 주세요. (예: 엄마)`,
  NAME: `이름을 1~${GUEST_NAME_MAX}자로 적어 주세요.`,
  COMMENT: `댓글을 1~${COMMENT_MAX}자로 적어 주세요.`,
  NOTE: `메모는 ${NOTE_MAX}자까지 적을 수 있어요.`,
  ITEM_LIMIT: `후보는 ${MAX_SHORTLIST_ITEMS}개까지 담을 수 있어요.`,
  LINK_LIMIT: `공유 링크는 ${MAX_ACTIVE_SHARE_LINKS}개까지 만들 수 있어요. 쓰지 않는 링크를 먼저 해제해 주세요.`,
  READ_ONLY: '보기 전용 링크예요. 투표와 댓글은 투표·댓글 링크로 할 수 있어요.',
  /** A revoked, wrong or malformed link: the same words, never the list. */
  GONE_TITLE: '더 이상 공유되지 않는 목록이에요',
  GONE_BODY: '링크가 해제되었거나 주소가 올바르지 않아요. 공유해 준 분께 새 링크를 받아 주세요.',
  RATE_LIMITED: '잠시 후 다시 시도해 주세요.',
} as const;

const length = (text: string) => [...text].length;

/** The trimmed label, or null when it breaks the 1–20 rule. */
export function normalizeLabel(label: string): string | null {
  const value = label.trim();
  return length(value) >= 1 && length(value) <= LABEL_MAX ? value : null;
}

/** The trimmed guest name, or null when it breaks the 1–20 rule. */
export function normalizeGuestName(name: string): string | null {
  const value = name.trim().replace(/\s+/g, ' ');
  return length(value) >= 1 && length(value) <= GUEST_NAME_MAX ? value : null;
}

/** The trimmed comment, or null when it breaks the 1–500 rule. */
export function normalizeComment(body: string): string | null {
  const value = body.trim();
  return length(value) >= 1 && length(value) <= COMMENT_MAX ? value : null;
}

/** The trimmed note ('' clears it), or null when it is over 500 characters. */
export function normalizeNote(note: string): string | null {
  const value = note.trim();
  return length(value) <= NOTE_MAX ? value : null;
}

/** 👍/👎 counts of an item from its votes. */
export function voteTally(votes: readonly { value: VoteValue }[]): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (const v of votes) {
    if (v.value === 'UP') up++;
    else down++;
  }
  return { up, down };
}

/** The words of the couple's inbox entry for a link's first vote or comment of a window. */
export function shareNoticeSummary(
  write: { kind: 'VOTE'; value: VoteValue } | { kind: 'COMMENT'; body: string },
  itemName: string,
): string {
  if (write.kind === 'VOTE') return `${itemName}에 ${write.value === 'UP' ? '👍' : '👎'}`;
  const body = write.body.length > 40 ? `${write.body.slice(0, 40)}…` : write.body;
  return `${itemName}: ${body}`;
}
