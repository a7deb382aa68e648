import { PARTNER_APPLICATIONS_PATH } from '@wedding/contract/partner-onboarding-constants';
import type { ApplicationInput } from '@wedding/domain/partner-onboarding';
import { apiRequest } from '../../../shared/api/client.ts';

export type ApplicationReceipt = {
  id: number;
  bizName: string;
  businessNumber: string;
  contactEmail: string;
  state: 'PENDING' | 'APPROVED' | 'REJECTED';
};

/** POST /v3/partner-applications: a hall applies for a console account (issue 29 §4). */
export async function submitApplication(body: ApplicationInput): Promise<ApplicationReceipt> {
  return (await apiRequest<{ item: ApplicationReceipt }>(PARTNER_APPLICATIONS_PATH, { method: 'POST', body })).item;
}
