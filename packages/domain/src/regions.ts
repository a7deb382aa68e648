// The 17 regions of spec §9. Seoul has 12 sub-regions and Gyeonggi 11; the others have none.
// The spec names the counts, not the groupings: see docs/decisions/0002-regions.md.

export type Region = { readonly name: string; readonly subRegions: readonly string[] };

// biome-ignore format: sub-regions in rows of six stay scannable
export const REGIONS: readonly Region[] = [
  {
    name: '서울',
    subRegions: [
      '강남구', '서초구', '송파·강동', '영등포·구로', '마포·서대문', '용산구',
      '종로·중구', '성동·광진', '강서·양천', '동작·관악', '노원·도봉·강북', '동대문·중랑·성북',
    ],
  },
  {
    name: '경기',
    subRegions: [
      '수원', '성남·분당', '고양·일산', '용인', '부천', '안양·과천',
      '화성·동탄', '남양주·구리', '의정부', '평택·안성', '파주·김포',
    ],
  },
  ...['인천', '부산', '대구', '광주', '대전', '울산', '세종', '강원', '충북', '충남', '전북', '전남', '경북', '경남', '제주'].map(
    (name) => ({ name, subRegions: [] as const }),
  ),
];

export const REGION_NAMES: readonly string[] = REGIONS.map((r) => r.name);

export function findRegion(name: string): Region | undefined {
  return REGIONS.find((r) => r.name === name);
}

export function isValidSubRegion(region: string, subRegion: string): boolean {
  return findRegion(region)?.subRegions.includes(subRegion) ?? false;
}

/** The label shown on cards: '서울 강남구', or just the region when there is no sub-region. */
export function regionLabel(region: string, subRegion?: string | null): string {
  return subRegion ? `${region} ${subRegion}` : region;
}

/** Nearby recommendations are keyed NEARBY_RECOMMEND with the region's spaces replaced by dashes (spec §7). */
export function nearbyRecommendKey(regionText: string): string {
  return `NEARBY_RECOMMEND_${regionText.trim().replace(/\s+/g, '-')}`;
}
