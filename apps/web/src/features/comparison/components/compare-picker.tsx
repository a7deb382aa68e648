import { comparePagePath } from '@wedding/contract/comparison-constants';
import { useState } from 'react';
import { Link } from 'react-router';
import './compare-picker.css';

// The comparison's bounds (domain hall-comparison), repeated as plain numbers so the likes pages do not load it.
const MIN = 2;
const MAX = 4;

export type CompareOption = { ref: string; label: string; detail?: string };

/**
 * The likes pages' '비교하기' (issue 30 §3): tick 2–4 liked halls or slots, then open them side by side.
 * Closed, it is one button; the list shows only when asked.
 */
export function ComparePicker({ options, noun }: { options: readonly CompareOption[]; noun: string }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  if (options.length < MIN) return null;
  const toggle = (ref: string) =>
    setPicked((now) => (now.includes(ref) ? now.filter((r) => r !== ref) : now.length >= MAX ? now : [...now, ref]));
  const ready = picked.length >= MIN && picked.length <= MAX;
  if (!open)
    return (
      <button
        type="button"
        className="btn btn--secondary btn--md btn--block compare-picker__open"
        onClick={() => setOpen(true)}
      >
        {noun} 비교하기
      </button>
    );
  return (
    <fieldset className="compare-picker" data-testid="compare-picker">
      <legend className="compare-picker__legend">
        비교할 {noun}을(를) {MIN}~{MAX}개 골라 주세요 ({picked.length}/{MAX})
      </legend>
      <ul className="compare-picker__list">
        {options.map((option) => {
          const on = picked.includes(option.ref);
          return (
            <li key={option.ref}>
              <label className="compare-picker__option">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && picked.length >= MAX}
                  onChange={() => toggle(option.ref)}
                />
                <span>
                  {option.label}
                  {option.detail ? <span className="compare-picker__detail">{option.detail}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="compare-picker__actions">
        <button type="button" className="btn btn--ghost btn--md" onClick={() => setOpen(false)}>
          닫기
        </button>
        {ready ? (
          <Link to={comparePagePath(picked)} className="btn btn--primary btn--md" data-testid="compare-go">
            {picked.length}개 비교하기
          </Link>
        ) : (
          <span className="btn btn--primary btn--md compare-picker__wait" aria-disabled="true">
            {MIN}개 이상 골라 주세요
          </span>
        )}
      </div>
    </fieldset>
  );
}
