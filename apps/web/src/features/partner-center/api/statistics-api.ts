import type { Statistics } from '@wedding/contract/partner-statistics';
import { CONSOLE_QUERY_KEY, consoleRequest } from './console-api.ts';

export const statisticsQueryKey = [...CONSOLE_QUERY_KEY, 'statistics'] as const;

/** GET /v3/partner-center/statistics: the last 12 Seoul weeks, oldest first. */
export async function fetchStatistics(): Promise<Statistics> {
  return (await consoleRequest<{ item: Statistics }>('/statistics')).item;
}
