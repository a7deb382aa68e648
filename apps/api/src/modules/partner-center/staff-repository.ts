import { isPartnerPublic } from '@wedding/domain/partner-onboarding';
import type { StaffRole } from '@wedding/domain/partner-staff';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerStaff, partnerStaffSessions, partners } from '../../db/schema/index.ts';

export type StaffCredentials = {
  id: number;
  partnerId: number;
  passwordHash: string;
  role: StaffRole;
  totpSecret: string | null;
  totpEnabled: boolean;
  totpExempt: boolean;
};

/** A signed-in staff member as every console route sees them. */
export type StaffPrincipal = {
  id: number;
  sessionId: string;
  email: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
  totpExempt: boolean;
  partner: { id: number; uuid: string; type: number; bizName: string };
  /** Set while an operator has paused the partner (issue 29 §4): the console shows a banner with the reason. */
  pause: { at: Date; reason: string } | null;
  /** Whether the partner's profile was ever published (issue 29 §4): false for an approved hall still a DRAFT. */
  listed: boolean;
  /** When this console session ends (12 hours after sign-in): a live stream opened with it ends then too. */
  sessionExpiresAt: Date;
};

export type StaffRepository = {
  findActiveByEmail(email: string): Promise<StaffCredentials | null>;
  createSession(staffId: number, expiresAt: Date): Promise<string>;
  /** The staff member of a live session (not revoked, not expired, staff not removed), or null. */
  findBySession(staffId: number, sessionId: string, now: Date): Promise<StaffPrincipal | null>;
  revokeSession(sessionId: string): Promise<void>;
  /** Ends every session of a staff member (removed, re-roled, password changed). */
  revokeSessionsOf(staffId: number, tx?: Db): Promise<void>;
  totpOf(staffId: number): Promise<{ secret: string | null; enabled: boolean } | null>;
  setTotpSecret(staffId: number, secret: string): Promise<void>;
  enableTotp(staffId: number): Promise<void>;
  /** Records `step` as used; false when it (or a later one) was already used, so a code works once. */
  spendTotpStep(staffId: number, step: number): Promise<boolean>;
};

export function createStaffRepository(db: Db): StaffRepository {
  return {
    async findActiveByEmail(email) {
      const [row] = await db
        .select({
          id: partnerStaff.id,
          partnerId: partnerStaff.partnerId,
          passwordHash: partnerStaff.passwordHash,
          role: partnerStaff.role,
          totpSecret: partnerStaff.totpSecret,
          totpEnabled: partnerStaff.totpEnabled,
          totpExempt: partnerStaff.totpExempt,
        })
        .from(partnerStaff)
        .where(and(eq(partnerStaff.email, email), isNull(partnerStaff.removedAt)));
      return row ?? null;
    },
    async createSession(staffId, expiresAt) {
      const [row] = await db
        .insert(partnerStaffSessions)
        .values({ staffId, expiresAt })
        .returning({ id: partnerStaffSessions.id });
      return row!.id;
    },
    async findBySession(staffId, sessionId, now) {
      const [row] = await db
        .select({
          id: partnerStaff.id,
          sessionId: partnerStaffSessions.id,
          email: partnerStaff.email,
          name: partnerStaff.name,
          role: partnerStaff.role,
          totpEnabled: partnerStaff.totpEnabled,
          totpExempt: partnerStaff.totpExempt,
          partner: { id: partners.id, uuid: partners.uuid, type: partners.type, bizName: partners.bizName },
          pausedAt: partners.pausedAt,
          pauseReason: partners.pauseReason,
          listedAt: partners.listedAt,
          sessionExpiresAt: partnerStaffSessions.expiresAt,
        })
        .from(partnerStaffSessions)
        .innerJoin(partnerStaff, eq(partnerStaff.id, partnerStaffSessions.staffId))
        .innerJoin(partners, eq(partners.id, partnerStaff.partnerId))
        .where(
          and(
            eq(partnerStaffSessions.id, sessionId),
            eq(partnerStaffSessions.staffId, staffId),
            isNull(partnerStaffSessions.revokedAt),
            gt(partnerStaffSessions.expiresAt, now),
            isNull(partnerStaff.removedAt),
          ),
        );
      if (!row) return null;
      const { pausedAt, pauseReason, listedAt, ...principal } = row;
      return {
        ...principal,
        pause: pausedAt ? { at: pausedAt, reason: pauseReason ?? '' } : null,
        listed: isPartnerPublic({ listedAt }),
      };
    },
    async revokeSession(sessionId) {
      await db
        .update(partnerStaffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(partnerStaffSessions.id, sessionId), isNull(partnerStaffSessions.revokedAt)));
    },
    async revokeSessionsOf(staffId, tx = db) {
      await tx
        .update(partnerStaffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(partnerStaffSessions.staffId, staffId), isNull(partnerStaffSessions.revokedAt)));
    },
    async totpOf(staffId) {
      const [row] = await db
        .select({ secret: partnerStaff.totpSecret, enabled: partnerStaff.totpEnabled })
        .from(partnerStaff)
        .where(eq(partnerStaff.id, staffId));
      return row ?? null;
    },
    async setTotpSecret(staffId, secret) {
      await db
        .update(partnerStaff)
        .set({ totpSecret: secret, totpEnabled: false, totpLastStep: null })
        .where(eq(partnerStaff.id, staffId));
    },
    async enableTotp(staffId) {
      await db.update(partnerStaff).set({ totpEnabled: true }).where(eq(partnerStaff.id, staffId));
    },
    async spendTotpStep(staffId, step) {
      const rows = await db
        .update(partnerStaff)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(partnerStaff.id, staffId),
            sql`(${partnerStaff.totpLastStep} IS NULL OR ${partnerStaff.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: partnerStaff.id });
      return rows.length === 1;
    },
  };
}
