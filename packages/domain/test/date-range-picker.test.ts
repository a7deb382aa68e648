import { describe, expect, it } from 'vitest';
import {
  applyDateRange,
  type DateRangeAction,
  type DateRangeState,
  dateRangeReducer,
  dayRole,
  EMPTY_DATE_RANGE,
  isPastDate,
  monthDays,
  pickerMonths,
} from '../src/date-range-picker.ts';

const run = (...actions: DateRangeAction[]): DateRangeState => actions.reduce(dateRangeReducer, EMPTY_DATE_RANGE);
const tap = (date: string): DateRangeAction => ({ type: 'tapDate', date });
const toggle = (month: string): DateRangeAction => ({ type: 'toggleMonth', month });

describe('spec §4 date picker tap rules', () => {
  it('rule 1: the first tap sets the start', () => {
    expect(run(tap('2026-12-05'))).toEqual({ startDate: '2026-12-05', endDate: null, months: [] });
  });

  it('rule 2: a later tap before the start restarts the range there', () => {
    expect(run(tap('2026-12-05'), tap('2026-12-01'))).toEqual({ startDate: '2026-12-01', endDate: null, months: [] });
  });

  it('rule 3: a tap after the start sets the end', () => {
    expect(run(tap('2026-12-05'), tap('2026-12-12'))).toEqual({
      startDate: '2026-12-05',
      endDate: '2026-12-12',
      months: [],
    });
  });

  it('rule 3 edge: tapping the start again picks that single day', () => {
    expect(run(tap('2026-12-05'), tap('2026-12-05'))).toEqual({
      startDate: '2026-12-05',
      endDate: '2026-12-05',
      months: [],
    });
  });

  it('rule 4: a tap when both are set restarts with that date as the start', () => {
    expect(run(tap('2026-12-05'), tap('2026-12-12'), tap('2026-12-20'))).toEqual({
      startDate: '2026-12-20',
      endDate: null,
      months: [],
    });
    expect(run(tap('2026-12-05'), tap('2026-12-12'), tap('2026-12-01'))).toEqual({
      startDate: '2026-12-01',
      endDate: null,
      months: [],
    });
  });

  it('compares across months and years', () => {
    expect(run(tap('2026-12-31'), tap('2027-01-02')).endDate).toBe('2027-01-02');
    expect(run(tap('2027-01-02'), tap('2026-12-31'))).toMatchObject({ startDate: '2026-12-31', endDate: null });
  });
});

describe('spec §4 date picker: choosing months clears dates and choosing dates clears months', () => {
  it('toggling a month clears the dates', () => {
    expect(run(tap('2026-12-05'), tap('2026-12-12'), toggle('2027-03'))).toEqual({
      startDate: null,
      endDate: null,
      months: ['2027-03'],
    });
  });

  it('tapping a date clears the months', () => {
    expect(run(toggle('2027-03'), toggle('2027-04'), tap('2026-12-05'))).toEqual({
      startDate: '2026-12-05',
      endDate: null,
      months: [],
    });
  });

  it('toggles months on and off, kept in calendar order', () => {
    expect(run(toggle('2027-04'), toggle('2026-12')).months).toEqual(['2026-12', '2027-04']);
    expect(run(toggle('2027-04'), toggle('2026-12'), toggle('2027-04')).months).toEqual(['2026-12']);
  });

  it('reset empties everything', () => {
    expect(run(toggle('2027-04'), { type: 'reset' })).toEqual(EMPTY_DATE_RANGE);
    expect(run(tap('2026-12-05'), { type: 'reset' })).toEqual(EMPTY_DATE_RANGE);
  });
});

describe('spec §4 date picker apply: a start alone is applied as start=end (single day)', () => {
  it('applies a lone start as one day', () => {
    expect(applyDateRange(run(tap('2026-12-05')))).toEqual({ startDate: '2026-12-05', endDate: '2026-12-05' });
  });

  it('applies a full range', () => {
    expect(applyDateRange(run(tap('2026-12-05'), tap('2026-12-12')))).toEqual({
      startDate: '2026-12-05',
      endDate: '2026-12-12',
    });
  });

  it('applies months otherwise', () => {
    expect(applyDateRange(run(toggle('2027-03'), toggle('2027-01')))).toEqual({ months: ['2027-01', '2027-03'] });
  });

  it('applies nothing when nothing is chosen', () => {
    expect(applyDateRange(EMPTY_DATE_RANGE)).toEqual({});
  });
});

describe('spec §9 date pickers show 24 months from the current month', () => {
  it('lists 24 months starting with the current Seoul month', () => {
    const months = pickerMonths(new Date('2026-12-31T15:00:00Z')); // 2027-01-01 00:00 in Seoul
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2027-01');
    expect(months[23]).toBe('2028-12');
  });

  it('disables days before today in Seoul', () => {
    const now = new Date('2026-11-20T15:30:00Z'); // 2026-11-21 00:30 in Seoul
    expect(isPastDate('2026-11-20', now)).toBe(true);
    expect(isPastDate('2026-11-21', now)).toBe(false);
  });
});

describe('calendar grid', () => {
  it('lays out November 2026 (starts on a Sunday, 30 days) in 5 weeks', () => {
    const weeks = monthDays('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('leads with blanks: December 2026 starts on a Tuesday', () => {
    const weeks = monthDays('2026-12');
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('refuses what is not a year-month', () => {
    expect(() => monthDays('2026-13')).toThrow(RangeError);
  });

  it('knows leap years', () => {
    expect(monthDays('2028-02').flat().filter(Boolean)).toHaveLength(29);
    expect(monthDays('2027-02').flat().filter(Boolean)).toHaveLength(28);
  });

  it('marks the cells of the chosen range', () => {
    const range = run(tap('2026-12-05'), tap('2026-12-08'));
    expect(
      ['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-08', '2026-12-09'].map((d) => dayRole(range, d)),
    ).toEqual([null, 'start', 'between', 'end', null]);
    expect(dayRole(run(tap('2026-12-05')), '2026-12-05')).toBe('single');
    expect(dayRole(run(tap('2026-12-05')), '2026-12-06')).toBeNull();
  });
});
