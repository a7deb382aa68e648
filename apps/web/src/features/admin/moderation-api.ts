import { ADMIN_API } from '@wedding/contract/admin-constants';
import type { ModerationQueue, ModerationTarget } from '@wedding/contract/admin-moderation';
import type { ModerationQueueFilter, ModerationQueueSort } from '@wedding/contract/admin-moderation-constants';
import type { ModerationAction, ModerationTargetKind, SuspensionDuration } from '@wedding/domain/moderation';
import { apiRequest } from '../../shared/api/client.ts';
import { ADMIN_QUERY_KEY } from './admin-api.ts';

// The moderation queue's calls (issue 29 §2): under /v3/admin, with the wd_op cookie.

export const moderationQueryKey = [...ADMIN_QUERY_KEY, 'reports'] as const;

export type QueueParams = { filter: ModerationQueueFilter; sort: ModerationQueueSort; page: number };

export async function fetchModerationQueue({ filter, sort, page }: QueueParams): Promise<ModerationQueue> {
  const query = new URLSearchParams({ filter, sort, page: String(page) });
  return (await apiRequest<{ item: ModerationQueue }>(`${ADMIN_API}/reports?${query}`)).item;
}

const targetPath = (kind: ModerationTargetKind, uuid: string) =>
  `${ADMIN_API}/reports/${encodeURIComponent(kind)}/${encodeURIComponent(uuid)}`;

export async function fetchModerationTarget(kind: ModerationTargetKind, uuid: string): Promise<ModerationTarget> {
  return (await apiRequest<{ item: ModerationTarget }>(targetPath(kind, uuid))).item;
}

export type ActionInput = { action: ModerationAction; reason: string; duration?: SuspensionDuration };

/** Runs one action; answers the target as it is afterwards. */
export async function runModerationAction(
  kind: ModerationTargetKind,
  uuid: string,
  { action, reason, duration }: ActionInput,
): Promise<ModerationTarget> {
  const [path, body] =
    action === 'SUSPEND'
      ? ['/suspend', { duration, reason }]
      : action === 'UNSUSPEND'
        ? ['/unsuspend', { reason }]
        : ['/actions', { action, reason }];
  return (await apiRequest<{ item: ModerationTarget }>(`${targetPath(kind, uuid)}${path}`, { method: 'POST', body }))
    .item;
}
