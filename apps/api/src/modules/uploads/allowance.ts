import { enforceRateLimits, type RateLimiter, type RateRule } from '../../shared/rate-limit/rate-limiter.ts';

const TEN_MINUTES = 10 * 60_000;
const TOO_MANY = '이미지를 너무 많이 올리고 있어요. 잠시 후 다시 시도해 주세요.';

/** Files per customer: enough for a 99-photo review twice over in ten minutes. */
export const UPLOAD_FILE_RULE: RateRule = { name: 'upload', limit: 250, windowMs: TEN_MINUTES };

/**
 * Decoded megapixels per customer, the stand-in for the CPU a re-encode costs (decision 0032): known from the
 * header before any work, so a spent budget refuses without spending, and the same in every process (a CPU
 * clock is per process, and process.cpuUsage cannot tell one upload from the others running beside it).
 * 1,500 Mpx holds 99 twelve-megapixel phone originals (13 Mpx each, counted up) or about five reviews of web
 * uploads (1920 px on the long side, 3 Mpx a 4:3 photo). At the worst measured cost, about 100 ms of CPU a
 * megapixel (WebP), it is at most 150 s of one core in ten minutes, a quarter of a core, where 250 files of
 * 50 Mpx were more than one.
 */
export const UPLOAD_PIXEL_RULE: RateRule = { name: 'upload-mpx', limit: 1500, windowMs: TEN_MINUTES };

/** What one image spends of UPLOAD_PIXEL_RULE: its megapixels, counted up, at least 1. */
export const chargedMegapixels = (pixels: number) => Math.max(1, Math.ceil(pixels / 1_000_000));

/** Whose allowance an upload spends: a customer's, or a console staff member's (issue 26 §4). */
export type UploadOwner = { customerId: number } | { staffId: number };

// A customer keeps the key it always had; staff ids are another sequence, so theirs are prefixed.
const keyOf = (owner: UploadOwner) => ('customerId' in owner ? String(owner.customerId) : `staff:${owner.staffId}`);

export type UploadAllowance = {
  /** Counts one file (429 past UPLOAD_FILE_RULE). */
  chargeFile(owner: UploadOwner): Promise<void>;
  /** Spends the image's megapixels (429 past UPLOAD_PIXEL_RULE), before it is decoded. */
  chargePixels(owner: UploadOwner, pixels: number): Promise<void>;
};

/** Counted in the shared rate limiter, so several processes (on Redis) keep one allowance per customer. */
export function createUploadAllowance(limiter: RateLimiter): UploadAllowance {
  return {
    chargeFile: (owner) => enforceRateLimits(limiter, [{ rule: UPLOAD_FILE_RULE, key: keyOf(owner) }], TOO_MANY),
    chargePixels: (owner, pixels) =>
      enforceRateLimits(
        limiter,
        [{ rule: UPLOAD_PIXEL_RULE, key: keyOf(owner), cost: chargedMegapixels(pixels) }],
        TOO_MANY,
      ),
  };
}
