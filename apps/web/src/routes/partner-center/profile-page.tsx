import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileDraftState, ProfileVersion } from '@wedding/contract/partner-profile';
import { COMPARISON_LABELS } from '@wedding/domain/comparison';
import { LISTING_MESSAGES } from '@wedding/domain/partner-onboarding';
import {
  describeDraftValue,
  OPERATION_DAY_LABELS,
  OPERATION_DAY_ORDER,
  ROOM_FIELD_LABELS,
  VENUE_FIELD_LABELS,
} from '@wedding/domain/profile-draft';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { staffMeQueryKey } from '../../features/partner-center/api/console-api.ts';
import {
  discardProfileDraft,
  fetchProfileDraft,
  fetchProfileVersions,
  profileDraftQueryKey,
  profileVersionsQueryKey,
  publishProfile,
  restoreProfileVersion,
  saveRoomDraft,
  saveVenueDraft,
} from '../../features/partner-center/api/profile-api.ts';
import { ConsoleFrame } from '../../features/partner-center/components/console-frame.tsx';
import { DraftListingBanner } from '../../features/partner-center/components/draft-listing-banner.tsx';
import {
  checkRoomForm,
  checkVenueForm,
  type RoomForm,
  roomFormOf,
  type VenueForm,
  venueFormOf,
} from '../../features/partner-center/profile-form.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDialog } from '../../shared/hooks/use-dialog.ts';
import { useToast } from '../../shared/hooks/use-toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

type FieldState = ProfileDraftState['venue'][string];

const messageOf = (error: unknown) => (isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.');
const when = (iso: string) =>
  new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' });

/** /partner-center/profile (OWNER, MANAGER): the venue's and rooms' drafts, preview, publish and versions. */
export default function PartnerProfilePage() {
  return (
    <ConsoleFrame title="업체 정보" area="profile">
      <ProfileScreens />
    </ConsoleFrame>
  );
}

function ProfileScreens() {
  const draft = useQuery({ queryKey: profileDraftQueryKey, queryFn: fetchProfileDraft });
  if (draft.isPending) return <Spinner label="업체 정보를 불러오는 중" />;
  if (draft.isError) return <p role="alert">{messageOf(draft.error)}</p>;
  const state = draft.data;
  // The forms start again from the server's answer after each save, publish or restore.
  const key = String(draft.dataUpdatedAt);
  return (
    <>
      <DraftListingBanner linkToProfile={false} />
      <DraftSummary state={state} />
      <p className="console-card">
        사진은 초안 없이 바로 게시돼요. <Link to="/partner-center/photos">사진 앨범 관리하기</Link>
      </p>
      <VenueEditor key={`venue-${key}`} fields={state.venue} />
      {state.rooms.map((room) => (
        <RoomEditor key={`room-${room.id}-${key}`} room={room} />
      ))}
      <Versions />
    </>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (state?: ProfileDraftState) => {
    if (state) queryClient.setQueryData(profileDraftQueryKey, state);
    else queryClient.invalidateQueries({ queryKey: profileDraftQueryKey });
    queryClient.invalidateQueries({ queryKey: profileVersionsQueryKey });
  };
}

function DraftSummary({ state }: { state: ProfileDraftState }) {
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const toast = useToast();
  const refresh = useRefresh();
  const publish = useMutation({
    mutationFn: publishProfile,
    onSuccess: (version) => {
      // The first publish of an approved hall lists it (issue 29 §4): say so, and let the console know.
      toast.show(
        version.listed
          ? LISTING_MESSAGES.PUBLISHED_FIRST
          : `버전 ${version.versionNo}을(를) 게시했어요. 손님 화면에 바로 보여요.`,
      );
      if (version.listed) void queryClient.invalidateQueries({ queryKey: staffMeQueryKey });
      refresh();
    },
    onError: (caught) => toast.show(messageOf(caught)),
  });
  const discard = useMutation({
    mutationFn: discardProfileDraft,
    onSuccess: (next) => {
      toast.show('초안을 지웠어요.');
      refresh(next);
    },
    onError: (caught) => toast.show(messageOf(caught)),
  });
  const preview = state.rooms[0]?.previewPath;
  const changed = state.changedCount;
  return (
    <section className="console-card profile-summary" aria-labelledby="draft-title">
      <h2 id="draft-title">게시 전 초안</h2>
      <p role="status" data-testid="draft-status">
        {changed > 0 && state.draftedAt
          ? `${when(state.draftedAt)}에 저장한 초안에 바뀐 항목이 ${changed}개 있어요. 게시하기 전에는 손님에게 보이지 않아요.`
          : '저장된 초안이 없어요. 아래에서 고치고 초안으로 저장하세요.'}
      </p>
      <div className="profile-actions">
        {preview ? (
          <Link className="btn btn--secondary btn--md" to={preview}>
            미리보기
          </Link>
        ) : null}
        <Button
          disabled={changed === 0 || publish.isPending}
          onClick={() =>
            dialog.confirm(`바뀐 항목 ${changed}개를 게시할까요? 손님이 보는 업체 페이지에 바로 반영돼요.`, {
              confirmLabel: '게시',
              onConfirm: () => publish.mutate(),
            })
          }
        >
          게시하기
        </Button>
        <Button
          variant="ghost"
          disabled={changed === 0 || discard.isPending}
          onClick={() =>
            dialog.confirm('저장한 초안을 모두 지울까요? 게시된 내용은 그대로예요.', {
              confirmLabel: '지우기',
              onConfirm: () => discard.mutate(),
            })
          }
        >
          초안 지우기
        </Button>
      </div>
    </section>
  );
}

/** The comparison badge of a drafted field (spec §3 Comparison data). */
function Badge({ state }: { state: FieldState | undefined }) {
  if (!state || state.status === 'unchanged') return null;
  return (
    <span className={`console-badge console-badge--${state.status}`} data-status={state.status}>
      {COMPARISON_LABELS[state.status]}
    </span>
  );
}

/** Under a changed field: what couples see now. */
function publishedHint(field: string, state: FieldState | undefined): string | null {
  if (!state || state.status === 'unchanged') return null;
  const now = describeDraftValue(field, state.published);
  return `게시된 값: ${now || '없음'}`;
}

function TextArea(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | null;
  badge?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <div className="field__head">
        <label className="field__label" htmlFor={id}>
          {props.label}
        </label>
        {props.badge}
      </div>
      <textarea
        id={id}
        className="profile-textarea"
        rows={3}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-msg`}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <p id={`${id}-msg`} className={props.error ? 'field__message field__message--error' : 'field__message'}>
        {props.error ?? props.hint ?? ''}
      </p>
    </div>
  );
}

function VenueEditor({ fields }: { fields: ProfileDraftState['venue'] }) {
  const [form, setForm] = useState<VenueForm>(() => venueFormOf(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const refresh = useRefresh();
  const save = useMutation({
    mutationFn: saveVenueDraft,
    onSuccess: (next) => {
      toast.show('초안으로 저장했어요. 게시하기 전에는 손님에게 보이지 않아요.');
      refresh(next);
    },
    onError: (caught) => toast.show(messageOf(caught)),
  });
  const set = <K extends keyof VenueForm>(key: K, value: VenueForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkVenueForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.show('입력한 내용을 확인해 주세요.');
      return;
    }
    setErrors({});
    save.mutate(checked.draft);
  }

  const text = (key: 'name' | 'tel' | 'address' | 'address2', extra: { placeholder?: string; type?: string } = {}) => (
    <Field
      label={VENUE_FIELD_LABELS[key]}
      name={key}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key]}
      hint={publishedHint(key, fields[key])}
      action={<Badge state={fields[key]} />}
      {...extra}
    />
  );

  return (
    <section className="console-card" aria-labelledby="venue-title">
      <h2 id="venue-title">업체 정보</h2>
      <form onSubmit={submit} noValidate className="profile-form">
        {text('name')}
        {text('tel', { placeholder: '02-1234-5678', type: 'tel' })}
        {text('address', { placeholder: '서울특별시 강남구 테헤란로 427' })}
        {text('address2', { placeholder: '3층' })}
        <TextArea
          label={VENUE_FIELD_LABELS.notice}
          value={form.notice}
          onChange={(v) => set('notice', v)}
          error={errors.notice}
          hint={publishedHint('notice', fields.notice)}
          badge={<Badge state={fields.notice} />}
        />
        <TextArea
          label={VENUE_FIELD_LABELS.reservationNotice}
          value={form.reservationNotice}
          onChange={(v) => set('reservationNotice', v)}
          error={errors.reservationNotice}
          hint={publishedHint('reservationNotice', fields.reservationNotice)}
          badge={<Badge state={fields.reservationNotice} />}
        />
        <fieldset className="profile-group">
          <legend>
            {VENUE_FIELD_LABELS.parking} <Badge state={fields.parking} />
          </legend>
          <div className="profile-grid">
            <Field
              label="자체 주차(대)"
              inputMode="numeric"
              value={form.parkingInner}
              onChange={(e) => set('parkingInner', e.target.value)}
              error={errors['parking.inner']}
            />
            <Field
              label="외부 주차(대)"
              inputMode="numeric"
              value={form.parkingOuter}
              onChange={(e) => set('parkingOuter', e.target.value)}
              error={errors['parking.outer']}
            />
          </div>
          <Field
            label="주차 안내"
            value={form.parkingNotice}
            onChange={(e) => set('parkingNotice', e.target.value)}
            error={errors['parking.notice']}
            hint={publishedHint('parking', fields.parking)}
          />
          <label className="profile-check">
            <input type="checkbox" checked={form.busRent} onChange={(e) => set('busRent', e.target.checked)} />
            대절버스 운행
          </label>
          {form.busRent ? (
            <Field
              label="대절버스 안내"
              value={form.busRentNotice}
              onChange={(e) => set('busRentNotice', e.target.value)}
              error={errors['parking.busRentNotice']}
            />
          ) : null}
        </fieldset>
        <fieldset className="profile-group">
          <legend>
            {VENUE_FIELD_LABELS.invitation} <Badge state={fields.invitation} />
          </legend>
          <Field
            label="지하철"
            value={form.invitationSubway}
            onChange={(e) => set('invitationSubway', e.target.value)}
            error={errors['invitation.subway']}
          />
          <Field
            label="버스"
            value={form.invitationBus}
            onChange={(e) => set('invitationBus', e.target.value)}
            error={errors['invitation.bus']}
          />
          <Field
            label="자가용"
            value={form.invitationCar}
            onChange={(e) => set('invitationCar', e.target.value)}
            error={errors['invitation.car']}
            hint={publishedHint('invitation', fields.invitation)}
          />
        </fieldset>
        <fieldset className="profile-group">
          <legend>
            {VENUE_FIELD_LABELS.operationTimes} <Badge state={fields.operationTimes} />
          </legend>
          <ul className="profile-hours">
            {OPERATION_DAY_ORDER.map((day, i) => {
              const h = form.hours[day];
              const setDay = (patch: Partial<typeof h>) =>
                setForm((f) => ({ ...f, hours: { ...f.hours, [day]: { ...f.hours[day], ...patch } } }));
              const index = OPERATION_DAY_ORDER.filter((d) => form.hours[d].on).indexOf(day);
              const error = index >= 0 ? errors[`operationTimes.${index}`] : undefined;
              return (
                <li key={day}>
                  <label className="profile-check">
                    <input type="checkbox" checked={h.on} onChange={(e) => setDay({ on: e.target.checked })} />
                    {OPERATION_DAY_LABELS[day]}
                  </label>
                  <input
                    type="time"
                    aria-label={`${OPERATION_DAY_LABELS[day]} 시작`}
                    value={h.start}
                    disabled={!h.on}
                    onChange={(e) => setDay({ start: e.target.value })}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    aria-label={`${OPERATION_DAY_LABELS[day]} 종료`}
                    value={h.end}
                    disabled={!h.on}
                    onChange={(e) => setDay({ end: e.target.value })}
                  />
                  {error ? (
                    <span className="field__message field__message--error" data-day={i}>
                      {error}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {errors.operationTimes ? (
            <p className="field__message field__message--error">{errors.operationTimes}</p>
          ) : null}
          {fields.operationTimes?.status !== 'unchanged' ? (
            <p className="field__message">{publishedHint('operationTimes', fields.operationTimes)}</p>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={save.isPending}>
          업체 정보 초안 저장
        </Button>
      </form>
    </section>
  );
}

function RoomEditor({ room }: { room: ProfileDraftState['rooms'][number] }) {
  const [form, setForm] = useState<RoomForm>(() => roomFormOf(room.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const refresh = useRefresh();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveRoomDraft>[1]) => saveRoomDraft(room.id, body),
    onSuccess: (next) => {
      toast.show(`${room.name} 초안을 저장했어요.`);
      refresh(next);
    },
    onError: (caught) => toast.show(messageOf(caught)),
  });
  const titleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkRoomForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.draft);
  }

  const input = (key: keyof RoomForm, extra: { inputMode?: 'numeric'; hint?: string } = {}) => (
    <Field
      label={key === 'weddingGapMinutes' ? '예식 간격(분, 쉼표로 여러 개)' : ROOM_FIELD_LABELS[key]}
      value={form[key]}
      inputMode={extra.inputMode}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
      error={errors[key] ?? errors[`${key}.0`]}
      hint={publishedHint(key, room.fields[key]) ?? extra.hint ?? null}
      action={<Badge state={room.fields[key]} />}
    />
  );

  return (
    <section className="console-card" aria-labelledby={titleId}>
      <div className="profile-room-head">
        <h2 id={titleId}>{room.name}</h2>
        <Link to={room.previewPath}>이 홀 미리보기</Link>
      </div>
      <form onSubmit={submit} noValidate className="profile-form">
        {input('name')}
        <div className="profile-grid">
          {input('rentalFee', { inputMode: 'numeric' })}
          {input('mealFee', { inputMode: 'numeric' })}
          {input('adultDrinkFee', { inputMode: 'numeric' })}
          {input('suggestPersonnel', { inputMode: 'numeric' })}
        </div>
        {input('weddingGapMinutes', { hint: '예: 60, 90' })}
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {room.name} 초안 저장
        </Button>
      </form>
    </section>
  );
}

function changeLine(change: ProfileVersion['changes'][number]): string {
  const label =
    change.roomId === null
      ? (VENUE_FIELD_LABELS as Record<string, string>)[change.field]
      : `${change.roomName} ${(ROOM_FIELD_LABELS as Record<string, string>)[change.field] ?? change.field}`;
  const show = (value: unknown) => describeDraftValue(change.field, value) || '없음';
  return `${label ?? change.field}: ${show(change.before)} → ${show(change.after)}`;
}

function Versions() {
  const versions = useQuery({ queryKey: profileVersionsQueryKey, queryFn: fetchProfileVersions });
  const dialog = useDialog();
  const toast = useToast();
  const refresh = useRefresh();
  const restore = useMutation({
    mutationFn: restoreProfileVersion,
    onSuccess: (next) => {
      toast.show('그 버전의 내용을 초안으로 불러왔어요. 게시해야 손님에게 보여요.');
      refresh(next);
    },
    onError: (caught) => toast.show(messageOf(caught)),
  });
  return (
    <section className="console-card" aria-labelledby="versions-title">
      <h2 id="versions-title">게시 기록</h2>
      {versions.isPending ? <Spinner label="게시 기록을 불러오는 중" /> : null}
      {versions.isError ? <p role="alert">{messageOf(versions.error)}</p> : null}
      {versions.data?.length === 0 ? <p>아직 파트너센터에서 게시한 적이 없어요.</p> : null}
      <ol className="profile-versions">
        {versions.data?.map((v) => (
          <li key={v.id} data-testid="profile-version">
            <div className="profile-versions__head">
              <strong>
                {v.versionNo === 0 ? '처음 상태' : `버전 ${v.versionNo}`}
                {v.current ? ' (게시 중)' : ''}
              </strong>
              <span>
                {when(v.createdAt)}
                {v.staffName ? ` · ${v.staffName}` : ''}
                {v.restoredFrom !== null
                  ? ` · ${v.restoredFrom === 0 ? '처음 상태' : `버전 ${v.restoredFrom}`}에서 복원`
                  : ''}
              </span>
              {v.current ? null : (
                <Button
                  variant="ghost"
                  aria-label={`${v.versionNo === 0 ? '처음 상태' : `버전 ${v.versionNo}`} 복원`}
                  disabled={restore.isPending}
                  onClick={() =>
                    dialog.confirm(
                      '이 버전의 내용으로 초안을 바꿀까요? 지금 저장된 초안은 사라지고, 게시해야 손님에게 보여요.',
                      { confirmLabel: '복원', onConfirm: () => restore.mutate(v.id) },
                    )
                  }
                >
                  복원
                </Button>
              )}
            </div>
            {v.changes.length > 0 ? (
              <ul className="profile-versions__changes">
                {v.changes.map((c) => (
                  <li key={`${c.roomId}-${c.field}`}>{changeLine(c)}</li>
                ))}
              </ul>
            ) : v.versionNo === 0 ? (
              <p className="profile-versions__note">파트너센터에서 처음 게시하기 전의 업체 정보예요.</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
