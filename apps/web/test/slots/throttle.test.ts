import { SLOT_SCROLL_THROTTLE_MS } from '@wedding/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../src/features/slots/lib/throttle.ts';

describe('throttle (the slot scroll handler runs at most every 200 ms, spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once and the last call of a burst when 200 ms have passed', () => {
    const fn = vi.fn();
    const onScroll = throttle(fn, SLOT_SCROLL_THROTTLE_MS);
    onScroll(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);

    vi.advanceTimersByTime(50);
    onScroll(2);
    vi.advanceTimersByTime(50);
    onScroll(3);
    expect(fn).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(99);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1); // 200 ms after the first call
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('never runs twice within 200 ms during continuous scrolling', () => {
    const at: number[] = [];
    const onScroll = throttle(() => at.push(Date.now()), SLOT_SCROLL_THROTTLE_MS);
    const start = Date.now();
    for (let t = 0; t < 990; t += 10) {
      onScroll();
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(SLOT_SCROLL_THROTTLE_MS);
    // 0, 200, 400, 600, 800 and the trailing call for the last event at 980
    expect(at.map((t) => t - start)).toEqual([0, 200, 400, 600, 800, 1000]);
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(SLOT_SCROLL_THROTTLE_MS);
  });

  it('a call after a quiet period runs at once', () => {
    const fn = vi.fn();
    const onScroll = throttle(fn, SLOT_SCROLL_THROTTLE_MS);
    onScroll('a');
    vi.advanceTimersByTime(SLOT_SCROLL_THROTTLE_MS);
    onScroll('b');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('b');
  });

  it('cancel drops the pending trailing call', () => {
    const fn = vi.fn();
    const onScroll = throttle(fn, SLOT_SCROLL_THROTTLE_MS);
    onScroll(1);
    onScroll(2);
    onScroll.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
