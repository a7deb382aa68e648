import { Skeleton } from '../../../shared/ui/skeleton.tsx';

export function SlotCardSkeleton() {
  return (
    <li className="slot-card" aria-hidden="true">
      <span className="slot-card__link">
        <Skeleton width="104px" height="104px" radius="var(--radius-md)" />
        <span className="slot-card__info">
          <Skeleton width="70%" height="18px" />
          <Skeleton width="40%" height="14px" />
          <Skeleton width="85%" height="14px" />
          <Skeleton width="35%" height="14px" />
        </span>
      </span>
      <span className="slot-card__price">
        <Skeleton width="45%" height="22px" />
      </span>
    </li>
  );
}
