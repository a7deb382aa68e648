import type { CSSProperties } from 'react';
import './range-slider.css';

type Props = {
  label: string;
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onChange(v: [number, number]): void;
  formatValue(v: number): string;
};

/**
 * A two-thumb range made of two native range inputs laid over one track, so arrow keys, Home/End, Page
 * keys and screen readers work as they do on any slider. The thumbs may meet but never cross: each input
 * clamps to the other's value.
 */
export function RangeSlider({ label, min, max, step, value, onChange, formatValue }: Props) {
  const [low, high] = value;
  const span = max - min || 1;
  const fill = {
    '--range-from': (low - min) / span,
    '--range-to': (high - min) / span,
  } as CSSProperties;
  // When both thumbs sit at the top stop the low one must be on top, or the pointer could never pull it down.
  const lowOnTop = low >= max - step;

  return (
    <fieldset className="range-slider">
      {/* A legend cannot sit in the flex row beside the value, so it stays hidden and the row shows a copy. */}
      <legend className="visually-hidden">{label}</legend>
      <div className="range-slider__head">
        <span className="range-slider__label" aria-hidden="true">
          {label}
        </span>
        <output className="range-slider__value" aria-live="polite">
          {formatValue(low)} ~ {formatValue(high)}
        </output>
      </div>
      <div className="range-slider__track" style={fill}>
        <input
          type="range"
          className={`range-slider__input${lowOnTop ? ' range-slider__input--top' : ''}`}
          aria-label={`${label} 최소`}
          aria-valuetext={formatValue(low)}
          min={min}
          max={max}
          step={step}
          value={low}
          onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
        />
        <input
          type="range"
          className="range-slider__input"
          aria-label={`${label} 최대`}
          aria-valuetext={formatValue(high)}
          min={min}
          max={max}
          step={step}
          value={high}
          onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
        />
      </div>
    </fieldset>
  );
}
