// A suspended customer's words the customer app needs on every page (issue 29 §2), apart from moderation.ts so the
// app's entry does not carry the operator console's labels. moderation.ts re-exports them.

/** The stable code of the 403 a suspended customer's write gets. */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';

/** The heading over a suspended customer's notice on /mypage and where they would write. */
export const SUSPENSION_NOTICE_TITLE = '계정 이용이 정지되었어요';
