import { useQueryClient } from '@tanstack/react-query';
import { PARTNER_CENTER_ERROR_CODES } from '@wedding/contract/partner-center-constants';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { signInStaff, staffMeQueryKey } from '../../features/partner-center/api/console-api.ts';
import { ConsoleStyles } from '../../features/partner-center/components/console-styles.tsx';
import { CONSOLE_APPLY, CONSOLE_HOME, firstScreenFor } from '../../features/partner-center/console-nav.ts';
import { useStaffMe } from '../../features/partner-center/hooks/use-staff-me.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';

/** Only the console's own screens are a place to go back to after signing in. */
function safeNext(next: string | null): string | null {
  return next?.startsWith(`${CONSOLE_HOME}/`) && !next.startsWith('//') ? next : null;
}

/** /partner-center/sign-in (issue 26): staff sign in apart from customers; an account with TOTP asks for the code. */
export default function PartnerSignInPage() {
  useDocumentTitle('파트너센터 로그인');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useStaffMe();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = safeNext(params.get('next'));

  if (me.data && !busy) return <Navigate to={next ?? firstScreenFor(me.data.areas)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('이메일과 비밀번호를 입력해 주세요.');
      return;
    }
    if (askCode && !/^\d{6}$/.test(totp)) {
      setError('인증 앱에 표시된 6자리 숫자를 입력해 주세요.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const staff = await signInStaff({ email: email.trim(), password, ...(askCode ? { totp } : {}) });
      queryClient.setQueryData(staffMeQueryKey, staff);
      navigate(next ?? firstScreenFor(staff.areas), { replace: true });
    } catch (caught) {
      setBusy(false);
      if (isApiError(caught) && caught.code === PARTNER_CENTER_ERROR_CODES.TOTP_REQUIRED) {
        setAskCode(true);
        setError(null);
        return;
      }
      if (isApiError(caught) && caught.code === PARTNER_CENTER_ERROR_CODES.TOTP_INVALID) setTotp('');
      setError(isApiError(caught) ? caught.message : '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
  }

  return (
    <main className="console-sign-in">
      <ConsoleStyles />
      <h1 className="console-sign-in__title">
        <span className="console__brand">파트너센터</span> 로그인
      </h1>
      <p className="console-sign-in__lead">웨딩홀·플래너 직원 전용입니다. 고객 계정으로는 로그인할 수 없어요.</p>
      <form onSubmit={submit} noValidate className="console-sign-in__form">
        <Field
          label="이메일"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={askCode}
        />
        <Field
          label="비밀번호"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={askCode}
        />
        {askCode && (
          <Field
            label="인증 코드 6자리"
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint="인증 앱(Google Authenticator 등)에 표시된 숫자를 입력해 주세요."
            value={totp}
            onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))}
            autoFocus
          />
        )}
        {error && (
          <p className="console-sign-in__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" block disabled={busy}>
          {askCode ? '확인' : '로그인'}
        </Button>
      </form>
      <p className="console-sign-in__help">계정이 없다면 업체 대표에게 초대 링크를 요청해 주세요.</p>
      <p className="console-sign-in__help">
        처음 함께하는 웨딩홀이라면 <Link to={CONSOLE_APPLY}>입점 신청</Link>을 해 주세요.
      </p>
    </main>
  );
}
