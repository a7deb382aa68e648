import type { CustomerProfile } from '@wedding/contract/account';
import { CUSTOMER_UUID } from '../session/current-user.ts';

/** GET /v3/20240404/customer for a customer who finished sign-up but not yet /sign-additional/2. */
export const customerProfile = (overrides: Partial<CustomerProfile> = {}): CustomerProfile => ({
  customerUuid: CUSTOMER_UUID,
  email: 'minji.kim@example.com',
  name: '김민지',
  nick: null,
  sex: 'F',
  tel: '010-1234-5678',
  region: null,
  invitationCode: null,
  weddingDate: null,
  hasWeddingHallContract: false,
  hasSdmContract: false,
  socialProviders: [],
  hasPassword: true,
  ...overrides,
});
