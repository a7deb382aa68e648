import { describe, expect, it } from 'vitest';
import { type PenaltyRow, penaltyRowFor, penaltyTableProblem, refundOnCancel } from '../src/penalty-table.ts';

// A table as halls publish them: free until 150 days before, then 10 %, 20 % and 35 % of the contract amount.
const TABLE: PenaltyRow[] = [
  { minDaysBefore: 150, percent: 0, base: 'CONTRACT' },
  { minDaysBefore: 90, percent: 10, base: 'CONTRACT' },
  { minDaysBefore: 30, percent: 20, base: 'CONTRACT' },
  { minDaysBefore: 0, percent: 35, base: 'CONTRACT' },
];
const AMOUNTS = { paid: 3_000_000, contract: 20_000_000, deposit: 3_000_000 };

describe('cancellation penalties (issues 26 and 27)', () => {
  it('picks the row whose threshold the days left have reached', () => {
    expect(penaltyRowFor(TABLE, 200)?.percent).toBe(0);
    expect(penaltyRowFor(TABLE, 150)?.percent).toBe(0);
    expect(penaltyRowFor(TABLE, 149)?.percent).toBe(10);
    expect(penaltyRowFor(TABLE, 30)?.percent).toBe(20);
    expect(penaltyRowFor(TABLE, 0)?.percent).toBe(35);
  });

  it('refunds what was paid less the penalty, never below 0', () => {
    expect(refundOnCancel(TABLE, AMOUNTS, 200)).toMatchObject({ penalty: 0, refund: 3_000_000 });
    // 10 % of a 20,000,000원 contract is 2,000,000원.
    expect(refundOnCancel(TABLE, AMOUNTS, 100)).toMatchObject({ penalty: 2_000_000, refund: 1_000_000 });
    // 35 % of the contract is more than the deposit paid: the couple gets nothing back, and owes nothing here.
    expect(refundOnCancel(TABLE, AMOUNTS, 3)).toMatchObject({ penalty: 3_000_000, refund: 0 });
  });

  it('a deposit-based row takes its percent of the deposit, rounded down in the couple’s favour', () => {
    const rows: PenaltyRow[] = [{ minDaysBefore: 0, percent: 33.3, base: 'DEPOSIT' }];
    expect(refundOnCancel(rows, { paid: 1_000_001, contract: 0, deposit: 1_000_001 }, 10)).toMatchObject({
      penalty: 333_000,
      refund: 667_001,
    });
  });

  it('refuses a table a couple could not rely on', () => {
    expect(penaltyTableProblem(TABLE)).toBeNull();
    expect(penaltyTableProblem([])).toBe('위약금 기준을 한 줄 이상 입력해 주세요.');
    expect(penaltyTableProblem([{ minDaysBefore: 30, percent: 10, base: 'CONTRACT' }])).toBe(
      '예식 당일(0일 전)까지의 기준이 있어야 해요.',
    );
    expect(penaltyTableProblem([...TABLE, { minDaysBefore: 30, percent: 25, base: 'CONTRACT' }])).toBe(
      '같은 날짜 기준이 두 번 있어요.',
    );
    expect(penaltyTableProblem([{ minDaysBefore: 0, percent: 120, base: 'DEPOSIT' }])).toBe(
      '위약금 비율은 0%에서 100% 사이로 입력해 주세요.',
    );
    expect(
      penaltyTableProblem([
        { minDaysBefore: 30, percent: 50, base: 'CONTRACT' },
        { minDaysBefore: 0, percent: 10, base: 'CONTRACT' },
      ]),
    ).toBe('예식일이 가까울수록 위약금이 낮아질 수 없어요.');
    expect(penaltyTableProblem([{ minDaysBefore: -1, percent: 0, base: 'DEPOSIT' }])).toBe(
      '며칠 전인지는 0 이상의 정수로 입력해 주세요.',
    );
  });
});
