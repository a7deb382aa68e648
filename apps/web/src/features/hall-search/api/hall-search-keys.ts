import type { HallQuery } from '../lib/filter-state.ts';

/** Every cache of the hall search sits under ['hall-search'], so a history change can refresh them together. */
export const hallSearchKeys = {
  all: ['hall-search'] as const,
  count: (query: HallQuery) => [...hallSearchKeys.all, 'count', query] as const,
  results: (query: HallQuery) => [...hallSearchKeys.all, 'results', query] as const,
  suggestions: (keyword: string) => [...hallSearchKeys.all, 'suggestions', keyword] as const,
  histories: () => [...hallSearchKeys.all, 'histories'] as const,
  partners: (uuids: readonly string[]) => [...hallSearchKeys.all, 'partners', ...uuids] as const,
};
