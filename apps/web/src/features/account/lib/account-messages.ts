// Texts of the account pages that the domain's ACCOUNT_MESSAGES does not already hold.
export const ADDITIONAL_INFO_SAVED = '추가 정보가 저장되었습니다.';
export const CONTRACT_SAVE_FAILED = '계약 상태를 저장하지 못했어요. 잠시 후 다시 시도해주세요.';
export const LOGOUT_FAILED = '로그아웃하지 못했어요. 잠시 후 다시 시도해주세요.';
