// Business constants and limits of spec §9, in one place. Everything else imports these.

export const PAGE_SIZE = {
  SLOTS: 30,
  COMMUNITY_REVIEWS: 20,
  BLOG_REVIEWS: 10,
  LIKES: 20,
  PHOTOS: 21,
  FOLDER_PHOTOS: 1000,
} as const;

export const API_KEY_CACHE_MS = 24 * 60 * 60 * 1000;
export const REVIEW_EXCERPT_LENGTH = 100;
export const NEW_BADGE_MAX_AGE_MS = 23 * 60 * 60 * 1000;

export const EXPECTED_GUESTS_CAP = 400;
export const EXPECTED_GUESTS_RANGE = 50;
/** Guarantee filter: min at or below 0 is no lower bound; max at or above 350 means 9999. */
export const GUARANTEE_FILTER_MAX_THRESHOLD = 350;
export const GUARANTEE_UNBOUNDED_MAX = 9999;

export const LOGIN_PROMPT_THROTTLE_MS = 5000;
export const SCROLL_ANALYTICS_DEBOUNCE_MS = 5000;
export const TOAST_RAISED_Z_INDEX_MS = 5000;

export const DATE_PICKER_MONTHS = 24;
export const WEDDING_OPEN_DEFAULT_MONTHS = 24;
export const RESERVATION_OPEN_DEFAULT = 14;

export const IMAGE_PROXY_DEFAULT_WIDTH = 1200;
export const IMAGE_PROXY_REVIEW_WIDTH = 600;
export const IMAGE_COMPRESS_TARGET_MB = 0.8;
export const IMAGE_COMPRESS_MAX_PX = 1920;
export const UPLOAD_MAX_MB = 20;
export const UPLOAD_MAX_COUNT = 99;
/**
 * Decoded pixels one upload may have, every frame of an animation counted: the 24-megapixel class, with the
 * headroom real 24 MP photos need (5712×4284 = 24.5 M from recent iPhones), while 48/50 MP originals
 * (8064×6048, 8160×6120) are refused. The web sends at most 1920 px a side (IMAGE_COMPRESS_MAX_PX), so this
 * meets only uncompressed originals from other clients (decision 0032).
 */
export const UPLOAD_MAX_PIXELS = 25_000_000;
export const UPLOAD_ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;

export const PHOTO_INFINITE_SCROLL_THRESHOLD = 0.7;
export const SLOT_LOAD_NEXT_SCROLL_RATIO = 0.6;
export const SLOT_SCROLL_THROTTLE_MS = 200;
export const NEARBY_SHUFFLE_COUNT = 20;
export const LIKE_LOCK_MS = 300;
export const CHIP_SCROLL_LOCK_MS = 5000;
export const STICKY_OFFSETS_PX = [52, 55] as const;
export const HALL_DETAIL_SLOTS_TAB_SCROLL_PX = 895;
export const HALL_CAROUSEL_HEIGHT_PX = 375;
export const MAP_ZOOM_LEVEL = 3;
export const MAP_MARKER_SIZE = { width: 29, height: 43.45 } as const;
export const PUSH_CHECK_VALID_MS = 365 * 24 * 60 * 60 * 1000;

/** The product's calendar. */
export const TIME_ZONE = 'Asia/Seoul';
