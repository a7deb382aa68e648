import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Watch } from '@wedding/contract/slot-watches';
import { formatWon } from '@wedding/domain/price';
import { useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { deleteWatch, watchesQuery } from '../api/watches-api.ts';
import { WatchSheet } from './watch-sheet.tsx';
import './watches.css';

/** One line of what else the watch asks: times, guests and price, or nothing when it asks none. */
function details(watch: Watch): string {
  const parts: string[] = [];
  if (watch.times.length) parts.push(watch.times.map((t) => (t === '20:00' ? '20:00 ~' : t)).join(', '));
  if (watch.minGuests !== null || watch.maxGuests !== null)
    parts.push(`하객 ${watch.minGuests ?? 0}~${watch.maxGuests ?? ''}명`);
  if (watch.maxPrice !== null) parts.push(`${formatWon(watch.maxPrice)} 이하`);
  return parts.join(' · ');
}

/** The couple's watches on mypage (issue 28 §5): see, change and stop each, and where consent is set. */
export function WatchList() {
  const query = useQuery(watchesQuery());
  const queryClient = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<Watch | null>(null);

  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  const { list, max } = query.data;

  const remove = async (watch: Watch) => {
    try {
      await deleteWatch(watch.id);
      await queryClient.invalidateQueries({ queryKey: watchesQuery().queryKey });
      toast.show('빈 날짜 알림을 껐어요.', { type: 'success' });
    } catch (e) {
      toast.show(e instanceof Error ? e.message : '잠시 후 다시 시도해 주세요.', { type: 'error' });
    }
  };

  return (
    <section className="account-section" aria-labelledby="watch-list-title">
      <h2 id="watch-list-title" className="account-section__title">
        빈 날짜 알림 ({list.length}/{max})
      </h2>
      {list.length === 0 ? (
        <EmptyState
          title="등록한 빈 날짜 알림이 없어요."
          description="웨딩홀의 잔여일정 탭에서 '빈 날짜 알림 받기'를 눌러 보세요."
        />
      ) : (
        <ul className="watch-list">
          {list.map((watch) => {
            const name = watch.hall ? watch.hall.name : `${watch.region} 전체`;
            const more = details(watch);
            return (
              <li key={watch.id} className="watch-item">
                <p className="watch-item__target">
                  {watch.hall ? <Link to={`/weddinghall/${encodeURIComponent(watch.hall.uuid)}`}>{name}</Link> : name}
                </p>
                <p className="watch-item__summary">
                  {watch.summary}
                  {more ? ` · ${more}` : ''}
                </p>
                <div className="watch-item__actions">
                  <button
                    type="button"
                    className="btn btn--secondary btn--md"
                    onClick={() => setEditing(watch)}
                    aria-label={`${name} 알림 바꾸기`}
                  >
                    바꾸기
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--md"
                    onClick={() => void remove(watch)}
                    aria-label={`${name} 알림 끄기`}
                  >
                    끄기
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="watch-sheet__note">
        알림 받는 방법과 수신 동의·거부는 <Link to="/mypage/notifications">알림 설정</Link>
        에서 바꿀 수 있어요.
      </p>
      {editing ? (
        <WatchSheet
          open
          onClose={() => setEditing(null)}
          editing={editing}
          target={
            editing.hall
              ? { partnerUuid: editing.hall.uuid, hallName: editing.hall.name }
              : { region: editing.region ?? '' }
          }
        />
      ) : null}
    </section>
  );
}
