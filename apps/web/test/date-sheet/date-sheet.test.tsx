import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATE_PICKER_MONTHS } from '@wedding/domain/constants';
import { applyDateRange, type DateRangeState, EMPTY_DATE_RANGE } from '@wedding/domain/date-range-picker';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DATE_SHEET_TITLE, DateSheet } from '../../src/features/date-sheet/date-sheet.tsx';

// 2026-03-10 12:00 in Seoul (a Tuesday): the window runs 2026-03 … 2028-02.
const NOW = new Date('2026-03-10T03:00:00Z');

function Harness({
  initial = EMPTY_DATE_RANGE,
  onApply,
}: {
  initial?: DateRangeState;
  onApply?: (s: DateRangeState) => void;
}) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        날짜 열기
      </button>
      <output data-testid="value">{JSON.stringify(value)}</output>
      <DateSheet
        open={open}
        onClose={() => setOpen(false)}
        value={value}
        now={NOW}
        onApply={(next) => {
          setValue(next);
          onApply?.(next);
        }}
      />
    </>
  );
}

const day = (name: string) => screen.getByRole('button', { name });
const pressedDays = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('button', { pressed: true })
    .map((b) => b.getAttribute('aria-label'));
const applyButton = () => screen.getByRole('button', { name: /적용하기$|^전체 날짜 보기$/ });

async function openDatesTab() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('tab', { name: '날짜별' }));
  return user;
}

describe('DateSheet (spec §2, §4, §9)', () => {
  it('is a dialog titled in Korean with a month tab and a calendar tab', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: DATE_SHEET_TITLE })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['월별', '날짜별']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('shows exactly 24 months from the current Seoul month on both tabs', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const monthButtons = within(screen.getByRole('tabpanel')).getAllByRole('button');
    expect(monthButtons).toHaveLength(DATE_PICKER_MONTHS);
    expect(monthButtons[0]).toHaveAccessibleName('2026년 3월');
    expect(monthButtons[23]).toHaveAccessibleName('2028년 2월');
    expect(screen.queryByRole('button', { name: '2026년 2월' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2028년 3월' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '날짜별' }));
    const headings = within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(24);
    expect(headings[0]).toHaveTextContent('2026년 3월');
    expect(headings[23]).toHaveTextContent('2028년 2월');
  });

  it('counts the current month in Seoul, not UTC: 2026-02-28 20:00 UTC is already March in Seoul', () => {
    render(
      <DateSheet
        open
        onClose={() => {}}
        value={EMPTY_DATE_RANGE}
        onApply={() => {}}
        now={new Date('2026-02-28T20:00:00Z')}
      />,
    );
    expect(within(screen.getByRole('tabpanel')).getAllByRole('button')[0]).toHaveAccessibleName('2026년 3월');
  });

  it('labels days in full Korean, disables past days and keeps today pickable', async () => {
    const user = await openDatesTab();
    expect(day('2027년 3월 13일 토요일')).toBeEnabled();
    expect(day('2026년 3월 9일 월요일')).toBeDisabled();
    expect(day('2026년 3월 1일 일요일')).toBeDisabled();
    expect(day('2026년 3월 10일 화요일')).toBeEnabled();
    expect(day('2026년 3월 10일 화요일')).toHaveAttribute('aria-current', 'date');
    await user.click(day('2026년 3월 9일 월요일'));
    expect(pressedDays()).toEqual([]);
  });

  it('colours Sundays and Saturdays and starts each week on Sunday', async () => {
    await openDatesTab();
    expect(day('2026년 3월 15일 일요일')).toHaveClass('date-cell--sun');
    expect(day('2026년 3월 28일 토요일')).toHaveClass('date-cell--sat');
    expect(day('2026년 3월 20일 금요일')).not.toHaveClass('date-cell--sat');
    // March 2026 begins on a Sunday: its first cell is the 1st, not a blank.
    const firstWeek = screen.getByRole('button', { name: '2026년 3월 1일 일요일' }).parentElement;
    expect(firstWeek?.firstElementChild).toBe(day('2026년 3월 1일 일요일'));
  });

  it('follows the tap rules: start, restart before start, end after start, restart when both are set', async () => {
    const user = await openDatesTab();

    await user.click(day('2026년 3월 20일 금요일'));
    expect(pressedDays()).toEqual(['2026년 3월 20일 금요일']);
    expect(day('2026년 3월 20일 금요일')).toHaveClass('date-cell--single');

    await user.click(day('2026년 3월 15일 일요일'));
    expect(pressedDays()).toEqual(['2026년 3월 15일 일요일']);

    await user.click(day('2026년 3월 18일 수요일'));
    expect(pressedDays()).toEqual([
      '2026년 3월 15일 일요일',
      '2026년 3월 16일 월요일',
      '2026년 3월 17일 화요일',
      '2026년 3월 18일 수요일',
    ]);
    expect(day('2026년 3월 15일 일요일')).toHaveClass('date-cell--start');
    expect(day('2026년 3월 16일 월요일')).toHaveClass('date-cell--between');
    expect(day('2026년 3월 18일 수요일')).toHaveClass('date-cell--end');
    expect(applyButton()).toHaveTextContent('3월 15일 ~ 3월 18일 적용하기');

    await user.click(day('2026년 3월 25일 수요일'));
    expect(pressedDays()).toEqual(['2026년 3월 25일 수요일']);
    expect(applyButton()).toHaveTextContent('3월 25일 적용하기');
  });

  it('choosing a month clears the dates, and choosing a date clears the months', async () => {
    const user = await openDatesTab();
    await user.click(day('2026년 3월 20일 금요일'));
    await user.click(day('2026년 3월 25일 수요일'));

    await user.click(screen.getByRole('tab', { name: '월별' }));
    await user.click(screen.getByRole('button', { name: '2026년 4월' }));
    await user.click(screen.getByRole('button', { name: '2026년 5월' }));
    expect(screen.getByRole('button', { name: '2026년 4월' })).toHaveAttribute('aria-pressed', 'true');
    expect(applyButton()).toHaveTextContent('4월 · 5월 적용하기');

    await user.click(screen.getByRole('tab', { name: '날짜별' }));
    expect(pressedDays()).toEqual([]);

    await user.click(day('2026년 4월 4일 토요일'));
    await user.click(screen.getByRole('tab', { name: '월별' }));
    expect(within(screen.getByRole('tabpanel')).queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(applyButton()).toHaveTextContent('4월 4일 적용하기');
  });

  it('applies a start alone, labelled as that single day, and the query reads start = end', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    render(<Harness onApply={onApply} />);
    await user.click(screen.getByRole('tab', { name: '날짜별' }));
    await user.click(day('2026년 3월 20일 금요일'));
    expect(screen.getByText('종료일을 고르세요. 그대로 적용하면 이날 하루만 찾아요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3월 20일 적용하기' }));

    expect(onApply).toHaveBeenCalledTimes(1);
    const applied = onApply.mock.calls[0]?.[0] as DateRangeState;
    expect(applied).toEqual({ startDate: '2026-03-20', endDate: null, months: [] });
    expect(applyDateRange(applied)).toEqual({ startDate: '2026-03-20', endDate: '2026-03-20' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing without applying keeps the value, and reopening shows the value, not the lost draft', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    const initial = { startDate: null, endDate: null, months: ['2026-06'] };
    render(<Harness initial={initial} onApply={onApply} />);
    expect(screen.getByRole('button', { name: '2026년 6월' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '2026년 7월' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent(JSON.stringify(initial));

    await user.click(screen.getByRole('button', { name: '날짜 열기' }));
    expect(screen.getByRole('button', { name: '2026년 6월' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2026년 7월' })).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('reset empties the draft; applying nothing clears the filter', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={{ startDate: '2026-04-04', endDate: '2026-04-05', months: [] }} onApply={onApply} />);
    expect(screen.getByRole('tab', { name: '날짜별' })).toHaveAttribute('aria-selected', 'true');
    expect(pressedDays()).toEqual(['2026년 4월 4일 토요일', '2026년 4월 5일 일요일']);

    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(pressedDays()).toEqual([]);
    expect(screen.getByRole('button', { name: '초기화' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '전체 날짜 보기' }));
    expect(onApply).toHaveBeenCalledWith(EMPTY_DATE_RANGE);
  });
});
