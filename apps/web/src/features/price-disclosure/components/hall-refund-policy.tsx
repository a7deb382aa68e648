import { PRICE_DISCLOSURE_PENDING } from '@wedding/contract/price-disclosure-constants';
import { usePriceDisclosure } from '../api/get-price-disclosure.ts';
import './price-disclosure.css';
import { PenaltyTable } from './penalty-table.tsx';
import { updatedLabel } from './updated-date.ts';

/**
 * The hall's own cancellation penalties and refund rules on the hold page, before paying (issue 26 §3): they
 * replace the constant policy text. The same guest read as the hall page's info tab.
 */
export function HallRefundPolicy({ partnerUuid }: { partnerUuid: string }) {
  const query = usePriceDisclosure(partnerUuid);
  if (query.isPending) return <p className="disclosure__updated">웨딩홀의 위약금 기준을 불러오는 중이에요.</p>;
  if (query.isError) return <p className="disclosure__updated">웨딩홀의 위약금 기준을 불러오지 못했어요.</p>;
  const disclosure = query.data;
  if (!disclosure) return <p className="disclosure__updated">{PRICE_DISCLOSURE_PENDING}</p>;
  return (
    <div className="disclosure" data-testid="hold-hall-policy">
      <PenaltyTable penalties={disclosure.penalties} caption="웨딩홀 취소 위약금" />
      <h4 className="disclosure__subtitle">환급 기준</h4>
      <p className="disclosure__refund">{disclosure.refundRules}</p>
      <p className="disclosure__updated">웨딩홀이 공개한 내용 · {updatedLabel(disclosure.updatedAt)}</p>
    </div>
  );
}
