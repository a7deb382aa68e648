import { Button } from './button.tsx';
import './states.css';

type Props = { title?: string; message: string; onRetry?: () => void };

/** A failed load says so in Korean and offers a retry; it never pretends the list is empty. */
export function ErrorState({ title = '불러오지 못했어요', message, onRetry }: Props) {
  return (
    <div className="state" role="alert">
      <p className="state__title">{title}</p>
      <p className="state__text">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          다시 시도
        </Button>
      ) : null}
    </div>
  );
}
