import type { ReactNode } from 'react';
import './states.css';

type Props = { title: string; description?: string; action?: ReactNode };

export function EmptyState({ title, description, action }: Props) {
  return (
    <div className="state">
      <p className="state__title">{title}</p>
      {description ? <p className="state__text">{description}</p> : null}
      {action}
    </div>
  );
}
