import type { RateRule } from '../../shared/rate-limit/rate-limiter.ts';

/** Decision 0009: the email, nick and invitation-code checks together, 60 per IP per minute. */
export const AVAILABILITY_CHECK_RULE: RateRule = { name: 'account-check-ip', limit: 60, windowMs: 60 * 1000 };
/**
 * Decision 0016: whether an email has an account is what the login takes care not to tell, so its check is
 * limited hard: 20 per IP and 5 per address in 10 minutes. The form checks only on '중복확인' and remembers
 * each answer, so a person signing up needs one or two.
 */
export const EMAIL_CHECK_IP_RULE: RateRule = { name: 'email-check-ip', limit: 20, windowMs: 10 * 60 * 1000 };
export const EMAIL_CHECK_TARGET_RULE: RateRule = { name: 'email-check-target', limit: 5, windowMs: 10 * 60 * 1000 };
/** Password resets per IP; each also needs a fresh SMS proof, so this only slows scripted abuse. */
export const PASSWORD_RESET_RULE: RateRule = { name: 'password-reset-ip', limit: 10, windowMs: 10 * 60 * 1000 };
