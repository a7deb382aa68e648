import { useQuery } from '@tanstack/react-query';
import { SHORTLIST_MESSAGES } from '@wedding/domain/shortlist';
import { useParams } from 'react-router';
import { isGone, sharedListQuery } from '../../features/shortlist/api/shortlist-api.ts';
import { SharedGone, SharedListView } from '../../features/shortlist/components/shared-list.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/button.css';

const TITLE = '웨딩홀 후보';

/**
 * /shared/{token}: the couple's shortlist as a family member's link opens it (issue 30 §2), without an account.
 * Rendered on the server with its list (readable with JavaScript off) and OG tags, so a shared link shows a card;
 * a wrong or revoked link renders the Korean 'no longer shared' page with status 404 (decision 0062).
 */
export function SharedPage() {
  const token = useParams().token ?? '';
  const query = useQuery(sharedListQuery(token));
  const answer = query.data;
  const gone = isGone(answer);
  const list = answer && !gone ? answer : null;
  const first = list?.items.find((i) => i.image)?.image ?? undefined;
  useDocumentTitle(gone ? SHORTLIST_MESSAGES.GONE_TITLE : list ? `${list.label}님께 공유된 웨딩홀 후보` : TITLE, {
    description: list
      ? `후보 ${list.items.length}곳 · ${list.items
          .slice(0, 3)
          .map((i) => i.title)
          .join(', ')}${list.canWrite ? ' · 투표와 댓글을 남겨 주세요' : ''}`
      : undefined,
    image: first,
    noindex: true,
  });
  return (
    <>
      <StackHeader title={TITLE} />
      <main>
        {query.isPending ? (
          <Spinner />
        ) : query.isError && !answer ? (
          <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
        ) : gone ? (
          <SharedGone />
        ) : list ? (
          <SharedListView token={token} list={list} />
        ) : null}
      </main>
    </>
  );
}
