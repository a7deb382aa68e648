import { createTypedJwt } from '../../shared/typed-jwt.ts';

// Operator sessions (issue 29 §1) carry their own token kind: another `typ` and audience than a customer's access
// token and a partner console token, so none verifies as another. The token names a session row, checked on
// every call: a sign-out or a disable ends it at once, not at expiry. Shorter than the partner console's 12 h:
// an operator acts on everyone's content.
export const OPERATOR_SESSION_TTL_SECONDS = 8 * 60 * 60;

export type OperatorTokenClaims = { operatorId: number; sessionId: string };

export type OperatorTokenCodec = {
  sign(claims: OperatorTokenClaims): Promise<string>;
  verify(token: string): Promise<OperatorTokenClaims | null>;
};

export function createOperatorTokenCodec(secret: string, now: () => number = Date.now): OperatorTokenCodec {
  const jwt = createTypedJwt(
    secret,
    {
      type: 'op+jwt',
      audience: 'wedding-admin',
      ttlSeconds: OPERATOR_SESSION_TTL_SECONDS,
      requiredClaims: ['sub', 'sid'],
    },
    now,
  );
  return {
    sign: ({ operatorId, sessionId }) => jwt.sign({ sid: sessionId }, String(operatorId)),
    async verify(token) {
      const payload = await jwt.verify(token);
      const operatorId = Number(payload?.sub);
      if (!payload || !Number.isSafeInteger(operatorId) || typeof payload.sid !== 'string') return null;
      return { operatorId, sessionId: payload.sid };
    },
  };
}
