import { findLoginIdResponseSchema } from '@wedding/contract/account-responses';
import type * as z from 'zod/mini';
import { apiRequest } from '../../../shared/api/client.ts';

export type FoundLoginId = z.infer<typeof findLoginIdResponseSchema>['item'];

/** GET /v3/20240404/customer/login-id?tel&token — `token` is the telToken of a findLoginId verification. */
export async function findLoginId(tel: string, telToken: string): Promise<FoundLoginId> {
  const body = await apiRequest('/v3/20240404/customer/login-id', {
    query: { tel, token: telToken },
    schema: findLoginIdResponseSchema,
  });
  return body.item;
}
