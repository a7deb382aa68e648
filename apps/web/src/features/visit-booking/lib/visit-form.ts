import type { CustomerProfile } from '@wedding/contract/account-responses';
import { type VisitReservationBody, visitReservationBodySchema } from '@wedding/contract/visit-booking';
import type { WeddingDayOfWeek } from '@wedding/domain/enums';
import { formatPhone } from '@wedding/domain/phone';

/** The form as typed: strings where the user types, lists where they pick. Kept across a failed submit. */
export type VisitForm = {
  visitDate: string | null;
  visitTime: string | null;
  guests: string;
  months: string[];
  days: WeddingDayOfWeek[];
  times: string[];
  groomName: string;
  groomTel: string;
  brideName: string;
  brideTel: string;
  byPlanner: boolean;
  plannerName: string;
  plannerTel: string;
  plannerPartner: string;
  inquiry: string;
};

export type VisitField = keyof VisitForm;

/**
 * The hall's own guest numbers (spec §3 min/max/suggested personnel), said beside the guest field:
 * '이 홀은 150명 ~ 300명, 권장 200명이에요.'; null when the hall gives none.
 */
export function hallPersonnelText(hall: {
  minPersonnel: number | null;
  maxPersonnel: number | null;
  sugPersonnel: number | null;
}): string | null {
  const { minPersonnel: min, maxPersonnel: max, sugPersonnel: sug } = hall;
  const parts: string[] = [];
  if (min && max) parts.push(`${min}명 ~ ${max}명`);
  else if (min) parts.push(`${min}명 이상`);
  else if (max) parts.push(`최대 ${max}명`);
  if (sug) parts.push(`권장 ${sug}명`);
  return parts.length > 0 ? `이 홀은 ${parts.join(', ')}이에요.` : null;
}

/**
 * The signed-in customer's own name and phone on their side of the couple (issue 25): a bride fills the bride's
 * rows, a groom the groom's. Only empty fields are filled, so nothing typed is overwritten; without a known sex
 * nothing is guessed.
 */
export function withCustomer(form: VisitForm, customer: Pick<CustomerProfile, 'name' | 'tel' | 'sex'>): VisitForm {
  const side =
    customer.sex === 'F'
      ? (['brideName', 'brideTel'] as const)
      : customer.sex === 'M'
        ? (['groomName', 'groomTel'] as const)
        : null;
  if (!side) return form;
  const [nameKey, telKey] = side;
  return {
    ...form,
    [nameKey]: form[nameKey] || customer.name,
    [telKey]: form[telKey] || (customer.tel ? formatPhone(customer.tel) : ''),
  };
}

/** Pre-filled from the hall (spec §3): the suggested guest count. */
export function emptyVisitForm(suggestedGuests: number | null): VisitForm {
  return {
    visitDate: null,
    visitTime: null,
    guests: suggestedGuests ? String(suggestedGuests) : '',
    months: [],
    days: [],
    times: [],
    groomName: '',
    groomTel: '',
    brideName: '',
    brideTel: '',
    byPlanner: false,
    plannerName: '',
    plannerTel: '',
    plannerPartner: '',
    inquiry: '',
  };
}

export function toVisitBody(partnerId: number, form: VisitForm): unknown {
  return {
    partnerId,
    visitDate: form.visitDate ?? '',
    visitTime: form.visitTime ?? '',
    expectedMinPersonnel: form.guests.trim() === '' ? Number.NaN : Number(form.guests),
    hopeWeddingYearMonths: form.months,
    hopeWeddingDaysOfTheWeek: form.days,
    hopeWeddingTimes: form.times,
    groomName: form.groomName,
    groomTel: form.groomTel,
    brideName: form.brideName,
    brideTel: form.brideTel,
    requestedByPlanner: form.byPlanner,
    plannerName: form.byPlanner ? form.plannerName : null,
    plannerTel: form.byPlanner ? form.plannerTel : null,
    plannerConsultingPartnerName: form.byPlanner ? form.plannerPartner || null : null,
    additionalInquiry: form.inquiry || null,
  };
}

// Which form field shows a body field's message.
const FIELD_OF: Record<string, VisitField> = {
  visitDate: 'visitDate',
  visitTime: 'visitTime',
  expectedMinPersonnel: 'guests',
  hopeWeddingYearMonths: 'months',
  hopeWeddingDaysOfTheWeek: 'days',
  hopeWeddingTimes: 'times',
  groomName: 'groomName',
  groomTel: 'groomTel',
  brideName: 'brideName',
  brideTel: 'brideTel',
  plannerName: 'plannerName',
  plannerTel: 'plannerTel',
  plannerConsultingPartnerName: 'plannerPartner',
  additionalInquiry: 'inquiry',
};

/** The body, or each field's message: the contract's own checks, so the form and the API say the same. */
export function checkVisitForm(
  partnerId: number,
  form: VisitForm,
): { body: VisitReservationBody } | { errors: Partial<Record<VisitField, string>> } {
  const parsed = visitReservationBodySchema.safeParse(toVisitBody(partnerId, form));
  if (parsed.success) return { body: parsed.data };
  const errors: Partial<Record<VisitField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** Form order, so the first field in error can take the focus. */
export const FIELD_ORDER: readonly VisitField[] = [
  'visitDate',
  'visitTime',
  'guests',
  'months',
  'days',
  'times',
  'groomName',
  'groomTel',
  'brideName',
  'brideTel',
  'plannerName',
  'plannerTel',
  'plannerPartner',
  'inquiry',
];
