import type {
  ConsoleInquiryThread,
  ConsoleInquiryThreadList,
  InquiryMessage,
  InquiryMessagePage,
  InquiryTemplate,
} from '@wedding/contract/inquiries';
import { CONSOLE_INQUIRIES_PATH as BASE } from '@wedding/contract/inquiries-constants';
import { validateImageFiles } from '@wedding/domain/image-upload';
import { INQUIRY_IMAGES_MAX, INQUIRY_MESSAGES } from '@wedding/domain/inquiry';
import { IMAGE_UPLOAD_FAILED_RETRY } from '@wedding/domain/messages';
import { isApiError } from '../../../shared/api/api-error.ts';
import { compressImages } from '../../../shared/lib/compress-image.ts';
import { CONSOLE_QUERY_KEY, consoleRequest } from './console-api.ts';

// The hall's 1:1 inquiries (issue 27 §5). The couple comes by nick only; their phone only when shared in a thread.
export const inquiryQueryKeys = {
  all: [...CONSOLE_QUERY_KEY, 'inquiries'] as const,
  list: () => [...inquiryQueryKeys.all, 'list'] as const,
  thread: (id: string) => [...inquiryQueryKeys.all, 'thread', id] as const,
  messages: (id: string) => [...inquiryQueryKeys.all, 'messages', id] as const,
  templates: () => [...inquiryQueryKeys.all, 'templates'] as const,
};

export const fetchInquiryThreads = () => consoleRequest<ConsoleInquiryThreadList>(BASE);

export async function fetchInquiryThread(id: string): Promise<ConsoleInquiryThread> {
  return (await consoleRequest<{ item: ConsoleInquiryThread }>(`${BASE}/${id}`)).item;
}

export const fetchInquiryMessages = (id: string) => consoleRequest<InquiryMessagePage>(`${BASE}/${id}/messages`);

export async function answerInquiry(id: string, answer: { body: string; images: string[] }): Promise<InquiryMessage> {
  return (await consoleRequest<{ item: InquiryMessage }>(`${BASE}/${id}/messages`, { method: 'POST', body: answer }))
    .item;
}

/**
 * Photos for an answer: checked here as the couple's are (type, size, 5 at most with those attached), compressed in
 * the browser (spec §9, the shared compressor), then stored as this staff member's uploads. Answers their paths;
 * a refusal throws its Korean message.
 */
export async function uploadAnswerPhotos(files: readonly File[], attached: number): Promise<string[]> {
  if (files.length + attached > INQUIRY_IMAGES_MAX) throw new Error(INQUIRY_MESSAGES.TOO_MANY_IMAGES);
  const problem = validateImageFiles(files, attached);
  if (problem) throw new Error(problem.message);
  const compressed = await compressImages(files);
  const form = new FormData();
  for (const file of compressed) form.append('file', file, file.name);
  try {
    return (await consoleRequest<{ item: string[] }>(`${BASE}/photos`, { method: 'POST', body: form })).item;
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 401) throw new Error(error.message);
    throw new Error(IMAGE_UPLOAD_FAILED_RETRY);
  }
}

export const markInquiryRead = (id: string) => consoleRequest(`${BASE}/${id}/read`, { method: 'POST' });
export const blockInquiry = (id: string) => consoleRequest(`${BASE}/${id}/block`, { method: 'POST' });
export const reportInquiry = (id: string, reason: string) =>
  consoleRequest(`${BASE}/${id}/report`, { method: 'POST', body: { reason } });

export async function fetchTemplates(): Promise<InquiryTemplate[]> {
  return (await consoleRequest<{ item: InquiryTemplate[] }>(`${BASE}/templates`)).item;
}

export async function saveTemplate(input: { id?: number; title: string; body: string }): Promise<InquiryTemplate> {
  const { id, ...body } = input;
  return (
    await consoleRequest<{ item: InquiryTemplate }>(id ? `${BASE}/templates/${id}` : `${BASE}/templates`, {
      method: id ? 'PUT' : 'POST',
      body,
    })
  ).item;
}

export const deleteTemplate = (id: number) => consoleRequest(`${BASE}/templates/${id}`, { method: 'DELETE' });
