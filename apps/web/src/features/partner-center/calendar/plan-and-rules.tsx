import { useQueryClient } from '@tanstack/react-query';
import { WEDDING_DAYS, WEDDING_START_TIMES } from '@wedding/domain/enums';
import { formatWon } from '@wedding/domain/price';
import { SEASONS } from '@wedding/domain/slot-calendar';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import {
  addRule,
  applyGenerate,
  calendarKey,
  deleteRule,
  type GenerateResult,
  type PriceRuleBody,
  previewGenerate,
  savePlan,
  useCalendarSetup,
  type WeeklyPlan,
} from './calendar-api.ts';
import { emptyDraft, type PriceDraft, PriceFields, parseDraft } from './price-fields.tsx';
import { errorText } from './slot-panel.tsx';

type Day = keyof WeeklyPlan;

/**
 * The calendar's model behind the month (decision 0040): a weekly plan, price rules (the latest matching one
 * wins), and generating the slots from them up to the wedding open date, previewed before it runs.
 */
export function PlanAndRules({ hallId }: { hallId: number }) {
  const setup = useCalendarSetup(hallId);
  if (setup.isPending) return null;
  if (setup.isError) return <p role="alert">{errorText(setup.error)}</p>;
  return (
    <>
      <PlanEditor key={`plan-${hallId}`} hallId={hallId} initial={setup.data.plan} />
      <RuleList hallId={hallId} rules={setup.data.rules} />
      <RuleForm key={`rule-${hallId}`} hallId={hallId} />
      <Generate hallId={hallId} />
    </>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarKey });
}

function PlanEditor({ hallId, initial }: { hallId: number; initial: WeeklyPlan }) {
  const [plan, setPlan] = useState<WeeklyPlan>(initial);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const refresh = useRefresh();
  const toggle = (day: Day, time: string, on: boolean) =>
    setPlan({ ...plan, [day]: on ? [...plan[day], time].sort() : plan[day].filter((t) => t !== time) });
  async function save() {
    try {
      await savePlan(hallId, plan);
      setMessage({ error: false, text: '반복 일정을 저장했어요. 아래 "일정 만들기"로 반영합니다.' });
      void refresh();
    } catch (e) {
      setMessage({ error: true, text: errorText(e) });
    }
  }
  return (
    <section className="console-card" aria-labelledby="plan-title">
      <h2 id="plan-title">반복 일정 (요일 × 시간)</h2>
      <div className="calendar-plan">
        {WEDDING_DAYS.map((d) => (
          <fieldset key={d.value} className="calendar-days">
            <legend>{d.label}</legend>
            {WEDDING_START_TIMES.map((time) => (
              <label key={time}>
                <input
                  type="checkbox"
                  checked={plan[d.value].includes(time)}
                  onChange={(e) => toggle(d.value, time, e.target.checked)}
                />
                {time}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <Button variant="secondary" onClick={save}>
        반복 일정 저장
      </Button>
      <p className={message?.error ? 'calendar-panel__error' : 'calendar-panel__done'} role="status">
        {message?.text}
      </p>
    </section>
  );
}

function RuleList({ hallId, rules }: { hallId: number; rules: (PriceRuleBody & { id: number })[] }) {
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  if (rules.length === 0) return null;
  return (
    <section className="console-card" aria-labelledby="rules-title">
      <h2 id="rules-title">가격 규칙 (나중에 만든 규칙이 우선)</h2>
      <ol className="calendar-rules">
        {rules.map((r) => (
          <li key={r.id}>
            <strong>{r.name}</strong> {r.season ? `${SEASONS.find((s) => s.value === r.season)?.label} ` : ''}
            {r.startDate ?? '처음'}~{r.endDate ?? '끝'} · {r.days.length ? r.days.map(dayLabel).join('·') : '금·토·일'}{' '}
            · {r.timeFrom}~{r.timeTo} · 대관료 {formatWon(r.rentalPrice)} · 식대 {formatWon(r.mealPrice)}
            {r.drinksIncluded ? '(주류 포함)' : ''} · 보증 {r.guarantee}명 · 할인 {r.discountRate}%{' '}
            <Button
              variant="ghost"
              onClick={() =>
                void deleteRule(hallId, r.id)
                  .then(refresh)
                  .catch((e) => setError(errorText(e)))
              }
            >
              삭제
            </Button>
          </li>
        ))}
      </ol>
      <p className="calendar-panel__error" role="alert">
        {error}
      </p>
    </section>
  );
}

const dayLabel = (day: string) => WEDDING_DAYS.find((d) => d.value === day)?.label.slice(0, 1) ?? day;

function RuleForm({ hallId }: { hallId: number }) {
  const [name, setName] = useState('');
  const [season, setSeason] = useState<'' | 'PEAK' | 'OFF'>('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [days, setDays] = useState<Day[]>([]);
  const [timeFrom, setTimeFrom] = useState('09:00');
  const [timeTo, setTimeTo] = useState('21:00');
  const [drinks, setDrinks] = useState(false);
  const [draft, setDraft] = useState<PriceDraft>(emptyDraft);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const refresh = useRefresh();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setMessage({ error: true, text: '규칙 이름을 입력해 주세요.' });
    const parsed = parseDraft(draft);
    if (!parsed.ok) return setMessage({ error: true, text: parsed.error });
    try {
      await addRule(hallId, {
        ...(parsed.value as PriceRuleBody),
        name: name.trim(),
        season: season || null,
        startDate: startDate || null,
        endDate: endDate || null,
        days,
        timeFrom,
        timeTo,
        drinksIncluded: drinks,
      });
      setMessage({ error: false, text: '가격 규칙을 추가했어요.' });
      void refresh();
    } catch (e) {
      setMessage({ error: true, text: errorText(e) });
    }
  }

  const timeSelect = (label: string, value: string, set: (v: string) => void) => (
    <label className="calendar-select">
      <span>{label}</span>
      <select value={value} onChange={(e) => set(e.target.value)}>
        {WEDDING_START_TIMES.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="console-card" aria-labelledby="rule-form-title">
      <h2 id="rule-form-title">가격 규칙 추가</h2>
      <form onSubmit={submit} noValidate className="calendar-form">
        <Field label="규칙 이름" name="rule-name" value={name} onChange={(e) => setName(e.target.value)} />
        <label className="calendar-select">
          <span>시즌</span>
          <select value={season} onChange={(e) => setSeason(e.target.value as typeof season)}>
            <option value="">구분 없음</option>
            {SEASONS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <div className="calendar-form__row calendar-form__row--even">
          <Field label="시작일" optional type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          <Field label="종료일" optional type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        </div>
        <fieldset className="calendar-days">
          <legend>요일 (고르지 않으면 전체)</legend>
          {WEDDING_DAYS.map((d) => (
            <label key={d.value}>
              <input
                type="checkbox"
                checked={days.includes(d.value)}
                onChange={(e) => setDays(e.target.checked ? [...days, d.value] : days.filter((v) => v !== d.value))}
              />
              {d.label}
            </label>
          ))}
        </fieldset>
        <div className="calendar-form__row calendar-form__row--even">
          {timeSelect('시작 시간', timeFrom, setTimeFrom)}
          {timeSelect('끝 시간', timeTo, setTimeTo)}
        </div>
        <PriceFields draft={draft} onChange={setDraft} idPrefix="rule" />
        <label className="calendar-check">
          <input type="checkbox" checked={drinks} onChange={(e) => setDrinks(e.target.checked)} />
          식대에 주류·음료 포함
        </label>
        <Button type="submit" variant="secondary">
          규칙 추가
        </Button>
        <p className={message?.error ? 'calendar-panel__error' : 'calendar-panel__done'} role="status">
          {message?.text}
        </p>
      </form>
    </section>
  );
}

function Generate({ hallId }: { hallId: number }) {
  const [preview, setPreview] = useState<{ result: GenerateResult; key: string } | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useRefresh();
  async function run(step: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await step();
    } catch (e) {
      setMessage({ error: true, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="console-card" aria-labelledby="generate-title">
      <h2 id="generate-title">일정 만들기</h2>
      <p className="calendar-toolbar__hint">
        반복 일정·예외·가격 규칙으로 웨딩 오픈 기간 끝까지 일정을 만듭니다. 계획에 없는 열린 일정은 닫히고, 홀드·계약된
        일정은 그대로입니다.
      </p>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() =>
          void run(async () => setPreview({ result: await previewGenerate(hallId), key: crypto.randomUUID() }))
        }
      >
        미리보기
      </Button>
      {preview ? (
        <div className="calendar-preview" role="status">
          <p className="calendar-preview__line">{preview.result.message}</p>
          {preview.result.unpriced > 0 ? <p>가격 규칙이 없는 {preview.result.unpriced}개 시간은 열지 않아요.</p> : null}
          <Button
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const result = await applyGenerate(hallId, preview.key);
                setPreview(null);
                setMessage({ error: false, text: `${result.lastDate}까지 반영했어요. ${result.message}` });
                void refresh();
              })
            }
          >
            반영
          </Button>
        </div>
      ) : null}
      <p className={message?.error ? 'calendar-panel__error' : 'calendar-panel__done'} role="status">
        {message?.text}
      </p>
    </section>
  );
}
