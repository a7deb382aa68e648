import { mayChangeStaff, type StaffRole } from '@wedding/domain/partner-staff';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerStaff, partnerStaffInvites, partnerStaffSessions, partners } from '../../db/schema/index.ts';
import { type AuditEntry, recordAudit } from './audit-log.ts';
import type { StaffPrincipal } from './staff-repository.ts';

export type StaffMemberRow = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
  createdAt: Date;
};
export type InviteRow = { id: number; email: string; role: StaffRole; issuedAt: Date };
export type InviteForToken = InviteRow & { partnerId: number; bizName: string; usedAt: Date | null };

type Actor = Pick<StaffPrincipal, 'id' | 'partner'>;

export type StaffAdminRepository = {
  listStaff(partnerId: number): Promise<StaffMemberRow[]>;
  /** Invitations neither used nor revoked and issued after `since` (older ones have expired). */
  listOpenInvites(partnerId: number, since: Date): Promise<InviteRow[]>;
  emailTaken(email: string): Promise<boolean>;
  createInvite(actor: Actor, invite: { email: string; role: StaffRole; tokenHash: string }): Promise<InviteRow>;
  revokeInvite(actor: Actor, inviteId: number): Promise<boolean>;
  findInviteByHash(tokenHash: string): Promise<InviteForToken | null>;
  /** Spends the invitation and creates the staff member in one transaction; null when it was spent meanwhile. */
  acceptInvite(inviteId: number, member: { name: string; passwordHash: string }): Promise<{ staffId: number } | null>;
  findMember(partnerId: number, staffId: number): Promise<StaffMemberRow | null>;
  /**
   * Sets the role (or removes, `role` null), ends the member's sessions and records the change, atomically.
   * The partner row is locked while OWNERs are counted, so two OWNERs demoting each other at once cannot
   * leave the partner without one: 'last-owner' then, and nothing changes.
   */
  changeMember(
    actor: Actor & { role: StaffRole },
    member: StaffMemberRow,
    role: StaffRole | null,
  ): Promise<'changed' | 'last-owner'>;
};

export function createStaffAdminRepository(db: Db): StaffAdminRepository {
  const audit = (tx: Db, actor: Actor, entry: AuditEntry) => recordAudit(tx, actor, entry);
  const memberColumns = {
    id: partnerStaff.id,
    email: partnerStaff.email,
    name: partnerStaff.name,
    role: partnerStaff.role,
    totpEnabled: partnerStaff.totpEnabled,
    createdAt: partnerStaff.createdAt,
  };
  const inviteColumns = {
    id: partnerStaffInvites.id,
    email: partnerStaffInvites.email,
    role: partnerStaffInvites.role,
    issuedAt: partnerStaffInvites.issuedAt,
  };
  return {
    listStaff: (partnerId) =>
      db
        .select(memberColumns)
        .from(partnerStaff)
        .where(and(eq(partnerStaff.partnerId, partnerId), isNull(partnerStaff.removedAt)))
        .orderBy(asc(partnerStaff.createdAt), asc(partnerStaff.id)),
    listOpenInvites: (partnerId, since) =>
      db
        .select(inviteColumns)
        .from(partnerStaffInvites)
        .where(
          and(
            eq(partnerStaffInvites.partnerId, partnerId),
            isNull(partnerStaffInvites.usedAt),
            isNull(partnerStaffInvites.revokedAt),
            gt(partnerStaffInvites.issuedAt, since),
          ),
        )
        .orderBy(asc(partnerStaffInvites.issuedAt)),
    async emailTaken(email) {
      const [row] = await db
        .select({ id: partnerStaff.id })
        .from(partnerStaff)
        .where(and(eq(partnerStaff.email, email), isNull(partnerStaff.removedAt)));
      return row !== undefined;
    },
    createInvite: (actor, invite) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(partnerStaffInvites)
          .values({ partnerId: actor.partner.id, invitedBy: actor.id, ...invite })
          .returning(inviteColumns);
        await audit(tx, actor, {
          action: 'staff.invite',
          target: `invite:${row!.id}`,
          after: { email: invite.email, role: invite.role },
        });
        return row!;
      }),
    revokeInvite: (actor, inviteId) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(partnerStaffInvites)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(partnerStaffInvites.id, inviteId),
              eq(partnerStaffInvites.partnerId, actor.partner.id),
              isNull(partnerStaffInvites.usedAt),
              isNull(partnerStaffInvites.revokedAt),
            ),
          )
          .returning({ email: partnerStaffInvites.email, role: partnerStaffInvites.role });
        if (rows.length === 0) return false;
        await audit(tx, actor, { action: 'staff.invite-revoke', target: `invite:${inviteId}`, before: rows[0] });
        return true;
      }),
    async findInviteByHash(tokenHash) {
      const [row] = await db
        .select({
          ...inviteColumns,
          partnerId: partnerStaffInvites.partnerId,
          bizName: partners.bizName,
          usedAt: partnerStaffInvites.usedAt,
        })
        .from(partnerStaffInvites)
        .innerJoin(partners, eq(partners.id, partnerStaffInvites.partnerId))
        .where(and(eq(partnerStaffInvites.tokenHash, tokenHash), isNull(partnerStaffInvites.revokedAt)));
      return row ?? null;
    },
    acceptInvite: (inviteId, member) =>
      db.transaction(async (tx) => {
        // The conditional update is the "once": of two tabs accepting together, one spends it.
        const [invite] = await tx
          .update(partnerStaffInvites)
          .set({ usedAt: sql`now()` })
          .where(and(eq(partnerStaffInvites.id, inviteId), isNull(partnerStaffInvites.usedAt)))
          .returning({
            partnerId: partnerStaffInvites.partnerId,
            email: partnerStaffInvites.email,
            role: partnerStaffInvites.role,
          });
        if (!invite) return null;
        const [staff] = await tx
          .insert(partnerStaff)
          .values({ ...invite, ...member })
          .returning({ id: partnerStaff.id });
        await audit(
          tx,
          { id: staff!.id, partner: { id: invite.partnerId } as Actor['partner'] },
          { action: 'staff.join', target: `staff:${staff!.id}`, after: { email: invite.email, role: invite.role } },
        );
        return { staffId: staff!.id };
      }),
    async findMember(partnerId, staffId) {
      const [row] = await db
        .select(memberColumns)
        .from(partnerStaff)
        .where(
          and(eq(partnerStaff.id, staffId), eq(partnerStaff.partnerId, partnerId), isNull(partnerStaff.removedAt)),
        );
      return row ?? null;
    },
    changeMember: (actor, member, role) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM partners WHERE id = ${actor.partner.id} FOR UPDATE`);
        const [owners] = await tx
          .select({ n: count() })
          .from(partnerStaff)
          .where(
            and(
              eq(partnerStaff.partnerId, actor.partner.id),
              eq(partnerStaff.role, 'OWNER'),
              isNull(partnerStaff.removedAt),
            ),
          );
        if (!mayChangeStaff(actor.role, member, role, owners?.n ?? 0)) return 'last-owner';
        await tx
          .update(partnerStaff)
          .set(role === null ? { removedAt: sql`now()` } : { role })
          .where(and(eq(partnerStaff.id, member.id), eq(partnerStaff.partnerId, actor.partner.id)));
        // A new role takes effect on the next sign-in, so no session keeps the old reach.
        await tx
          .update(partnerStaffSessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(partnerStaffSessions.staffId, member.id), isNull(partnerStaffSessions.revokedAt)));
        await audit(tx, actor, {
          action: role === null ? 'staff.remove' : 'staff.role',
          target: `staff:${member.id}`,
          before: { email: member.email, role: member.role },
          after: role === null ? null : { email: member.email, role },
        });
        return 'changed';
      }),
  };
}
