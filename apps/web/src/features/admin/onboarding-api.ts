import { ADMIN_API as API } from '@wedding/contract/admin-constants';
import type { AdminPartner, PartnerApplication } from '@wedding/contract/partner-onboarding';
import type { ApplicationState } from '@wedding/domain/partner-onboarding';
import { apiRequest } from '../../shared/api/client.ts';
import { ADMIN_QUERY_KEY } from './admin-api.ts';

export const applicationsQueryKey = [...ADMIN_QUERY_KEY, 'applications'] as const;
export const adminPartnersQueryKey = [...ADMIN_QUERY_KEY, 'partners'] as const;

/** GET /v3/admin/applications (issue 29 §4), newest first. */
export async function fetchApplications(
  state: ApplicationState | undefined,
  page: number,
): Promise<{ applications: PartnerApplication[]; hasNext: boolean }> {
  const query = new URLSearchParams({ page: String(page) });
  if (state) query.set('state', state);
  return (
    await apiRequest<{ item: { applications: PartnerApplication[]; hasNext: boolean } }>(`${API}/applications?${query}`)
  ).item;
}

export async function fetchApplication(id: number): Promise<PartnerApplication> {
  return (await apiRequest<{ item: PartnerApplication }>(`${API}/applications/${id}`)).item;
}

export type Approval = { application: PartnerApplication; invite: { email: string; url: string; expiresAt: string } };

export async function approveApplication(id: number, reason: string): Promise<Approval> {
  return (
    await apiRequest<{ item: Approval }>(`${API}/applications/${id}/approve`, { method: 'POST', body: { reason } })
  ).item;
}

export async function rejectApplication(id: number, reason: string): Promise<PartnerApplication> {
  return (
    await apiRequest<{ item: PartnerApplication }>(`${API}/applications/${id}/reject`, {
      method: 'POST',
      body: { reason },
    })
  ).item;
}

/** GET /v3/admin/partners: by part of the name or the 사업자등록번호; paused first. */
export async function fetchAdminPartners(
  filter: { q?: string; paused?: boolean },
  page: number,
): Promise<{ partners: AdminPartner[]; hasNext: boolean }> {
  const query = new URLSearchParams({ page: String(page) });
  if (filter.q) query.set('q', filter.q);
  if (filter.paused !== undefined) query.set('paused', String(filter.paused));
  return (await apiRequest<{ item: { partners: AdminPartner[]; hasNext: boolean } }>(`${API}/partners?${query}`)).item;
}

export async function setPartnerPause(id: number, action: 'pause' | 'resume', reason: string): Promise<AdminPartner> {
  return (
    await apiRequest<{ item: AdminPartner }>(`${API}/partners/${id}/${action}`, { method: 'POST', body: { reason } })
  ).item;
}
