// The couple link's one label on the bookings list (issue 30 §1), in its own module so the bookings chunk does not
// carry the couple link's rules.

/** On a visit or booking the linked partner made: it stays theirs, shown read-only. */
export const PARTNER_MADE_IT = '예비 배우자가 신청했어요 · 보기 전용';
