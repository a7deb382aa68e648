import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider } from '../../src/shared/ui/range-slider.tsx';

function Demo({ onChange }: { onChange?: (v: [number, number]) => void }) {
  const [value, setValue] = useState<[number, number]>([100, 200]);
  return (
    <RangeSlider
      label="보증인원"
      min={0}
      max={350}
      step={10}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
      formatValue={(v) => (v >= 350 ? '350명 이상' : `${v}명`)}
    />
  );
}

// jsdom has no native slider key handling; Chromium's arrow keys are covered in e2e/tests/hall-search.spec.ts.
describe('RangeSlider', () => {
  it('is a labelled group of two sliders with spoken values and the formatted range shown', () => {
    render(<Demo />);
    expect(screen.getByRole('group', { name: '보증인원' })).toBeInTheDocument();
    const low = screen.getByRole('slider', { name: '보증인원 최소' });
    const high = screen.getByRole('slider', { name: '보증인원 최대' });
    expect(low).toHaveAttribute('aria-valuetext', '100명');
    expect(high).toHaveAttribute('aria-valuetext', '200명');
    expect(low).toHaveAttribute('step', '10');
    expect(screen.getByRole('status')).toHaveTextContent('100명 ~ 200명');
  });

  it('moves each thumb and reports the new pair', () => {
    const onChange = vi.fn();
    render(<Demo onChange={onChange} />);
    fireEvent.change(screen.getByRole('slider', { name: '보증인원 최소' }), { target: { value: '150' } });
    expect(onChange).toHaveBeenLastCalledWith([150, 200]);
    fireEvent.change(screen.getByRole('slider', { name: '보증인원 최대' }), { target: { value: '350' } });
    expect(onChange).toHaveBeenLastCalledWith([150, 350]);
    expect(screen.getByRole('status')).toHaveTextContent('150명 ~ 350명 이상');
  });

  it('never lets the thumbs cross: each stops at the other', () => {
    const onChange = vi.fn();
    render(<Demo onChange={onChange} />);
    fireEvent.change(screen.getByRole('slider', { name: '보증인원 최소' }), { target: { value: '300' } });
    expect(onChange).toHaveBeenLastCalledWith([200, 200]);
    fireEvent.change(screen.getByRole('slider', { name: '보증인원 최대' }), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith([200, 200]);
  });

  it('keeps values inside the end stops', () => {
    const onChange = vi.fn();
    render(<Demo onChange={onChange} />);
    const low = screen.getByRole('slider', { name: '보증인원 최소' });
    const high = screen.getByRole('slider', { name: '보증인원 최대' });
    expect(low).toHaveAttribute('min', '0');
    expect(high).toHaveAttribute('max', '350');
    // The browser clamps a range input to its min/max, so the component only ever sees stops in range.
    fireEvent.change(high, { target: { value: '999' } });
    expect(onChange).toHaveBeenLastCalledWith([100, 350]);
    fireEvent.change(low, { target: { value: '-20' } });
    expect(onChange).toHaveBeenLastCalledWith([0, 350]);
  });
});
