// Where a partner's card leads (spec §2 routes): a wedding hall (type 2) has its own hall page, every other
// partner (a planner, type 37, and any type added later) the general partner page. A planner sent to the hall
// page would only meet its not-found screen.
import { PARTNER_TYPE } from './enums.ts';

export type PartnerRef = { partnerUuid: string; type: number };

export function isWeddingHall(partner: { type: number }): boolean {
  return partner.type === PARTNER_TYPE.WEDDING_HALL;
}

/** /weddinghall/{partnerUuid} for a hall, /partner/{uuid} for anyone else. */
export function partnerPath(partner: PartnerRef): string {
  const uuid = encodeURIComponent(partner.partnerUuid);
  return isWeddingHall(partner) ? `/weddinghall/${uuid}` : `/partner/${uuid}`;
}
