import { Skeleton } from '../../../shared/ui/skeleton.tsx';

export function HallCardSkeleton() {
  return (
    <li className="hall-card" aria-hidden="true">
      <Skeleton aspectRatio="4 / 3" radius="var(--radius-md)" />
      <span className="hall-card__body">
        <Skeleton width="80%" height="18px" />
        <Skeleton width="50%" height="14px" />
      </span>
    </li>
  );
}
