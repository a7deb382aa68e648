import { hashKey } from '@tanstack/react-query';
import type { SlotListQuery } from '../lib/slot-query.ts';

/**
 * Every slot cache lives under ['slots'], so a like can update every list (and the slot detail) that holds the
 * slot without knowing which screens are open.
 */
export const slotKeys = {
  all: ['slots'] as const,
  lists: () => [...slotKeys.all, 'list'] as const,
  /** One list as one viewer sees it: isLike is per customer, so a login or logout never shows stale hearts. */
  list: (source: SlotSource, query: SlotListQuery, viewer: string | null) =>
    [...slotKeys.lists(), source, query, viewer] as const,
};

/** The same list for every viewer (the key without its last part). */
export function isSameSlotList(key: readonly unknown[], source: SlotSource, query: SlotListQuery): boolean {
  return hashKey(key.slice(0, -1)) === hashKey([...slotKeys.lists(), source, query]);
}

/** Where a list reads from: every hall, or one hall's estimate endpoint (hall detail, slots tab). */
export type SlotSource = { kind: 'all' } | { kind: 'hall'; partnerUuid: string };
