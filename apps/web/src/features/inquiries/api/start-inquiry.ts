import type { InquiryThread } from '@wedding/contract/inquiries';
import { INQUIRIES_API } from '@wedding/contract/inquiries-constants';
import type { InquiryOrigin } from '@wedding/domain/inquiry';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /v3/inquiries: the thread with this hall about this subject, created on the first tap. */
export async function startInquiry(body: {
  partnerUuid: string;
  origin?: InquiryOrigin;
  weddingDayId?: number;
  visitId?: number;
}): Promise<InquiryThread> {
  return (await apiRequest<{ item: InquiryThread }>(INQUIRIES_API, { method: 'POST', body })).item;
}
