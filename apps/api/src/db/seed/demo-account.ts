import { createPasswordHasher } from '../../shared/password-hasher.ts';
import { type CustomerRow, DEMO_ACCOUNT } from './factories/customer.ts';
import type { Activity } from './factories/customer-activity.ts';

/** Turns the first seeded customer into the documented demo login (argon2id like any real account). */
export async function makeDemoAccount(customer: CustomerRow | undefined): Promise<void> {
  if (!customer) return;
  customer.email = DEMO_ACCOUNT.email;
  customer.nick = DEMO_ACCOUNT.nick;
  customer.passwordHash = await createPasswordHasher().hash(DEMO_ACCOUNT.password);
}

/** The demo account joined by email only: whatever social identity the random activity gave it is dropped. */
export function keepDemoAccountEmailOnly(activity: Activity | undefined): void {
  if (activity) activity.socialIdentities = [];
}
