import { DISCLOSURE_UNITS } from '@wedding/domain/price-disclosure';
import * as z from 'zod/mini';

export {
  CONSOLE_DISCLOSURE_PATH,
  guestDisclosurePath,
  PRICE_DISCLOSURE_ERROR_CODES,
  PRICE_DISCLOSURE_PENDING,
} from './price-disclosure-constants.ts';

// Price disclosure (issue 26 §3). The shapes only; the rules (a required item, the penalty table, the refund
// text's length) are the domain's `priceDisclosureProblem`, applied by the service so its Korean message names
// the row. Bounds here only keep a body from being absurd before the rules read it.

const int = () => z.number().check(z.int());

export const disclosureItemSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  price: z.number().check(z.minimum(-1e12), z.maximum(1e12)),
  unit: z.enum(DISCLOSURE_UNITS),
  required: z.boolean(),
});

export const penaltyRowSchema = z.object({
  minDaysBefore: z.number().check(z.minimum(-1e6), z.maximum(1e6)),
  percent: z.number().check(z.minimum(-1e6), z.maximum(1e6)),
  base: z.enum(['CONTRACT', 'DEPOSIT']),
});

/** PUT /v3/partner-center/disclosure: the whole disclosure, replacing the one before. */
export const priceDisclosureBodySchema = z.object({
  items: z.array(disclosureItemSchema).check(z.maxLength(200)),
  penalties: z.array(penaltyRowSchema).check(z.maxLength(50)),
  refundRules: z.string().check(z.maxLength(10_000)),
});
export type PriceDisclosureBody = z.infer<typeof priceDisclosureBodySchema>;

export const priceDisclosureSchema = z.object({
  items: z.array(z.object({ name: z.string(), price: int(), unit: z.enum(DISCLOSURE_UNITS), required: z.boolean() })),
  penalties: z.array(z.object({ minDaysBefore: int(), percent: z.number(), base: z.enum(['CONTRACT', 'DEPOSIT']) })),
  refundRules: z.string(),
  /** ISO instant of the last publish; the guest sees its Seoul date. */
  updatedAt: z.string(),
});
export type PriceDisclosure = z.infer<typeof priceDisclosureSchema>;

/** The disclosure, or null when the hall has not published one ('가격 정보 준비 중'). */
export const priceDisclosureResponseSchema = z.object({ item: z.nullable(priceDisclosureSchema) });
export type PriceDisclosureResponse = z.infer<typeof priceDisclosureResponseSchema>;

export const guestDisclosureParamsSchema = z.object({
  partnerUuid: z.string().check(z.uuid('웨딩홀을 찾을 수 없어요.')),
});
