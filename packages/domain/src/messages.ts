// User-facing messages of spec §8 (and the like rule of §5). Korean the spec quotes is verbatim;
// the rest is the polite 해요/합니다 register the app uses. Upload size/type/count messages take
// a number, so they live as builders in image-upload.ts.

/** Confirm shown when a guest uses something that needs an account; OK goes to sign-in. */
export const LOGIN_REQUIRED_CONFIRM = '이 서비스는 로그인이 필요합니다. 로그인하시겠어요?';
/** Alert variant, shown when an authenticated call has no token; tokens are cleared, then sign-in. */
export const LOGIN_NEEDED_ALERT = '로그인이 필요합니다. 로그인 페이지로 이동합니다.';
export const SESSION_EXPIRED = '로그인 세션이 만료되었습니다. 다시 로그인해주세요.';
/** Spec §5, verbatim. */
export const LIKE_LOGIN_REQUIRED = '로그인 후 이용해주세요.';
/** Spec §8, verbatim. */
export const HALL_LIKE_FAILED = '오류가 발생했습니다.';

export const IMAGE_UPLOAD_FAILED_RETRY = '이미지 업로드에 실패했습니다. 다시 시도해주세요.';
export const IMAGE_PROCESSING_FAILED = '이미지 업로드에 실패했습니다.';

export const COMMENT_WRITE_FAILED = '댓글 작성에 실패했습니다. 잠시 후 다시 시도해주세요.';
export const COMMENT_EDIT_FAILED = '댓글 수정에 실패했습니다. 잠시 후 다시 시도해주세요.';
/** Spec §5: comment content must be non-empty after trimming. */
export const COMMENT_EMPTY = '댓글 내용을 입력해주세요.';

export const BLOCK_SUCCESS = '차단되었습니다.';
export const UNEXPECTED_ERROR_RETRY = '예상치 못한 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

/** A block failure shows the server's message when it sent one, else the generic retry text. */
export function blockFailureMessage(serverMessage?: string | null): string {
  return serverMessage?.trim() ? serverMessage : UNEXPECTED_ERROR_RETRY;
}

export const REVIEW_DELETE_FAILED = '오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

export const CLIPBOARD_UNAVAILABLE = '복사 기능을 사용할 수 없습니다.';
export const COPY_FAILED = '복사에 실패했습니다.';
export const ADDRESS_COPIED = '주소가 클립보드에 복사되었습니다.';

export const FOLDER_PHOTOS_FAILED = '폴더 이미지를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';

export const EMPTY_REVIEWS = '아직 작성된 후기가 없어요. 후기를 작성해 주세요.';
export const EMPTY_OFFICIAL_IMAGES = '공식 이미지가 없습니다.';
export const EMPTY_REVIEW_IMAGES = '아직 후기 이미지가 없어요. 후기를 작성해 주세요.';
export const EMPTY_SLOTS = '오픈된 잔여 일정이 없어요. 웨딩홀 전문가에게 문의해 보세요.';

/** Hall detail rows with no value (spec §2 'no information'). */
export const NO_INFORMATION = '정보가 없습니다.';
/** Review state 0 (spec §4 'deleted by author'). */
export const DELETED_BY_AUTHOR = '작성자가 삭제한 글입니다.';
/** Label of mentor comments (spec §6), verbatim. */
export const MENTOR_LABEL = '새댁멘토';
