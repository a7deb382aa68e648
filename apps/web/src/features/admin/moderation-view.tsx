import type { ModerationQueueItem } from '@wedding/contract/admin-moderation';

/** An instant as an operator in Korea reads it. */
export const formatInstant = (iso: string) =>
  new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' });

/** A target's state: blinded, deleted, its writer suspended (a reported member: suspended themselves). */
export function StateBadges({ state, member = false }: { state: ModerationQueueItem['state']; member?: boolean }) {
  return (
    <>
      {state.blinded && <span className="admin-badge admin-badge--warn">블라인드됨</span>}
      {state.deleted && <span className="admin-badge">삭제됨</span>}
      {state.writerSuspended && (
        <span className="admin-badge admin-badge--warn">{member ? '이용 정지 중' : '작성자 이용 정지 중'}</span>
      )}
    </>
  );
}
