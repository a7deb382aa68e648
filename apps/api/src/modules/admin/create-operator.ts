import { randomBytes } from 'node:crypto';
import { checkEmail, normalizeEmail } from '@wedding/domain/account-rules';
import {
  isOperatorRole,
  OPERATOR_AUTH_ACTIONS,
  OPERATOR_PASSWORD_MIN_LENGTH,
  type OperatorRole,
  operatorPasswordAcceptable,
} from '@wedding/domain/operator-roles';
import type { Db } from '../../db/client.ts';
import type { PasswordHasher } from '../../shared/password-hasher.ts';
import { operatorEmailTaken, operatorInputInvalid } from './errors.ts';
import { createOperatorAuditRepository } from './operator-audit.ts';
import { createOperatorRepository } from './operator-repository.ts';

export type CreateOperatorInput = { email: string; name: string; role: string; password?: string };
export type CreatedOperator = { id: number; email: string; role: OperatorRole; password: string; generated: boolean };

/** 15 random bytes: 20 base64url characters, about 120 bits. Shown once by the CLI, never stored in clear. */
export function oneTimeOperatorPassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * Issue 29 §1: operators are created only here (`npm run admin:create`), never through a route. Refuses a taken
 * email (lower-cased), an unknown role and a short password; the audit log records the creation.
 */
export async function createOperator(
  db: Db,
  hasher: PasswordHasher,
  input: CreateOperatorInput,
): Promise<CreatedOperator> {
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  const emailCheck = checkEmail(email);
  if (!emailCheck.ok) throw operatorInputInvalid(emailCheck.message);
  if (name.length < 1 || name.length > 30) throw operatorInputInvalid('이름은 1~30자로 입력해 주세요.');
  if (!isOperatorRole(input.role)) throw operatorInputInvalid('역할은 ADMIN 또는 MODERATOR 중 하나입니다.');
  const generated = input.password === undefined;
  const password = input.password ?? oneTimeOperatorPassword();
  if (!operatorPasswordAcceptable(password)) {
    throw operatorInputInvalid(`비밀번호는 ${OPERATOR_PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`);
  }
  const id = await createOperatorRepository(db).create({
    email,
    name,
    role: input.role,
    passwordHash: await hasher.hash(password),
    // A generated password is the CLI's output, seen by whoever ran it: the operator replaces it (decision 0060).
    passwordChangeRequired: generated,
  });
  if (id === null) throw operatorEmailTaken();
  await createOperatorAuditRepository(db).record(null, {
    action: OPERATOR_AUTH_ACTIONS.CREATE,
    target: `operator:${id}`,
    reason: 'admin:create CLI',
    after: { email, name, role: input.role, passwordChangeRequired: generated },
  });
  return { id, email, role: input.role, password, generated };
}
