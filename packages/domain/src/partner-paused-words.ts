// A paused partner's words as couples read them (issue 29 §4, decision 0059), apart from partner-listing.ts so the
// customer app's hall card and hall page load these three lines only.

/** The hall page's notice. */
export const PAUSED_NOTICE_TITLE = '지금은 운영을 잠시 멈춘 업체예요';
export const PAUSED_NOTICE_DETAIL = '새 방문 예약, 일정 홀드와 문의를 받지 않아요. 이미 잡힌 예약은 그대로 진행돼요.';
/** The label on a paused partner's card where a couple saved it. */
export const PAUSED_CARD_LABEL = '운영 일시 중지';
