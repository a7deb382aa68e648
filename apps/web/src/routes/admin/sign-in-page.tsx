import { useQueryClient } from '@tanstack/react-query';
import type { OperatorSignIn } from '@wedding/contract/admin';
import { ADMIN_ERROR_CODES } from '@wedding/contract/admin-constants';
import {
  OPERATOR_PASSWORD_RULE_MESSAGE,
  OPERATOR_PASSWORD_SAME_MESSAGE,
  operatorPasswordAcceptable,
} from '@wedding/domain/operator-roles';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { operatorMeQueryKey, signInOperator } from '../../features/admin/admin-api.ts';
import { ADMIN_HOME } from '../../features/admin/admin-nav.ts';
import { useOperatorMe } from '../../features/admin/use-operator-me.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';

type Enrolment = Extract<OperatorSignIn, { step: 'ENROL' }>;

/** Only the console's own screens are a place to go back to after signing in. */
function safeNext(next: string | null): string | null {
  return next?.startsWith(`${ADMIN_HOME}/`) && !next.startsWith('//') ? next : null;
}

/**
 * /admin/sign-in (issue 29 §1): email and password, then the second factor, which every operator has. The first
 * sign-in shows the QR code and key to add to an authenticator app; its first code confirms it and signs in.
 * A generated password (the CLI's, or an ADMIN's reset) is replaced first (decision 0060).
 */
export default function AdminSignInPage() {
  useDocumentTitle('운영자 콘솔 로그인');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useOperatorMe();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [newPasswordAgain, setNewPasswordAgain] = useState('');
  const [step, setStep] = useState<'PASSWORD' | 'NEW_PASSWORD' | 'CODE' | 'ENROL'>('PASSWORD');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = safeNext(params.get('next'));
  const askCode = step === 'CODE' || step === 'ENROL';
  const askNewPassword = step === 'NEW_PASSWORD';

  if (me.data && !busy) return <Navigate to={next ?? ADMIN_HOME} replace />;

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
    if (askNewPassword) {
      const refusal = !operatorPasswordAcceptable(newPassword)
        ? OPERATOR_PASSWORD_RULE_MESSAGE
        : newPassword !== newPasswordAgain
          ? '새 비밀번호가 서로 다릅니다. 같게 두 번 입력해 주세요.'
          : newPassword === password
            ? OPERATOR_PASSWORD_SAME_MESSAGE
            : null;
      if (refusal) {
        setError(refusal);
        return;
      }
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await signInOperator({
        email: email.trim(),
        password,
        ...(askCode ? { totp } : {}),
        ...(askNewPassword ? { newPassword } : {}),
      });
      if (answer.step === 'SIGNED_IN') {
        queryClient.setQueryData(operatorMeQueryKey, answer.operator);
        navigate(next ?? ADMIN_HOME, { replace: true });
        return;
      }
      setBusy(false);
      if (askNewPassword && answer.step !== 'NEW_PASSWORD') {
        // The new password is the account's now: the next steps send it.
        setPassword(newPassword);
        setNewPassword('');
        setNewPasswordAgain('');
      }
      if (answer.step === 'ENROL') setEnrolment(answer);
      setStep(answer.step);
    } catch (caught) {
      setBusy(false);
      if (isApiError(caught) && caught.code === ADMIN_ERROR_CODES.TOTP_INVALID) setTotp('');
      setError(isApiError(caught) ? caught.message : '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
  }

  return (
    <main className="console-sign-in">
      <h1 className="console-sign-in__title">
        <span className="console__brand">운영자 콘솔</span> 로그인
      </h1>
      <p className="console-sign-in__lead">운영팀 전용입니다. 고객·파트너 계정으로는 로그인할 수 없어요.</p>
      <form onSubmit={submit} noValidate className="console-sign-in__form">
        <Field
          label="이메일"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={step !== 'PASSWORD'}
        />
        <Field
          label="비밀번호"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={step !== 'PASSWORD'}
        />
        {askNewPassword && (
          <section className="console-totp" aria-label="새 비밀번호 정하기">
            <p>받은 일회용 비밀번호는 이번 한 번만 쓸 수 있어요. 앞으로 쓸 비밀번호를 정해 주세요.</p>
            <Field
              label="새 비밀번호"
              type="password"
              name="newPassword"
              autoComplete="new-password"
              hint={OPERATOR_PASSWORD_RULE_MESSAGE}
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              autoFocus
            />
            <Field
              label="새 비밀번호 확인"
              type="password"
              name="newPasswordAgain"
              autoComplete="new-password"
              value={newPasswordAgain}
              onChange={(e) => setNewPasswordAgain(e.target.value)}
            />
          </section>
        )}
        {step === 'ENROL' && enrolment && (
          <section className="console-totp" aria-label="2단계 인증 등록">
            <p>처음 로그인하셨네요. 2단계 인증을 등록해야 콘솔을 사용할 수 있어요.</p>
            <ol>
              <li>인증 앱(Google Authenticator 등)에서 QR 코드를 스캔하세요.</li>
              <li>앱에 표시된 6자리 코드를 아래에 입력하세요.</li>
            </ol>
            <img
              className="console-totp__qr"
              src={enrolment.qrDataUrl}
              alt="인증 앱으로 스캔할 QR 코드"
              width={180}
              height={180}
            />
            <p className="console-totp__secret">
              스캔할 수 없다면 이 키를 직접 입력하세요: <code data-testid="totp-secret">{enrolment.secret}</code>
            </p>
          </section>
        )}
        {askCode && (
          <Field
            label="인증 코드 6자리"
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint="인증 앱에 표시된 숫자를 입력해 주세요."
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
          {step === 'ENROL' ? '등록하고 로그인' : askCode ? '확인' : askNewPassword ? '비밀번호 바꾸기' : '로그인'}
        </Button>
      </form>
      <p className="console-sign-in__help">계정은 관리자가 발급합니다. 가입 화면은 없어요.</p>
    </main>
  );
}
