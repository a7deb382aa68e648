import type { OperatorMe, OperatorSignIn } from '@wedding/contract/admin';
import { normalizeEmail } from '@wedding/domain/account-rules';
import {
  OPERATOR_AUTH_ACTIONS as A,
  mayDo,
  OPERATOR_AREAS,
  OPERATOR_PASSWORD_RULE_MESSAGE,
  OPERATOR_PASSWORD_SAME_MESSAGE,
  operatorPasswordAcceptable,
} from '@wedding/domain/operator-roles';
import type { PasswordHasher } from '../../shared/password-hasher.ts';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { ADMIN_TOTP_ISSUER, checkTotp, newTotpSecret, totpEnrolment } from '../../shared/totp.ts';
import { createLoginLimits } from '../auth/login-limits.ts';
import { operatorLoginFailed, operatorPasswordInvalid, operatorTotpInvalid } from './errors.ts';
import type { OperatorAuditRepository } from './operator-audit.ts';
import type { OperatorCredentials, OperatorPrincipal, OperatorRepository } from './operator-repository.ts';
import { OPERATOR_SESSION_TTL_SECONDS, type OperatorTokenCodec } from './operator-token.ts';

export type OperatorSignInResult = { answer: OperatorSignIn; token: string | null };

export type OperatorAuthService = {
  /**
   * Password first. Without a confirmed second factor the answer is a fresh secret to enrol (issue 29: TOTP is
   * required, so there is no session before it); with one, the code. A valid code (confirming an enrolment or
   * verifying a later sign-in) opens a session and answers its token. A generated password (the CLI's, or a
   * reset's) is replaced first: step NEW_PASSWORD, then `newPassword` (decision 0060).
   */
  signIn(input: {
    email: string;
    password: string;
    totp?: string;
    newPassword?: string;
    ip: string;
  }): Promise<OperatorSignInResult>;
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
  const { repository, audit, rateLimiter } = deps;
  // The customer login's lockout and pacing numbers, in this console's own key space (decision 0016).
  const limits = createLoginLimits(rateLimiter, 'operator');

  async function spendCode(operator: OperatorCredentials, secret: string, code: string): Promise<void> {
    const check = await checkTotp(secret, code, deps.now().getTime());
    if (!check.valid || !(await repository.spendTotpStep(operator.id, check.step))) {
      await limits.failed(operator.email);
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
    async signIn({ email: rawEmail, password, totp, newPassword, ip }) {
      const email = normalizeEmail(rawEmail);
      await limits.check(email, ip);

      // A disabled account answers exactly as a wrong password does.
      const operator = await repository.findActiveByEmail(email);
      const ok = await deps.passwordHasher.verify(operator?.passwordHash ?? null, password);
      if (!operator || !ok) {
        await limits.failed(email);
        throw operatorLoginFailed();
      }

      // Whoever ran the CLI or the reset saw the generated password: nothing else happens until it is replaced.
      if (operator.passwordChangeRequired) {
        if (newPassword === undefined) return { answer: { step: 'NEW_PASSWORD' }, token: null };
        if (!operatorPasswordAcceptable(newPassword)) throw operatorPasswordInvalid(OPERATOR_PASSWORD_RULE_MESSAGE);
        if (newPassword === password) throw operatorPasswordInvalid(OPERATOR_PASSWORD_SAME_MESSAGE);
        const replaced = await repository.replaceGeneratedPassword(
          operator.id,
          await deps.passwordHasher.hash(newPassword),
          (tx) =>
            audit.record(
              operator.id,
              {
                action: A.PASSWORD_CHANGE,
                target: `operator:${operator.id}`,
                before: { passwordChangeRequired: true },
                after: { passwordChangeRequired: false },
              },
              tx,
            ),
        );
        // Another sign-in replaced it meanwhile: this request's password is no longer the account's.
        if (!replaced) throw operatorLoginFailed();
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
      await limits.succeeded(email, ip);
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
