import { and, eq, ne } from 'drizzle-orm';
import { partners, weddingDays } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { signedInStaff } from '../helpers/staff.ts';

export type Hall = { id: number; uuid: string };

/** Two halls (the second for isolation), a slot of the first, and a couple with a nick, a phone and an email. */
export async function inquiryFixture(t: TestApp) {
  const halls = await t.database.db
    .select({ id: partners.id, uuid: partners.uuid })
    .from(partners)
    .where(eq(partners.type, 2))
    .limit(2);
  const hall = halls[0]!;
  const otherHall = halls[1]!;
  const [slot] = await t.database.db
    .select({ id: weddingDays.id })
    .from(weddingDays)
    .where(eq(weddingDays.partnerId, hall.id))
    .limit(1);
  const [foreignSlot] = await t.database.db
    .select({ id: weddingDays.id })
    .from(weddingDays)
    .where(and(ne(weddingDays.partnerId, hall.id)))
    .limit(1);
  const nick = `봄신부${Date.now() % 100000}`;
  const couple = await signedInCustomer(t, { nick, tel: '010-4821-7736' });
  const staff = await signedInStaff(t, { partnerId: hall.id, role: 'MESSAGES' });
  const otherStaff = await signedInStaff(t, { partnerId: otherHall.id, role: 'OWNER' });
  return { hall, otherHall, slotId: slot!.id, foreignSlotId: foreignSlot!.id, couple, nick, staff, otherStaff };
}

/** Every spelling of a phone number a page could show: as stored, digits only, and with spaces. */
export function phoneSpellings(tel: string): string[] {
  const digits = tel.replace(/\D/g, '');
  return [tel, digits, `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`];
}
