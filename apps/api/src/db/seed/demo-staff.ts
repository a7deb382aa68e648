import { createPasswordHasher } from '../../shared/password-hasher.ts';
import type { Database } from '../client.ts';
import * as t from '../schema/index.ts';

/** The partner console's documented demo login (README): the OWNER of the first hall that takes contracts. */
export const DEMO_STAFF = { email: 'hall@wedding.kr', password: 'Wedding2026!', name: '데모홀 대표' } as const;

/**
 * Seeds the demo console account. Its second factor is off (`totpExempt`) so a newcomer can sign in with the
 * README's two fields; every OWNER the console itself creates must enrol TOTP.
 */
export async function seedDemoStaff(
  database: Database,
  halls: readonly { partner: { id: number; contractUsed?: boolean | null } }[],
): Promise<number | null> {
  const hall = halls.find((h) => h.partner.contractUsed) ?? halls[0];
  if (!hall) return null;
  await database.db.insert(t.partnerStaff).values({
    partnerId: hall.partner.id,
    email: DEMO_STAFF.email,
    name: DEMO_STAFF.name,
    passwordHash: await createPasswordHasher().hash(DEMO_STAFF.password),
    role: 'OWNER' as const,
    totpExempt: true,
  });
  return hall.partner.id;
}
