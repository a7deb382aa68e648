import type { CurrentUser } from '@wedding/contract/session';

export const CUSTOMER_UUID = '6f1c2a4e-9b3d-4c5e-8f7a-1b2c3d4e5f60';

/** A signed-in customer as GET /api/user answers it. */
export const currentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  customerUuid: CUSTOMER_UUID,
  nick: '예비신부',
  weddingDate: '2027-05-15',
  newPushTsp: null,
  profileComplete: true,
  ...overrides,
});
