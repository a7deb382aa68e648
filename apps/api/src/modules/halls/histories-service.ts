import { MAX_SEARCH_HISTORIES, type SearchHistory, type SearchHistoryBody } from '@wedding/contract/hall-search';
import { hallNotFound, historyNotFound } from './errors.ts';
import type { SearchHistoryRepository, SearchHistoryRow, SearchHistoryTarget } from './histories-repository.ts';

export type SearchHistoryService = {
  /** Adds (or moves to the top) a visited hall or a typed keyword; 404 PARTNER_NOT_FOUND for a non-hall. */
  add(customerId: number, body: SearchHistoryBody): Promise<SearchHistory>;
  list(customerId: number): Promise<SearchHistory[]>;
  /** 404 HISTORY_NOT_FOUND when the customer has no entry with this id (someone else's included). */
  remove(customerId: number, id: number): Promise<void>;
  clear(customerId: number): Promise<void>;
};

function toHistory(row: SearchHistoryRow): SearchHistory {
  return {
    id: row.id,
    partnerId: row.partnerId,
    partnerUuid: row.partnerUuid,
    partnerName: row.partnerName,
    keyword: row.keyword,
    regTsp: row.createdAt.getTime(),
  };
}

function toTarget(body: SearchHistoryBody): SearchHistoryTarget {
  if (body.partnerId !== undefined) return { partnerId: body.partnerId, keyword: null };
  // The body schema guarantees exactly one of the two.
  return { partnerId: null, keyword: (body.keyword ?? '').trim() };
}

/** Search history (spec §7 /v3/book/halls/histories): one entry per hall or keyword, newest first, capped. */
export function createSearchHistoryService(deps: {
  repository: SearchHistoryRepository;
  now?: () => Date;
}): SearchHistoryService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    add(customerId, body) {
      const target = toTarget(body);
      return repository.transaction(async (tx) => {
        await repository.lockCustomer(customerId, tx);
        if (target.partnerId !== null && !(await repository.hallExists(target.partnerId, tx))) throw hallNotFound();
        // Re-adding moves the entry to the top: the old one goes, a new one is written now.
        await repository.deleteSame({ customerId, target }, tx);
        const id = await repository.insert({ customerId, target, createdAt: now() }, tx);
        await repository.keepNewest({ customerId, keep: MAX_SEARCH_HISTORIES }, tx);
        const row = await repository.findOne({ customerId, id }, tx);
        if (!row) throw new Error('search history vanished inside its own transaction');
        return toHistory(row);
      });
    },

    async list(customerId) {
      return (await repository.list(customerId)).map(toHistory);
    },

    async remove(customerId, id) {
      if (!(await repository.deleteOne({ customerId, id }))) throw historyNotFound();
    },

    clear: (customerId) => repository.deleteAll(customerId),
  };
}
