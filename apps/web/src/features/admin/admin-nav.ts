import type { OperatorArea } from '@wedding/domain/operator-roles';

export const ADMIN_HOME = '/admin';
export const ADMIN_SIGN_IN = '/admin/sign-in';
export const ADMIN_AUDIT = '/admin/audit';
export const ADMIN_REPORTS = '/admin/reports';
export const ADMIN_DISPUTES = '/admin/disputes';
export const ADMIN_APPLICATIONS = '/admin/applications';
export const ADMIN_OPERATORS = '/admin/operators';
export const ADMIN_PARTNERS = '/admin/partners';

/**
 * The console's sections (issue 29 §2–5). A section without its screen yet is listed on the
 * dashboard as coming, so an operator sees what the console will hold. `to` is null until the screen exists.
 */
export const ADMIN_SECTIONS: readonly { label: string; area: OperatorArea; to: string | null; description: string }[] =
  [
    {
      label: '신고 처리',
      area: 'reports',
      to: ADMIN_REPORTS,
      description: '리뷰·댓글·문의·회원 신고를 대상별로 모아 처리합니다.',
    },
    {
      label: '리뷰 분쟁',
      area: 'disputes',
      to: ADMIN_DISPUTES,
      description: '업체가 제기한 리뷰 분쟁을 인정하거나 기각합니다.',
    },
    {
      label: '입점 심사',
      area: 'onboarding',
      to: ADMIN_APPLICATIONS,
      description: '업체의 입점 신청을 승인하거나 반려합니다.',
    },
    {
      label: '업체 관리',
      area: 'onboarding',
      to: ADMIN_PARTNERS,
      description: '업체를 찾아 운영을 일시 중지하거나 재개합니다.',
    },
    { label: '감사 로그', area: 'audit', to: ADMIN_AUDIT, description: '운영자의 모든 작업 기록을 검색합니다.' },
    {
      label: '운영자 계정',
      area: 'operators',
      to: ADMIN_OPERATORS,
      description: '운영자 계정을 사용 중지·초기화하고 역할을 바꿉니다.',
    },
  ];

/** The sections an operator's role reaches (`areas` from /v3/admin/me): a MODERATOR never sees the ADMIN's. */
export function sectionsFor(areas: readonly OperatorArea[]): typeof ADMIN_SECTIONS {
  return ADMIN_SECTIONS.filter((section) => areas.includes(section.area));
}
