import * as z from 'zod/mini';
import { instantMsField } from './input-limits.ts';

export { LAST_PUSH_KEY, PUSH_CHECK_KEY, PUSH_CHECK_TTL_MS } from './customer-data-constants.ts';

/**
 * Customer data (spec §7): small key/value items with an expiry, stored per customer. The web keeps the
 * push-check time here for one year (key PUSH_CHECK_KEY).
 */

const keyField = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/, '키는 영문, 숫자, _ . - 1~64자로 입력해주세요.'));

/** POST /web/v3/customer/data {uuid, key, value, expTsp}; uuid must be the signed-in customer. */
export const customerDataBodySchema = z.object({
  uuid: z.string().check(z.uuid()),
  key: keyField,
  value: z.string().check(z.maxLength(2000)),
  /** Epoch ms after which the item reads as absent; null keeps it until overwritten. */
  expTsp: z.nullable(instantMsField()),
});

export const customerDataParamsSchema = z.object({ uuid: z.string().check(z.uuid()), key: keyField });

export const customerDataItemSchema = z.object({
  key: z.string(),
  value: z.string(),
  expTsp: z.nullable(z.number().check(z.int())),
});
/** Missing or expired items answer `{ item: null }`. */
export const customerDataResponseSchema = z.object({ item: z.nullable(customerDataItemSchema) });
export type CustomerDataResponse = z.infer<typeof customerDataResponseSchema>;
