import type { StaffMe } from '@wedding/contract/partner-center';
import { normalizeEmail } from '@wedding/domain/account-rules';
import { mayDo, STAFF_AREAS, type StaffRole, totpRequired } from '@wedding/domain/partner-staff';
import type { PasswordHasher } from '../../shared/password-hasher.ts';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { checkTotp, newTotpSecret, totpEnrolment } from '../../shared/totp.ts';
import { createLoginLimits } from '../auth/login-limits.ts';
import { staffLoginFailed, totpAlreadyOn, totpInvalid, totpRequiredError } from './errors.ts';
import type { StaffPrincipal, StaffRepository } from './staff-repository.ts';
import { STAFF_SESSION_TTL_SECONDS, type StaffTokenCodec } from './staff-token.ts';

export type StaffAuthService = {
  /** Password, then (when the account has one) the 6-digit code; answers the console token. */
  signIn(input: { email: string; password: string; totp?: string; ip: string }): Promise<{ token: string }>;
  /** The staff member a console token belongs to, or null when it is forged, expired or its session ended. */
  authenticate(token: string): Promise<StaffPrincipal | null>;
  signOut(sessionId: string): Promise<void>;
  me(staff: StaffPrincipal): StaffMe;
  /** A fresh secret (replacing an unconfirmed one) and its QR code; confirmed by `confirmTotp`. */
  startTotpEnrolment(staff: StaffPrincipal): Promise<{ secret: string; otpauthUrl: string; qrDataUrl: string }>;
  confirmTotp(staff: StaffPrincipal, code: string): Promise<void>;
};

/** Whether this staff member must set up a second factor before using the console. */
export function mustEnrolTotp(staff: Pick<StaffPrincipal, 'role' | 'totpEnabled' | 'totpExempt'>): boolean {
  return totpRequired(staff.role) && !staff.totpEnabled && !staff.totpExempt;
}

export function createStaffAuthService(deps: {
  repository: StaffRepository;
  tokens: StaffTokenCodec;
  passwordHasher: PasswordHasher;
  rateLimiter: RateLimiter;
  now: () => Date;
}): StaffAuthService {
  const { repository, rateLimiter } = deps;
  // The customer login's lockout and pacing numbers, in this console's own key space (decision 0016).
  const limits = createLoginLimits(rateLimiter, 'staff');

  async function spendCode(staffId: number, secret: string, code: string, email: string): Promise<void> {
    const check = await checkTotp(secret, code, deps.now().getTime());
    if (!check.valid || !(await repository.spendTotpStep(staffId, check.step))) {
      await limits.failed(email);
      throw totpInvalid();
    }
  }

  return {
    async signIn({ email: rawEmail, password, totp, ip }) {
      const email = normalizeEmail(rawEmail);
      await limits.check(email, ip);

      const staff = await repository.findActiveByEmail(email);
      const ok = await deps.passwordHasher.verify(staff?.passwordHash ?? null, password);
      if (!staff || !ok) {
        await limits.failed(email);
        throw staffLoginFailed();
      }
      if (staff.totpEnabled && staff.totpSecret) {
        if (!totp) throw totpRequiredError();
        await spendCode(staff.id, staff.totpSecret, totp, email);
      }
      await limits.succeeded(email, ip);
      const expiresAt = new Date(deps.now().getTime() + STAFF_SESSION_TTL_SECONDS * 1000);
      const sessionId = await repository.createSession(staff.id, expiresAt);
      return { token: await deps.tokens.sign({ staffId: staff.id, sessionId }) };
    },
    async authenticate(token) {
      const claims = await deps.tokens.verify(token);
      if (!claims) return null;
      return repository.findBySession(claims.staffId, claims.sessionId, deps.now());
    },
    signOut: (sessionId) => repository.revokeSession(sessionId),
    me(staff) {
      return {
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        partner: staff.partner,
        areas: STAFF_AREAS.filter((area) => mayDo(staff.role as StaffRole, area)),
        totpEnabled: staff.totpEnabled,
        mustEnrolTotp: mustEnrolTotp(staff),
        pause: staff.pause ? { at: staff.pause.at.toISOString(), reason: staff.pause.reason } : null,
        listed: staff.listed,
      };
    },
    async startTotpEnrolment(staff) {
      const current = await repository.totpOf(staff.id);
      // A confirmed factor is not replaced by starting over: that would let a stolen session drop it.
      if (current?.enabled) throw totpAlreadyOn();
      const secret = newTotpSecret();
      await repository.setTotpSecret(staff.id, secret);
      return { secret, ...(await totpEnrolment(secret, staff.email)) };
    },
    async confirmTotp(staff, code) {
      const current = await repository.totpOf(staff.id);
      if (current?.enabled) throw totpAlreadyOn();
      if (!current?.secret) throw totpInvalid();
      await spendCode(staff.id, current.secret, code, staff.email);
      await repository.enableTotp(staff.id);
    },
  };
}
