import type { StaffList, StaffMe } from '@wedding/contract/partner-center';
import type { StaffRole } from '@wedding/domain/partner-staff';
import { CONSOLE_QUERY_KEY, consoleRequest } from './console-api.ts';

export const staffListQueryKey = [...CONSOLE_QUERY_KEY, 'staff'] as const;

export async function fetchStaffList(): Promise<StaffList> {
  return (await consoleRequest<{ item: StaffList }>('/staff')).item;
}

export async function inviteStaff(body: { email: string; role: StaffRole }) {
  return (
    await consoleRequest<{ item: { id: number; url: string; expiresAt: string } }>('/staff/invites', {
      method: 'POST',
      body,
    })
  ).item;
}

export const revokeInvite = (id: number) => consoleRequest(`/staff/invites/${id}`, { method: 'DELETE' });
export const changeStaffRole = (id: number, role: StaffRole) =>
  consoleRequest(`/staff/${id}/role`, { method: 'PUT', body: { role } });
export const removeStaff = (id: number) => consoleRequest(`/staff/${id}`, { method: 'DELETE' });

export async function fetchInvite(token: string) {
  return (await consoleRequest<{ item: { email: string; role: StaffRole; bizName: string } }>(`/invites/${token}`))
    .item;
}

export async function acceptInvite(token: string, body: { name: string; password: string }): Promise<StaffMe> {
  return (await consoleRequest<{ item: StaffMe }>(`/invites/${token}/accept`, { method: 'POST', body })).item;
}

export async function startTotpEnrolment() {
  return (
    await consoleRequest<{ item: { secret: string; otpauthUrl: string; qrDataUrl: string } }>('/totp/enrolment', {
      method: 'POST',
    })
  ).item;
}

export async function confirmTotp(code: string): Promise<StaffMe> {
  return (await consoleRequest<{ item: StaffMe }>('/totp/confirm', { method: 'POST', body: { code } })).item;
}

export type AuditEntry = {
  id: number;
  at: string;
  staffName: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

export async function fetchAudit(page: number): Promise<{ entries: AuditEntry[]; hasNext: boolean }> {
  return (await consoleRequest<{ item: { entries: AuditEntry[]; hasNext: boolean } }>('/audit', { query: { page } }))
    .item;
}

export const notifyTelQueryKey = [...CONSOLE_QUERY_KEY, 'me', 'notify-tel'] as const;

/** The signed-in staff member's own 알림톡 number (null: the console inbox only). */
export async function fetchNotifyTel(): Promise<string | null> {
  return (await consoleRequest<{ item: { tel: string | null } }>('/me/notify-tel')).item.tel;
}

/** Sets (or clears, with null) the number; answers it as stored ('010-1234-5678'). */
export async function saveNotifyTel(tel: string | null): Promise<string | null> {
  return (await consoleRequest<{ item: { tel: string | null } }>('/me/notify-tel', { method: 'PUT', body: { tel } }))
    .item.tel;
}
