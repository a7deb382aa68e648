import { HeartIcon } from './icons.tsx';
import './heart-button.css';

type Props = {
  liked: boolean;
  /** What is liked, read as '{name} 찜하기'. */
  name: string;
  onToggle(): void;
  /** The look: a card's heart over its photo, or the plain heart beside a title. */
  className?: string;
};

/** The like toggle every heart uses; `${className}--on` marks it liked. */
export function HeartButton({ liked, name, onToggle, className = 'heart-button' }: Props) {
  return (
    <button
      type="button"
      className={`${className}${liked ? ` ${className}--on` : ''}`}
      aria-label={`${name} 찜하기`}
      aria-pressed={liked}
      onClick={onToggle}
    >
      <HeartIcon filled={liked} size={22} />
    </button>
  );
}
