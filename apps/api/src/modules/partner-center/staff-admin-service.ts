import { createHash, randomBytes } from 'node:crypto';
import { checkPassword, normalizeEmail } from '@wedding/domain/account-rules';
import { inviteUsable, mayDo, STAFF_INVITE_TTL_MS, type StaffRole } from '@wedding/domain/partner-staff';
import { badRequest, notFound } from '../../shared/errors.ts';
import type { PasswordHasher } from '../../shared/password-hasher.ts';
import { inviteInvalid, lastOwner, staffEmailTaken, staffForbidden } from './errors.ts';
import type { InviteRow, StaffAdminRepository, StaffMemberRow } from './staff-admin-repository.ts';
import type { StaffPrincipal, StaffRepository } from './staff-repository.ts';
import { STAFF_SESSION_TTL_SECONDS, type StaffTokenCodec } from './staff-token.ts';

/** Where an invitation is delivered: the development outbox here; a mailer in production when one is set up. */
export type InviteDelivery = { send(to: string, text: string): Promise<void> };

export const inviteHash = (token: string) => createHash('sha256').update(token).digest('hex');

export type StaffAdminService = {
  list(actor: StaffPrincipal): Promise<{ staff: StaffMemberRow[]; invites: (InviteRow & { expiresAt: Date })[] }>;
  /** Creates a one-time 72 h link and delivers it; answers the link too, for the OWNER to pass on. */
  invite(
    actor: StaffPrincipal,
    input: { email: string; role: StaffRole },
  ): Promise<{ id: number; url: string; expiresAt: Date }>;
  revokeInvite(actor: StaffPrincipal, inviteId: number): Promise<void>;
  inviteInfo(token: string): Promise<{ email: string; role: StaffRole; bizName: string }>;
  /** Creates the account and signs it in: answers the new console token. */
  acceptInvite(token: string, input: { name: string; password: string }): Promise<{ token: string }>;
  changeRole(actor: StaffPrincipal, staffId: number, role: StaffRole): Promise<void>;
  remove(actor: StaffPrincipal, staffId: number): Promise<void>;
};

export function createStaffAdminService(deps: {
  repository: StaffAdminRepository;
  sessions: Pick<StaffRepository, 'createSession'>;
  tokens: StaffTokenCodec;
  passwordHasher: PasswordHasher;
  delivery: InviteDelivery;
  publicOrigin: string | undefined;
  now: () => Date;
}): StaffAdminService {
  const { repository } = deps;
  const assertStaffArea = (actor: StaffPrincipal) => {
    if (!mayDo(actor.role, 'staff')) throw staffForbidden();
  };
  async function usableInvite(token: string) {
    const invite = await repository.findInviteByHash(inviteHash(token));
    if (!invite || !inviteUsable(invite, deps.now())) throw inviteInvalid();
    return invite;
  }
  async function memberOf(actor: StaffPrincipal, staffId: number) {
    const member = await repository.findMember(actor.partner.id, staffId);
    if (!member) throw notFound('직원을 찾을 수 없습니다.');
    return member;
  }
  async function change(actor: StaffPrincipal, staffId: number, role: StaffRole | null) {
    assertStaffArea(actor);
    const member = await memberOf(actor, staffId);
    if ((await repository.changeMember(actor, member, role)) === 'last-owner') throw lastOwner();
  }

  return {
    async list(actor) {
      assertStaffArea(actor);
      const since = new Date(deps.now().getTime() - STAFF_INVITE_TTL_MS);
      const [staff, invites] = await Promise.all([
        repository.listStaff(actor.partner.id),
        repository.listOpenInvites(actor.partner.id, since),
      ]);
      return {
        staff,
        invites: invites.map((i) => ({ ...i, expiresAt: new Date(i.issuedAt.getTime() + STAFF_INVITE_TTL_MS) })),
      };
    },
    async invite(actor, input) {
      assertStaffArea(actor);
      const email = normalizeEmail(input.email);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('이메일 주소를 정확히 입력해 주세요.');
      if (await repository.emailTaken(email)) throw staffEmailTaken();
      const token = randomBytes(32).toString('base64url');
      const invite = await repository.createInvite(actor, { email, role: input.role, tokenHash: inviteHash(token) });
      const url = `${deps.publicOrigin ?? ''}/partner-center/invite/${token}`;
      const expiresAt = new Date(invite.issuedAt.getTime() + STAFF_INVITE_TTL_MS);
      await deps.delivery.send(
        email,
        `[웨딩 파트너센터] ${actor.partner.bizName}에서 초대했습니다. 72시간 안에 한 번만 쓸 수 있는 링크입니다: ${url}`,
      );
      return { id: invite.id, url, expiresAt };
    },
    async revokeInvite(actor, inviteId) {
      assertStaffArea(actor);
      if (!(await repository.revokeInvite(actor, inviteId))) throw notFound('초대를 찾을 수 없습니다.');
    },
    async inviteInfo(token) {
      const { email, role, bizName } = await usableInvite(token);
      return { email, role, bizName };
    },
    async acceptInvite(token, input) {
      const invite = await usableInvite(token);
      const name = input.name.trim();
      if (!name) throw badRequest('이름을 입력해 주세요.');
      const password = checkPassword(input.password);
      if (!password.ok) throw badRequest(password.message);
      if (await repository.emailTaken(invite.email)) throw staffEmailTaken();
      const joined = await repository.acceptInvite(invite.id, {
        name,
        passwordHash: await deps.passwordHasher.hash(input.password),
      });
      if (!joined) throw inviteInvalid();
      const expiresAt = new Date(deps.now().getTime() + STAFF_SESSION_TTL_SECONDS * 1000);
      const sessionId = await deps.sessions.createSession(joined.staffId, expiresAt);
      return { token: await deps.tokens.sign({ staffId: joined.staffId, sessionId }) };
    },
    changeRole: (actor, staffId, role) => change(actor, staffId, role),
    remove: (actor, staffId) => change(actor, staffId, null),
  };
}
