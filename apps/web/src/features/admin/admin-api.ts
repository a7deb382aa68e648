import type { OperatorAccount, OperatorAuditEntry, OperatorMe, OperatorSignIn } from '@wedding/contract/admin';
import { ADMIN_API, ADMIN_ERROR_CODES } from '@wedding/contract/admin-constants';
import type { OperatorRole } from '@wedding/domain/operator-roles';
import { isApiError } from '../../shared/api/api-error.ts';
import { apiRequest, type RequestOptions } from '../../shared/api/client.ts';

/** One call of the operator API (issue 29): `path` is under /v3/admin; the `wd_op` cookie goes along. */
function adminRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return apiRequest<T>(`${ADMIN_API}${path}`, options);
}

/** Query keys of the operator console all start here, so signing out clears every answer at once. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
export const operatorMeQueryKey = [...ADMIN_QUERY_KEY, 'me'] as const;

/** The signed-in operator, or null when there is no operator session. */
export async function fetchOperatorMe(): Promise<OperatorMe | null> {
  try {
    return (await adminRequest<{ item: OperatorMe }>('/me')).item;
  } catch (error) {
    if (isApiError(error) && error.code === ADMIN_ERROR_CODES.OPERATOR_LOGIN_REQUIRED) return null;
    throw error;
  }
}

export async function signInOperator(body: {
  email: string;
  password: string;
  totp?: string;
  /** Answers step NEW_PASSWORD: the operator's own password in place of a generated one. */
  newPassword?: string;
}): Promise<OperatorSignIn> {
  return (await adminRequest<{ item: OperatorSignIn }>('/auth/sign-in', { method: 'POST', body })).item;
}

export async function signOutOperator(): Promise<void> {
  await adminRequest('/auth/sign-out', { method: 'POST' });
}

export type AuditFilters = { action?: string; target?: string; operator?: string; from?: string; to?: string };

/** GET /v3/admin/audit; `from`/`to` are calendar days (YYYY-MM-DD) read in Korea time, `to` inclusive. */
export async function fetchOperatorAudit(
  filters: AuditFilters,
  page: number,
): Promise<{ entries: OperatorAuditEntry[]; hasNext: boolean }> {
  const query = new URLSearchParams({ page: String(page) });
  if (filters.action) query.set('action', filters.action);
  if (filters.target) query.set('target', filters.target);
  if (filters.operator) query.set('operator', filters.operator);
  if (filters.from) query.set('from', `${filters.from}T00:00:00+09:00`);
  if (filters.to) query.set('to', nextDayStart(filters.to));
  return (await adminRequest<{ item: { entries: OperatorAuditEntry[]; hasNext: boolean } }>(`/audit?${query}`)).item;
}

/** The start of the day after `day` in Korea time: the API's `to` is exclusive, the screen's "까지" inclusive. */
function nextDayStart(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `${next.toISOString().slice(0, 10)}T00:00:00+09:00`;
}

export const operatorAccountsQueryKey = [...ADMIN_QUERY_KEY, 'operators'] as const;

/** GET /v3/admin/operators (ADMIN): every operator account. */
export async function fetchOperatorAccounts(): Promise<OperatorAccount[]> {
  return (await adminRequest<{ item: { operators: OperatorAccount[] } }>('/operators')).item.operators;
}

/** What an ADMIN does to an operator account; each names a reason (decision 0060). */
export type OperatorAction =
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'reset' }
  | { kind: 'role'; role: OperatorRole };

/** POST /v3/admin/operators/:id/<action>: the account afterwards, and a reset's one-time password (shown once). */
export async function changeOperatorAccount(
  id: number,
  action: OperatorAction,
  reason: string,
): Promise<{ operator: OperatorAccount; oneTimePassword?: string }> {
  const body = action.kind === 'role' ? { reason, role: action.role } : { reason };
  const { item } = await adminRequest<{
    item: OperatorAccount | { operator: OperatorAccount; oneTimePassword: string };
  }>(`/operators/${id}/${action.kind}`, { method: 'POST', body });
  return 'oneTimePassword' in item ? item : { operator: item };
}
