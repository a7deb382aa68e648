import type { PriceDisclosure, PriceDisclosureBody } from '@wedding/contract/price-disclosure';
import { normalizePriceDisclosure, priceDisclosureProblem } from '@wedding/domain/price-disclosure';
import type { CdnPurge } from '../../shared/cdn-purge.ts';
import { venueNotFound } from '../hall-detail/errors.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';
import { disclosureInvalid } from './errors.ts';
import type { DisclosureRow, PriceDisclosureRepository } from './repository.ts';

export type PriceDisclosureService = {
  /** The console's own disclosure, or null before the first publish. */
  findOwn(staff: StaffPrincipal): Promise<PriceDisclosure | null>;
  /** Validates (400 naming the row) and publishes the whole disclosure; the guest sees it on the next request. */
  publish(staff: StaffPrincipal, body: PriceDisclosureBody): Promise<PriceDisclosure>;
  /** A hall's published disclosure for anyone; null when it has none yet, 404 when there is no such hall. */
  findForGuest(partnerUuid: string): Promise<PriceDisclosure | null>;
};

const present = (row: DisclosureRow): PriceDisclosure => ({
  items: row.items.map(({ name, price, unit, required }) => ({ name, price, unit, required })),
  penalties: row.penalties.map(({ minDaysBefore, percent, base }) => ({ minDaysBefore, percent, base })),
  refundRules: row.refundRules,
  updatedAt: row.updatedAt.toISOString(),
});

export function createPriceDisclosureService(deps: {
  repository: PriceDisclosureRepository;
  now?: () => Date;
  /** Tells the CDN the guest copies changed (issue 26 §7); a failed purge never fails the publish. */
  cdnPurge?: Pick<CdnPurge, 'purgePaths'>;
}): PriceDisclosureService {
  const repo = deps.repository;
  const now = deps.now ?? (() => new Date());
  return {
    async findOwn(staff) {
      const row = await repo.findByPartnerId(staff.partner.id);
      return row && present(row);
    },
    async publish(staff, body) {
      const problem = priceDisclosureProblem(body);
      if (problem) throw disclosureInvalid(problem);
      const saved = present(await repo.replace(staff, normalizePriceDisclosure(body), now()));
      const uuid = staff.partner.uuid;
      await deps.cdnPurge?.purgePaths([`/v3/book/halls/${uuid}/price-disclosure`, `/weddinghall/${uuid}`]);
      return saved;
    },
    async findForGuest(partnerUuid) {
      const partnerId = await repo.partnerIdOf(partnerUuid);
      if (partnerId === null) throw venueNotFound();
      const row = await repo.findByPartnerId(partnerId);
      return row && present(row);
    },
  };
}
