import type { OperatorAccount } from '@wedding/contract/admin';
import { normalizeEmail } from '@wedding/domain/account-rules';
import type { OperatorRole } from '@wedding/domain/operator-roles';
import type { PasswordHasher } from '../../shared/password-hasher.ts';
import { oneTimeOperatorPassword } from './create-operator.ts';
import { lastAdmin, operatorNotFound, operatorSelf, operatorUnchanged } from './errors.ts';
import type {
  OperatorAccountRow,
  OperatorChange,
  OperatorChangeResult,
  OperatorManagementRepository,
} from './operator-management-repository.ts';

export type OperatorManagementService = {
  list(): Promise<OperatorAccount[]>;
  disable(actorId: number, targetId: number, reason: string): Promise<OperatorAccount>;
  enable(actorId: number, targetId: number, reason: string): Promise<OperatorAccount>;
  changeRole(actorId: number, targetId: number, role: OperatorRole, reason: string): Promise<OperatorAccount>;
  /**
   * A new one-time password (answered here once, only its hash is stored), the second factor cleared and every
   * session ended: the operator replaces the password and enrols again at their next sign-in.
   */
  reset(
    actorId: number,
    targetId: number,
    reason: string,
  ): Promise<{ operator: OperatorAccount; oneTimePassword: string }>;
};

export function toOperatorAccount(row: OperatorAccountRow): OperatorAccount {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

function accountOrThrow(result: OperatorChangeResult, unchanged: string): OperatorAccount {
  if (result.ok) return toOperatorAccount(result.account);
  switch (result.refusal) {
    case 'NOT_FOUND':
      throw operatorNotFound();
    case 'SELF':
      throw operatorSelf();
    case 'LAST_ADMIN':
      throw lastAdmin();
    case 'UNCHANGED':
      throw operatorUnchanged(unchanged);
  }
}

export function createOperatorManagementService(deps: {
  repository: OperatorManagementRepository;
  passwordHasher: PasswordHasher;
}): OperatorManagementService {
  const { repository } = deps;
  const apply = async (actorId: number, targetId: number, change: OperatorChange, reason: string, unchanged: string) =>
    accountOrThrow(await repository.apply(actorId, targetId, change, reason.trim()), unchanged);

  return {
    async list() {
      return (await repository.list()).map(toOperatorAccount);
    },
    disable: (actorId, targetId, reason) =>
      apply(actorId, targetId, { kind: 'disable' }, reason, '이미 사용 중지된 계정입니다.'),
    enable: (actorId, targetId, reason) =>
      apply(actorId, targetId, { kind: 'enable' }, reason, '이미 사용 중인 계정입니다.'),
    changeRole: (actorId, targetId, role, reason) =>
      apply(actorId, targetId, { kind: 'role', role }, reason, '이미 그 역할입니다.'),
    async reset(actorId, targetId, reason) {
      const oneTimePassword = oneTimeOperatorPassword();
      const passwordHash = await deps.passwordHasher.hash(oneTimePassword);
      const operator = await apply(actorId, targetId, { kind: 'reset', passwordHash }, reason, '');
      return { operator, oneTimePassword };
    },
  };
}

/**
 * `npm run admin:reset -- --email …`: for when no ADMIN can sign in. The same reset as an ADMIN's, recorded with
 * no operator and the reason 'admin:reset CLI'.
 */
export async function resetOperatorByEmail(
  repository: OperatorManagementRepository,
  hasher: PasswordHasher,
  rawEmail: string,
): Promise<{ operator: OperatorAccount; oneTimePassword: string }> {
  const id = await repository.findIdByEmail(normalizeEmail(rawEmail));
  if (id === null) throw operatorNotFound();
  const oneTimePassword = oneTimeOperatorPassword();
  const result = await repository.apply(
    null,
    id,
    { kind: 'reset', passwordHash: await hasher.hash(oneTimePassword) },
    'admin:reset CLI',
  );
  return { operator: accountOrThrow(result, ''), oneTimePassword };
}
