import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLE_LABELS } from '@wedding/contract/partner-center-constants';
import { checkPassword } from '@wedding/domain/account-rules';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CONSOLE_QUERY_KEY, staffMeQueryKey } from '../../features/partner-center/api/console-api.ts';
import { acceptInvite, fetchInvite } from '../../features/partner-center/api/staff-api.ts';
import { ConsoleStyles } from '../../features/partner-center/components/console-styles.tsx';
import { CONSOLE_SIGN_IN, firstScreenFor } from '../../features/partner-center/console-nav.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** /partner-center/invite/:token: an invited staff member names themselves and sets a password. */
export default function PartnerInvitePage() {
  useDocumentTitle('파트너센터 초대');
  const { token = '' } = useParams();
  const invite = useQuery({
    queryKey: [...CONSOLE_QUERY_KEY, 'invite', token],
    queryFn: () => fetchInvite(token),
    retry: false,
  });
  return (
    <main className="console-sign-in">
      <ConsoleStyles />
      <h1 className="console-sign-in__title">
        <span className="console__brand">파트너센터</span> 초대
      </h1>
      {invite.isPending ? (
        <Spinner label="초대를 확인하는 중" />
      ) : invite.isError ? (
        <>
          <p role="alert">{isApiError(invite.error) ? invite.error.message : '초대를 확인하지 못했습니다.'}</p>
          <Link to={CONSOLE_SIGN_IN}>파트너센터 로그인으로 가기</Link>
        </>
      ) : (
        <AcceptForm token={token} {...invite.data} />
      )}
    </main>
  );
}

function AcceptForm({
  token,
  email,
  role,
  bizName,
}: {
  token: string;
  email: string;
  role: keyof typeof STAFF_ROLE_LABELS;
  bizName: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('이름을 입력해 주세요.');
    const rule = checkPassword(password);
    if (!rule.ok) return setError(rule.message);
    setBusy(true);
    setError(null);
    try {
      const staff = await acceptInvite(token, { name: name.trim(), password });
      queryClient.setQueryData(staffMeQueryKey, staff);
      navigate(firstScreenFor(staff.areas), { replace: true });
    } catch (caught) {
      setBusy(false);
      setError(isApiError(caught) ? caught.message : '잠시 후 다시 시도해 주세요.');
    }
  }

  return (
    <>
      <p className="console-sign-in__lead">
        <strong>{bizName}</strong>에서 {email} 계정을 <strong>{STAFF_ROLE_LABELS[role]}</strong>(으)로 초대했어요.
      </p>
      <form onSubmit={submit} noValidate className="console-sign-in__form">
        <Field label="이름" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        <Field
          label="비밀번호"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="영문, 숫자, 특수문자를 모두 포함해 8~20자"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p className="console-sign-in__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" block disabled={busy}>
          가입하고 시작하기
        </Button>
      </form>
    </>
  );
}
