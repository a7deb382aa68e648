import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffMeQueryKey } from '../../features/partner-center/api/console-api.ts';
import { confirmTotp, startTotpEnrolment } from '../../features/partner-center/api/staff-api.ts';
import { ConsoleFrame, useConsoleStaff } from '../../features/partner-center/components/console-frame.tsx';
import { NotifyTelSection } from '../../features/partner-center/components/notify-tel-section.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';

/**
 * /partner-center/security: the staff member's own account settings — the second factor (TOTP), required for an
 * OWNER and optional for the others, and the number new requests and questions come to by 알림톡 (issue 28).
 */
export default function PartnerSecurityPage() {
  return (
    <ConsoleFrame title="보안 설정" area={null}>
      <TotpSection />
      <OwnNotifyTel />
    </ConsoleFrame>
  );
}

/** Only the roles that answer requests and questions are told by 알림톡, and only once the console is open to them. */
function OwnNotifyTel() {
  const staff = useConsoleStaff();
  if (staff.mustEnrolTotp || !staff.areas.includes('messages')) return null;
  return <NotifyTelSection />;
}

type Enrolment = { secret: string; qrDataUrl: string };

function TotpSection() {
  const staff = useConsoleStaff();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await startTotpEnrolment());
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : '잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError('인증 앱에 표시된 6자리 숫자를 입력해 주세요.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(staffMeQueryKey, await confirmTotp(code));
      setEnrolment(null);
    } catch (caught) {
      setCode('');
      setError(isApiError(caught) ? caught.message : '잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="console-card" aria-labelledby="totp-title">
      <h2 id="totp-title">2단계 인증</h2>
      {staff.totpEnabled ? (
        <p className="console-status console-status--on">
          켜져 있어요. 로그인할 때 비밀번호와 인증 앱의 6자리 코드를 함께 입력합니다.
        </p>
      ) : (
        <>
          <p>
            {staff.mustEnrolTotp
              ? '대표 계정은 2단계 인증을 설정해야 파트너센터를 쓸 수 있어요.'
              : '설정하면 로그인할 때 인증 앱의 6자리 코드를 함께 입력해 계정을 더 안전하게 지킬 수 있어요.'}
          </p>
          {!enrolment ? (
            <Button onClick={start} disabled={busy}>
              인증 앱 연결하기
            </Button>
          ) : (
            <form onSubmit={confirm} noValidate className="console-totp">
              <ol className="console-totp__steps">
                <li>Google Authenticator 같은 인증 앱에서 아래 QR 코드를 스캔하세요.</li>
                <li>앱에 표시된 6자리 숫자를 입력하세요.</li>
              </ol>
              <img
                className="console-totp__qr"
                src={enrolment.qrDataUrl}
                alt="인증 앱으로 스캔할 QR 코드"
                width={180}
                height={180}
              />
              <p className="console-totp__secret">
                스캔할 수 없다면 이 키를 직접 입력하세요: <code>{enrolment.secret}</code>
              </p>
              <Field
                label="인증 코드 6자리"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
              <Button type="submit" disabled={busy}>
                확인
              </Button>
            </form>
          )}
        </>
      )}
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
