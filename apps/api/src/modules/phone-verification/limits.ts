import {
  SMS_RESEND_COOLDOWN_MS,
  SMS_SENDS_PER_IP_PER_HOUR,
  SMS_SENDS_PER_PHONE_PER_HOUR,
} from '@wedding/domain/sms-verification';
import type { RateRule } from '../../shared/rate-limit/rate-limiter.ts';

const HOUR_MS = 60 * 60 * 1000;

// Decision 0009: resend to one phone (and purpose) after 30 s; at most 5 sends per phone and 30 per IP per hour.
export const SMS_RESEND_RULE: RateRule = { name: 'sms-resend', limit: 1, windowMs: SMS_RESEND_COOLDOWN_MS };
export const SMS_PHONE_RULE: RateRule = { name: 'sms-phone', limit: SMS_SENDS_PER_PHONE_PER_HOUR, windowMs: HOUR_MS };
export const SMS_IP_RULE: RateRule = { name: 'sms-ip', limit: SMS_SENDS_PER_IP_PER_HOUR, windowMs: HOUR_MS };
/** Guessing codes across many phones from one address is capped too, not only per code (5 tries). */
export const SMS_VERIFY_IP_RULE: RateRule = { name: 'sms-verify-ip', limit: 30, windowMs: 10 * 60 * 1000 };
