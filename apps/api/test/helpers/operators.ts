import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '@wedding/domain/operator-roles';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { Database } from '../../src/db/client.ts';
import { createOperator } from '../../src/modules/admin/create-operator.ts';
import { createPasswordHasher } from '../../src/shared/password-hasher.ts';

export const OPERATOR_TEST_PASSWORD = 'Operator-2026!';
export const ADMIN_SIGN_IN = '/v3/admin/auth/sign-in';

const hasher = createPasswordHasher();
let signIns = 0;

export type TestOperator = { id: number; email: string; password: string; role: OperatorRole };

/** An operator made through the CLI's own function (`npm run admin:create`). */
export async function createTestOperator(database: Database, role: OperatorRole = 'MODERATOR'): Promise<TestOperator> {
  const email = `op-${process.pid}-${randomUUID().slice(0, 8)}@example.com`;
  const created = await createOperator(database.db, hasher, {
    email,
    name: '운영자',
    role,
    password: OPERATOR_TEST_PASSWORD,
  });
  return { id: created.id, email: created.email, password: OPERATOR_TEST_PASSWORD, role };
}

/** A code of the step `offsetSteps` after now: each sign-in of a test spends a later step than the one before. */
export function totpCode(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

/** Signs in through the real endpoint, enrolling the second factor; answers the secret and the cookie header. */
export async function signedInOperator(
  t: { app: FastifyInstance; database: Database },
  role: OperatorRole = 'MODERATOR',
): Promise<TestOperator & { secret: string; headers: { cookie: string } }> {
  const operator = await createTestOperator(t.database, role);
  const credentials = { email: operator.email, password: operator.password };
  // Each helper sign-in from its own address, so many of them in one file stay under the per-address limit.
  const remoteAddress = `198.51.100.${(signIns++ % 250) + 1}`;
  const enrol = await t.app.inject({ method: 'POST', url: ADMIN_SIGN_IN, remoteAddress, payload: credentials });
  if (enrol.statusCode !== 200) throw new Error(`operator enrolment failed: ${enrol.body}`);
  const secret: string = enrol.json().item.secret;
  const done = await t.app.inject({
    method: 'POST',
    url: ADMIN_SIGN_IN,
    remoteAddress,
    payload: { ...credentials, totp: await totpCode(secret) },
  });
  const cookie = done.cookies.find((c) => c.name === 'wd_op');
  if (done.statusCode !== 200 || !cookie) throw new Error(`operator sign-in failed: ${done.body}`);
  return { ...operator, secret, headers: { cookie: `wd_op=${cookie.value}` } };
}
