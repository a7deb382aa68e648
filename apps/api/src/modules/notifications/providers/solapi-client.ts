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

export type SolapiClient = { send(message: SolapiMessage): Promise<SolapiSendResult> };

export const SOLAPI_SEND_PATH = '/messages/v4/send-many/detail';
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
  return {
    async send(message) {
      let response: Response;
      let answer: SendManyDetailAnswer;
      try {
        response = await fetchImpl(`${config.baseUrl}${SOLAPI_SEND_PATH}`, {
          method: 'POST',
          headers: { authorization: solapiAuthorization(config), 'content-type': 'application/json' },
          body: JSON.stringify({ messages: [message], showMessageList: true }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Read under the same deadline: a stalled body is no answer either.
        answer = (await response.json().catch(() => ({}))) as SendManyDetailAnswer;
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new ProviderUnavailableError(
          timedOut ? 'TIMEOUT' : 'NETWORK',
          timedOut ? `Solapi did not answer within ${timeoutMs} ms` : 'Solapi could not be reached',
          { cause: error },
        );
      }
      const reason = `${answer.errorCode ?? `HTTP_${response.status}`}: ${answer.errorMessage ?? ''}`;
      // Down, or asking us to slow down: the same message is worth sending later.
      if (response.status >= 500 || response.status === 429)
        throw new ProviderUnavailableError(`HTTP_${response.status}`, reason);
      // Keys or clock refused: every message would be, so nothing is recorded as failed; an operator fixes it.
      if (response.status === 401 || response.status === 403)
        throw new ProviderUnavailableError(answer.errorCode ?? `HTTP_${response.status}`, reason);
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
