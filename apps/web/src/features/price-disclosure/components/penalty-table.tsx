import type { PriceDisclosure } from '@wedding/contract/price-disclosure';
import { penaltyAmountLabel, penaltyRowLabel } from '@wedding/domain/price-disclosure';

/** The hall's cancellation penalties (위약금), farthest day first, as a two-column table. */
export function PenaltyTable({ penalties, caption }: { penalties: PriceDisclosure['penalties']; caption: string }) {
  return (
    <table className="disclosure-table" data-testid="penalty-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">취소 시점</th>
          <th scope="col">위약금</th>
        </tr>
      </thead>
      <tbody>
        {penalties.map((row) => (
          <tr key={row.minDaysBefore}>
            <th scope="row">{penaltyRowLabel(row)}</th>
            <td>{penaltyAmountLabel(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
