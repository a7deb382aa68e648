import {
  type ProfileDraftState,
  type RoomDraft,
  roomDraftSchema,
  type VenueDraft,
  venueDraftSchema,
} from '@wedding/contract/partner-profile';
import {
  type InvitationValue,
  OPERATION_DAY_ORDER,
  type OperationTimeValue,
  type ParkingValue,
} from '@wedding/domain/profile-draft';

// The console's profile forms as strings the inputs hold, to and from the drafts the API takes (decision 0042).

type FieldState = ProfileDraftState['venue'][string];
type DayKey = (typeof OPERATION_DAY_ORDER)[number];

export type VenueForm = {
  name: string;
  tel: string;
  address: string;
  address2: string;
  notice: string;
  reservationNotice: string;
  parkingInner: string;
  parkingOuter: string;
  parkingNotice: string;
  busRent: boolean;
  busRentNotice: string;
  invitationSubway: string;
  invitationBus: string;
  invitationCar: string;
  hours: Record<DayKey, { on: boolean; start: string; end: string }>;
};

export type RoomForm = {
  name: string;
  rentalFee: string;
  adultDrinkFee: string;
  mealFee: string;
  weddingGapMinutes: string;
  suggestPersonnel: string;
};

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const draftOf = (fields: Record<string, FieldState>, key: string) => fields[key]?.draft ?? null;

export function venueFormOf(fields: Record<string, FieldState>): VenueForm {
  const parking = draftOf(fields, 'parking') as ParkingValue | null;
  const invitation = draftOf(fields, 'invitation') as InvitationValue | null;
  const times = (draftOf(fields, 'operationTimes') as OperationTimeValue[] | null) ?? [];
  const hours = Object.fromEntries(
    OPERATION_DAY_ORDER.map((day) => {
      const t = times.find((x) => x.dayKey === day);
      return [day, { on: !!t, start: t?.startTime ?? '10:00', end: t?.endTime ?? '19:00' }];
    }),
  ) as VenueForm['hours'];
  return {
    name: str(draftOf(fields, 'name')),
    tel: str(draftOf(fields, 'tel')),
    address: str(draftOf(fields, 'address')),
    address2: str(draftOf(fields, 'address2')),
    notice: str(draftOf(fields, 'notice')),
    reservationNotice: str(draftOf(fields, 'reservationNotice')),
    parkingInner: str(parking?.inner),
    parkingOuter: str(parking?.outer),
    parkingNotice: parking?.notice ?? '',
    busRent: parking?.busRent ?? false,
    busRentNotice: parking?.busRentNotice ?? '',
    invitationSubway: invitation?.subway ?? '',
    invitationBus: invitation?.bus ?? '',
    invitationCar: invitation?.car ?? '',
    hours,
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** '' is no number; anything else goes as a number, so '12a' (NaN) fails validation with a Korean message. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.replaceAll(',', '').trim()));

export function venueDraftOf(form: VenueForm): VenueDraft {
  const parkingEmpty =
    !form.parkingInner.trim() &&
    !form.parkingOuter.trim() &&
    !form.parkingNotice.trim() &&
    !form.busRent &&
    !form.busRentNotice.trim();
  const invitationEmpty = !form.invitationSubway.trim() && !form.invitationBus.trim() && !form.invitationCar.trim();
  return {
    name: form.name.trim(),
    tel: textOrNull(form.tel),
    address: textOrNull(form.address),
    address2: textOrNull(form.address2),
    notice: textOrNull(form.notice),
    reservationNotice: textOrNull(form.reservationNotice),
    parking: parkingEmpty
      ? null
      : {
          inner: numberOrNull(form.parkingInner),
          outer: numberOrNull(form.parkingOuter),
          notice: form.parkingNotice.trim(),
          busRent: form.busRent,
          busRentNotice: form.busRentNotice.trim(),
        },
    invitation: invitationEmpty
      ? null
      : {
          subway: form.invitationSubway.trim(),
          bus: form.invitationBus.trim(),
          car: form.invitationCar.trim(),
        },
    operationTimes: OPERATION_DAY_ORDER.filter((day) => form.hours[day].on).map((day) => ({
      dayKey: day,
      startTime: form.hours[day].start,
      endTime: form.hours[day].end,
    })),
  };
}

export function roomFormOf(fields: Record<string, FieldState>): RoomForm {
  const gaps = (draftOf(fields, 'weddingGapMinutes') as number[] | null) ?? [];
  return {
    name: str(draftOf(fields, 'name')),
    rentalFee: str(draftOf(fields, 'rentalFee')),
    adultDrinkFee: str(draftOf(fields, 'adultDrinkFee')),
    mealFee: str(draftOf(fields, 'mealFee')),
    weddingGapMinutes: gaps.join(', '),
    suggestPersonnel: str(draftOf(fields, 'suggestPersonnel')),
  };
}

export function roomDraftOf(form: RoomForm): RoomDraft {
  const money = (value: string) => numberOrNull(value) ?? 0;
  return {
    name: form.name.trim(),
    rentalFee: money(form.rentalFee),
    adultDrinkFee: money(form.adultDrinkFee),
    mealFee: money(form.mealFee),
    weddingGapMinutes: form.weddingGapMinutes
      .split(/[,\s]+/)
      .filter(Boolean)
      .map((part) => Number(part)),
    suggestPersonnel: numberOrNull(form.suggestPersonnel),
  };
}

/** A schema's issues by field path ('parking.inner', 'operationTimes.2'), the first message of each. */
export function errorsByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}

type Checked<T> = { ok: true; draft: T } | { ok: false; errors: Record<string, string> };

/** The venue form checked by the API's own body schema, so the messages are the server's Korean ones. */
export function checkVenueForm(form: VenueForm): Checked<VenueDraft> {
  const parsed = venueDraftSchema.safeParse(venueDraftOf(form));
  return parsed.success ? { ok: true, draft: parsed.data } : { ok: false, errors: errorsByPath(parsed.error.issues) };
}

export function checkRoomForm(form: RoomForm): Checked<RoomDraft> {
  const parsed = roomDraftSchema.safeParse(roomDraftOf(form));
  return parsed.success ? { ok: true, draft: parsed.data } : { ok: false, errors: errorsByPath(parsed.error.issues) };
}
