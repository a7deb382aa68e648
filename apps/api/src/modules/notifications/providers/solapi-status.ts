// Solapi's message status codes (docs: api-reference/message-status-codes): 2000 accepted; 1xxx refused on
// registration; 2xxx refused inside Solapi; 3xxx refused by the carrier or Kakao; 4000 received. What each
// means for one notification is decided here, once, for the sender and for anyone reading later reports.

export type SolapiVerdict =
  /** Taken (2000), or further along (3000 handed to the carrier, 4000 received). */
  | 'ACCEPTED'
  /** Kakao would not carry this 알림톡: send the same content as SMS/LMS once. */
  | 'KAKAO_REFUSED'
  /** The number cannot receive anything (malformed, blocked, opted out): failed, no SMS either. */
  | 'RECIPIENT_REFUSED'
  /** Our account cannot send now (balance, unregistered sender number, server error): retry after a fix. */
  | 'ACCOUNT_UNAVAILABLE'
  /** Anything else: failed for this message. */
  | 'REFUSED';

const ACCEPTED = new Set(['2000', '3000', '4000']);
const KAKAO_REFUSED = new Set([
  '1041', // 유효한 플러스 친구 값이 아닙니다
  '1042', // 유효한 템플릿 아이디가 아닙니다
  '1043', // 등록한 템플릿과 내용이 다릅니다
  '1044', // 유효한 버튼 값이 아닙니다
  '1045', // 유효한 버튼 URL 값이 아닙니다
  '1046', // 버튼이 있는 템플릿입니다
  '1047', // 버튼이 없는 템플릿입니다
  '1048', // 버튼 URL 값은 최대 100자
  '1049', // 버튼 명은 최대 14자
  '1050', // 버튼은 최대 5개
  '1052', // 버튼은 템플릿에 등록된 순서대로
  '3101', // 발신 프로필 키가 유효하지 않음
  '3102', // 친구 관계가 아닌 경우
  '3103', // 메시지와 템플릿 불일치
  '3104', // 카카오톡 미사용자
  '3105', // 미등록 템플릿
  '3106', // 유효하지 않은 옐로아이디
  '3107', // 72시간 이내 카카오톡 미사용자, 알림톡 차단한 사용자
  '3108', // 메시지 발송 가능 시간이 아님
]);
const RECIPIENT_REFUSED = new Set([
  '3010', // 수신번호 형식 오류
  '1060', // 차단된 수신번호
  '2060',
  '1061', // 사용자에 의해 수신거부 됨(080무료수신거부)
  '2061',
  '1064', // KISA 신고로 인한 차단
  '2064',
  '3032', // 미가입자
]);
const ACCOUNT_UNAVAILABLE = new Set([
  '1020', // 등록된 계정이 아니거나 패스워드가 틀림
  '1024', // 서버 오류
  '2024',
  '3024',
  '1030', // 잔액 부족
  '2230',
  '1062', // 발신번호 미등록
  '2062',
  '2063', // 차단된 계정
]);

export function solapiVerdict(statusCode: string): SolapiVerdict {
  if (ACCEPTED.has(statusCode)) return 'ACCEPTED';
  if (KAKAO_REFUSED.has(statusCode)) return 'KAKAO_REFUSED';
  if (RECIPIENT_REFUSED.has(statusCode)) return 'RECIPIENT_REFUSED';
  if (ACCOUNT_UNAVAILABLE.has(statusCode)) return 'ACCOUNT_UNAVAILABLE';
  return 'REFUSED';
}
