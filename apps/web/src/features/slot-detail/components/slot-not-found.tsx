import { Link } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import '../../../shared/ui/button.css';

/** A missing, malformed or unknown slot id: say so and offer the remaining-slot list instead. */
export function SlotNotFound() {
  return (
    <EmptyState
      title="일정을 찾을 수 없어요"
      description={'삭제되었거나 주소가 잘못된 일정이에요.\n다른 잔여일정을 둘러보세요.'}
      action={
        <Link to="/weddinghall/slot" className="btn btn--primary btn--md">
          잔여일정 둘러보기
        </Link>
      }
    />
  );
}
