import { ACCOUNT_ERROR_CODES as C } from '@wedding/contract/account';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import {
  PHONE_PROOF_TTL_MS,
  resendWaitMessage,
  SMS_CODE_TTL_MS,
  SMS_MAX_ATTEMPTS,
  SMS_MESSAGES,
  SMS_PURPOSE_BY_TYPE,
  SMS_TOO_MANY_SENDS,
  type SmsPurpose,
  smsText,
  wrongCodeMessage,
} from '@wedding/domain/sms-verification';
import type { Db } from '../../db/client.ts';
import { type AppError, badRequest, tooManyRequests } from '../../shared/errors.ts';
import { enforceRateLimits, type RateLimiter, type RateRule } from '../../shared/rate-limit/rate-limiter.ts';
import { createOpaqueToken, hashOpaqueToken } from '../auth/opaque-token.ts';
import { createSmsCode, hashSmsCode } from './code-hash.ts';
import { SMS_IP_RULE, SMS_PHONE_RULE, SMS_RESEND_RULE, SMS_VERIFY_IP_RULE } from './limits.ts';
import type { PhoneVerificationRepository } from './repository.ts';
import type { SmsSender } from './sms-sender.ts';

/** The spec's `type` query value; absent means sign-up. */
export type SmsCallType = 'findLoginId' | 'findPassword' | undefined;

export type PhoneProof = { tel: string; purpose: SmsPurpose; telToken: string };

export type PhoneVerificationService = {
  sendCode(input: { tel: string; type: SmsCallType; loginId?: string; ip: string }): Promise<{
    expiresAt: number;
    message: string;
  }>;
  verifyCode(input: { tel: string; type: SmsCallType; code: string; ip: string }): Promise<{
    telToken: string;
    message: string;
  }>;
  /**
   * True once for a fresh proof of this phone and purpose, then never again. Pass the caller's transaction
   * so a sign-up that fails afterwards gives the proof back.
   */
  consumePhoneProof(proof: PhoneProof, tx?: Db): Promise<boolean>;
};

export type PhoneVerificationDeps = {
  repository: PhoneVerificationRepository;
  rateLimiter: RateLimiter;
  sender: SmsSender;
  /** Keys the stored code hashes (config.jwtSecret). */
  codeSecret: string;
  /** Password reset codes go only to the phone of the account with this login id. */
  accountHasPhone(input: { loginId: string; tel: string }): Promise<boolean>;
  now?: () => Date;
  createCode?: () => string;
};

export const smsPurposeOf = (type: SmsCallType): SmsPurpose => SMS_PURPOSE_BY_TYPE[type ?? 'signUp'];

const codeExpired = () => badRequest(SMS_MESSAGES.CODE_EXPIRED, C.SMS_CODE_EXPIRED);
const attemptsExceeded = () => badRequest(SMS_MESSAGES.ATTEMPTS_EXCEEDED, C.SMS_ATTEMPTS_EXCEEDED);

export function createPhoneVerificationService(deps: PhoneVerificationDeps): PhoneVerificationService {
  const { repository, rateLimiter, sender, codeSecret } = deps;
  const now = deps.now ?? (() => new Date());
  const createCode = deps.createCode ?? createSmsCode;

  async function hitOrThrow(rule: RateRule, key: string, error: (retryAfterMs: number) => AppError) {
    const result = await rateLimiter.hit(rule, key);
    if (!result.allowed) throw error(result.retryAfterMs);
  }

  return {
    async sendCode({ tel, type, loginId, ip }) {
      const purpose = smsPurposeOf(type);
      if (purpose === 'FIND_PASSWORD' && !loginId) throw badRequest(ACCOUNT_MESSAGES.EMAIL_REQUIRED);
      // The cooldown goes first so that a too-early resend does not also use up the hourly allowance.
      const cooldownKey = `${purpose}:${tel}`;
      await hitOrThrow(SMS_RESEND_RULE, cooldownKey, (wait) =>
        tooManyRequests(wait, resendWaitMessage(wait), C.SMS_RESEND_TOO_SOON),
      );
      const tooMany = (wait: number) => tooManyRequests(wait, SMS_TOO_MANY_SENDS, C.SMS_TOO_MANY_SENDS);
      await hitOrThrow(SMS_PHONE_RULE, tel, tooMany);
      await hitOrThrow(SMS_IP_RULE, ip, tooMany);

      // Password reset must not tell who has an account: an unmatched request still stores a code (one
      // nobody receives) and answers exactly the same, so even the later verify step reads alike.
      const deliver = purpose !== 'FIND_PASSWORD' || (await deps.accountHasPhone({ loginId: loginId ?? '', tel }));
      const at = now();
      const code = createCode();
      const expiresAt = new Date(at.getTime() + SMS_CODE_TTL_MS);
      const id = await repository.insertCode({
        tel,
        purpose,
        codeHash: hashSmsCode(codeSecret, { tel, purpose, code }),
        expiresAt,
        now: at,
      });
      if (deliver) {
        try {
          await sender.send(tel, smsText(code));
        } catch (error) {
          // Nothing arrived, so neither the code nor the cooldown should stand in the user's way.
          await repository.expireCode(id, at);
          await rateLimiter.reset(SMS_RESEND_RULE, cooldownKey);
          throw error;
        }
      }
      return { expiresAt: expiresAt.getTime(), message: SMS_MESSAGES.SENT };
    },

    async verifyCode({ tel, type, code, ip }) {
      await enforceRateLimits(
        rateLimiter,
        [{ rule: SMS_VERIFY_IP_RULE, key: ip }],
        ACCOUNT_MESSAGES.CHECK_RATE_LIMITED,
      );
      const purpose = smsPurposeOf(type);
      const latest = await repository.findLatest({ tel, purpose });
      if (!latest) throw codeExpired();

      const telToken = createOpaqueToken();
      const attempt = await repository.tryCode({
        id: latest.id,
        codeHash: hashSmsCode(codeSecret, { tel, purpose, code }),
        proofHash: hashOpaqueToken(telToken),
        maxAttempts: SMS_MAX_ATTEMPTS,
        now: now(),
      });
      if (!attempt) {
        // Not tried: read again to say why (another request may have used the last try meanwhile).
        const current = await repository.findLatest({ tel, purpose });
        if (current && current.verifiedAt === null && current.attempts >= SMS_MAX_ATTEMPTS) throw attemptsExceeded();
        throw codeExpired();
      }
      if (!attempt.verified) {
        const left = SMS_MAX_ATTEMPTS - attempt.attempts;
        if (left <= 0) throw attemptsExceeded();
        throw badRequest(wrongCodeMessage(left), C.SMS_CODE_WRONG);
      }
      return { telToken, message: SMS_MESSAGES.VERIFIED };
    },

    async consumePhoneProof({ tel, purpose, telToken }, tx) {
      if (!telToken) return false;
      return repository.consumeProof(
        {
          tel,
          purpose,
          proofHash: hashOpaqueToken(telToken),
          verifiedAfter: new Date(now().getTime() - PHONE_PROOF_TTL_MS),
        },
        tx,
      );
    },
  };
}
