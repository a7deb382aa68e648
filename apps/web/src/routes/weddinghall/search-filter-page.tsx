import type { HallSearchItem } from '@wedding/contract/hall-search';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHallCount } from '../../features/hall-search/api/search-halls.ts';
import { FilterBar } from '../../features/hall-search/components/filter-bar.tsx';
import { FilterSections } from '../../features/hall-search/components/filter-sections.tsx';
import { HallResults } from '../../features/hall-search/components/hall-results.tsx';
import { KeywordSearch } from '../../features/hall-search/components/keyword-search.tsx';
import { useDebouncedValue } from '../../features/hall-search/hooks/use-debounced-value.ts';
import { useFilterParams } from '../../features/hall-search/hooks/use-filter-params.ts';
import {
  EMPTY_FILTER,
  filterSummary,
  filterToQuery,
  type HallSearchFilter,
  setRegion,
  setSubRegion,
} from '../../features/hall-search/lib/filter-state.ts';
import { RESULT_VIEW } from '../../features/hall-search/lib/filter-url.ts';
import { COUNT_DEBOUNCE_MS } from '../../features/hall-search/lib/timing.ts';
import { HallLikeButton } from '../../features/halls/components/hall-like-button.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import '../../features/halls/components/popular-halls.css';
import './search-filter-page.css';
import { WatchButton } from '../../features/watches/components/watch-button.tsx';

const TITLE = '웨딩홀 검색';
/** Marks a results entry pushed from the filter view, so 필터 수정 can simply go back to it. */
type FromFilter = { fromFilter?: boolean } | null;

const renderLike = (hall: HallSearchItem) => (
  <HallLikeButton partnerUuid={hall.partnerUuid} hallName={hall.partnerName} liked={hall.isLiked} />
);

/**
 * Hall search with filters (spec §2 /weddinghall/search-filter?hidetop=true). The filter and the view live
 * in the URL: the filter view edits them, 'view=result' shows the matching halls, so back from a hall lands
 * on the same results and back again on the same filters. hidetop is the native app's flag (decision 0007).
 */
export default function SearchFilterPage() {
  useDocumentTitle(TITLE);
  const { filter, setFilter, settled, params, push } = useFilterParams();
  const navigate = useNavigate();
  const location = useLocation();
  const showResults = params.get('view') === RESULT_VIEW;

  const editFilters = () => {
    if ((location.state as FromFilter)?.fromFilter) void navigate(-1);
    else push(filter, { view: null });
  };

  return (
    <>
      <StackHeader title={TITLE} />
      <main className="hall-filter">
        {showResults ? (
          <ResultView filter={filter} onEdit={editFilters} onReset={() => setFilter(EMPTY_FILTER)} />
        ) : (
          <FilterView
            filter={filter}
            settled={settled}
            onChange={setFilter}
            onApply={(next) => push(next, { view: RESULT_VIEW }, { fromFilter: true })}
          />
        )}
      </main>
    </>
  );
}

type FilterViewProps = {
  filter: HallSearchFilter;
  /** The filter as of the last pause in editing: what the count asks about. */
  settled: HallSearchFilter;
  onChange(next: HallSearchFilter): void;
  onApply(next: HallSearchFilter): void;
};

/** A keyword typed in the box but not submitted: the bottom button applies it, and the count includes it. */
function typedKeyword(text: string, applied: string | null): string | null {
  const typed = text.trim();
  return typed === '' || typed === applied ? null : typed;
}

function FilterView({ filter, settled, onChange, onApply }: FilterViewProps) {
  const [text, setText] = useState('');
  const pending = typedKeyword(useDebouncedValue(text, COUNT_DEBOUNCE_MS), settled.keyword);
  // Issue 9: '웨딩홀 N개 보기' once dropped a typed, unsubmitted keyword. Now the number counts it and the
  // button applies it, so the button promises exactly what it opens.
  const count = useHallCount(filterToQuery(pending ? { ...settled, keyword: pending } : settled));
  const apply = () => {
    const keyword = typedKeyword(text, filter.keyword);
    onApply(keyword ? { ...filter, keyword } : filter);
  };
  return (
    <>
      <div className="hall-filter__search">
        <KeywordSearch
          onSearch={(keyword) => onApply({ ...filter, keyword })}
          onTextChange={setText}
          onRegion={(region, subRegion) => onChange(setSubRegion(setRegion(filter, region), subRegion))}
        />
        {filter.keyword ? (
          <p className="hall-filter__keyword">
            <span>
              검색어 <strong>{filter.keyword}</strong>
            </span>
            <button
              type="button"
              className="hall-filter__keyword-remove"
              aria-label={`검색어 ${filter.keyword} 빼기`}
              onClick={() => onChange({ ...filter, keyword: null })}
            >
              <CloseIcon size={14} />
            </button>
          </p>
        ) : null}
      </div>
      <FilterSections filter={filter} onChange={onChange} />
      <FilterBar
        total={count.data}
        counting={count.isFetching}
        onReset={() => onChange(EMPTY_FILTER)}
        onApply={apply}
      />
    </>
  );
}

type ResultViewProps = { filter: HallSearchFilter; onEdit(): void; onReset(): void };

function ResultView({ filter, onEdit, onReset }: ResultViewProps) {
  const query = useMemo(() => filterToQuery(filter), [filter]);
  const summary = filterSummary(filter);
  return (
    <div className="hall-filter__results">
      <div className="hall-filter__summary">
        <p className="hall-filter__summary-text">{summary.length > 0 ? summary.join(' · ') : '전체 웨딩홀'}</p>
        <Button variant="secondary" onClick={onEdit}>
          필터 수정{summary.length > 0 ? ` ${summary.length}` : ''}
        </Button>
      </div>
      {/* Issue 28 §5: a region chosen, the couple may be told when any of its halls opens a date they want. */}
      {filter.region ? (
        <WatchButton
          target={{ region: filter.region }}
          prompt={`${filter.region} 웨딩홀에 날짜가 열리면 알려 드릴까요?`}
        />
      ) : null}
      <HallResults
        query={query}
        renderLike={renderLike}
        emptyDescription="조건을 줄이면 더 많은 웨딩홀을 볼 수 있어요."
        emptyAction={
          summary.length > 0 ? (
            <Button variant="secondary" onClick={onReset}>
              조건 초기화
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
