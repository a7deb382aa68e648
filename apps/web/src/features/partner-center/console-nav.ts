import type { StaffArea } from '@wedding/domain/partner-staff';

export const CONSOLE_HOME = '/partner-center';
export const CONSOLE_SIGN_IN = '/partner-center/sign-in';
export const CONSOLE_APPLY = '/partner-center/apply';
export const CONSOLE_SECURITY = '/partner-center/security';
export const CONSOLE_NOTIFICATIONS = '/partner-center/notifications';

/** The console's menu; an item shows only to roles that reach its area (domain `mayDo`, via `me.areas`). */
export const CONSOLE_NAV: readonly { to: string; label: string; area: StaffArea | null }[] = [
  { to: CONSOLE_HOME, label: '대시보드', area: 'statistics' },
  { to: '/partner-center/calendar', label: '일정·가격', area: 'calendar' },
  { to: '/partner-center/disclosure', label: '가격 공개', area: 'disclosure' },
  { to: '/partner-center/profile', label: '업체 정보', area: 'profile' },
  { to: '/partner-center/photos', label: '사진', area: 'profile' },
  { to: '/partner-center/bookings', label: '예약 요청', area: 'messages' },
  { to: '/partner-center/inquiries', label: '1:1 문의', area: 'messages' },
  { to: '/partner-center/reviews', label: '리뷰 답변', area: 'messages' },
  { to: CONSOLE_NOTIFICATIONS, label: '알림', area: 'messages' },
  { to: '/partner-center/staff', label: '직원 관리', area: 'staff' },
  { to: '/partner-center/audit', label: '변경 기록', area: 'audit' },
  { to: CONSOLE_SECURITY, label: '보안 설정', area: null },
];

/** The first screen a role may open: a MESSAGES staff member has no dashboard. */
export function firstScreenFor(areas: readonly string[]): string {
  return CONSOLE_NAV.find((item) => item.area === null || areas.includes(item.area))?.to ?? CONSOLE_SECURITY;
}
