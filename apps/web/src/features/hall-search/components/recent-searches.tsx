import type { SearchHistory } from '@wedding/contract/hall-search';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { useDeleteSearchHistories } from '../api/delete-search-histories.ts';
import { useSearchHistories } from '../api/get-search-histories.ts';

type Props = {
  onKeyword(keyword: string): void;
  onHall(hall: { partnerId: number; partnerUuid: string }): void;
};

const labelOf = (h: SearchHistory) => h.keyword ?? h.partnerName ?? '';

/** Recent searches of a logged-in customer; a guest sees nothing here and nothing is asked of the API. */
export function RecentSearches({ onKeyword, onHall }: Props) {
  const histories = useSearchHistories();
  const remove = useDeleteSearchHistories();
  if (!histories.loggedIn) return null;

  // A hall entry whose hall has gone has nothing to open: it is left out rather than shown dead.
  const entries = (histories.data ?? []).filter((h) => h.keyword !== null || h.partnerUuid !== null);
  const open = (h: SearchHistory) => {
    if (h.keyword !== null) onKeyword(h.keyword);
    else if (h.partnerId !== null && h.partnerUuid !== null)
      onHall({ partnerId: h.partnerId, partnerUuid: h.partnerUuid });
  };

  return (
    <section className="recent-searches" aria-labelledby="recent-searches-title">
      <div className="recent-searches__head">
        <h2 id="recent-searches-title" className="keyword-search__title">
          최근 검색
        </h2>
        {entries.length > 0 ? (
          <button type="button" className="recent-searches__clear" onClick={() => remove.mutate('all')}>
            전체 삭제
          </button>
        ) : null}
      </div>
      {histories.isError ? (
        <p className="keyword-search__note">
          최근 검색을 불러오지 못했어요.{' '}
          <button type="button" className="keyword-search__retry" onClick={() => void histories.refetch()}>
            다시 시도
          </button>
        </p>
      ) : histories.isPending ? null : entries.length === 0 ? (
        <p className="keyword-search__note">최근 검색 기록이 없어요.</p>
      ) : (
        <ul className="recent-searches__list">
          {entries.map((h) => (
            <li key={h.id} className="recent-searches__item">
              <button type="button" className="recent-searches__open" onClick={() => open(h)}>
                {h.keyword === null ? <span className="recent-searches__kind">웨딩홀</span> : null}
                {h.keyword === null ? ' ' : null}
                {labelOf(h)}
              </button>
              <button
                type="button"
                className="recent-searches__remove"
                aria-label={`${labelOf(h)} 삭제`}
                onClick={() => remove.mutate(h.id)}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
