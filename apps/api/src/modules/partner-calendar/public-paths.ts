// The guest-facing paths a calendar change makes stale (issue 26 §7), sent to the CDN purge hook as prefixes.

/** Past this many slots one prefix purges every slot detail instead of a list of ids. */
const MAX_SLOT_PATHS = 50;

export function changedPublicPaths(partnerUuid: string, slotIds: readonly number[]): string[] {
  const slotPaths =
    slotIds.length > MAX_SLOT_PATHS ? ['/v3/public/wedding/day/'] : slotIds.map((id) => `/v3/public/wedding/day/${id}`);
  return [
    // the hall's slot list and the cross-hall remaining-slot list
    `/v3/public/wedding/estimate/product/${partnerUuid}`,
    '/v3/public/wedding/day/remaining-wedding-days',
    ...slotPaths,
    // the hall page (its minPrice label and room slots) and the hall search lists, which show minPrice
    `/v3/book/halls/${partnerUuid}/`,
    '/v3/book/halls',
    '/v3/book/popular-wedding-halls',
  ];
}
