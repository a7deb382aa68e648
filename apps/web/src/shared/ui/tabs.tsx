import { type KeyboardEvent, useId, useRef } from 'react';
import './tabs.css';

export type TabItem<K extends string> = { key: K; label: string };

type Props<K extends string> = {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  /** Ids of the panels, so each tab can point at what it controls. */
  panelId?: (key: K) => string;
};

/** WAI-ARIA tabs: one tab stop, arrow keys move and select (automatic activation), Home/End jump. */
export function Tabs<K extends string>({ items, selected, onSelect, label, panelId }: Props<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    listRef.current?.querySelector<HTMLElement>(`[data-key="${target.key}"]`)?.focus();
  };

  return (
    <div ref={listRef} className="tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {items.map((item) => {
        const isSelected = item.key === selected;
        return (
          <button
            key={item.key}
            id={`${baseId}-${item.key}`}
            data-key={item.key}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId?.(item.key)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
