/** The `id` query parameter as a wedding-day id, or null when it is missing or not a positive integer. */
export function parseWeddingDayId(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  // Ids are bigint on the server but read as JS numbers: anything past 2^53 would silently round.
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** This page's canonical URL (spec §2): /weddinghall/{partnerUuid}/slot?id={weddingDayId}. */
export function slotDetailPath(partnerUuid: string, weddingDayId: number, search = ''): string {
  const params = new URLSearchParams(search);
  params.set('id', String(weddingDayId));
  return `/weddinghall/${encodeURIComponent(partnerUuid)}/slot?${params.toString()}`;
}

/** The hall page, opened on its remaining-slots tab (tabId 2) when the hall uses contracts (spec §2). */
export function hallInfoPath(slot: { partnerUuid: string; contractUsed: boolean }): string {
  const path = `/weddinghall/${encodeURIComponent(slot.partnerUuid)}`;
  return slot.contractUsed ? `${path}?tabId=2` : path;
}
