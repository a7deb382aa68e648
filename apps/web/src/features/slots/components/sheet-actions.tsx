import { Button } from '../../../shared/ui/button.tsx';

type Props = { canReset: boolean; onReset: () => void; onApply: () => void };

/** '초기화' clears the draft only; nothing reaches the list until '적용하기'. */
export function SheetActions({ canReset, onReset, onApply }: Props) {
  return (
    <div className="slot-sheet__actions">
      <Button variant="secondary" size="lg" disabled={!canReset} onClick={onReset}>
        초기화
      </Button>
      <Button size="lg" className="slot-sheet__apply" onClick={onApply}>
        적용하기
      </Button>
    </div>
  );
}
