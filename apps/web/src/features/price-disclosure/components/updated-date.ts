import { seoulCalendarDate } from '@wedding/domain/seoul-calendar';

/** '최종 업데이트 2026년 11월 20일': the Seoul date of the last publish, the 고시's "as of" date. */
export function updatedLabel(updatedAt: string): string {
  const { year, month, day } = seoulCalendarDate(new Date(updatedAt));
  return `최종 업데이트 ${year}년 ${month}월 ${day}일`;
}
