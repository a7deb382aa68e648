import { type BridgeNavigate, FALLBACK_PATHS, postToNative } from '../../../shared/native/bridge.ts';

type InquiryTarget = { partnerUuid: string; weddingDayId: number };

/**
 * '잔여일정 문의하기': the native chat, told which hall and slot the couple asks about; without a native
 * host, the web inquiry page with the same two values in its query (the bridge's chat fallback).
 */
export function openSlotInquiry(navigate: BridgeNavigate, { partnerUuid, weddingDayId }: InquiryTarget): void {
  if (postToNative({ type: 'OPEN_CHAT', payload: { partnerUuid, weddingDayId } })) return;
  const query = new URLSearchParams({ partnerUuid, weddingDayId: String(weddingDayId) });
  navigate(`${FALLBACK_PATHS.chat}?${query.toString()}`);
}
