import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import './slot-detail.css';

/** The detail's shape while it loads, so nothing jumps when the slot arrives. */
export function SlotDetailSkeleton() {
  return (
    <div className="slot-detail" aria-busy="true">
      <span className="visually-hidden" role="status">
        잔여일정을 불러오고 있어요
      </span>
      <Skeleton aspectRatio="4 / 3" radius="0" />
      <div className="slot-detail__skeleton-lines">
        <Skeleton width="40%" height={14} />
        <Skeleton width="70%" height={24} />
        <Skeleton width="50%" height={16} />
        <Skeleton height={96} radius="var(--radius-md)" />
        <Skeleton height={180} radius="var(--radius-md)" />
      </div>
    </div>
  );
}
