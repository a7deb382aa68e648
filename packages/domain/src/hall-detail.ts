// Hall detail page rules of spec §2: which tabs exist, the bottom button, the notice bar.
import { parseInstant } from './instant.ts';

export const HALL_DETAIL_TAB = { INFO: 1, SLOTS: 2, PHOTOS: 3, REVIEWS: 4 } as const;
export type HallDetailTabId = (typeof HALL_DETAIL_TAB)[keyof typeof HALL_DETAIL_TAB];

export const HALL_DETAIL_TAB_LABELS: Readonly<Record<HallDetailTabId, string>> = {
  1: '정보',
  2: '잔여일정',
  3: '사진',
  4: '후기',
};

/** The remaining-slots tab exists only for halls that use contracts. */
export function hallDetailTabs(contractUsed: boolean | null | undefined): HallDetailTabId[] {
  return contractUsed === true ? [1, 2, 3, 4] : [1, 3, 4];
}

/** The tab a `?tabId=` link opens: unknown or unavailable tabs (2 without contracts) fall back to info. */
export function resolveHallDetailTab(tabId: unknown, contractUsed: boolean | null | undefined): HallDetailTabId {
  const requested = Number(tabId);
  return (hallDetailTabs(contractUsed) as number[]).includes(requested)
    ? (requested as HallDetailTabId)
    : HALL_DETAIL_TAB.INFO;
}

export const HALL_DETAIL_BUTTON_LABEL = '방문 및 할인 문의';

/** 방문 및 할인 문의 on the info and review tabs; the slot and photo tabs leave the button empty. */
export function hallDetailButtonLabel(tabId: HallDetailTabId): string {
  return tabId === HALL_DETAIL_TAB.INFO || tabId === HALL_DETAIL_TAB.REVIEWS ? HALL_DETAIL_BUTTON_LABEL : '';
}

/** The notice bar shows only on the info tab while its expiration is still in the future. */
export function isHallNoticeVisible({
  tabId,
  expirationDateOfNotice,
  now,
}: {
  tabId: HallDetailTabId;
  expirationDateOfNotice: string | null | undefined;
  now: Date;
}): boolean {
  if (tabId !== HALL_DETAIL_TAB.INFO || !expirationDateOfNotice) return false;
  const expires = parseInstant(expirationDateOfNotice);
  return expires !== null && expires.getTime() > now.getTime();
}

// --- Info tab rows (spec §5 hall detail display rules) ---

export type FacilityValue = number | boolean | string | null | undefined;
export const FACILITY_LABELS = {
  elevatorCount: '엘리베이터',
  pyebaekRoom: '폐백실',
  honjooRoom: '혼주실',
  subWaitingRoom: '보조 대기실',
  guestSpace: '하객 공간',
} as const;
export type FacilityKey = keyof typeof FACILITY_LABELS;

/**
 * Facility rows: a row whose value is false (or missing) is hidden; otherwise it shows the count ('2대' for
 * elevators, '2개' for rooms) or the text; true alone reads '있음'.
 */
export function facilityRows(amenities: Partial<Record<FacilityKey, FacilityValue>> | null | undefined) {
  if (!amenities) return [];
  return (Object.keys(FACILITY_LABELS) as FacilityKey[]).flatMap((key) => {
    const value = amenities[key];
    if (value === false || value === null || value === undefined || value === '') return [];
    const text =
      typeof value === 'number' ? `${value}${key === 'elevatorCount' ? '대' : '개'}` : value === true ? '있음' : value;
    return [{ key, label: FACILITY_LABELS[key], value: text }];
  });
}

/** Map, subway and parking rows show only when their values are non-empty. */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The route-finding sheet shows only when the keyword lookup found at least one place; the first is used. */
export function routeDestination<T>(documents: readonly T[] | null | undefined): T | null {
  return documents && documents.length > 0 ? (documents[0] as T) : null;
}

/** Wedding gap in minutes: one number ('90분'), or a list ('90분 / 120분'). */
export function weddingGapLabel(gap: number | readonly number[]): string {
  const list = typeof gap === 'number' ? [gap] : gap;
  return list.length > 0 ? list.map((m) => `${m}분`).join(' / ') : '';
}

/**
 * The three route apps of spec §9 (a Korean map app, a second map app, a taxi-and-navigation app), each as an
 * app link to the destination. On Android the intent form opens the app or its store page.
 */
export function routeAppLinks(place: { name: string; lat: number; lng: number }, android: boolean) {
  const name = encodeURIComponent(place.name);
  const { lat, lng } = place;
  const link = (scheme: string, path: string, pkg: string) =>
    android ? `intent://${path}#Intent;scheme=${scheme};package=${pkg};end` : `${scheme}://${path}`;
  return [
    {
      app: 'kakaomap',
      label: '카카오맵',
      href: link('kakaomap', `route?ep=${lat},${lng}&by=CAR`, 'net.daum.android.map'),
    },
    {
      app: 'navermap',
      label: '네이버 지도',
      href: link('nmap', `route/car?dlat=${lat}&dlng=${lng}&dname=${name}&appname=wedding`, 'com.nhn.android.nmap'),
    },
    {
      app: 'kakaot',
      label: '카카오T',
      href: link('kakaot', `taxi?dest_lat=${lat}&dest_lng=${lng}&dest_name=${name}`, 'com.kakao.taxi'),
    },
  ] as const;
}
