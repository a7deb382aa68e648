import { formatNumber } from '@wedding/domain/price';

/** The apply button: '웨딩홀 12개 보기', or without a number until the first count arrives. */
export function countLabel(total: number | undefined): string {
  return total === undefined ? '웨딩홀 보기' : `웨딩홀 ${formatNumber(total)}개 보기`;
}

/** The results header: '웨딩홀 12개'. */
export function totalLabel(total: number): string {
  return `웨딩홀 ${formatNumber(total)}개`;
}
