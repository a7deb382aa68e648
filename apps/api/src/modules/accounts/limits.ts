import type { RateRule } from '../../shared/rate-limit/rate-limiter.ts';

/** Decision 0009: the email, nick and invitation-code checks together, 60 per IP per minute. */
export const AVAILABILITY_CHECK_RULE: RateRule = { name: 'account-check-ip', limit: 60, windowMs: 60 * 1000 };
/** Password resets per IP; each also needs a fresh SMS proof, so this only slows scripted abuse. */
export const PASSWORD_RESET_RULE: RateRule = { name: 'password-reset-ip', limit: 10, windowMs: 10 * 60 * 1000 };
