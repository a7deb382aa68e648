import type { OperatorMe, OperatorSignIn } from '@wedding/contract/admin';
import { normalizeEmail } from '@wedding/domain/account-rules';
import { OPERATOR_AUTH_ACTIONS as A, mayDo, OPERATOR_AREAS } from '@wedding/domain/operator-roles';
import type { PasswordHasher } from '../../shared/password-hasher.ts';
import { enforceRateLimits, type RateLimiter, type RateRule } from '../../shared/rate-limit/rate-limiter.ts';
import { ADMIN_TOTP_ISSUER, checkTotp, newTotpSecret, totpEnrolment } from '../../shared/totp.ts';
import {
  LOGIN_ID_FAILURES_RULE,
  LOGIN_ID_PACE_RULE,
  LOGIN_PER_ID_AND_IP_RULE,
  LOGIN_PER_IP_RULE,
} from '../auth/email-login.ts';
import { operatorLoginFailed, operatorTotpInvalid } from './errors.ts';
import type { OperatorAuditRepository } from './operator-audit.ts';
import type { OperatorCredentials, OperatorPrincipal, OperatorRepository } from './operator-repository.ts';
import { OPERATOR_SESSION_TTL_SECONDS, type OperatorTokenCodec } from './operator-token.ts';

// The same lockout and pacing numbers as customer and partner-staff login (decision 0016), in their own key
// space, so failures on one console never pace another account of the same address.
const operatorRule = (rule: RateRule): RateRule => ({ ...rule, name: `operator-${rule.name}` });
const PER_IP = operatorRule(LOGIN_PER_IP_RULE);
const PER_ID_AND_IP = operatorRule(LOGIN_PER_ID_AND_IP_RULE);
const ID_FAILURES = operatorRule(LOGIN_ID_FAILURES_RULE);
const ID_PACE = operatorRule(LOGIN_ID_PACE_RULE);
const RATE_LIMITED = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.';

export type OperatorSignInResult = { answer: OperatorSignIn; token: string | null };

export type OperatorAuthService = {
  /**
   * Password first. Without a confirmed second factor the answer is a fresh secret to enrol (issue 29: TOTP is
   * required, so there is no session before it); with one, the code. A valid code (confirming an enrolment or
   * verifying a later sign-in) opens a session and answers its token.
   */
  signIn(input: { email: string; password: string; totp?: string; ip: string }): Promise<OperatorSignInResult>;
  /** The operator a token belongs to, or null when it is forged, expired, of another kind or its session ended. */
  authenticate(token: string): Promise<OperatorPrincipal | null>;
  signOut(operator: OperatorPrincipal): Promise<void>;
  me(operator: Pick<OperatorPrincipal, 'id' | 'email' | 'name' | 'role'>): OperatorMe;
};

export function createOperatorAuthService(deps: {
  repository: OperatorRepository;
  audit: OperatorAuditRepository;
  tokens: OperatorTokenCodec;
  passwordHasher: PasswordHasher;
  rateLimiter: RateLimiter;
  now: () => Date;
}): OperatorAuthService {
  const { repository, audit, rateLimiter: limits } = deps;

  async function spendCode(operator: OperatorCredentials, secret: string, code: string): Promise<void> {
    const check = await checkTotp(secret, code, deps.now().getTime());
    if (!check.valid || !(await repository.spendTotpStep(operator.id, check.step))) {
      await limits.hit(ID_FAILURES, operator.email);
      throw operatorTotpInvalid();
    }
  }

  async function openSession(operator: OperatorCredentials): Promise<string> {
    const expiresAt = new Date(deps.now().getTime() + OPERATOR_SESSION_TTL_SECONDS * 1000);
    const sessionId = await repository.createSession(operator.id, expiresAt);
    await audit.record(operator.id, { action: A.SIGN_IN, target: `operator:${operator.id}`, after: { sessionId } });
    return deps.tokens.sign({ operatorId: operator.id, sessionId });
  }

  async function authenticate(token: string): Promise<OperatorPrincipal | null> {
    const claims = await deps.tokens.verify(token);
    if (!claims) return null;
    return repository.findBySession(claims.operatorId, claims.sessionId, deps.now());
  }

  const me: OperatorAuthService['me'] = (operator) => ({
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    areas: OPERATOR_AREAS.filter((area) => mayDo(operator.role, area)),
  });

  return {
    async signIn({ email: rawEmail, password, totp, ip }) {
      const email = normalizeEmail(rawEmail);
      const pairKey = `${email}|${ip}`;
      const checks = [
        { rule: PER_IP, key: ip },
        { rule: PER_ID_AND_IP, key: pairKey },
      ];
      if ((await limits.peek(ID_FAILURES, email)) >= ID_FAILURES.limit) checks.push({ rule: ID_PACE, key: email });
      await enforceRateLimits(limits, checks, RATE_LIMITED);

      // A disabled account answers exactly as a wrong password does.
      const operator = await repository.findActiveByEmail(email);
      const ok = await deps.passwordHasher.verify(operator?.passwordHash ?? null, password);
      if (!operator || !ok) {
        await limits.hit(ID_FAILURES, email);
        throw operatorLoginFailed();
      }

      if (!operator.totpEnabled) {
        if (!totp || !operator.totpSecret) {
          // Each first sign-in without a code starts over with a new secret: an unconfirmed one is worth nothing.
          const secret = newTotpSecret();
          await repository.setPendingTotpSecret(operator.id, secret);
          const enrolment = await totpEnrolment(secret, operator.email, ADMIN_TOTP_ISSUER);
          return { answer: { step: 'ENROL', secret, ...enrolment }, token: null };
        }
        await spendCode(operator, operator.totpSecret, totp);
        await repository.enableTotp(operator.id);
        await audit.record(operator.id, {
          action: A.TOTP_ENROL,
          target: `operator:${operator.id}`,
          before: { totpEnabled: false },
          after: { totpEnabled: true },
        });
      } else {
        if (!totp) return { answer: { step: 'CODE' }, token: null };
        await spendCode(operator, operator.totpSecret ?? '', totp);
      }
      await limits.reset(PER_ID_AND_IP, pairKey);
      const token = await openSession(operator);
      const principal = await authenticate(token);
      if (!principal) throw operatorLoginFailed();
      return { answer: { step: 'SIGNED_IN', operator: me(principal) }, token };
    },
    authenticate,
    async signOut(operator) {
      await repository.revokeSession(operator.sessionId);
      await audit.record(operator.id, {
        action: A.SIGN_OUT,
        target: `operator:${operator.id}`,
        before: { sessionId: operator.sessionId },
      });
    },
    me,
  };
}
