import type { ReactNode } from 'react';

type Props = {
  /** The chip's name when nothing is chosen ('요일'). */
  name: string;
  /** What is chosen ('토요일'); the chip shows it instead of the name and is marked active. */
  value: string | null;
  expanded: boolean;
  onClick: () => void;
  /** The sort chip always holds a value but is never "filtering": it is not styled as active. */
  neutral?: boolean;
  icon?: ReactNode;
};

/** A chip that opens a sheet; screen readers hear the chip's name and its current value. */
export function FilterChip({ name, value, expanded, onClick, neutral = false, icon }: Props) {
  const active = value !== null && !neutral;
  return (
    <button
      type="button"
      className={`slot-chip${active ? ' slot-chip--on' : ''}`}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-label={value ? `${name}: ${value}` : name}
      onClick={onClick}
    >
      {icon}
      <span className="slot-chip__text">{value ?? name}</span>
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
