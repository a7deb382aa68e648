import { isGone, sharedListQuery } from '../../features/shortlist/api/shortlist-api.ts';
import type { PrefetchContext } from '../weddinghall/prefetch.ts';

/**
 * A family share link (issue 30 §2): the list as its token opens it, so the page reads with JavaScript off and
 * its OG tags name the halls; a wrong or revoked token renders the 'no longer shared' words with status 404.
 */
export async function prefetchShared({ queryClient, url }: PrefetchContext): Promise<{ status: number } | undefined> {
  const token = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  await queryClient.prefetchQuery(sharedListQuery(token));
  return isGone(queryClient.getQueryData(sharedListQuery(token).queryKey)) ? { status: 404 } : undefined;
}
