import { createTypedJwt } from '../../shared/typed-jwt.ts';

// Console sessions (issue 26) carry their own token kind: another `typ` and audience than a customer's access
// token, so neither verifies as the other. The token names a session row, which the console checks on every
// call: a sign-out, a removal or a role change ends it at once, not at expiry.
export const STAFF_SESSION_TTL_SECONDS = 12 * 60 * 60;

export type StaffTokenClaims = { staffId: number; sessionId: string };

export type StaffTokenCodec = {
  sign(claims: StaffTokenClaims): Promise<string>;
  verify(token: string): Promise<StaffTokenClaims | null>;
};

export function createStaffTokenCodec(secret: string, now: () => number = Date.now): StaffTokenCodec {
  const jwt = createTypedJwt(
    secret,
    {
      type: 'pc+jwt',
      audience: 'wedding-partner-center',
      ttlSeconds: STAFF_SESSION_TTL_SECONDS,
      requiredClaims: ['sub', 'sid'],
    },
    now,
  );
  return {
    sign: ({ staffId, sessionId }) => jwt.sign({ sid: sessionId }, String(staffId)),
    async verify(token) {
      const payload = await jwt.verify(token);
      const staffId = Number(payload?.sub);
      if (!payload || !Number.isSafeInteger(staffId) || typeof payload.sid !== 'string') return null;
      return { staffId, sessionId: payload.sid };
    },
  };
}
