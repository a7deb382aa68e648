// How the booking lifecycle's deadlines read in Korean (issue 27 §3, §4): the couple sees "the deadline the hall
// has" and the hall's inbox "the time left to answer". Pure: the caller passes the instant; Seoul time, which has
// kept UTC+9 without daylight saving since 1988.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** An instant as Seoul reads it: '11월 28일 14:00'. */
export function formatSeoulMonthDayTime(at: Date): string {
  const seoul = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return `${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일 ${pad2(seoul.getUTCHours())}:${pad2(seoul.getUTCMinutes())}`;
}

/** Time left until `deadline`: '2일 3시간', '5시간 12분', '12분', '1분 미만'; null once it has passed. */
export function formatTimeLeft(deadline: Date, now: Date): string | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left < MINUTE_MS) return '1분 미만';
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  if (days > 0) return hours > 0 ? `${days}일 ${hours}시간` : `${days}일`;
  if (hours > 0) return minutes > 0 ? `${hours}시간 ${minutes}분` : `${hours}시간`;
  return `${minutes}분`;
}

/**
 * A deadline with its time left: '홀 답변 기한 11월 28일 14:00까지 · 23시간 12분 남음', or '… · 기한 지남' once
 * it has passed (the request then expires at the job queue's next run).
 */
export function deadlineText(deadline: Date, now: Date, label = '홀 답변 기한'): string {
  const left = formatTimeLeft(deadline, now);
  return `${label} ${formatSeoulMonthDayTime(deadline)}까지 · ${left ? `${left} 남음` : '기한 지남'}`;
}

/** Whether less than `hours` are left (the inbox marks those urgent); false once passed. */
export function deadlineIsNear(deadline: Date, now: Date, hours = 6): boolean {
  const left = deadline.getTime() - now.getTime();
  return left > 0 && left < hours * HOUR_MS;
}
