import { REPORT_REASONS } from '@wedding/domain/community';
import {
  INQUIRY_IMAGES_MAX,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_ORIGINS,
  INQUIRY_SIDES,
  INQUIRY_TEMPLATE_BODY_MAX,
  INQUIRY_TEMPLATE_TITLE_MAX,
} from '@wedding/domain/inquiry';
import * as z from 'zod/mini';

// 1:1 inquiries (issue 27 §5): the couple's side under /v3/inquiries, the hall's under
// /v3/partner-center/inquiries. No hall-facing schema has a field for the couple's email; the phone appears only
// as `sharedPhone`, filled only when the couple shared it in that thread.

export { CONSOLE_INQUIRIES_PATH, INQUIRIES_API, INQUIRY_ERROR_CODES } from './inquiries-constants.ts';

const threadId = z.string().check(z.uuid('문의를 찾을 수 없어요.'));
export const inquiryThreadParamsSchema = z.object({ threadId });
export const inquiryTemplateParamsSchema = z.object({
  templateId: z.coerce.number().check(z.int('템플릿을 찾을 수 없어요.'), z.minimum(1, '템플릿을 찾을 수 없어요.')),
});

export const startInquiryBodySchema = z.object({
  partnerUuid: z.string().check(z.uuid('업체를 찾을 수 없어요.')),
  origin: z._default(z.enum(INQUIRY_ORIGINS, '문의를 시작한 곳을 다시 골라 주세요.'), 'HALL'),
  /** The slot (wedding day id) the question is about; with origin SLOT. */
  weddingDayId: z.optional(z.number().check(z.int(), z.minimum(1))),
  /** The visit (visit reservation id) the question is about; with origin VISIT. */
  visitId: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type StartInquiryBody = z.infer<typeof startInquiryBodySchema>;

export const inquiryMessageSchema = z.object({
  id: z.number(),
  sender: z.enum(INQUIRY_SIDES),
  body: z.string(),
  images: z.array(z.string()),
  regTsp: z.number(),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

/**
 * What a SLOT or VISIT thread is about, as both sides see it: the slot's wedding date and time with its room
 * (hallName), or the visit's date and time (hallName null). null for the hall page's general inquiry.
 */
const subject = z.nullable(z.object({ date: z.string(), time: z.string(), hallName: z.nullable(z.string()) }));
export type InquirySubject = z.infer<typeof subject>;

const lastMessage = z.nullable(z.object({ sender: z.enum(INQUIRY_SIDES), body: z.string(), regTsp: z.number() }));

/** The couple's view of a thread. */
export const inquiryThreadSchema = z.object({
  id: z.string(),
  partner: z.object({ uuid: z.string(), bizName: z.string() }),
  origin: z.enum(INQUIRY_ORIGINS),
  weddingDayId: z.nullable(z.number()),
  visitId: z.nullable(z.number()),
  subject,
  lastMessage,
  unread: z.number(),
  phoneShared: z.boolean(),
  /** The couple blocked the hall here: its messages are hidden. */
  blocked: z.boolean(),
  regTsp: z.number(),
});
export type InquiryThread = z.infer<typeof inquiryThreadSchema>;

/** The hall's view of a thread: the couple by name only; the phone only once they shared it here. */
export const consoleInquiryThreadSchema = z.object({
  id: z.string(),
  couple: z.object({ name: z.string() }),
  sharedPhone: z.nullable(z.string()),
  origin: z.enum(INQUIRY_ORIGINS),
  weddingDayId: z.nullable(z.number()),
  visitId: z.nullable(z.number()),
  subject,
  lastMessage,
  unread: z.number(),
  /** The hall blocked the couple here: their messages are hidden. */
  blocked: z.boolean(),
  reported: z.boolean(),
  regTsp: z.number(),
});
export type ConsoleInquiryThread = z.infer<typeof consoleInquiryThreadSchema>;

export const inquiryThreadResponseSchema = z.object({ item: inquiryThreadSchema });
export const inquiryThreadListResponseSchema = z.object({
  item: z.array(inquiryThreadSchema),
  unreadTotal: z.number(),
});
export type InquiryThreadList = z.infer<typeof inquiryThreadListResponseSchema>;
export const consoleInquiryThreadResponseSchema = z.object({ item: consoleInquiryThreadSchema });
export const consoleInquiryThreadListResponseSchema = z.object({
  item: z.array(consoleInquiryThreadSchema),
  unreadTotal: z.number(),
});
export type ConsoleInquiryThreadList = z.infer<typeof consoleInquiryThreadListResponseSchema>;

export const inquiryMessagesQuerySchema = z.object({
  /** Older than this message id (the next page back); the newest page without it. */
  before: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
});
export const inquiryMessagesResponseSchema = z.object({
  /** Oldest first within the page. */
  item: z.array(inquiryMessageSchema),
  hasMore: z.boolean(),
});
export type InquiryMessagePage = z.infer<typeof inquiryMessagesResponseSchema>;

export const sendInquiryMessageBodySchema = z.object({
  body: z._default(z.string().check(z.maxLength(INQUIRY_MESSAGE_MAX + 200, '메시지가 너무 길어요.')), ''),
  images: z._default(
    z
      .array(
        z.string().check(z.regex(/^\/media\/uploads\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/, '사진을 다시 올려 주세요.')),
      )
      .check(z.maxLength(INQUIRY_IMAGES_MAX, `사진은 한 번에 ${INQUIRY_IMAGES_MAX}장까지 보낼 수 있어요.`)),
    [],
  ),
});
export type SendInquiryMessageBody = z.infer<typeof sendInquiryMessageBodySchema>;
export const inquiryMessageResponseSchema = z.object({ item: inquiryMessageSchema });
/** The console's photo upload for an answer: the stored paths, to send as the answer's `images`. */
export const inquiryPhotosResponseSchema = z.object({ item: z.array(z.string()) });

export const inquiryReportBodySchema = z.object({ reason: z.enum(REPORT_REASONS, '신고 사유를 골라 주세요.') });
export const inquiryDoneResponseSchema = z.object({ item: z.object({ done: z.boolean() }) });

export const inquiryTemplateSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  regTsp: z.number(),
});
export type InquiryTemplate = z.infer<typeof inquiryTemplateSchema>;
export const inquiryTemplateBodySchema = z.object({
  title: z.string().check(z.maxLength(INQUIRY_TEMPLATE_TITLE_MAX + 50, '템플릿 이름이 너무 길어요.')),
  body: z.string().check(z.maxLength(INQUIRY_TEMPLATE_BODY_MAX + 200, '템플릿 내용이 너무 길어요.')),
});
export type InquiryTemplateBody = z.infer<typeof inquiryTemplateBodySchema>;
export const inquiryTemplateListResponseSchema = z.object({ item: z.array(inquiryTemplateSchema) });
export const inquiryTemplateResponseSchema = z.object({ item: inquiryTemplateSchema });

/** What an SSE `data:` line carries: a new message in a thread, or the other side having read it. */
export type InquiryEvent =
  | { type: 'message'; threadId: string; message: InquiryMessage }
  | { type: 'read'; threadId: string; side: (typeof INQUIRY_SIDES)[number] };
