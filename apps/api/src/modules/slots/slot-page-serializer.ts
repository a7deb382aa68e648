import { type Slot, type SlotPageResponse, slotSchema } from '@wedding/contract/slots';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

const SLOT_KEYS = Object.keys(slotSchema.shape) as (keyof Slot)[];

function pickSlot(slot: Slot): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of SLOT_KEYS) out[key] = slot[key];
  return out;
}

/**
 * The slot lists are the busiest answers of the API (30 slots, 16 fields each). The zod serializer checks
 * every field again (uuid patterns, integers) and cost about a sixth of the API's CPU per request (measured
 * with the benchmark, docs/benchmarks.md). The service builds each slot from typed rows (toSlot), so the
 * 200 answer only copies the declared keys — nothing undeclared can leave — and stringifies. Every other
 * status keeps the zod serializer.
 */
export const slotPageSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  if (route.httpStatus !== '200') return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  return (data: SlotPageResponse) =>
    JSON.stringify({ item: data.item.map(pickSlot), total: data.total, totalCapped: data.totalCapped });
};
