import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { CloseIcon, SearchIcon } from '../../../shared/ui/icons.tsx';
import { useAddSearchHistory } from '../api/add-search-history.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { KEYWORD_MAX_LENGTH, KEYWORD_REQUIRED } from '../lib/keyword.ts';
import { SUGGEST_DEBOUNCE_MS } from '../lib/timing.ts';
import { KeywordSuggestions } from './keyword-suggestions.tsx';
import { RecentSearches } from './recent-searches.tsx';
import './keyword-search.css';

type Props = {
  /** The keyword already applied (from the URL), shown in the box. */
  initialText?: string;
  /** A keyword to search: typed and submitted, a recent keyword, or a station. */
  onSearch(keyword: string): void;
  /** A region or sub-region chosen from the suggestions. */
  onRegion(region: string, subRegion: string | null): void;
  /** Every change of the box's text, submitted or not (the filter's count and button take it in). */
  onTextChange?(text: string): void;
};

/**
 * The keyword box of both searches: recent searches while empty (logged in only), suggestions while
 * typing. A hall suggestion goes straight to the hall and is remembered as a {partnerId} history; a
 * submitted keyword is remembered as a {keyword} history. The typed text is never cleared by a failure.
 */
export function KeywordSearch({ initialText = '', onSearch, onRegion, onTextChange }: Props) {
  const id = useId();
  const [text, setTextState] = useState(initialText);
  const setText = (next: string) => {
    setTextState(next);
    onTextChange?.(next);
  };
  const [error, setError] = useState<string | null>(null);
  // Suggestions are for text being typed: a keyword just searched (or given by the URL) shows none.
  const [editing, setEditing] = useState(false);
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const record = useAddSearchHistory();
  const navigate = useNavigate();

  const search = (keyword: string) => {
    setText(keyword);
    setError(null);
    setEditing(false);
    record({ keyword });
    onSearch(keyword);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed === '') setError(KEYWORD_REQUIRED);
    else search(typed);
  };

  const openHall = (hall: { partnerId: number; partnerUuid: string }) => {
    record({ partnerId: hall.partnerId });
    void navigate(`/weddinghall/${encodeURIComponent(hall.partnerUuid)}`);
  };

  return (
    <div className="keyword-search">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet understood by every WebView we serve. */}
      <form role="search" className="keyword-search__form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          웨딩홀 검색어
        </label>
        <SearchIcon size={20} className="keyword-search__icon" />
        <input
          id={`${id}-input`}
          className="keyword-search__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="웨딩홀 이름, 지역, 지하철역"
          maxLength={KEYWORD_MAX_LENGTH}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => {
            setText(event.target.value);
            setEditing(true);
            if (error) setError(null);
          }}
        />
        {text ? (
          <button
            type="button"
            className="keyword-search__clear"
            aria-label="검색어 지우기"
            onClick={() => setText('')}
          >
            <CloseIcon size={16} />
          </button>
        ) : null}
        <button type="submit" className="keyword-search__submit">
          검색
        </button>
      </form>
      <p id={`${id}-message`} className="keyword-search__message" aria-live="polite">
        {error}
      </p>
      {typed === '' ? (
        <RecentSearches onKeyword={search} onHall={openHall} />
      ) : !editing ? null : (
        <KeywordSuggestions
          keyword={debounced}
          onKeyword={search}
          onHall={openHall}
          onRegion={(region, subRegion) => {
            setText('');
            setEditing(false);
            onRegion(region, subRegion);
          }}
        />
      )}
    </div>
  );
}
