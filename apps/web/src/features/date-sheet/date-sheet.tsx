import { type DateRangeState, dateRangeReducer, pickerMonths } from '@wedding/domain/date-range-picker';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { BottomSheet } from '../../shared/ui/bottom-sheet.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { DateCalendar } from './date-calendar.tsx';
import { dateRangeLabel } from './date-range-label.ts';
import { MonthGrid } from './month-grid.tsx';
import './date-sheet.css';

/** Spec §2 'select all dates': the sheet chooses among every upcoming date, by month or by day. */
export const DATE_SHEET_TITLE = '전체 날짜 선택';

type TabKey = 'months' | 'dates';
const TABS = [
  { key: 'months', label: '월별' },
  { key: 'dates', label: '날짜별' },
] as const;

type Props = {
  open: boolean;
  onClose: () => void;
  value: DateRangeState;
  onApply: (next: DateRangeState) => void;
  /** The clock, for tests and screenshots; the window starts at its Seoul month. */
  now?: Date;
};

/**
 * The date bottom sheet (spec §2, §4). It edits a draft: only 'apply' hands the draft to the caller, so closing
 * it any other way leaves `value` as it was. The caller turns the state into a query with applyDateRange.
 */
export function DateSheet({ open, ...rest }: Props) {
  // Mounted only while open, so every opening starts a fresh draft from the current value.
  return open ? <OpenDateSheet {...rest} /> : null;
}

function OpenDateSheet({ onClose, value, onApply, now: givenNow }: Omit<Props, 'open'>) {
  const [draft, dispatch] = useReducer(dateRangeReducer, value);
  const [tab, setTab] = useState<TabKey>(value.startDate ? 'dates' : 'months');
  const [now] = useState(() => givenNow ?? new Date());
  const months = useMemo(() => pickerMonths(now), [now]);
  const tapDate = useCallback((date: string) => dispatch({ type: 'tapDate', date }), []);
  const toggleMonth = useCallback((month: string) => dispatch({ type: 'toggleMonth', month }), []);
  const label = dateRangeLabel(draft, now);
  const empty = !draft.startDate && draft.months.length === 0;

  const footer = (
    <div className="date-sheet__footer">
      <p className="date-sheet__hint" aria-live="polite">
        {hintFor(draft)}
      </p>
      <div className="date-sheet__actions">
        <Button variant="secondary" size="lg" disabled={empty} onClick={() => dispatch({ type: 'reset' })}>
          초기화
        </Button>
        <Button
          size="lg"
          className="date-sheet__apply"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {label ? `${label} 적용하기` : '전체 날짜 보기'}
        </Button>
      </div>
    </div>
  );

  return (
    <BottomSheet open title={DATE_SHEET_TITLE} onClose={onClose} footer={footer}>
      <div className="date-sheet__tabs">
        <Tabs items={TABS} selected={tab} onSelect={setTab} label="날짜 선택 방식" panelId={panelId} />
      </div>
      <div id={panelId(tab)} role="tabpanel" aria-label={tab === 'months' ? '월별 선택' : '날짜별 선택'}>
        {tab === 'months' ? (
          <MonthGrid months={months} selected={draft.months} onToggle={toggleMonth} />
        ) : (
          <DateCalendar months={months} range={draft} now={now} onTapDate={tapDate} />
        )}
      </div>
    </BottomSheet>
  );
}

const panelId = (key: TabKey) => `date-sheet-panel-${key}`;

/** Months and dates replace each other (spec §4); the hint says what the next tap does. */
function hintFor(draft: DateRangeState): string {
  if (draft.months.length > 0) return '여러 달을 고를 수 있어요. 날짜를 고르면 월 선택은 해제돼요.';
  if (draft.startDate && !draft.endDate) return '종료일을 고르세요. 그대로 적용하면 이날 하루만 찾아요.';
  if (draft.startDate) return '다른 날짜를 누르면 새로 선택해요. 월을 고르면 날짜 선택은 해제돼요.';
  return '월별로 고르거나 날짜별로 기간을 골라 주세요.';
}
