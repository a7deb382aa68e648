import { useQueryClient } from '@tanstack/react-query';
import type { Watch } from '@wedding/contract/slot-watches';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { Chips } from '../../../shared/ui/chips.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { createWatch, updateWatch, watchesQuery } from '../api/watches-api.ts';
import {
  bodyOf,
  DAY_OPTIONS,
  emptyForm,
  formOf,
  monthOptions,
  TIME_OPTIONS,
  toggle,
  type WatchTarget,
} from './watch-form.ts';
import './watches.css';

/**
 * The sheet that creates or edits a watch (issue 28 §5): wanted months, days, time band, guests and a price
 * ceiling for one hall or one region. Alerts are promotional: they follow the consent in 알림 설정.
 */
export function WatchSheet({
  open,
  onClose,
  target,
  editing,
}: {
  open: boolean;
  onClose: () => void;
  target: WatchTarget;
  /** The watch being edited; absent to create one. */
  editing?: Watch;
}) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => (editing ? formOf(editing) : emptyForm()));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => {
    setError(null);
    setForm((f) => ({ ...f, ...patch }));
  };

  const submit = async () => {
    const checked = bodyOf(target, form, new Date());
    if ('problem' in checked) return setError(checked.problem);
    setBusy(true);
    try {
      if (editing) await updateWatch(editing.id, checked.body);
      else await createWatch(checked.body);
      await queryClient.invalidateQueries({ queryKey: watchesQuery().queryKey });
      // The sheet stays mounted once opened (deferred): the next watch starts from a blank form.
      if (!editing) setForm(emptyForm());
      toast.show(editing ? '빈 날짜 알림을 바꿨어요.' : '빈 날짜 알림을 등록했어요. 날짜가 열리면 알려 드릴게요.', {
        type: 'success',
      });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : '잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  const what = 'hallName' in target ? target.hallName : `${target.region} 전체 웨딩홀`;
  return (
    <BottomSheet
      open={open}
      title={editing ? '빈 날짜 알림 바꾸기' : '빈 날짜 알림 받기'}
      onClose={onClose}
      footer={
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          onClick={() => void submit()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {editing ? '저장' : '알림 받기'}
        </button>
      }
    >
      <div className="watch-sheet">
        <p className="watch-sheet__lead">
          <strong>{what}</strong>에 원하는 날짜가 열리면 바로 알려 드려요. 먼저 잔여일정 확보를 누른 분이 가져가요.
        </p>
        <section aria-labelledby={`${id}-months`}>
          <h3 id={`${id}-months`} className="watch-sheet__label">
            원하는 달 <span className="watch-sheet__hint">(최대 12개)</span>
          </h3>
          <Chips
            label="원하는 달"
            options={monthOptions(new Date())}
            selected={form.months}
            onToggle={(v) => set({ months: toggle(form.months, v) })}
          />
        </section>
        <section aria-labelledby={`${id}-days`}>
          <h3 id={`${id}-days`} className="watch-sheet__label">
            요일 <span className="watch-sheet__hint">(고르지 않으면 모두)</span>
          </h3>
          <Chips
            label="요일"
            options={DAY_OPTIONS}
            selected={form.days}
            onToggle={(v) => set({ days: toggle(form.days, v) })}
          />
        </section>
        <section aria-labelledby={`${id}-times`}>
          <h3 id={`${id}-times`} className="watch-sheet__label">
            예식 시간 <span className="watch-sheet__hint">(고르지 않으면 모두)</span>
          </h3>
          <Chips
            label="예식 시간"
            options={TIME_OPTIONS}
            selected={form.times}
            onToggle={(v) => set({ times: toggle(form.times, v) })}
          />
        </section>
        <div className="watch-sheet__pair">
          <Field
            label="최소 하객"
            optional
            inputMode="numeric"
            value={form.minGuests}
            onChange={(e) => set({ minGuests: e.target.value.replace(/\D/g, '') })}
            adornment="명"
          />
          <Field
            label="최대 하객"
            optional
            inputMode="numeric"
            value={form.maxGuests}
            onChange={(e) => set({ maxGuests: e.target.value.replace(/\D/g, '') })}
            adornment="명"
          />
        </div>
        <Field
          label="최대 금액"
          optional
          inputMode="numeric"
          value={form.maxPrice}
          onChange={(e) => set({ maxPrice: e.target.value.replace(/\D/g, '') })}
          adornment="만원"
          hint="최종 금액이 이보다 낮은 일정만 알려 드려요."
        />
        {error ? (
          <p className="watch-sheet__error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="watch-sheet__note">
          알림은 알림함과 웹 푸시(허용한 경우)로 보내 드려요. 밤 9시~아침 8시에는 푸시를 보내지 않아요.{' '}
          <Link to="/mypage/notifications">알림 설정</Link>
        </p>
      </div>
    </BottomSheet>
  );
}
