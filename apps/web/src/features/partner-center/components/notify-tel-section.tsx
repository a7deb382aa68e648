import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPhone, normalizeMobilePhone } from '@wedding/domain/phone';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { fetchNotifyTel, notifyTelQueryKey, saveNotifyTel } from '../api/staff-api.ts';

const INVALID = '휴대폰 번호를 010-0000-0000 형식으로 입력해 주세요.';
const RETRY = '잠시 후 다시 시도해 주세요.';

/**
 * The signed-in staff member's own 알림톡 number (issue 28): new booking requests and 1:1 questions come to it by
 * KakaoTalk 알림톡, by SMS when the 알림톡 cannot be delivered. Only roles that answer them see this section.
 */
export function NotifyTelSection() {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: notifyTelQueryKey, queryFn: fetchNotifyTel });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = saved.data ?? null;
  const value = draft ?? current ?? '';

  async function store(tel: string | null, done: string) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      queryClient.setQueryData(notifyTelQueryKey, await saveNotifyTel(tel));
      setDraft(null);
      setNotice(done);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : RETRY);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const tel = normalizeMobilePhone(value);
    if (!tel) {
      setError(INVALID);
      return;
    }
    void store(tel, '저장했어요. 이제 이 번호로 알림톡을 보내 드려요.');
  }

  return (
    <section className="console-card" aria-labelledby="notify-tel-title">
      <h2 id="notify-tel-title">알림톡 받을 휴대폰 번호</h2>
      <p className="console-notify-tel__lead">
        새 예식 일정 예약 요청과 1:1 문의가 오면 이 번호로 카카오톡 알림톡을 보내 드려요. 알림톡을 받을 수 없으면
        문자(SMS)로 보내 드려요. 번호가 없으면 파트너센터 알림함에서만 확인할 수 있어요.
      </p>
      {saved.isPending ? (
        <p className="console-notify-tel__state">불러오는 중…</p>
      ) : saved.isError ? (
        <p className="console-error" role="alert">
          번호를 불러오지 못했어요. {RETRY}
        </p>
      ) : (
        <>
          <p className="console-notify-tel__state">
            {current ? `받는 번호: ${current}` : '아직 등록된 번호가 없어요.'}
          </p>
          <form onSubmit={submit} noValidate className="console-notify-tel__form">
            <Field
              label="휴대폰 번호"
              name="notifyTel"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="010-0000-0000"
              maxLength={13}
              value={value}
              error={error}
              notice={notice}
              onChange={(e) => {
                setDraft(formatPhone(e.target.value));
                setError(null);
                setNotice(null);
              }}
            />
            <div className="console-notify-tel__actions">
              <Button type="submit" disabled={busy}>
                저장
              </Button>
              {current && (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void store(null, '번호를 지웠어요. 알림톡을 더 보내지 않아요.')}
                >
                  번호 지우기
                </Button>
              )}
            </div>
          </form>
        </>
      )}
    </section>
  );
}
