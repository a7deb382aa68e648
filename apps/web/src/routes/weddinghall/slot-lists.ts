import type { SlotSource } from '../../features/slots/api/slot-keys.ts';
import type { SlotFixedQuery } from '../../features/slots/lib/slot-query.ts';

// The lists the hall sections show, shared by their pages and by the server's prefetch of them (prefetch.ts),
// so the query the server fills is exactly the one the page reads.
export const ALL_HALLS: SlotSource = { kind: 'all' };
export const DISCOUNTED: SlotFixedQuery = { discounted: true };
