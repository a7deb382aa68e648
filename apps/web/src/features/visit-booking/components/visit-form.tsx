import type { CustomerProfile } from '@wedding/contract/account-responses';
import type { ConsultingInfo } from '@wedding/contract/hall-detail';
import type { VisitDay, VisitReservation } from '@wedding/contract/visit-booking';
import { VISIT_ERROR_CODES } from '@wedding/contract/visit-booking-constants';
import { WEDDING_DAYS, WEDDING_START_TIMES } from '@wedding/domain/enums';
import { expectedVisitors } from '@wedding/domain/expected-visitors';
import { formatPhone } from '@wedding/domain/phone';
import { formatWon } from '@wedding/domain/price';
import { hopeMonthOptions } from '@wedding/domain/visit-booking';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { Chips } from '../../../shared/ui/chips.tsx';
import { Field, FieldGroup } from '../../../shared/ui/field.tsx';
import { useBookVisit } from '../api/visit-api.ts';
import {
  checkVisitForm,
  emptyVisitForm,
  FIELD_ORDER,
  type VisitForm as FormState,
  hallPersonnelText,
  type VisitField,
  withCustomer,
} from '../lib/visit-form.ts';
import { VisitDateTime } from './visit-date-time.tsx';
import './visit-booking.css';
import { BottomBar } from '../../../shared/ui/bottom-bar.tsx';

/** This month through the hall's wedding open date (spec §3 weddingOpenDate 'YYYY-MM', default 24 months). */
const monthOptions = (now: Date, weddingOpenDate: string) =>
  hopeMonthOptions(now, weddingOpenDate).map((m) => ({ value: m, label: `${m.slice(2, 4)}.${m.slice(5)}` }));
const DAY_OPTIONS = WEDDING_DAYS.map((d) => ({ value: d.value, label: d.label.slice(0, 1) }));
const TIME_OPTIONS = WEDDING_START_TIMES.map((t) => ({ value: t, label: t }));
const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

type Props = {
  hall: ConsultingInfo;
  days: readonly VisitDay[];
  onBooked: (visit: VisitReservation) => void;
  /** The hour filled up meanwhile: the page loads the hours again. */
  onSlotsChanged: () => void;
  /** A visit to this hall exists after all (another tab or device): the page shows it. */
  onAlreadyReserved: () => void;
  /** The signed-in customer, whose name and phone pre-fill their side of the couple (composed in by the route). */
  customer?: Pick<CustomerProfile, 'name' | 'tel' | 'sex'> | null;
};

/** The visit booking form (spec §3 data, §5 rules). Every value stays as typed when a submit fails. */
export function VisitForm({ hall, days, onBooked, onSlotsChanged, onAlreadyReserved, customer }: Props) {
  const [form, setForm] = useState<FormState>(() => emptyVisitForm(hall.sugPersonnel));
  const [errors, setErrors] = useState<Partial<Record<VisitField, string>>>({});
  // The customer's own name and phone, once the profile answers (issue 25); fills only empty fields.
  useEffect(() => {
    if (customer) setForm((f) => withCustomer(f, customer));
  }, [customer]);
  const root = useRef<HTMLFormElement>(null);
  const book = useBookVisit();
  const dialog = useDialog();
  const toast = useToast();
  const set = <K extends VisitField>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const guests = Number(form.guests);
  const range = form.guests.trim() !== '' && Number.isFinite(guests) && guests > 0 ? expectedVisitors(guests) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (book.isPending) return;
    const checked = checkVisitForm(hall.partnerId, form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((f) => checked.errors[f]);
      root.current
        ?.querySelector<HTMLElement>(
          `[data-field="${first}"] button:not(:disabled), [data-field="${first}"] input, [name="${first}"]`,
        )
        ?.focus();
      return;
    }
    book.mutate(checked.body, {
      onSuccess: onBooked,
      onError: (error) => {
        if (isApiError(error) && error.code === VISIT_ERROR_CODES.VISIT_SLOT_FULL) {
          setForm((f) => ({ ...f, visitTime: null }));
          setErrors((e) => ({ ...e, visitTime: error.message }));
          onSlotsChanged();
        } else if (isApiError(error) && error.code === VISIT_ERROR_CODES.VISIT_ALREADY_RESERVED) {
          dialog.alert(error.message, { onConfirm: onAlreadyReserved });
        } else toast.show(error instanceof Error ? error.message : '오류가 발생했습니다.', { type: 'error' });
      },
    });
  };

  return (
    <form className="visit-form" ref={root} onSubmit={submit} noValidate>
      <section className="visit-section" aria-labelledby="visit-when">
        <h2 id="visit-when" className="visit-section__title">
          언제 방문할까요?
        </h2>
        <VisitDateTime
          days={days}
          date={form.visitDate}
          time={form.visitTime}
          onDate={(date) => {
            setForm((f) => ({ ...f, visitDate: date, visitTime: null }));
            setErrors((e) => ({ ...e, visitDate: undefined }));
          }}
          onTime={(time) => set('visitTime', time)}
          dateError={errors.visitDate}
          timeError={errors.visitTime}
        />
      </section>

      <section className="visit-section" aria-labelledby="visit-wedding">
        <h2 id="visit-wedding" className="visit-section__title">
          어떤 예식을 생각하세요?
        </h2>
        <Field
          label="예상 하객 수"
          name="guests"
          inputMode="numeric"
          value={form.guests}
          onChange={(e) => set('guests', e.target.value.replace(/\D/g, '').slice(0, 3))}
          error={errors.guests}
          hint={
            [
              range
                ? `웨딩홀에는 ${range.max === 0 ? `${range.min}명 이상` : `${range.min}명 ~ ${range.max}명`}으로 전해요.`
                : null,
              hallPersonnelText(hall),
            ]
              .filter(Boolean)
              .join(' ') || null
          }
          adornment="명"
        />
        <FieldGroup legend="희망 예식 월" error={errors.months}>
          <div className="visit-chips visit-chips--scroll">
            <Chips
              inGroup
              label="희망 예식 월"
              options={monthOptions(new Date(), hall.weddingOpenDate)}
              selected={form.months}
              onToggle={(m) => set('months', toggle(form.months, m))}
            />
          </div>
        </FieldGroup>
        <FieldGroup legend="희망 요일" error={errors.days}>
          <Chips
            inGroup
            label="희망 요일"
            options={DAY_OPTIONS}
            selected={form.days}
            onToggle={(d) => set('days', toggle(form.days, d))}
          />
        </FieldGroup>
        <FieldGroup legend="희망 시간" error={errors.times}>
          <Chips
            inGroup
            label="희망 시간"
            options={TIME_OPTIONS}
            selected={form.times}
            onToggle={(t) => set('times', toggle(form.times, t))}
          />
        </FieldGroup>
      </section>

      <section className="visit-section" aria-labelledby="visit-who">
        <h2 id="visit-who" className="visit-section__title">
          누가 방문하나요?
        </h2>
        <Field
          label="신랑 이름"
          name="groomName"
          autoComplete="name"
          value={form.groomName}
          onChange={(e) => set('groomName', e.target.value)}
          error={errors.groomName}
          maxLength={20}
        />
        <Field
          label="신랑 휴대폰"
          name="groomTel"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-0000-0000"
          value={form.groomTel}
          onChange={(e) => set('groomTel', formatPhone(e.target.value))}
          error={errors.groomTel}
        />
        <Field
          label="신부 이름"
          name="brideName"
          value={form.brideName}
          onChange={(e) => set('brideName', e.target.value)}
          error={errors.brideName}
          maxLength={20}
        />
        <Field
          label="신부 휴대폰"
          name="brideTel"
          type="tel"
          inputMode="numeric"
          placeholder="010-0000-0000"
          value={form.brideTel}
          onChange={(e) => set('brideTel', formatPhone(e.target.value))}
          error={errors.brideTel}
        />
        <label className="visit-check">
          <input type="checkbox" checked={form.byPlanner} onChange={(e) => set('byPlanner', e.target.checked)} />
          플래너가 대신 예약해요
        </label>
        {form.byPlanner ? (
          <>
            <Field
              label="플래너 이름"
              name="plannerName"
              value={form.plannerName}
              onChange={(e) => set('plannerName', e.target.value)}
              error={errors.plannerName}
              maxLength={20}
            />
            <Field
              label="플래너 휴대폰"
              name="plannerTel"
              type="tel"
              inputMode="numeric"
              placeholder="010-0000-0000"
              value={form.plannerTel}
              onChange={(e) => set('plannerTel', formatPhone(e.target.value))}
              error={errors.plannerTel}
            />
            <Field
              label="플래너 소속"
              name="plannerPartner"
              optional
              value={form.plannerPartner}
              onChange={(e) => set('plannerPartner', e.target.value)}
              error={errors.plannerPartner}
              maxLength={40}
            />
          </>
        ) : null}
      </section>

      <section className="visit-section" aria-labelledby="visit-more">
        <h2 id="visit-more" className="visit-section__title">
          더 묻고 싶은 것
        </h2>
        <label className="visit-textarea">
          <span className="visually-hidden">추가 문의</span>
          <textarea
            name="inquiry"
            rows={4}
            maxLength={1000}
            placeholder="식대, 주차, 폐백 등 궁금한 점을 적어 주세요. (선택)"
            value={form.inquiry}
            onChange={(e) => set('inquiry', e.target.value)}
          />
        </label>
        {hall.reservationNotice ? <p className="visit-notice">{hall.reservationNotice}</p> : null}
        {hall.deposit > 0 ? (
          <p className="visit-deposit">
            상담 후 계약하면 예약금 <strong>{formatWon(hall.deposit)}</strong>을 안내받아요. 방문 예약에는 결제가
            없어요.
          </p>
        ) : null}
      </section>

      <BottomBar>
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={book.isPending}>
          {book.isPending ? '예약하는 중…' : '방문 예약하기'}
        </button>
      </BottomBar>
    </form>
  );
}
