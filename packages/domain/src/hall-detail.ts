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
