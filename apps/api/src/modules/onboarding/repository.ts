import { PARTNER_TYPE } from '@wedding/domain/enums';
import { type ApplicationState, ONBOARDING_ACTIONS } from '@wedding/domain/partner-onboarding';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  operators,
  partnerApplications,
  partnerProfiles,
  partnerStaff,
  partnerStaffInvites,
  partners,
} from '../../db/schema/index.ts';
import { violatedUniqueConstraint } from '../../shared/unique-violation.ts';
import type { OperatorAuditRepository } from '../admin/operator-audit.ts';

export type NewApplication = {
  bizName: string;
  businessNumber: string;
  address: string;
  region: string;
  subRegion: string | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
};

export type ApplicationRow = NewApplication & {
  id: number;
  state: ApplicationState;
  createdAt: Date;
  decidedAt: Date | null;
  decidedById: number | null;
  decidedByName: string | null;
  reason: string | null;
  partnerId: number | null;
  partnerUuid: string | null;
};

export type AdminPartnerRow = {
  id: number;
  uuid: string;
  type: number;
  bizName: string;
  region: string;
  subRegion: string | null;
  businessNumber: string | null;
  pausedAt: Date | null;
  pauseReason: string | null;
};

export const APPLICATIONS_PAGE_SIZE = 30;
export const PARTNERS_PAGE_SIZE = 30;

type Decision = { operatorId: number; reason: string; at: Date };

export type OnboardingRepository = {
  /** 'duplicate' or 'partner' when the number has an open or an approved application (the partial unique key). */
  create(application: NewApplication): Promise<{ id: number } | 'duplicate' | 'partner'>;
  list(state: ApplicationState | undefined, page: number): Promise<{ rows: ApplicationRow[]; hasNext: boolean }>;
  find(id: number): Promise<ApplicationRow | null>;
  /**
   * In one transaction: the application (locked) must still be PENDING; a hall partner, its profile and an OWNER
   * invite for the contact are made; the application turns APPROVED; the audit row is written.
   */
  approve(
    id: number,
    decision: Decision & { inviteTokenHash: string },
  ): Promise<
    | { ok: true; partner: { id: number; uuid: string }; inviteId: number; issuedAt: Date; application: NewApplication }
    | { ok: false; reason: 'not-found' | 'decided' | 'email-taken' }
  >;
  /** The application (locked) must still be PENDING; it turns REJECTED with the reason, and the audit row is written. */
  reject(
    id: number,
    decision: Decision,
  ): Promise<{ ok: true; application: NewApplication } | { ok: false; reason: 'not-found' | 'decided' }>;
  findPartners(
    filter: { q?: string; paused?: boolean },
    page: number,
  ): Promise<{ rows: AdminPartnerRow[]; hasNext: boolean }>;
  findPartner(id: number): Promise<AdminPartnerRow | null>;
  /** Pauses (reason) or resumes (null) the partner, locked, and writes the audit row; 'unchanged' when it already was. */
  setPause(
    partnerId: number,
    pause: { reason: string } | null,
    decision: Decision,
  ): Promise<{ ok: true; partner: AdminPartnerRow } | { ok: false; reason: 'not-found' | 'unchanged' }>;
};

const applicationColumns = {
  id: partnerApplications.id,
  bizName: partnerApplications.bizName,
  businessNumber: partnerApplications.businessNumber,
  address: partnerApplications.address,
  region: partnerApplications.region,
  subRegion: partnerApplications.subRegion,
  contactName: partnerApplications.contactName,
  contactPhone: partnerApplications.contactPhone,
  contactEmail: partnerApplications.contactEmail,
  state: partnerApplications.state,
  createdAt: partnerApplications.createdAt,
  decidedAt: partnerApplications.decidedAt,
  decidedById: partnerApplications.decidedBy,
  decidedByName: operators.name,
  reason: partnerApplications.reason,
  partnerId: partnerApplications.partnerId,
  partnerUuid: partners.uuid,
};

const applicantOf = (row: NewApplication): NewApplication => ({
  bizName: row.bizName,
  businessNumber: row.businessNumber,
  address: row.address,
  region: row.region,
  subRegion: row.subRegion,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  contactEmail: row.contactEmail,
});

// The number an approved application gave the partner, for the operator's partner search.
const businessNumberOfPartner = sql<string | null>`(
  SELECT a.business_number FROM partner_applications a
  WHERE a.partner_id = ${partners.id} AND a.state = 'APPROVED' ORDER BY a.id DESC LIMIT 1)`;

const partnerColumns = {
  id: partners.id,
  uuid: partners.uuid,
  type: partners.type,
  bizName: partners.bizName,
  region: partners.region,
  subRegion: partners.subRegion,
  businessNumber: businessNumberOfPartner,
  pausedAt: partners.pausedAt,
  pauseReason: partners.pauseReason,
};

export function createOnboardingRepository(
  db: Db,
  audit: Pick<OperatorAuditRepository, 'record'>,
): OnboardingRepository {
  const selectApplications = (tx: Db) =>
    tx
      .select(applicationColumns)
      .from(partnerApplications)
      .leftJoin(operators, eq(operators.id, partnerApplications.decidedBy))
      .leftJoin(partners, eq(partners.id, partnerApplications.partnerId));

  /** Locks the application row and answers it, or null. */
  async function lockApplication(tx: Db, id: number) {
    const [row] = await tx.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
    return row ?? null;
  }

  async function findPartnerIn(tx: Db, id: number) {
    const [row] = await tx.select(partnerColumns).from(partners).where(eq(partners.id, id));
    return row ?? null;
  }

  return {
    async create(application) {
      try {
        const [row] = await db
          .insert(partnerApplications)
          .values(application)
          .returning({ id: partnerApplications.id });
        return { id: row!.id };
      } catch (error) {
        if (violatedUniqueConstraint(error) !== 'partner_applications_open_number_key') throw error;
        const [open] = await db
          .select({ state: partnerApplications.state })
          .from(partnerApplications)
          .where(
            and(
              eq(partnerApplications.businessNumber, application.businessNumber),
              sql`${partnerApplications.state} <> 'REJECTED'`,
            ),
          );
        return open?.state === 'APPROVED' ? 'partner' : 'duplicate';
      }
    },

    async list(state, page) {
      const rows = await selectApplications(db)
        .where(state ? eq(partnerApplications.state, state) : undefined)
        .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id))
        .limit(APPLICATIONS_PAGE_SIZE + 1)
        .offset((page - 1) * APPLICATIONS_PAGE_SIZE);
      return { rows: rows.slice(0, APPLICATIONS_PAGE_SIZE), hasNext: rows.length > APPLICATIONS_PAGE_SIZE };
    },

    async find(id) {
      const [row] = await selectApplications(db).where(eq(partnerApplications.id, id));
      return row ?? null;
    },

    approve: (id, decision) =>
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const application = await lockApplication(tx, id);
        if (!application) return { ok: false, reason: 'not-found' } as const;
        if (application.state !== 'PENDING') return { ok: false, reason: 'decided' } as const;
        const [taken] = await tx
          .select({ id: partnerStaff.id })
          .from(partnerStaff)
          .where(and(eq(partnerStaff.email, application.contactEmail), isNull(partnerStaff.removedAt)));
        if (taken) return { ok: false, reason: 'email-taken' } as const;

        const [partner] = await tx
          .insert(partners)
          .values({
            type: PARTNER_TYPE.WEDDING_HALL,
            bizName: application.bizName,
            region: application.region,
            subRegion: application.subRegion,
            // A DRAFT (issue 29 §4): not listed until its OWNER first publishes its profile in the console.
            listedAt: null,
          })
          .returning({ id: partners.id, uuid: partners.uuid });
        await tx.insert(partnerProfiles).values({
          partnerId: partner!.id,
          name: application.bizName,
          address: application.address,
        });
        // The partner console's own invitation (decision 0044): the same accept screen, 72 h, once.
        const [invite] = await tx
          .insert(partnerStaffInvites)
          .values({
            partnerId: partner!.id,
            email: application.contactEmail,
            role: 'OWNER',
            tokenHash: decision.inviteTokenHash,
            invitedBy: null,
          })
          .returning({ id: partnerStaffInvites.id, issuedAt: partnerStaffInvites.issuedAt });
        await tx
          .update(partnerApplications)
          .set({
            state: 'APPROVED',
            decidedBy: decision.operatorId,
            decidedAt: decision.at,
            reason: decision.reason,
            partnerId: partner!.id,
          })
          .where(eq(partnerApplications.id, id));
        await audit.record(
          decision.operatorId,
          {
            action: ONBOARDING_ACTIONS.APPROVE,
            target: `application:${id}`,
            reason: decision.reason,
            before: { state: 'PENDING' },
            after: {
              state: 'APPROVED',
              partnerId: partner!.id,
              partnerUuid: partner!.uuid,
              ownerInvite: { id: invite!.id, email: application.contactEmail },
            },
          },
          tx,
        );
        return {
          ok: true,
          partner: partner!,
          inviteId: invite!.id,
          issuedAt: invite!.issuedAt,
          application: applicantOf(application),
        } as const;
      }),

    reject: (id, decision) =>
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const application = await lockApplication(tx, id);
        if (!application) return { ok: false, reason: 'not-found' } as const;
        if (application.state !== 'PENDING') return { ok: false, reason: 'decided' } as const;
        await tx
          .update(partnerApplications)
          .set({ state: 'REJECTED', decidedBy: decision.operatorId, decidedAt: decision.at, reason: decision.reason })
          .where(eq(partnerApplications.id, id));
        await audit.record(
          decision.operatorId,
          {
            action: ONBOARDING_ACTIONS.REJECT,
            target: `application:${id}`,
            reason: decision.reason,
            before: { state: 'PENDING' },
            after: { state: 'REJECTED' },
          },
          tx,
        );
        return { ok: true, application: applicantOf(application) } as const;
      }),

    async findPartners({ q, paused }, page) {
      const term = q?.trim();
      const digits = term?.replace(/\D/g, '') ?? '';
      const conditions: (SQL | undefined)[] = [
        paused === undefined ? undefined : paused ? isNotNull(partners.pausedAt) : isNull(partners.pausedAt),
        term
          ? or(
              ilike(partners.bizName, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
              digits.length === 10
                ? sql`${businessNumberOfPartner} = ${`${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`}`
                : undefined,
            )
          : undefined,
      ];
      const rows = await db
        .select(partnerColumns)
        .from(partners)
        .where(and(...conditions))
        .orderBy(sql`${partners.pausedAt} IS NULL`, desc(partners.pausedAt), partners.bizName, partners.id)
        .limit(PARTNERS_PAGE_SIZE + 1)
        .offset((page - 1) * PARTNERS_PAGE_SIZE);
      return { rows: rows.slice(0, PARTNERS_PAGE_SIZE), hasNext: rows.length > PARTNERS_PAGE_SIZE };
    },

    findPartner: (id) => findPartnerIn(db, id),

    setPause: (partnerId, pause, decision) =>
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [current] = await tx
          .select({ pausedAt: partners.pausedAt, pauseReason: partners.pauseReason })
          .from(partners)
          .where(eq(partners.id, partnerId))
          .for('update');
        if (!current) return { ok: false, reason: 'not-found' } as const;
        if ((current.pausedAt !== null) === (pause !== null)) return { ok: false, reason: 'unchanged' } as const;
        await tx
          .update(partners)
          .set(pause ? { pausedAt: decision.at, pauseReason: pause.reason } : { pausedAt: null, pauseReason: null })
          .where(eq(partners.id, partnerId));
        await audit.record(
          decision.operatorId,
          {
            action: pause ? ONBOARDING_ACTIONS.PAUSE : ONBOARDING_ACTIONS.RESUME,
            target: `partner:${partnerId}`,
            reason: decision.reason,
            before: { pausedAt: current.pausedAt?.toISOString() ?? null, pauseReason: current.pauseReason },
            after: pause ? { pausedAt: decision.at.toISOString(), pauseReason: pause.reason } : { pausedAt: null },
          },
          tx,
        );
        return { ok: true, partner: (await findPartnerIn(tx, partnerId))! } as const;
      }),
  };
}
