import type {
  InquiryMessage,
  InquiryMessagePage,
  InquiryThread,
  InquiryThreadList,
  SendInquiryMessageBody,
  StartInquiryBody,
} from '@wedding/contract/inquiries';
import type { REPORT_REASONS } from '@wedding/domain/community';
import { REPORT_BLIND_THRESHOLD } from '@wedding/domain/community';
import type { ModerationRepository } from '../moderation/repository.ts';
import { partnerPaused } from '../partners/paused.ts';
import { inquiryNotFound, noPhone, subjectNotFound } from './errors.ts';
import type { Messaging } from './messaging.ts';
import type { InquiryRepository } from './repository.ts';
import { coupleThreadView, messageView } from './views.ts';

type Reason = (typeof REPORT_REASONS)[number];

/** The couple's side of 1:1 inquiries (issue 27 §5); every call acts on the couple's own threads only. */
export type InquiryService = {
  start(customerId: number, body: StartInquiryBody): Promise<InquiryThread>;
  list(customerId: number): Promise<InquiryThreadList>;
  get(customerId: number, threadUuid: string): Promise<InquiryThread>;
  messages(customerId: number, threadUuid: string, before?: number): Promise<InquiryMessagePage>;
  send(customerId: number, threadUuid: string, body: SendInquiryMessageBody): Promise<InquiryMessage>;
  markRead(customerId: number, threadUuid: string): Promise<void>;
  sharePhone(customerId: number, threadUuid: string, shared: boolean): Promise<InquiryThread>;
  block(customerId: number, threadUuid: string): Promise<void>;
  report(customerId: number, threadUuid: string, reason: Reason): Promise<void>;
};

export function createInquiryService(deps: {
  repository: InquiryRepository;
  messaging: Messaging;
  moderation: Pick<ModerationRepository, 'report'>;
}): InquiryService {
  const { repository, messaging } = deps;
  const viewer = (customerId: number) => ({ side: 'CUSTOMER' as const, ownerId: customerId });

  async function own(customerId: number, uuid: string) {
    const thread = await repository.find(viewer(customerId), uuid);
    if (!thread) throw inquiryNotFound();
    return thread;
  }

  return {
    async start(customerId, body) {
      const partnerId = await repository.partnerIdOf(body.partnerUuid);
      if (partnerId === null) throw subjectNotFound('업체');
      if (await repository.partnerPaused(partnerId)) throw partnerPaused();
      const weddingDayId = body.origin === 'SLOT' ? (body.weddingDayId ?? null) : null;
      const visitId = body.origin === 'VISIT' ? (body.visitId ?? null) : null;
      if (
        body.origin === 'SLOT' &&
        (weddingDayId === null || !(await repository.slotOfPartner(weddingDayId, partnerId)))
      )
        throw subjectNotFound('일정');
      if (body.origin === 'VISIT' && (visitId === null || !(await repository.visitOf(visitId, customerId, partnerId))))
        throw subjectNotFound('방문 예약');
      const uuid = await repository.findOrCreate({ customerId, partnerId, origin: body.origin, weddingDayId, visitId });
      return coupleThreadView(await own(customerId, uuid));
    },

    async list(customerId) {
      const rows = await repository.list(viewer(customerId));
      const item = rows.map(coupleThreadView);
      return { item, unreadTotal: item.reduce((sum, t) => sum + t.unread, 0) };
    },

    async get(customerId, threadUuid) {
      return coupleThreadView(await own(customerId, threadUuid));
    },

    async messages(customerId, threadUuid, before) {
      const thread = await own(customerId, threadUuid);
      const { rows, hasMore } = await repository.messages(thread, 'CUSTOMER', before);
      return { item: rows.map(messageView), hasMore };
    },

    async send(customerId, threadUuid, body) {
      return messaging.send(await own(customerId, threadUuid), 'CUSTOMER', body);
    },

    async markRead(customerId, threadUuid) {
      await messaging.markRead(await own(customerId, threadUuid), 'CUSTOMER');
    },

    async sharePhone(customerId, threadUuid, shared) {
      const thread = await own(customerId, threadUuid);
      if (shared && !(await repository.customerPhone(customerId))) throw noPhone();
      await repository.setPhoneShared(thread, shared);
      return coupleThreadView(await own(customerId, threadUuid));
    },

    async block(customerId, threadUuid) {
      await repository.block(await own(customerId, threadUuid), 'CUSTOMER');
    },

    async report(customerId, threadUuid, reason) {
      const thread = await own(customerId, threadUuid);
      // The same report record as reviews and comments (issue 11), so operators read them in one place.
      await deps.moderation.report({
        reporterId: customerId,
        target: { kind: 'INQUIRY', uuid: thread.uuid },
        reason,
        blindAt: REPORT_BLIND_THRESHOLD,
      });
    },
  };
}
