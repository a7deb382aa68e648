import type {
  ConsoleInquiryThread,
  ConsoleInquiryThreadList,
  InquiryMessage,
  InquiryMessagePage,
  SendInquiryMessageBody,
} from '@wedding/contract/inquiries';
import { INQUIRY_IMAGES_MAX, INQUIRY_MESSAGES } from '@wedding/domain/inquiry';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';
import type { UploadService } from '../uploads/service.ts';
import { inquiryNotFound, invalidMessage } from './errors.ts';
import type { Messaging } from './messaging.ts';
import type { InquiryRepository } from './repository.ts';
import { consoleThreadView, messageView } from './views.ts';

/**
 * The hall's side (issue 27 §5), for the console: threads of the staff member's own partner only; another hall's
 * thread answers the same 404 as none. Nothing here can reach the couple's email or unshared phone.
 */
export type ConsoleInquiryService = {
  list(staff: StaffPrincipal): Promise<ConsoleInquiryThreadList>;
  get(staff: StaffPrincipal, threadUuid: string): Promise<ConsoleInquiryThread>;
  messages(staff: StaffPrincipal, threadUuid: string, before?: number): Promise<InquiryMessagePage>;
  answer(staff: StaffPrincipal, threadUuid: string, body: SendInquiryMessageBody): Promise<InquiryMessage>;
  markRead(staff: StaffPrincipal, threadUuid: string): Promise<void>;
  block(staff: StaffPrincipal, threadUuid: string): Promise<void>;
  report(staff: StaffPrincipal, threadUuid: string, reason: string): Promise<void>;
  /**
   * Photos for an answer, through the one upload pipeline as this staff member's own uploads (only those can be
   * sent); up to 5 at once. Answers their paths.
   */
  uploadPhotos(staff: StaffPrincipal, files: () => AsyncIterable<Buffer>): Promise<string[]>;
};

export function createConsoleInquiryService(deps: {
  repository: InquiryRepository;
  messaging: Messaging;
  uploads: Pick<UploadService, 'beginForStaff'>;
}): ConsoleInquiryService {
  const { repository, messaging } = deps;
  const viewer = (staff: StaffPrincipal) => ({ side: 'PARTNER' as const, ownerId: staff.partner.id });

  async function own(staff: StaffPrincipal, uuid: string) {
    const thread = await repository.find(viewer(staff), uuid);
    if (!thread) throw inquiryNotFound();
    return thread;
  }

  return {
    async list(staff) {
      const item = (await repository.list(viewer(staff))).map(consoleThreadView);
      return { item, unreadTotal: item.reduce((sum, t) => sum + t.unread, 0) };
    },
    get: async (staff, threadUuid) => consoleThreadView(await own(staff, threadUuid)),
    async messages(staff, threadUuid, before) {
      const { rows, hasMore } = await repository.messages(await own(staff, threadUuid), 'PARTNER', before);
      return { item: rows.map(messageView), hasMore };
    },
    answer: async (staff, threadUuid, body) => messaging.send(await own(staff, threadUuid), 'PARTNER', body, staff),
    markRead: async (staff, threadUuid) => messaging.markRead(await own(staff, threadUuid), 'PARTNER'),
    block: async (staff, threadUuid) => repository.block(await own(staff, threadUuid), 'PARTNER', staff),
    report: async (staff, threadUuid, reason) =>
      repository.reportByPartner(await own(staff, threadUuid), reason, staff),
    async uploadPhotos(staff, files) {
      const batch = deps.uploads.beginForStaff(staff.id);
      try {
        for await (const bytes of files()) {
          if (batch.count >= INQUIRY_IMAGES_MAX) throw invalidMessage(INQUIRY_MESSAGES.TOO_MANY_IMAGES);
          await batch.add(bytes);
        }
        if (batch.count === 0) throw invalidMessage('올릴 사진을 골라 주세요.');
        return await batch.commit();
      } catch (error) {
        await batch.discard();
        throw error;
      }
    },
  };
}
