import { queryOptions } from '@tanstack/react-query';
import type { SharedList, ShareLink, Shortlist, ShortlistItem } from '@wedding/contract/shortlist';
import { SHARED_API, SHORTLIST_API, SHORTLIST_ERROR_CODES } from '@wedding/contract/shortlist-constants';
import { ApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/client.ts';

// The couple's shortlist (issue 30 §2) and what a family share link reads and writes.

export const shortlistQuery = () =>
  queryOptions({
    queryKey: ['shortlist'] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ item: Shortlist }>(SHORTLIST_API, { signal })).item,
  });

export const addToShortlist = async (kind: ShortlistItem['kind'], target: string) =>
  (
    await apiRequest<{ item: { added: number; total: number } }>(`${SHORTLIST_API}/items`, {
      method: 'POST',
      body: { kind, target },
    })
  ).item;

export const addFromLikes = async () =>
  (
    await apiRequest<{ item: { added: number; total: number } }>(`${SHORTLIST_API}/items/from-likes`, {
      method: 'POST',
    })
  ).item;

export const saveNote = async (id: string, note: string) =>
  (
    await apiRequest<{ item: ShortlistItem }>(`${SHORTLIST_API}/items/${encodeURIComponent(id)}/note`, {
      method: 'PUT',
      body: { note },
    })
  ).item;

export const removeItem = (id: string) =>
  apiRequest<null>(`${SHORTLIST_API}/items/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const createLink = async (role: ShareLink['role'], label: string) =>
  (await apiRequest<{ item: ShareLink }>(`${SHORTLIST_API}/links`, { method: 'POST', body: { role, label } })).item;

export const revokeLink = (id: string) =>
  apiRequest<null>(`${SHORTLIST_API}/links/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A link that is wrong or revoked: the page shows the Korean 'no longer shared' words, never an error screen. */
export type SharedAnswer = SharedList | { gone: true };

export const sharedListQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-list', token] as const,
    queryFn: async ({ signal }): Promise<SharedAnswer> => {
      try {
        return (await apiRequest<{ item: SharedList }>(`${SHARED_API}/${encodeURIComponent(token)}`, { signal })).item;
      } catch (error) {
        if (error instanceof ApiError && error.code === SHORTLIST_ERROR_CODES.SHARE_GONE) return { gone: true };
        throw error;
      }
    },
  });

export const isGone = (answer: SharedAnswer | undefined): answer is { gone: true } =>
  Boolean(answer && 'gone' in answer);

export const sharedVote = async (token: string, itemId: string, name: string, value: 'UP' | 'DOWN') =>
  (
    await apiRequest<{ item: { itemId: string; value: 'UP' | 'DOWN'; up: number; down: number } }>(
      `${SHARED_API}/${encodeURIComponent(token)}/items/${encodeURIComponent(itemId)}/vote`,
      { method: 'PUT', body: { name, value } },
    )
  ).item;

export const sharedComment = async (token: string, itemId: string, name: string, body: string) =>
  (
    await apiRequest<{ item: ShortlistItem['comments'][number] }>(
      `${SHARED_API}/${encodeURIComponent(token)}/items/${encodeURIComponent(itemId)}/comments`,
      { method: 'POST', body: { name, body } },
    )
  ).item;
