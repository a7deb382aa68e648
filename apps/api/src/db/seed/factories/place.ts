import { type Place, REGION_PLACES, SUB_REGION_PLACES } from '../data/places.ts';
import type { Location } from './region-plan.ts';

export function placeOf(location: Location): Place {
  const place = location.subRegion ? SUB_REGION_PLACES[location.subRegion] : REGION_PLACES[location.region];
  if (!place) throw new Error(`no seed place for ${location.region} ${location.subRegion ?? ''}`);
  return place;
}

const AREA_CODES: Readonly<Record<string, string>> = {
  서울: '02',
  경기: '031',
  인천: '032',
  부산: '051',
  대구: '053',
  광주: '062',
  대전: '042',
  울산: '052',
  세종: '044',
  강원: '033',
  충북: '043',
  충남: '041',
  전북: '063',
  전남: '061',
  경북: '054',
  경남: '055',
  제주: '064',
};

/** A landline in the region's own area code, the way halls list their front desk. */
export function landline(region: string, a: number, b: number): string {
  return `${AREA_CODES[region] ?? '02'}-${a}-${b}`;
}
