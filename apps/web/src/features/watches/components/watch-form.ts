import type { Watch, WatchBody } from '@wedding/contract/slot-watches';
import { WEDDING_DAYS, WEDDING_TIME_FILTERS, type WeddingDayOfWeek } from '@wedding/domain/enums';
import { monthWindow } from '@wedding/domain/months';
import { MAX_WATCH_MONTHS, type SlotWatch, watchProblem } from '@wedding/domain/slot-watch';

// The watch sheet's form: what the couple picks, read into the API body and checked by the domain's own rules
// before it is sent (the server checks again).

export type WatchTarget = { partnerUuid: string; hallName: string } | { region: string };

export type WatchForm = {
  months: string[];
  days: WeddingDayOfWeek[];
  times: string[];
  minGuests: string;
  maxGuests: string;
  /** 만원 */
  maxPrice: string;
};

export const DAY_OPTIONS = WEDDING_DAYS.map((d) => ({ value: d.value, label: d.label }));
export const TIME_OPTIONS = WEDDING_TIME_FILTERS.map((f) => ({ value: f.value, label: f.label }));

/** The months a couple may pick: this month and the next eleven (a watch names up to 12). */
export function monthOptions(now: Date) {
  return monthWindow(now, MAX_WATCH_MONTHS).map((value) => {
    const [y, m] = value.split('-') as [string, string];
    return { value, label: `${y.slice(2)}년 ${Number(m)}월` };
  });
}

export const emptyForm = (): WatchForm => ({
  months: [],
  days: ['SATURDAY'],
  times: [],
  minGuests: '',
  maxGuests: '',
  maxPrice: '',
});

export function formOf(watch: Watch): WatchForm {
  return {
    months: [...watch.months],
    days: watch.days as WeddingDayOfWeek[],
    times: [...watch.times],
    minGuests: watch.minGuests === null ? '' : String(watch.minGuests),
    maxGuests: watch.maxGuests === null ? '' : String(watch.maxGuests),
    maxPrice: watch.maxPrice === null ? '' : String(Math.round(watch.maxPrice / 10_000)),
  };
}

const whole = (text: string) => (text.trim() === '' ? null : Number(text.replaceAll(',', '')));

/** The body to send, or the Korean message of what is wrong with the form. */
export function bodyOf(target: WatchTarget, form: WatchForm, now: Date): { body: WatchBody } | { problem: string } {
  const priceManwon = whole(form.maxPrice);
  const body: WatchBody = {
    ...('partnerUuid' in target ? { partnerUuid: target.partnerUuid } : { region: target.region }),
    months: form.months,
    days: form.days,
    times: form.times,
    minGuests: whole(form.minGuests),
    maxGuests: whole(form.maxGuests),
    maxPrice: priceManwon === null ? null : priceManwon * 10_000,
  };
  const asWatch: SlotWatch = {
    // The hall's id is the server's to find; any number stands for "a hall" here.
    partnerId: 'partnerUuid' in target ? 0 : null,
    region: 'region' in target ? target.region : null,
    months: body.months,
    days: form.days,
    times: body.times,
    minGuests: body.minGuests ?? null,
    maxGuests: body.maxGuests ?? null,
    maxPrice: body.maxPrice ?? null,
  };
  const problem = watchProblem(asWatch, now);
  return problem ? { problem } : { body };
}

export const toggle = <V extends string>(list: readonly V[], value: V): V[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
