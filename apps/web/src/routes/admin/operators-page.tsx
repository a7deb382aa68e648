import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorAccount } from '@wedding/contract/admin';
import {
  OPERATOR_REASON_MAX_LENGTH,
  OPERATOR_REASON_REQUIRED_MESSAGE,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  type OperatorRole,
} from '@wedding/domain/operator-roles';
import { type FormEvent, useState } from 'react';
import {
  changeOperatorAccount,
  fetchOperatorAccounts,
  type OperatorAction,
  operatorAccountsQueryKey,
} from '../../features/admin/admin-api.ts';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { useOperatorMe } from '../../features/admin/use-operator-me.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDialog } from '../../shared/hooks/use-dialog.ts';
import { useToast } from '../../shared/hooks/use-toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

type Kind = OperatorAction['kind'];

/** Each action's words: the button, the panel's heading, what follows, the confirmation and the toast. */
const ACTIONS: Record<Kind, { button: string; title: string; effect: string; confirm: string; done: string }> = {
  disable: {
    button: '사용 중지',
    title: '계정 사용 중지',
    effect: '바로 로그아웃되고 다시 로그인할 수 없어요. 나중에 다시 사용하게 할 수 있어요.',
    confirm: '사용 중지',
    done: '계정을 사용 중지했어요.',
  },
  enable: {
    button: '다시 사용',
    title: '계정 다시 사용',
    effect: '원래 비밀번호와 2단계 인증으로 다시 로그인할 수 있어요.',
    confirm: '다시 사용',
    done: '계정을 다시 사용하게 했어요.',
  },
  reset: {
    button: '초기화',
    title: '비밀번호·2단계 인증 초기화',
    effect:
      '새 일회용 비밀번호를 이번 한 번만 보여 드려요. 바로 로그아웃되고, 다음 로그인에서 새 비밀번호를 정하고 ' +
      '2단계 인증을 다시 등록해요.',
    confirm: '초기화',
    done: '계정을 초기화했어요.',
  },
  role: {
    button: '역할 변경',
    title: '역할 변경',
    effect: '다음 요청부터 새 역할의 메뉴만 쓸 수 있어요.',
    confirm: '바꾸기',
    done: '역할을 바꿨어요.',
  },
};

const messageOf = (error: unknown) => (isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.');
const dateTime = (iso: string) => new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' });

/**
 * /admin/operators (ADMIN, decision 0060): every operator account, and what an ADMIN does to one (disable,
 * enable, reset, change the role), each with a reason and a confirmation. A reset's one-time password shows once.
 */
export default function AdminOperatorsPage() {
  return (
    <AdminFrame title="운영자 계정" area="operators">
      <OperatorAccounts />
    </AdminFrame>
  );
}

function OperatorAccounts() {
  const myId = useOperatorMe().data?.id;
  const list = useQuery({ queryKey: operatorAccountsQueryKey, queryFn: fetchOperatorAccounts });
  const [pending, setPending] = useState<{ operator: OperatorAccount; kind: Kind } | null>(null);
  const [issued, setIssued] = useState<{ operator: OperatorAccount; password: string } | null>(null);

  if (list.isPending) return <Spinner label="운영자 계정을 불러오는 중" />;
  if (list.isError) return <p role="alert">{messageOf(list.error)}</p>;
  return (
    <>
      {issued && <OneTimePassword {...issued} onDone={() => setIssued(null)} />}
      {pending && (
        <ActionPanel
          key={`${pending.operator.id}-${pending.kind}`}
          {...pending}
          onClose={() => setPending(null)}
          onReset={(operator, password) => setIssued({ operator, password })}
        />
      )}
      <section className="console-card" aria-labelledby="operators-title">
        <h2 id="operators-title">운영자 {list.data.length}명</h2>
        <p className="console__notice">
          계정은 <code>npm run admin:create</code>로 만들어요. 관리자가 모두 로그인할 수 없을 때는{' '}
          <code>npm run admin:reset -- --email …</code>을 쓰세요.
        </p>
        <table className="console-table admin-operators">
          <thead>
            <tr>
              <th scope="col">이름</th>
              <th scope="col">역할</th>
              <th scope="col">상태</th>
              <th scope="col">최근 로그인</th>
              <th scope="col">
                <span className="visually-hidden">관리</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((operator) => (
              <tr key={operator.id} data-testid={`operator-${operator.email}`}>
                <td>
                  <strong>{operator.name}</strong>
                  {operator.id === myId && ' (나)'}
                  <br />
                  <span className="admin-operators__email">{operator.email}</span>
                </td>
                <td>{OPERATOR_ROLE_LABELS[operator.role]}</td>
                <td>
                  <StateBadges operator={operator} />
                </td>
                <td>
                  {operator.lastSignInAt ? dateTime(operator.lastSignInAt) : '로그인 기록 없음'}
                  <br />
                  <span className="admin-operators__email">만든 날 {dateTime(operator.createdAt)}</span>
                </td>
                <td>
                  {operator.id === myId ? (
                    <span className="admin-operators__email">내 계정은 다른 관리자가 관리해요.</span>
                  ) : (
                    <div className="console-row-actions">
                      {(operator.disabledAt
                        ? (['enable', 'reset'] as const)
                        : (['role', 'reset', 'disable'] as const)
                      ).map((kind) => (
                        <Button
                          key={kind}
                          variant={kind === 'disable' ? 'ghost' : 'secondary'}
                          aria-label={`${operator.name} ${ACTIONS[kind].button}`}
                          onClick={() => {
                            setIssued(null);
                            setPending({ operator, kind });
                          }}
                        >
                          {ACTIONS[kind].button}
                        </Button>
                      ))}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function StateBadges({ operator }: { operator: OperatorAccount }) {
  if (operator.disabledAt) return <span>사용 중지 ({dateTime(operator.disabledAt)})</span>;
  return (
    <span>
      사용 중 · 2단계 인증 {operator.totpEnabled ? '등록됨' : '미등록'}
      {operator.passwordChangeRequired && ' · 새 비밀번호 대기'}
    </span>
  );
}

function ActionPanel({
  operator,
  kind,
  onClose,
  onReset,
}: {
  operator: OperatorAccount;
  kind: Kind;
  onClose: () => void;
  onReset: (operator: OperatorAccount, password: string) => void;
}) {
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const toast = useToast();
  const words = ACTIONS[kind];
  const [reason, setReason] = useState('');
  const [role, setRole] = useState<OperatorRole>(operator.role === 'ADMIN' ? 'MODERATOR' : 'ADMIN');
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (action: OperatorAction) => changeOperatorAccount(operator.id, action, reason.trim()),
    onSuccess: (result) => {
      queryClient.invalidateQueries({ queryKey: operatorAccountsQueryKey });
      toast.show(words.done);
      if (result.oneTimePassword) onReset(result.operator, result.oneTimePassword);
      onClose();
    },
    onError: (caught) => {
      queryClient.invalidateQueries({ queryKey: operatorAccountsQueryKey });
      setError(messageOf(caught));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(OPERATOR_REASON_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    const action: OperatorAction = kind === 'role' ? { kind, role } : { kind };
    const what =
      kind === 'role' ? `역할을 ${OPERATOR_ROLE_LABELS[role]}(으)로 바꿀까요?` : `계정을 ${words.confirm}할까요?`;
    dialog.confirm(`${operator.name}님의 ${what}`, {
      confirmLabel: words.confirm,
      onConfirm: () => change.mutate(action),
    });
  }

  return (
    <section className="console-card admin-operators__panel" aria-labelledby="operator-action-title">
      <h2 id="operator-action-title">
        {operator.name}님 · {words.title}
      </h2>
      <p>{words.effect}</p>
      <form onSubmit={submit} noValidate className="admin-operators__form">
        {kind === 'role' && (
          <label className="admin-operators__role">
            <span>새 역할</span>
            <select className="console-select" value={role} onChange={(e) => setRole(e.target.value as OperatorRole)}>
              {OPERATOR_ROLES.filter((r) => r !== operator.role).map((r) => (
                <option key={r} value={r}>
                  {OPERATOR_ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
        )}
        <Field
          label="사유"
          name="reason"
          maxLength={OPERATOR_REASON_MAX_LENGTH}
          hint="감사 로그에 남아요."
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
          autoFocus
        />
        <div className="console-row-actions">
          <Button type="submit" disabled={change.isPending}>
            {words.confirm}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            취소
          </Button>
        </div>
      </form>
    </section>
  );
}

function OneTimePassword({
  operator,
  password,
  onDone,
}: {
  operator: OperatorAccount;
  password: string;
  onDone: () => void;
}) {
  const toast = useToast();
  return (
    <section className="console-card console-invite-link" role="status" aria-labelledby="one-time-title">
      <h2 id="one-time-title">{operator.name}님의 일회용 비밀번호</h2>
      <code data-testid="one-time-password">{password}</code>
      <p>
        이 비밀번호는 지금 한 번만 보여요. 복사해서 본인에게 직접(메신저 대화방이 아닌 안전한 방법으로) 전달하세요. 다음
        로그인에서 새 비밀번호를 정하고 2단계 인증을 다시 등록해요.
      </p>
      <div className="console-row-actions">
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard?.writeText(password).then(
              () => toast.show('비밀번호를 복사했어요.'),
              () => toast.show('복사하지 못했어요. 직접 선택해 복사해 주세요.'),
            )
          }
        >
          복사
        </Button>
        <Button variant="ghost" onClick={onDone}>
          전달했어요, 닫기
        </Button>
      </div>
    </section>
  );
}
