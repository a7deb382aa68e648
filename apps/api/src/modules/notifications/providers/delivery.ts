// What the notification delivery job hands a sender, and what it gets back (issue 28 §2). The job keeps the
// outcome per message (accepted, fell back to SMS, failed); an outage is thrown instead, so the job retries the
// same message later with its capped backoff rather than recording a failure nobody caused.

/** One 정보성 message: a template from the domain registry, its variables, and the page its button opens. */
export type NotificationMessage = {
  /** The recipient's phone number (digits, hyphens allowed). */
  to: string;
  /** A code from ALIMTALK_TEMPLATES (WD_*_V1); the text is always rendered from it, never passed in. */
  templateCode: string;
  /** The template's #{변수} values by name, without 링크 (that is `link`). */
  variables: Record<string, string>;
  /** Absolute address the button (and an SMS's last line) opens. */
  link: string;
  /**
   * What this message is for ('delivery-12'), sent along as a label: when an attempt ended without an answer (a
   * timeout) the next one asks the provider whether it went, instead of sending it twice.
   */
  key?: string;
};

/** A message an earlier attempt sent after all, found at the provider by its key. */
export type FoundMessage = { providerMessageId: string; channel: DeliveryChannel; fellBack: boolean };

export type DeliveryChannel = 'ALIMTALK' | 'SMS';

export type DeliveryOutcome =
  | {
      status: 'ACCEPTED';
      channel: DeliveryChannel;
      /** The provider's id of the message that went out; null when the SMS gateway (SMS_WEBHOOK_URL) gives none. */
      providerMessageId: string | null;
      /** True when 알림톡 was refused for this message and the same content went as SMS/LMS instead. */
      fellBack: boolean;
      /** Why 알림톡 was refused, when it fell back (the provider's status code and message). */
      refusal?: { code: string; message: string };
    }
  | { status: 'FAILED'; code: string; message: string };

/**
 * What the provider says later about a message it accepted: still on its way (ask again later), received, refused
 * by Kakao after all (then the same content went as SMS/LMS once, as at sending), or failed.
 */
export type DeliveryReport =
  | { status: 'PENDING' }
  | { status: 'DELIVERED' }
  | { status: 'FELL_BACK'; providerMessageId: string; refusal: { code: string; message: string } }
  | { status: 'FAILED'; code: string; message: string };

/** Sends one notification: 알림톡 with SMS/LMS failover (Solapi), or SMS only when 알림톡 is off. */
export type AlimtalkSender = {
  /** ALIMTALK when ALIMTALK_* is configured, else SMS_ONLY. */
  readonly mode: 'ALIMTALK' | 'SMS_ONLY';
  /** Throws ProviderUnavailableError when the provider cannot be reached (retry later); never for the message. */
  send(message: NotificationMessage): Promise<DeliveryOutcome>;
  /**
   * The provider's later word on `providerMessageId` (Solapi's message list). Kakao refuses many 알림톡 only after
   * accepting them (3104 not a KakaoTalk user, 3107 blocked): then the SMS/LMS goes now, unless `message` already
   * was the fallback. Absent where the provider gives no reports (the SMS webhook).
   */
  report?(providerMessageId: string, message: NotificationMessage, alreadyFellBack: boolean): Promise<DeliveryReport>;
  /**
   * The accepted message sent since `since` with `message.key`, if an earlier attempt's went through unanswered;
   * null when none did. Throws ProviderUnavailableError when the provider cannot say. Absent where it cannot look.
   */
  findSent?(message: NotificationMessage, since: Date): Promise<FoundMessage | null>;
};

/**
 * The provider could not take the message now: no connection, a timeout (5 s), a 5xx, or it refused our
 * credentials or clock (an operator's fix, after which the same message should still go). Always retryable.
 */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
  readonly retryable = true;
  /** NETWORK, TIMEOUT, HTTP_5xx, or the provider's own code (SignatureDoesNotMatch, 잔액 부족 1030, …). */
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isProviderUnavailable(error: unknown): error is ProviderUnavailableError {
  return error instanceof ProviderUnavailableError;
}
