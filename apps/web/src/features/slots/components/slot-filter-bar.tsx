import type { DateRangeState } from '@wedding/domain/date-range-picker';
import { labelOf, SLOT_SORTS, WEDDING_DAYS, WEDDING_TIME_FILTERS } from '@wedding/domain/enums';
import { type ComponentType, useState } from 'react';
import { CHIP_NAMES, dayChipLabel, guaranteeChipLabel, timeChipLabel } from '../lib/chip-labels.ts';
import { activeFilterCount, DEFAULT_SLOT_FILTERS, type SlotFilterState } from '../lib/slot-filters.ts';
import { DaySheet, GuaranteeSheet, SortSheet, TimeSheet } from './deferred-sheets.tsx';
import { FilterChip } from './filter-chip.tsx';

/**
 * The date sheet is its own feature; features do not import each other, so the route hands it in
 * (the slot page and the hall page's slots tab pass the same one).
 */
export type DateSheetSlot = {
  Sheet: ComponentType<{
    open: boolean;
    onClose: () => void;
    value: DateRangeState;
    onApply: (next: DateRangeState) => void;
  }>;
  label: (state: DateRangeState) => string | null;
};

type SheetName = 'sort' | 'date' | 'day' | 'time' | 'guarantee';
type Props = { value: SlotFilterState; onChange: (next: SlotFilterState) => void; dateSheet?: DateSheetSlot };

const TIME_OPTIONS = WEDDING_TIME_FILTERS.map(({ value, label }) => ({ value, label }));

/** Sort chip, then the filter chips of spec §9 and the date chip; each opens its sheet. */
export function SlotFilterBar({ value, onChange, dateSheet }: Props) {
  const [open, setOpen] = useState<SheetName | null>(null);
  const close = () => setOpen(null);
  const chip = (name: SheetName) => ({ expanded: open === name, onClick: () => setOpen(name) });
  const DateSheet = dateSheet?.Sheet;

  return (
    <div className="slot-filters">
      <fieldset className="slot-filters__row">
        <legend className="visually-hidden">정렬과 필터</legend>
        <FilterChip name="정렬" value={labelOf(SLOT_SORTS, value.sortType)} neutral {...chip('sort')} />
        {dateSheet ? (
          <FilterChip name={CHIP_NAMES.date} value={dateSheet.label(value.dateRange)} {...chip('date')} />
        ) : null}
        <FilterChip name={CHIP_NAMES.day} value={dayChipLabel(value.dayOfWeeks)} {...chip('day')} />
        <FilterChip name={CHIP_NAMES.time} value={timeChipLabel(value.weddingTimes)} {...chip('time')} />
        <FilterChip
          name={CHIP_NAMES.guarantee}
          value={guaranteeChipLabel(value.minGuarantee, value.maxGuarantee)}
          {...chip('guarantee')}
        />
        {activeFilterCount(value) > 0 ? (
          <button
            type="button"
            className="slot-filters__reset"
            onClick={() => onChange({ ...DEFAULT_SLOT_FILTERS, sortType: value.sortType })}
          >
            필터 초기화
          </button>
        ) : null}
      </fieldset>

      <SortSheet
        open={open === 'sort'}
        value={value.sortType}
        onClose={close}
        onSelect={(sortType) => onChange({ ...value, sortType })}
      />
      {DateSheet ? (
        <DateSheet
          open={open === 'date'}
          onClose={close}
          value={value.dateRange}
          onApply={(dateRange) => onChange({ ...value, dateRange })}
        />
      ) : null}
      <DaySheet
        open={open === 'day'}
        title="예식 요일"
        options={WEDDING_DAYS}
        value={value.dayOfWeeks}
        onClose={close}
        onApply={(dayOfWeeks) => onChange({ ...value, dayOfWeeks })}
      />
      <TimeSheet
        open={open === 'time'}
        title="예식 시간"
        options={TIME_OPTIONS}
        value={value.weddingTimes}
        onClose={close}
        onApply={(weddingTimes) => onChange({ ...value, weddingTimes })}
      />
      <GuaranteeSheet
        open={open === 'guarantee'}
        min={value.minGuarantee}
        max={value.maxGuarantee}
        onClose={close}
        onApply={({ min, max }) => onChange({ ...value, minGuarantee: min, maxGuarantee: max })}
      />
    </div>
  );
}
