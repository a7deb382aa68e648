// A notification's words come from the template registry only (issue 28 §2: the text must match what Kakao
// reviewed, line breaks included). The link fills the buttons' #{링크}; the SMS form of the same message has no
// buttons, so it carries the link as its last line.
import { ALIMTALK_TEMPLATES, type AlimtalkTemplate, renderAlimtalk } from '@wedding/domain/alimtalk-templates';
import type { NotificationMessage } from './delivery.ts';

/** The registry's placeholder for the page a button opens. */
export const LINK_VARIABLE = '링크';

export type RenderedNotification = {
  template: AlimtalkTemplate;
  /** The 알림톡 text, exactly the template with its variables put in. */
  text: string;
  buttons: { name: string; type: 'WL'; urlMobile: string; urlPc: string }[];
  /** Every #{변수} with its value (링크 included), as the provider's variables. */
  values: Record<string, string>;
  /** The same content as a text message: the 알림톡 text and the link on a line of its own. */
  smsText: string;
};

export function findTemplate(code: string): AlimtalkTemplate | undefined {
  return Object.values(ALIMTALK_TEMPLATES).find((t) => t.code === code);
}

const isAbsoluteWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The message as it goes out, or why it cannot (an unknown template, missing or extra variables, a bad link). */
export function renderNotification(
  message: NotificationMessage,
): { ok: true; rendered: RenderedNotification } | { ok: false; reason: string } {
  const template = findTemplate(message.templateCode);
  if (!template) return { ok: false, reason: `unknown template ${message.templateCode}` };
  if (!isAbsoluteWebUrl(message.link)) return { ok: false, reason: 'link must be an absolute http(s) address' };
  if (LINK_VARIABLE in message.variables) return { ok: false, reason: `${LINK_VARIABLE} is given as link` };
  const values = { ...message.variables, [LINK_VARIABLE]: message.link };
  const result = renderAlimtalk(template, values);
  if (!result.ok) return { ok: false, reason: result.reason };
  const { text, buttons } = result.message;
  return { ok: true, rendered: { template, text, buttons, values, smsText: `${text}\n${message.link}` } };
}
