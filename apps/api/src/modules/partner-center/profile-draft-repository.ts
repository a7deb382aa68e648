import type { OperationTimeValue, ParkingValue } from '@wedding/domain/profile-draft';
import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  individualHalls,
  type ProfileChange,
  type ProfileSnapshot,
  partnerDrafts,
  partnerOperationTimes,
  partnerProfiles,
  partnerProfileVersions,
  partnerStaff,
  partners,
} from '../../db/schema/index.ts';
import { type AuditEntry, recordAudit } from './audit-log.ts';
import type { StaffPrincipal } from './staff-repository.ts';

/** The venue's draftable fields as the live rows hold them (decision 0042). */
export type LiveVenue = {
  partnerProfileId: number;
  name: string;
  tel: string | null;
  notice: string | null;
  address: string | null;
  address2: string | null;
  reservationNotice: string | null;
  parking: ParkingValue | null;
  invitation: { subway: string; bus: string; car: string } | null;
  operationTimes: OperationTimeValue[];
};
export type LiveRoom = {
  id: number;
  uuid: string;
  previewToken: string;
  name: string;
  rentalFee: number;
  adultDrinkFee: number;
  mealFee: number;
  weddingGapMinutes: number[];
  suggestPersonnel: number | null;
};
export type DraftRow = { individualHallId: number | null; data: Record<string, unknown>; createdAt: Date };
export type VersionRow = typeof partnerProfileVersions.$inferSelect;

export type ProfileDraftRepository = {
  /** Runs `work` in one transaction holding the partner's row lock: drafts, publishes and restores queue. */
  inTransaction<T>(partnerId: number, work: (tx: Db) => Promise<T>): Promise<T>;
  loadVenue(partnerId: number, tx?: Db): Promise<LiveVenue | null>;
  loadRooms(partnerId: number, tx?: Db): Promise<LiveRoom[]>;
  /** The partner's pending drafts, the latest per venue and per room. */
  loadDrafts(partnerId: number, tx?: Db): Promise<DraftRow[]>;
  /** Replaces the venue's (roomId null) or a room's draft; an empty `data` discards it. */
  replaceDraft(tx: Db, partnerId: number, roomId: number | null, data: Record<string, unknown>): Promise<void>;
  discardDrafts(tx: Db, partnerId: number): Promise<void>;
  applyVenue(tx: Db, partnerId: number, fields: Record<string, unknown>): Promise<void>;
  applyRoom(tx: Db, partnerId: number, roomId: number, fields: Record<string, unknown>): Promise<void>;
  latestVersionNo(tx: Db, partnerId: number): Promise<number | null>;
  insertVersion(
    tx: Db,
    row: {
      partnerId: number;
      versionNo: number;
      staff: Pick<StaffPrincipal, 'id'> | null;
      restoredFrom: number | null;
      changes: ProfileChange[];
      snapshot: ProfileSnapshot;
    },
  ): Promise<VersionRow>;
  listVersions(partnerId: number): Promise<VersionRow[]>;
  findVersion(partnerId: number, versionId: number, tx?: Db): Promise<VersionRow | null>;
  audit(tx: Db, staff: Pick<StaffPrincipal, 'id' | 'partner'>, entry: AuditEntry): Promise<void>;
  /**
   * Lists a DRAFT partner (issue 29 §4: an approved hall is unlisted until its profile is first published):
   * sets `listed_at` when it is null; true when this call listed it.
   */
  listIfDraft(tx: Db, partnerId: number, at: Date): Promise<boolean>;
};

export function createProfileDraftRepository(db: Db): ProfileDraftRepository {
  return {
    inTransaction: (partnerId, work) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM partners WHERE id = ${partnerId} FOR UPDATE`);
        return work(tx as unknown as Db);
      }),

    async loadVenue(partnerId, tx = db) {
      const [profile] = await tx
        .select({
          partnerProfileId: partnerProfiles.id,
          name: partnerProfiles.name,
          tel: partnerProfiles.tel,
          notice: partnerProfiles.notice,
          address: partnerProfiles.address,
          address2: partnerProfiles.address2,
          reservationNotice: partnerProfiles.reservationNotice,
          parking: partnerProfiles.parking,
          invitation: partnerProfiles.invitation,
        })
        .from(partnerProfiles)
        .where(eq(partnerProfiles.partnerId, partnerId));
      if (!profile) return null;
      const operationTimes = await tx
        .select({
          dayKey: partnerOperationTimes.dayKey,
          startTime: sql<string>`to_char(${partnerOperationTimes.startTime}, 'HH24:MI')`,
          endTime: sql<string>`to_char(${partnerOperationTimes.endTime}, 'HH24:MI')`,
        })
        .from(partnerOperationTimes)
        .where(eq(partnerOperationTimes.partnerId, partnerId));
      return { ...profile, operationTimes };
    },

    loadRooms: (partnerId, tx = db) =>
      tx
        .select({
          id: individualHalls.id,
          uuid: individualHalls.uuid,
          previewToken: individualHalls.previewToken,
          name: individualHalls.name,
          rentalFee: individualHalls.rentalFee,
          adultDrinkFee: individualHalls.adultDrinkFee,
          mealFee: individualHalls.mealFee,
          weddingGapMinutes: individualHalls.weddingGapMinutes,
          suggestPersonnel: individualHalls.suggestPersonnel,
        })
        .from(individualHalls)
        .where(eq(individualHalls.partnerId, partnerId))
        .orderBy(asc(individualHalls.sort), asc(individualHalls.id)),

    async loadDrafts(partnerId, tx = db) {
      const rows = await tx
        .select({
          individualHallId: partnerDrafts.individualHallId,
          data: partnerDrafts.data,
          createdAt: partnerDrafts.createdAt,
        })
        .from(partnerDrafts)
        .where(eq(partnerDrafts.partnerId, partnerId))
        .orderBy(desc(partnerDrafts.createdAt), desc(partnerDrafts.id));
      const seen = new Set<number | null>();
      return rows.filter((row) => {
        if (seen.has(row.individualHallId)) return false;
        seen.add(row.individualHallId);
        return true;
      });
    },

    async replaceDraft(tx, partnerId, roomId, data) {
      await tx
        .delete(partnerDrafts)
        .where(
          and(
            eq(partnerDrafts.partnerId, partnerId),
            roomId === null ? isNull(partnerDrafts.individualHallId) : eq(partnerDrafts.individualHallId, roomId),
          ),
        );
      if (Object.keys(data).length > 0)
        await tx.insert(partnerDrafts).values({ partnerId, individualHallId: roomId, data });
    },

    async discardDrafts(tx, partnerId) {
      await tx.delete(partnerDrafts).where(eq(partnerDrafts.partnerId, partnerId));
    },

    async applyVenue(tx, partnerId, fields) {
      const { operationTimes, ...columns } = fields;
      if (Object.keys(columns).length > 0)
        await tx
          .update(partnerProfiles)
          .set(columns as Partial<typeof partnerProfiles.$inferInsert>)
          .where(eq(partnerProfiles.partnerId, partnerId));
      if (operationTimes !== undefined) {
        await tx.delete(partnerOperationTimes).where(eq(partnerOperationTimes.partnerId, partnerId));
        const times = (operationTimes ?? []) as OperationTimeValue[];
        if (times.length > 0) await tx.insert(partnerOperationTimes).values(times.map((t) => ({ partnerId, ...t })));
      }
    },

    async applyRoom(tx, partnerId, roomId, fields) {
      if (Object.keys(fields).length === 0) return;
      await tx
        .update(individualHalls)
        .set(fields as Partial<typeof individualHalls.$inferInsert>)
        .where(and(eq(individualHalls.id, roomId), eq(individualHalls.partnerId, partnerId)));
    },

    async latestVersionNo(tx, partnerId) {
      const [row] = await tx
        .select({ n: max(partnerProfileVersions.versionNo) })
        .from(partnerProfileVersions)
        .where(eq(partnerProfileVersions.partnerId, partnerId));
      return row?.n ?? null;
    },

    async insertVersion(tx, row) {
      const [staffRow] = row.staff
        ? await tx.select({ name: partnerStaff.name }).from(partnerStaff).where(eq(partnerStaff.id, row.staff.id))
        : [];
      const [inserted] = await tx
        .insert(partnerProfileVersions)
        .values({
          partnerId: row.partnerId,
          versionNo: row.versionNo,
          staffId: row.staff?.id ?? null,
          staffName: staffRow?.name ?? null,
          restoredFrom: row.restoredFrom,
          changes: row.changes,
          snapshot: row.snapshot,
        })
        .returning();
      if (!inserted) throw new Error('version row was not written');
      return inserted;
    },

    listVersions: (partnerId) =>
      db
        .select()
        .from(partnerProfileVersions)
        .where(eq(partnerProfileVersions.partnerId, partnerId))
        .orderBy(desc(partnerProfileVersions.versionNo))
        .limit(100),

    async findVersion(partnerId, versionId, tx = db) {
      const [row] = await tx
        .select()
        .from(partnerProfileVersions)
        .where(and(eq(partnerProfileVersions.id, versionId), eq(partnerProfileVersions.partnerId, partnerId)));
      return row ?? null;
    },

    audit: (tx, staff, entry) => recordAudit(tx, staff, entry),

    async listIfDraft(tx, partnerId, at) {
      const rows = await tx
        .update(partners)
        .set({ listedAt: at })
        .where(and(eq(partners.id, partnerId), isNull(partners.listedAt)))
        .returning({ id: partners.id });
      return rows.length === 1;
    },
  };
}
