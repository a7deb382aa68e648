// Solapi's message API v4 (docs.solapi.com; api.solapi.com): POST /messages/v4/send-many/detail sends messages
// and answers, per message, either an entry of `messageList` (accepted, with its messageId and status 2000) or
// one of `failedMessageList` (refused on registration, with its status code). One message per call here, so the
// answer is about exactly that message. Errors of the call itself come as {errorCode, errorMessage}; Solapi's
// authentication errors are 403 (InvalidAPIKey, SignatureDoesNotMatch, RequestTimeTooSkewed, DuplicatedSignature).
import { ProviderUnavailableError } from './delivery.ts';
import { solapiAuthorization } from './solapi-signature.ts';

export type SolapiKakaoButton = { buttonName: string; buttonType: 'WL'; linkMo: string; linkPc: string };

/** One message as Solapi takes it. ATA = 알림톡; SMS/LMS = text messages. */
export type SolapiMessage = {
  to: string;
  from: string;
  text: string;
  type: 'ATA' | 'SMS' | 'LMS';
  subject?: string;
  /** Our own labels, listed back with the message: the delivery it was sent for, so a retry can find it. */
  customFields?: Record<string, string>;
  kakaoOptions?: {
    pfId: string;
    templateId: string;
    /** Keys are the placeholders themselves: { '#{웨딩홀}': '더채플 청담' }. */
    variables: Record<string, string>;
    buttons?: SolapiKakaoButton[];
    /** True: Solapi must not fail over to SMS on its own; we do it ourselves, once, and record it. */
    disableSms: boolean;
  };
};

export type SolapiSendResult =
  | { accepted: true; messageId: string; statusCode: string }
  | { accepted: false; statusCode: string; statusMessage: string };

/** A sent message as Solapi reports it later: 2000/3000 still on its way, 4000 received, 3xxx refused. */
export type SolapiReport = { statusCode: string; statusMessage: string; type: string };

/** A message Solapi lists for a number, with the labels it was sent with. */
export type SolapiListed = {
  messageId: string;
  type: string;
  statusCode: string;
  customFields: Record<string, string>;
};

export type SolapiClient = {
  send(message: SolapiMessage): Promise<SolapiSendResult>;
  /** GET /messages/v4/list: the messages to `to` created since `since` (at most 100, newest first as listed). */
  sentTo(to: string, since: Date): Promise<SolapiListed[]>;
  /** GET /messages/v4/list for one messageId: its current status, or null when Solapi does not list it (yet). */
  status(messageId: string): Promise<SolapiReport | null>;
};

export const SOLAPI_SEND_PATH = '/messages/v4/send-many/detail';
export const SOLAPI_LIST_PATH = '/messages/v4/list';
/** Past this the call counts as an outage (issue 28: a provider outage retries later). */
export const SOLAPI_TIMEOUT_MS = 5_000;

type SendManyDetailAnswer = {
  failedMessageList?: { statusCode?: string; statusMessage?: string }[];
  messageList?: { messageId?: string; statusCode?: string; statusMessage?: string }[];
  errorCode?: string;
  errorMessage?: string;
};

export function createSolapiClient(config: {
  apiKey: string;
  apiSecret: string;
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): SolapiClient {
  const fetchImpl = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? SOLAPI_TIMEOUT_MS;
  /** One authenticated call under the deadline; an outage (network, timeout, 5xx, 429, keys) is thrown. */
  const call = async <T>(path: string, init: { method: 'GET' | 'POST'; body?: string }) => {
    let response: Response;
    let answer: T & { errorCode?: string; errorMessage?: string };
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: solapiAuthorization(config),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = (await response.json().catch(() => ({}))) as typeof answer;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ProviderUnavailableError(
        timedOut ? 'TIMEOUT' : 'NETWORK',
        timedOut ? `Solapi did not answer within ${timeoutMs} ms` : 'Solapi could not be reached',
        { cause: error },
      );
    }
    const reason = `${answer.errorCode ?? `HTTP_${response.status}`}: ${answer.errorMessage ?? ''}`;
    // Down, or asking us to slow down: worth trying later.
    if (response.status >= 500 || response.status === 429)
      throw new ProviderUnavailableError(`HTTP_${response.status}`, reason);
    // Keys or clock refused: every call would be, so nothing is recorded as failed; an operator fixes it.
    if (response.status === 401 || response.status === 403)
      throw new ProviderUnavailableError(answer.errorCode ?? `HTTP_${response.status}`, reason);
    return { response, answer, reason };
  };

  return {
    async sentTo(to, since) {
      const query = new URLSearchParams({
        criteria: 'to,dateCreated',
        cond: 'eq,gte',
        value: `${to},${since.toISOString()}`,
        limit: '100',
      });
      const { response, answer, reason } = await call<{
        messageList?: Record<
          string,
          { messageId?: string; type?: string; statusCode?: string; customFields?: Record<string, string> | null }
        >;
      }>(`${SOLAPI_LIST_PATH}?${query}`, { method: 'GET' });
      if (!response.ok) throw new ProviderUnavailableError(`HTTP_${response.status}`, reason);
      return Object.entries(answer.messageList ?? {}).map(([id, m]) => ({
        messageId: m.messageId ?? id,
        type: m.type ?? '',
        statusCode: String(m.statusCode ?? ''),
        customFields: m.customFields ?? {},
      }));
    },

    async status(messageId) {
      const query = new URLSearchParams({ criteria: 'messageId', cond: 'eq', value: messageId });
      const { response, answer, reason } = await call<{
        messageList?: Record<string, { statusCode?: string; reason?: string | null; type?: string | null }>;
      }>(`${SOLAPI_LIST_PATH}?${query}`, { method: 'GET' });
      if (!response.ok) throw new ProviderUnavailableError(`HTTP_${response.status}`, reason);
      const found = answer.messageList?.[messageId];
      if (!found?.statusCode) return null;
      return { statusCode: String(found.statusCode), statusMessage: found.reason ?? '', type: found.type ?? '' };
    },

    async send(message) {
      const { response, answer, reason } = await call<SendManyDetailAnswer>(SOLAPI_SEND_PATH, {
        method: 'POST',
        body: JSON.stringify({ messages: [message], showMessageList: true }),
      });
      if (!response.ok)
        return { accepted: false, statusCode: answer.errorCode ?? `HTTP_${response.status}`, statusMessage: reason };
      const failed = answer.failedMessageList?.[0];
      if (failed)
        return {
          accepted: false,
          statusCode: String(failed.statusCode ?? 'UNKNOWN'),
          statusMessage: failed.statusMessage ?? '',
        };
      const taken = answer.messageList?.[0];
      if (!taken?.messageId)
        throw new ProviderUnavailableError('MALFORMED_ANSWER', 'Solapi answered without the message');
      return { accepted: true, messageId: taken.messageId, statusCode: String(taken.statusCode ?? '2000') };
    },
  };
}
