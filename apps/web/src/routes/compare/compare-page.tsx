import { useQuery } from '@tanstack/react-query';
import { parseComparisonItems } from '@wedding/domain/hall-comparison';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  comparisonQuery,
  type Origin,
  useOriginSearch,
  weddingBudgetQuery,
} from '../../features/comparison/api/comparison-api.ts';
import { ComparisonTable } from '../../features/comparison/components/comparison-table.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, useUserStore } from '../../shared/stores/user-store.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Field, FieldAction } from '../../shared/ui/field.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/button.css';

const TITLE = '웨딩홀 비교';

/** The expected guests: typed here, else the couple's mypage setting, else none (the total then asks for it). */
function useGuests(saved: number | null | undefined) {
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (saved != null ? String(saved) : '');
  const n = Number(text);
  // Any whole number to try here; the saved setting's bounds are mypage's (domain wedding-budget).
  const valid = text !== '' && Number.isInteger(n) && n > 0 && n <= 10_000;
  return { text, setTyped, guests: valid ? n : null, error: text !== '' && !valid };
}

function OriginPicker({ origin, onPick }: { origin: Origin | null; onPick: (origin: Origin) => void }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const search = useOriginSearch(query);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setQuery(draft.trim());
  };
  const places = search.data?.places ?? [];
  return (
    <form onSubmit={submit}>
      <Field
        label="출발지 (거리 계산)"
        optional
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="예: 강남역, 우리 집 주소"
        hint={
          origin ? `${origin.name}에서 잰 직선 거리예요.` : '주소나 역 이름을 찾아 고르면 웨딩홀까지 거리를 보여 줘요.'
        }
        error={
          search.isError
            ? search.error.message
            : query && search.data && places.length === 0
              ? '찾은 곳이 없어요.'
              : null
        }
        action={
          <FieldAction onClick={submit} busy={search.isFetching}>
            찾기
          </FieldAction>
        }
      />
      {search.data?.source === 'local' ? (
        <p className="compare-page__note" data-testid="origin-local-note">
          지도 검색 키가 설정되지 않아 주소 검색 대신 웨딩홀 이름과 주소로만 찾을 수 있어요.
        </p>
      ) : null}
      {places.length > 0 && !origin ? (
        <ul className="compare-page__places">
          {places.map((place) => (
            <li key={`${place.name}-${place.lat}-${place.lng}`}>
              <button type="button" className="btn btn--secondary btn--md" onClick={() => onPick(place)}>
                {place.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

/** /compare?items=slot:1,slot:2: 2–4 halls, rooms or slots side by side with the all-in estimate (issue 30 §3). */
export default function ComparePage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const parsed = parseComparisonItems(params.get('items') ?? '');
  const items = 'refs' in parsed ? parsed.refs.map((r) => `${r.kind}:${r.id}`).join(',') : '';
  const loggedIn = useUserStore(isLoggedIn);
  const comparison = useQuery({ ...comparisonQuery(items), enabled: items !== '' });
  const budget = useQuery({ ...weddingBudgetQuery(), enabled: loggedIn });
  const { text, setTyped, guests, error } = useGuests(budget.data?.expectedGuests);
  const [origin, setOrigin] = useState<Origin | null>(null);

  let body: ReactNode;
  if ('problem' in parsed)
    body = (
      <EmptyState
        title="비교할 항목을 골라 주세요"
        description={parsed.problem}
        action={
          <Link to="/my-interest/like/slot?tab=slot" className="btn btn--primary btn--md">
            찜 목록에서 고르기
          </Link>
        }
      />
    );
  else if (comparison.isPending) body = <Spinner />;
  else if (comparison.isError)
    body = <ErrorState message={comparison.error.message} onRetry={() => void comparison.refetch()} />;
  else
    body = (
      <>
        <div className="compare-page__controls">
          <Field
            label="예상 하객 수"
            type="number"
            inputMode="numeric"
            min={1}
            value={text}
            onChange={(event) => setTyped(event.target.value)}
            error={error ? '하객 수를 1명 이상의 숫자로 입력해 주세요.' : null}
            hint={
              loggedIn
                ? '마이페이지에서 정한 인원으로 시작해요. 여기서 바꾸면 이 화면에만 적용돼요.'
                : '하객 수를 넣으면 우리 인원에 맞춘 예상 총액을 계산해요.'
            }
            data-testid="compare-guests"
          />
          <OriginPicker origin={origin} onPick={setOrigin} />
        </div>
        <ComparisonTable
          items={comparison.data}
          guests={guests}
          budgetCeiling={budget.data?.budgetCeiling ?? null}
          origin={origin}
        />
      </>
    );

  return (
    <>
      <StackHeader title={TITLE} />
      <main className="compare-page">{body}</main>
    </>
  );
}
