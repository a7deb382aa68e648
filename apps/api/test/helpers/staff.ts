import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@wedding/domain/partner-staff';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { partnerStaff } from '../../src/db/schema/index.ts';
import { createPasswordHasher } from '../../src/shared/password-hasher.ts';

export const STAFF_TEST_PASSWORD = 'Staff2026!';

const hasher = createPasswordHasher();
let serial = 0;

export type TestStaff = { id: number; partnerId: number; email: string; password: string; role: StaffRole };

/**
 * A console staff member of `partnerId` written straight to the database. OWNERs are exempt from the second
 * factor unless `totpExempt: false` is passed, so most tests sign in with a password only.
 */
export async function createStaff(
  database: Database,
  options: { partnerId: number; role: StaffRole } & Partial<typeof partnerStaff.$inferInsert> & { password?: string },
): Promise<TestStaff> {
  const { password = STAFF_TEST_PASSWORD, ...columns } = options;
  serial += 1;
  const email = `staff-${process.pid}-${serial}-${randomUUID().slice(0, 6)}@example.com`;
  const [row] = await database.db
    .insert(partnerStaff)
    .values({ email, name: `직원${serial}`, passwordHash: await hasher.hash(password), totpExempt: true, ...columns })
    .returning({ id: partnerStaff.id, email: partnerStaff.email });
  if (!row) throw new Error('test staff was not created');
  return { id: row.id, partnerId: options.partnerId, email: row.email, password, role: options.role };
}

/** Signs `staff` in through the real endpoint; answers the cookie header their console calls carry. */
export async function staffCookieFor(app: FastifyInstance, staff: { email: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/v3/partner-center/auth/sign-in',
    payload: { email: staff.email, password: staff.password },
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'wd_pc');
  if (!cookie) throw new Error('no console cookie');
  return { cookie: `wd_pc=${cookie.value}` };
}

/** A new staff member of `partnerId` with `role`, signed in: who they are and the headers of their calls. */
export async function signedInStaff(
  t: { app: FastifyInstance; database: Database },
  options: { partnerId: number; role: StaffRole },
): Promise<TestStaff & { headers: { cookie: string } }> {
  const staff = await createStaff(t.database, options);
  return { ...staff, headers: await staffCookieFor(t.app, staff) };
}
