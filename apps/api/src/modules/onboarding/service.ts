import { randomBytes } from 'node:crypto';
import { ONBOARDING_ERROR_CODES as C } from '@wedding/contract/partner-onboarding-constants';
import {
  APPLICATIONS_PER_IP_PER_HOUR,
  type ApplicationInput,
  type ApplicationState,
  approvalText,
  checkApplication,
  checkDecisionReason,
  ONBOARDING_MESSAGES,
  rejectionText,
} from '@wedding/domain/partner-onboarding';
import { STAFF_INVITE_TTL_MS } from '@wedding/domain/partner-staff';
import type { CdnPurge } from '../../shared/cdn-purge.ts';
import { enforceRateLimits, type RateLimiter, type RateRule } from '../../shared/rate-limit/rate-limiter.ts';
import { type InviteDelivery, inviteHash } from '../partner-center/staff-admin-service.ts';
import {
  adminPartnerNotFound,
  applicationAlreadyDecided,
  applicationAlreadyPartner,
  applicationDuplicate,
  applicationEmailTaken,
  applicationInvalid,
  applicationNotFound,
  pauseStateConflict,
  reasonInvalid,
} from './errors.ts';
import type { AdminPartnerRow, ApplicationRow, OnboardingRepository } from './repository.ts';

export const APPLY_PER_IP_RULE: RateRule = {
  name: 'partner-apply-ip',
  limit: APPLICATIONS_PER_IP_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

type Operator = { id: number };

export type OnboardingService = {
  /** The public application (issue 29 §4): validated, rate-limited, one open per 사업자등록번호. */
  apply(input: ApplicationInput, ip: string): Promise<ApplicationRow>;
  list(state: ApplicationState | undefined, page: number): Promise<{ rows: ApplicationRow[]; hasNext: boolean }>;
  get(id: number): Promise<ApplicationRow>;
  /** Makes the hall partner and the OWNER invite, and delivers the link to the contact. */
  approve(
    operator: Operator,
    id: number,
    reason: string,
  ): Promise<{ application: ApplicationRow; invite: { email: string; url: string; expiresAt: Date } }>;
  /** Rejects with a reason, and tells the contact the reason. */
  reject(operator: Operator, id: number, reason: string): Promise<ApplicationRow>;
  partners(
    filter: { q?: string; paused?: boolean },
    page: number,
  ): Promise<{ rows: AdminPartnerRow[]; hasNext: boolean }>;
  pause(operator: Operator, partnerId: number, reason: string): Promise<AdminPartnerRow>;
  resume(operator: Operator, partnerId: number, reason: string): Promise<AdminPartnerRow>;
};

/** The public paths a pause or resume changes: the hall's pages and every list it appears in (CDN purge prefixes). */
export function pausePublicPaths(partnerUuid: string): string[] {
  return [
    `/weddinghall/${partnerUuid}`,
    `/v3/book/halls/${partnerUuid}/`,
    `/v3/partner/${partnerUuid}/`,
    '/v3/book/halls',
    '/v3/book/popular-wedding-halls',
    '/v3/book/events',
    '/v3/book/recommendations/nearby',
    '/v3/book/maps/keyword',
    `/v3/public/wedding/estimate/product/${partnerUuid}`,
    '/v3/public/wedding/day/',
  ];
}

export function createOnboardingService(deps: {
  repository: OnboardingRepository;
  rateLimiter: RateLimiter;
  /** The partner console's invite channel (the development outbox; a mailer when one is set up). */
  delivery: InviteDelivery;
  publicOrigin: string | undefined;
  /** Slot searches cache which partners are paused; a pause or resume forgets them. */
  forgetSearches: () => Promise<void>;
  cdnPurge?: Pick<CdnPurge, 'purgePaths'>;
  now: () => Date;
}): OnboardingService {
  const { repository } = deps;

  function reasonOf(reason: string): string {
    const check = checkDecisionReason(reason);
    if (!check.ok) throw reasonInvalid(check.message);
    return reason.trim();
  }

  async function get(id: number) {
    const row = await repository.find(id);
    if (!row) throw applicationNotFound();
    return row;
  }

  async function afterPauseChange(partner: AdminPartnerRow) {
    await deps.forgetSearches();
    await deps.cdnPurge?.purgePaths(pausePublicPaths(partner.uuid));
  }

  return {
    async apply(input, ip) {
      const checked = checkApplication(input);
      if (!checked.ok) {
        const { businessNumber, ...others } = checked.errors;
        // The number's own code, so the form can point at it; otherwise the first wrong field's message.
        if (businessNumber) throw applicationInvalid(businessNumber, C.BUSINESS_NUMBER_INVALID);
        throw applicationInvalid(Object.values(others)[0] ?? ONBOARDING_MESSAGES.BIZ_NAME);
      }
      await enforceRateLimits(
        deps.rateLimiter,
        [{ rule: APPLY_PER_IP_RULE, key: ip }],
        ONBOARDING_MESSAGES.RATE_LIMITED,
      );
      const created = await repository.create(checked.value);
      if (created === 'duplicate') throw applicationDuplicate();
      if (created === 'partner') throw applicationAlreadyPartner();
      return get(created.id);
    },

    list: (state, page) => repository.list(state, page),
    get,

    async approve(operator, id, rawReason) {
      const reason = reasonOf(rawReason);
      const token = randomBytes(32).toString('base64url');
      const result = await repository.approve(id, {
        operatorId: operator.id,
        reason,
        at: deps.now(),
        inviteTokenHash: inviteHash(token),
      });
      if (!result.ok) {
        if (result.reason === 'not-found') throw applicationNotFound();
        if (result.reason === 'email-taken') throw applicationEmailTaken();
        throw applicationAlreadyDecided();
      }
      const url = `${deps.publicOrigin ?? ''}/partner-center/invite/${token}`;
      const email = result.application.contactEmail;
      // Sent after the commit: a rolled-back approval never mails a link that opens nothing.
      await deps.delivery.send(email, approvalText(result.application.bizName, url));
      return {
        application: await get(id),
        invite: { email, url, expiresAt: new Date(result.issuedAt.getTime() + STAFF_INVITE_TTL_MS) },
      };
    },

    async reject(operator, id, rawReason) {
      const reason = reasonOf(rawReason);
      const result = await repository.reject(id, { operatorId: operator.id, reason, at: deps.now() });
      if (!result.ok) {
        if (result.reason === 'not-found') throw applicationNotFound();
        throw applicationAlreadyDecided();
      }
      await deps.delivery.send(result.application.contactEmail, rejectionText(result.application.bizName, reason));
      return get(id);
    },

    partners: (filter, page) => repository.findPartners(filter, page),

    async pause(operator, partnerId, rawReason) {
      const reason = reasonOf(rawReason);
      const result = await repository.setPause(
        partnerId,
        { reason },
        { operatorId: operator.id, reason, at: deps.now() },
      );
      if (!result.ok) throw result.reason === 'not-found' ? adminPartnerNotFound() : pauseStateConflict(true);
      await afterPauseChange(result.partner);
      return result.partner;
    },

    async resume(operator, partnerId, rawReason) {
      const reason = reasonOf(rawReason);
      const result = await repository.setPause(partnerId, null, { operatorId: operator.id, reason, at: deps.now() });
      if (!result.ok) throw result.reason === 'not-found' ? adminPartnerNotFound() : pauseStateConflict(false);
      await afterPauseChange(result.partner);
      return result.partner;
    },
  };
}
