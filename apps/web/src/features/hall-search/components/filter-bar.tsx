import { Button } from '../../../shared/ui/button.tsx';
import { countLabel } from '../lib/count-label.ts';

type Props = {
  /** Halls matching the current filter; undefined before the first count arrives. */
  total: number | undefined;
  counting: boolean;
  onReset(): void;
  onApply(): void;
};

/** The sticky bottom bar: reset everything, or see the matching halls with their live count. */
export function FilterBar({ total, counting, onReset, onApply }: Props) {
  return (
    <div className="hall-filter-bar">
      <Button variant="secondary" size="lg" className="hall-filter-bar__reset" onClick={onReset}>
        초기화
      </Button>
      <Button size="lg" className="hall-filter-bar__apply" onClick={onApply} aria-busy={counting || undefined}>
        {countLabel(total)}
      </Button>
      <p className="visually-hidden" role="status">
        {total === undefined ? '' : `조건에 맞는 웨딩홀 ${total}개`}
      </p>
    </div>
  );
}
