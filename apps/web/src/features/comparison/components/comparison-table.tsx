import type { ComparisonItem } from '@wedding/contract/comparison';
import {
  ALL_IN_FORMULA,
  type AllInEstimate,
  allInEstimate,
  allInFormulaLine,
  isOverBudget,
  missingInputsLabel,
  PENALTY_COMPARISON_DAYS,
  penaltyAt,
  requiredOptionsTotal,
} from '@wedding/domain/all-in-estimate';
import { NO_INFO, OVER_BUDGET_LABEL } from '@wedding/domain/all-in-words';
import {
  type BestDirection,
  bestValueMarks,
  distanceKm,
  distanceLabel,
  type LatLng,
} from '@wedding/domain/hall-comparison';
import { formatKoreanDateWithDay } from '@wedding/domain/korean-date';
import { flowerPriceLabel, formatWon } from '@wedding/domain/price';
import { penaltyAmountLabel } from '@wedding/domain/price-disclosure';
import { Link } from 'react-router';
import './comparison.css';

/** The all-in rule's inputs of a comparison item (decision 0063: the API maps the hall's data to these). */
export function allInOf(item: ComparisonItem, guests: number | null): AllInEstimate {
  return allInEstimate(
    {
      rental: item.rental,
      meal: item.meal,
      guarantee: item.guarantee,
      flowers: item.flowers,
      requiredOptions: item.requiredOptions,
      discountRate: item.discountRate,
    },
    guests,
  );
}

type Cell = { text: string; sub?: string | null; value: number | null; over?: boolean };
type Row = { key: string; label: string; best?: BestDirection; bestLabel?: string; cells: Cell[]; total?: boolean };

const won = (n: number | null): Cell => ({ text: n == null ? NO_INFO : formatWon(n), value: n });
const people = (n: number | null): Cell => ({ text: n == null ? NO_INFO : `${n}명`, value: n });

function buildRows(
  items: readonly ComparisonItem[],
  guests: number | null,
  budget: number | null,
  origin: LatLng | null,
) {
  const estimates = items.map((item) => allInOf(item, guests));
  const rows: Row[] = [
    { key: 'rental', label: '대관료', best: 'min', cells: items.map((i) => won(i.rental)) },
    { key: 'meal', label: '식대 (1인, 음료 제외)', best: 'min', cells: items.map((i) => won(i.meal)) },
    {
      key: 'meal-drinks',
      label: '식대 (1인, 음료 포함)',
      best: 'min',
      cells: items.map((i) => won(i.meal != null && i.drinks != null ? i.meal + i.drinks : null)),
    },
    { key: 'guarantee', label: '보증인원', best: 'min', cells: items.map((i) => people(i.guarantee)) },
    {
      key: 'flowers',
      label: '꽃장식',
      best: 'min',
      cells: items.map((i) => ({ text: i.flowers == null ? NO_INFO : flowerPriceLabel(i.flowers), value: i.flowers })),
    },
    {
      key: 'options',
      label: '필수 옵션',
      best: 'min',
      cells: items.map((i, index) => {
        if (i.requiredOptions == null) return { text: NO_INFO, value: null };
        if (i.requiredOptions.length === 0) return { text: '없음', value: 0 };
        const e = estimates[index]!;
        const billed = e.total !== null ? e.billedGuests : (i.guarantee ?? 0);
        const total = requiredOptionsTotal(i.requiredOptions, billed);
        return {
          text: formatWon(total),
          sub: i.requiredOptions.map((o) => o.name).join(', '),
          value: total,
        };
      }),
    },
    {
      key: 'discount',
      label: '할인',
      best: 'max',
      cells: items.map((i, index) => {
        if (i.discountRate == null) return { text: NO_INFO, value: null };
        const e = estimates[index]!;
        const amount = e.total !== null ? e.discount : null;
        return {
          text: i.discountRate > 0 ? `${i.discountRate}%` : '없음',
          sub: amount ? `−${formatWon(amount)}` : null,
          value: i.discountRate,
        };
      }),
    },
    { key: 'deposit', label: '계약금', best: 'min', cells: items.map((i) => won(i.deposit)) },
    ...PENALTY_COMPARISON_DAYS.map(
      (days): Row => ({
        key: `penalty-${days}`,
        label: `위약금 (${days}일 전)`,
        best: 'min',
        cells: items.map((i, index) => {
          const p = penaltyAt(i.penalties, days, { contract: estimates[index]!.total, deposit: i.deposit });
          if (!p) return { text: NO_INFO, value: null };
          return {
            text: p.amount == null ? penaltyAmountLabel(p.row) : formatWon(p.amount),
            sub: p.amount == null || p.row.percent === 0 ? null : penaltyAmountLabel(p.row),
            value: p.amount,
          };
        }),
      }),
    ),
    {
      key: 'hall-type',
      label: '홀 타입',
      cells: items.map((i) => ({ text: i.hallType ?? NO_INFO, value: null })),
    },
    {
      key: 'capacity',
      label: '수용 인원',
      best: 'max',
      cells: items.map((i) => ({
        text:
          i.capacityMin == null && i.capacityMax == null
            ? NO_INFO
            : [
                i.capacityMin != null ? `최소 ${i.capacityMin}명` : null,
                i.capacityMax != null ? `최대 ${i.capacityMax}명` : null,
              ]
                .filter(Boolean)
                .join(' · '),
        value: i.capacityMax,
      })),
    },
    {
      key: 'distance',
      label: '거리 (직선)',
      best: 'min',
      cells: items.map((i) => {
        if (!origin) return { text: '출발지를 정하면 보여요', value: null };
        if (i.lat == null || i.lng == null) return { text: NO_INFO, value: null };
        const km = distanceKm(origin, { lat: i.lat, lng: i.lng });
        return { text: distanceLabel(km), value: km };
      }),
    },
    {
      key: 'rating',
      label: '평점',
      best: 'max',
      cells: items.map((i) => ({ text: i.rating == null ? NO_INFO : `★ ${i.rating.toFixed(1)}`, value: i.rating })),
    },
    {
      key: 'reviews',
      label: '리뷰 수',
      best: 'max',
      cells: items.map((i) => ({ text: `${i.reviewCount}개`, value: i.reviewCount })),
    },
    {
      key: 'all-in',
      label: guests ? `예상 총액 (하객 ${guests}명)` : '예상 총액',
      best: 'min',
      total: true,
      cells: estimates.map((e) =>
        e.total === null
          ? { text: '계산할 수 없어요', sub: missingInputsLabel(e.missing), value: null }
          : { text: formatWon(e.total), sub: allInFormulaLine(e), value: e.total, over: isOverBudget(e.total, budget) },
      ),
    },
  ];
  return rows;
}

const BEST_LABEL: Record<BestDirection, string> = { min: '최저', max: '최고' };

type Props = {
  items: readonly ComparisonItem[];
  /** The couple's guest count: the all-in row is for it; null asks for it. */
  guests: number | null;
  budgetCeiling?: number | null;
  /** The chosen address for the distance row. */
  origin?: LatLng | null;
  caption?: string;
};

/**
 * The side-by-side table of issue 30 §3: one column an item, one row a figure, the best value of each row marked,
 * '정보 없음' where a hall published nothing, the all-in estimate last with its formula under it. On a phone the
 * row names stay (sticky first column) while the items swipe sideways; on a desk it is a plain table. Props only:
 * the family share page can render it with the figures it has.
 */
export function ComparisonTable({
  items,
  guests,
  budgetCeiling = null,
  origin = null,
  caption = '웨딩홀 비교',
}: Props) {
  const rows = buildRows(items, guests, budgetCeiling, origin);
  return (
    <div className="compare-scroll" data-testid="comparison-table">
      <table className="compare-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="compare-table__corner">
              항목
            </th>
            {items.map((item) => (
              <th key={item.ref} scope="col" className="compare-table__item" data-ref={item.ref}>
                <Link to={item.path} className="compare-table__name">
                  {item.name}
                </Link>
                {item.roomName ? <span className="compare-table__room">{item.roomName}</span> : null}
                {item.weddingDate ? (
                  <span className="compare-table__when">
                    {formatKoreanDateWithDay(item.weddingDate)} {item.weddingTime}
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const marks = row.best
              ? bestValueMarks(
                  row.cells.map((c) => c.value),
                  row.best,
                )
              : [];
            return (
              <tr key={row.key} className={row.total ? 'compare-table__total' : undefined} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td
                    key={items[index]!.ref}
                    className={marks[index] ? 'is-best' : cell.text === NO_INFO ? 'is-unknown' : undefined}
                    data-value={cell.value ?? ''}
                  >
                    <span className="compare-table__value">{cell.text}</span>
                    {marks[index] && row.best ? (
                      <span className="compare-table__best">{BEST_LABEL[row.best]}</span>
                    ) : null}
                    {cell.over ? <span className="compare-table__over">{OVER_BUDGET_LABEL}</span> : null}
                    {cell.sub ? <span className="compare-table__sub">{cell.sub}</span> : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="compare-formula" data-testid="all-in-formula">
        예상 총액 = {ALL_IN_FORMULA}
      </p>
    </div>
  );
}
