import type { Slot } from '@wedding/contract/slots';
import { flowerPriceLabel, formatWon } from '@wedding/domain/price';
import './slot-price-breakdown.css';

type Props = { slot: Pick<Slot, 'rentalPrice' | 'flowerPrice' | 'mealPrice' | 'finalPrice' | 'discountRate'> };

/**
 * What makes up a slot's price: rental, flowers (0 means included, spec §3), the meal per guest, the discount
 * and the final price. A description list, so a screen reader reads each amount with its name.
 */
export function SlotPriceBreakdown({ slot }: Props) {
  return (
    <dl className="slot-price" data-testid="slot-price-breakdown">
      <div className="slot-price__row">
        <dt>대관료</dt>
        <dd>{formatWon(slot.rentalPrice)}</dd>
      </div>
      <div className="slot-price__row">
        <dt>꽃장식</dt>
        <dd>{flowerPriceLabel(slot.flowerPrice)}</dd>
      </div>
      <div className="slot-price__row">
        <dt>식대 (1인)</dt>
        <dd>{formatWon(slot.mealPrice)}</dd>
      </div>
      <div className="slot-price__row">
        <dt>할인율</dt>
        <dd className={slot.discountRate > 0 ? 'slot-price__discount' : undefined}>
          {slot.discountRate > 0 ? `${slot.discountRate}%` : '없음'}
        </dd>
      </div>
      <div className="slot-price__row slot-price__row--total">
        <dt>최종 가격</dt>
        <dd>{formatWon(slot.finalPrice)}</dd>
      </div>
    </dl>
  );
}
