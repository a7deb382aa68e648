/**
 * A hall search as the repository runs it: the query after the domain rules (time chips expanded,
 * guarantee bounds applied, today's Seoul date fixed). Absent or empty lists do not filter.
 */
export type HallSearchCriteria = {
  region?: string;
  subRegion?: string;
  styles?: readonly string[];
  mealTypes?: readonly string[];
  ceremonyTypes?: readonly string[];
  trafficTypes?: readonly string[];
  levels?: readonly string[];
  tags?: readonly string[];
  /** Trimmed; matches the hall name, its region label or a nearby subway station. */
  keyword?: string;
  /** Null when no slot-level chip was given: then halls match whatever slots they have. */
  slot: SlotCriteria | null;
};

/** One open slot from `today` on must meet all of these at once. */
export type SlotCriteria = {
  /** 'YYYY-MM-DD', Seoul. */
  today: string;
  dayOfWeeks?: readonly string[];
  weddingTimes?: readonly string[];
  minGuarantee: number | null;
  maxGuarantee: number | null;
  minRentalPrice?: number;
  maxRentalPrice?: number;
  minMealPrice?: number;
  maxMealPrice?: number;
};
