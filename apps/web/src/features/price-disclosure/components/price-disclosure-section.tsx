import type { PriceDisclosure } from '@wedding/contract/price-disclosure';
import { PRICE_DISCLOSURE_PENDING } from '@wedding/contract/price-disclosure-constants';
import { formatWon } from '@wedding/domain/price';
import { DISCLOSURE_UNIT_LABELS } from '@wedding/domain/price-disclosure';
import './price-disclosure.css';
import { PenaltyTable } from './penalty-table.tsx';
import { updatedLabel } from './updated-date.ts';

type Item = PriceDisclosure['items'][number];

function ItemTable({ items, caption }: { items: Item[]; caption: string }) {
  return (
    <table className="disclosure-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">항목</th>
          <th scope="col">가격</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name}>
            <th scope="row">{item.name}</th>
            <td>
              {formatWon(item.price)}{' '}
              <span className="disclosure-table__unit">/ {DISCLOSURE_UNIT_LABELS[item.unit]}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The hall's price disclosure on the info tab (공정위 고시, issue 26 §3): base services and optional items with
 * their prices, the cancellation penalties and the refund rules, with the date they were last updated. Plain
 * tables and text, rendered by the server: a guest reads them without login, phone number or JavaScript.
 */
export function PriceDisclosureSection({
  disclosure,
  failed = false,
}: {
  disclosure: PriceDisclosure | null | undefined;
  /** The read failed: say so, rather than claim the hall has published nothing. */
  failed?: boolean;
}) {
  const required = disclosure?.items.filter((item) => item.required) ?? [];
  const optional = disclosure?.items.filter((item) => !item.required) ?? [];
  return (
    <section className="hall-section disclosure" aria-labelledby="hall-disclosure-title" data-testid="price-disclosure">
      <h3 id="hall-disclosure-title" className="hall-section__title">
        가격 정보
      </h3>
      {disclosure ? (
        <>
          <p className="disclosure__updated">{updatedLabel(disclosure.updatedAt)}</p>
          {required.length > 0 ? <ItemTable items={required} caption="기본 서비스(필수)" /> : null}
          {optional.length > 0 ? <ItemTable items={optional} caption="선택 항목" /> : null}
          <PenaltyTable penalties={disclosure.penalties} caption="취소 위약금" />
          <h4 className="disclosure__subtitle">환급 기준</h4>
          <p className="disclosure__refund">{disclosure.refundRules}</p>
        </>
      ) : (
        <p className="hall-empty-text">
          {failed ? '가격 정보를 불러오지 못했어요. 잠시 후 다시 열어 주세요.' : PRICE_DISCLOSURE_PENDING}
        </p>
      )}
    </section>
  );
}
