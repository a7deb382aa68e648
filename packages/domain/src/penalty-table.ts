// A hall's cancellation penalties (위약금), disclosed item by item under the 공정위 고시 (issue 26) and applied
// when a couple cancels (issue 27): "N days or more before the wedding → P % of the contract amount or of the
// deposit". Written once here so the disclosure, the console's validation and the refund agree.

export type PenaltyBase = 'CONTRACT' | 'DEPOSIT';

/** One row: from `minDaysBefore` days before the wedding (inclusive) until the next row's threshold. */
export type PenaltyRow = { minDaysBefore: number; percent: number; base: PenaltyBase };

/** Why a table cannot be disclosed, in Korean for the console; null when it is sound. */
export function penaltyTableProblem(rows: readonly PenaltyRow[]): string | null {
  if (rows.length === 0) return '위약금 기준을 한 줄 이상 입력해 주세요.';
  const days = rows.map((row) => row.minDaysBefore);
  if (days.some((d) => !Number.isInteger(d) || d < 0)) return '며칠 전인지는 0 이상의 정수로 입력해 주세요.';
  if (new Set(days).size !== days.length) return '같은 날짜 기준이 두 번 있어요.';
  if (!days.includes(0)) return '예식 당일(0일 전)까지의 기준이 있어야 해요.';
  if (rows.some((row) => !Number.isFinite(row.percent) || row.percent < 0 || row.percent > 100))
    return '위약금 비율은 0%에서 100% 사이로 입력해 주세요.';
  // Closer to the wedding never costs less: a table that falls as the day nears reads as a mistake.
  const sorted = [...rows].sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.base === sorted[i - 1]!.base && sorted[i]!.percent < sorted[i - 1]!.percent)
      return '예식일이 가까울수록 위약금이 낮아질 수 없어요.';
  }
  return null;
}

/** The row that applies `daysBefore` days before the wedding (0 = the day itself). */
export function penaltyRowFor(rows: readonly PenaltyRow[], daysBefore: number): PenaltyRow | null {
  const days = Math.max(0, Math.floor(daysBefore));
  let chosen: PenaltyRow | null = null;
  for (const row of rows)
    if (row.minDaysBefore <= days && (!chosen || row.minDaysBefore > chosen.minDaysBefore)) chosen = row;
  return chosen;
}

/**
 * What a couple who paid `paid` gets back when cancelling `daysBefore` days before the wedding: the paid amount
 * less the penalty of the row that applies, in whole won (the penalty rounded down, in the couple's favour),
 * never below 0. The couple sees this figure before confirming (issue 27).
 */
export function refundOnCancel(
  rows: readonly PenaltyRow[],
  amounts: { paid: number; contract: number; deposit: number },
  daysBefore: number,
): { penalty: number; refund: number; row: PenaltyRow | null } {
  const row = penaltyRowFor(rows, daysBefore);
  const base = row?.base === 'CONTRACT' ? amounts.contract : amounts.deposit;
  const penalty = row ? Math.min(amounts.paid, Math.floor((base * row.percent) / 100)) : 0;
  return { penalty, refund: amounts.paid - penalty, row };
}
