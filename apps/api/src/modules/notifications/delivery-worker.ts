import {
  ALIMTALK_TEMPLATES,
  type AlimtalkTemplateName,
  LINK_PLACEHOLDERS,
  templateVariables,
} from '@wedding/domain/alimtalk-templates';
import { kindSpec, type NotificationKind } from '@wedding/domain/notification-catalog';
import { maskPhoneForLog } from '@wedding/domain/notification-rules';
import type { ClaimedDelivery, DeliveryRepository } from './delivery-repository.ts';
import type { OutageBreaker } from './outage-breaker.ts';
import { type AlimtalkSender, type DeliveryOutcome, isProviderUnavailable } from './providers/delivery.ts';

// The outbox relay (issue 28 §1): one delivery job takes its row under a lease, finds the phone or the browser it
// goes to, hands it to the provider, and records the answer. A provider outage puts the row back and throws, so the
// job queue retries it with capped backoff; a refusal (an invalid number) is final. Every answer is logged with the
// number masked.

/** A web push to every browser the customer allowed; SKIPPED without consent or subscription. Throws on outage. */
export type PushChannel = {
  send(
    customerId: number,
    payload: { title: string; body: string; url: string; tag: string },
  ): Promise<{ status: 'SENT' | 'SKIPPED'; detail?: string }>;
};

export class ProviderOutage extends Error {}

/** The mark of an attempt that may have reached the provider without an answer. */
const UNCERTAIN = 'UNCERTAIN';
const isUncertain = (lastError: string | null) => Boolean(lastError?.startsWith(UNCERTAIN));
/**
 * Whether a failed attempt may still have been taken: a timeout or a broken connection may have been answered
 * too late; a 5xx, a 429 or a refusal of our keys was an answer, and nothing was taken.
 */
const mayHaveGone = (error: unknown) =>
  !(error instanceof ProviderOutage) &&
  (!isProviderUnavailable(error) || error.code === 'TIMEOUT' || error.code === 'NETWORK');
/** The provider's clock and ours may differ: look this far before the delivery was written. */
const FIND_SLACK_MS = 10 * 60_000;

const LEASE_MS = 60_000;
/** After this many tries a row is given up (FAILED); the job's backoff spreads them over about two hours. */
export const MAX_DELIVERY_ATTEMPTS = 12;

export type DeliveryWorker = {
  deliver(id: number): Promise<void>;
  /** Reads the provider's report of an accepted message; throws while it is still on its way (checked again). */
  checkReport(id: number): Promise<void>;
};

export class ReportPending extends Error {}

export function createDeliveryWorker(deps: {
  repository: DeliveryRepository;
  /** 알림톡 with its SMS/LMS fallback, or SMS alone when 알림톡 is off (providers/). */
  alimtalk: AlimtalkSender;
  push: PushChannel | null;
  breaker: OutageBreaker;
  /** Absolute links: PUBLIC_ORIGIN + the entry's path. */
  origin: string;
  /** Queues the report check of an accepted message (after the provider had time to hand it on). */
  scheduleReport?: (id: number) => Promise<void>;
  now: () => Date;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}): DeliveryWorker {
  const repo = deps.repository;
  const absolute = (path: string) => new URL(path, deps.origin).toString();
  /**
   * The 알림톡's values: the entry's words, and the calendar file's address where the template has its button
   * (#{링크} is the message's own link, filled by the sender).
   */
  const valuesFor = (
    template: AlimtalkTemplateName,
    row: { variables: Record<string, string>; calendarPath: string | null },
  ) =>
    templateVariables(ALIMTALK_TEMPLATES[template]).includes(LINK_PLACEHOLDERS.calendar) && row.calendarPath
      ? { ...row.variables, [LINK_PLACEHOLDERS.calendar]: absolute(row.calendarPath) }
      : row.variables;

  const sendAlimtalk = async (row: ClaimedDelivery) => {
    const spec = kindSpec(row.kind as NotificationKind);
    const template = 'alimtalk' in spec ? spec.alimtalk : undefined;
    if (!template || !row.variables) return repo.finish(row.id, { state: 'SKIPPED', error: 'NO_TEMPLATE' }, deps.now());
    const phone = await repo.phoneOf(row.recipient);
    if (!phone) return repo.finish(row.id, { state: 'FAILED', error: 'NO_PHONE' }, deps.now());
    const message = {
      to: phone,
      templateCode: ALIMTALK_TEMPLATES[template].code,
      variables: valuesFor(template, { variables: row.variables, calendarPath: row.calendarPath }),
      link: absolute(row.link),
      key: `delivery-${row.id}`,
    };
    // An earlier attempt may have reached the provider without an answer: ask it before sending again, so a
    // timeout does not turn into a second message on the couple's phone.
    const found =
      isUncertain(row.lastError) && deps.alimtalk.findSent
        ? await deps.alimtalk.findSent(message, new Date(row.createdAt.getTime() - FIND_SLACK_MS))
        : null;
    if (found) deps.log.info({ delivery: row.id, via: found.channel }, 'an earlier attempt had gone through');
    const outcome: DeliveryOutcome = found ? { status: 'ACCEPTED', ...found } : await deps.alimtalk.send(message);
    if (outcome.status === 'FAILED') {
      deps.log.warn({ delivery: row.id, to: maskPhoneForLog(phone), code: outcome.code }, 'notification refused');
      return repo.finish(row.id, { state: 'FAILED', error: `${outcome.code}: ${outcome.message}` }, deps.now());
    }
    deps.log.info(
      { delivery: row.id, to: maskPhoneForLog(phone), via: outcome.channel, fellBack: outcome.fellBack },
      'notification accepted',
    );
    await repo.finish(
      row.id,
      {
        state: outcome.fellBack ? 'FELL_BACK' : 'ACCEPTED',
        sentVia: outcome.channel,
        error: outcome.refusal ? `${outcome.refusal.code}: ${outcome.refusal.message}` : null,
        providerMessageId: outcome.providerMessageId,
      },
      deps.now(),
    );
    if (outcome.providerMessageId && deps.alimtalk.report) await deps.scheduleReport?.(row.id);
  };

  const sendPush = async (row: ClaimedDelivery) => {
    const customerId = Number(row.recipient.replace(/^customer:/, ''));
    if (!deps.push || !Number.isSafeInteger(customerId))
      return repo.finish(row.id, { state: 'SKIPPED', error: 'PUSH_OFF' }, deps.now());
    const result = await deps.push.send(customerId, {
      title: row.title,
      body: row.body ?? '',
      url: absolute(row.link),
      tag: row.kind,
    });
    return repo.finish(
      row.id,
      result.status === 'SENT'
        ? { state: 'ACCEPTED', sentVia: 'WEB_PUSH' }
        : { state: 'SKIPPED', error: result.detail ?? 'NO_SUBSCRIPTION' },
      deps.now(),
    );
  };

  const checkReport = async (id: number) => {
    const row = await repo.awaitingReport(id);
    if (!row || !deps.alimtalk.report || !row.variables) return;
    const spec = kindSpec(row.kind as NotificationKind);
    const template = 'alimtalk' in spec ? spec.alimtalk : undefined;
    const phone = await repo.phoneOf(row.recipient);
    if (!template || !phone) return;
    const report = await deps.alimtalk.report(
      row.providerMessageId,
      {
        to: phone,
        templateCode: ALIMTALK_TEMPLATES[template].code,
        variables: valuesFor(template, { variables: row.variables, calendarPath: row.calendarPath }),
        link: absolute(row.link),
      },
      row.state === 'FELL_BACK',
    );
    if (report.status === 'PENDING') throw new ReportPending(`message of delivery ${id} is still on its way`);
    if (report.status === 'DELIVERED') {
      await repo.settleReport(row, { state: 'DELIVERED' }, deps.now());
      return;
    }
    if (report.status === 'FAILED') {
      await repo.settleReport(row, { state: 'FAILED', error: `${report.code}: ${report.message}` }, deps.now());
      deps.log.warn({ delivery: id, to: maskPhoneForLog(phone), code: report.code }, 'notification not received');
      return;
    }
    const moved = await repo.settleReport(
      row,
      {
        state: 'FELL_BACK',
        providerMessageId: report.providerMessageId,
        sentVia: 'SMS',
        error: `${report.refusal.code}: ${report.refusal.message}`,
      },
      deps.now(),
    );
    deps.log.info({ delivery: id, to: maskPhoneForLog(phone), refusal: report.refusal.code }, 'fell back to SMS');
    // The SMS has a report of its own.
    if (moved) await deps.scheduleReport?.(id);
  };

  return {
    checkReport,
    async deliver(id) {
      const row = await repo.claim(id, deps.now(), LEASE_MS);
      if (!row) return;
      if (row.attempts > MAX_DELIVERY_ATTEMPTS)
        return repo.finish(row.id, { state: 'FAILED', error: 'RETRIES_EXHAUSTED' }, deps.now());
      if (!deps.breaker.allow()) {
        await repo.release(
          row.id,
          isUncertain(row.lastError) ? (row.lastError ?? UNCERTAIN) : 'PROVIDER_DOWN (waiting)',
          deps.now(),
        );
        throw new ProviderOutage('the provider was down a moment ago; retried with backoff');
      }
      try {
        if (row.channel === 'ALIMTALK') await sendAlimtalk(row);
        else await sendPush(row);
        deps.breaker.succeeded();
      } catch (error) {
        deps.breaker.failed();
        const reason = error instanceof Error ? error.message : String(error);
        // Still unsure whether this or an earlier attempt went out: the next one asks before it sends.
        const unsure = isUncertain(row.lastError) || mayHaveGone(error);
        await repo.release(row.id, `${unsure ? UNCERTAIN : 'PROVIDER_DOWN'}: ${reason.slice(0, 200)}`, deps.now());
        deps.log.warn({ delivery: row.id, attempts: row.attempts }, 'notification provider unavailable; retried');
        throw error;
      }
    },
  };
}
