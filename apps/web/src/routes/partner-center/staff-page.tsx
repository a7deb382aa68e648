import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLE_LABELS } from '@wedding/contract/partner-center-constants';
import { STAFF_ROLES, type StaffRole } from '@wedding/domain/partner-staff';
import { type FormEvent, useState } from 'react';
import {
  changeStaffRole,
  fetchStaffList,
  inviteStaff,
  removeStaff,
  revokeInvite,
  staffListQueryKey,
} from '../../features/partner-center/api/staff-api.ts';
import { ConsoleFrame, useConsoleStaff } from '../../features/partner-center/components/console-frame.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDialog } from '../../shared/hooks/use-dialog.ts';
import { useToast } from '../../shared/hooks/use-toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

const ROLE_HELP: Record<StaffRole, string> = {
  OWNER: '모든 메뉴와 직원 관리',
  MANAGER: '직원 관리를 뺀 모든 메뉴',
  CALENDAR: '일정과 가격만',
  MESSAGES: '리뷰 답변(이후 예약·문의)만',
};

const messageOf = (error: unknown) => (isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.');

/** /partner-center/staff (OWNER): staff, their roles, one-time invitations. */
export default function PartnerStaffPage() {
  return (
    <ConsoleFrame title="직원 관리" area="staff">
      <InviteForm />
      <StaffTable />
    </ConsoleFrame>
  );
}

function RoleSelect({
  value,
  onChange,
  label,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  label: string;
}) {
  return (
    <select
      className="console-select"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as StaffRole)}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]} · {ROLE_HELP[role]}
        </option>
      ))}
    </select>
  );
}

function InviteForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('CALENDAR');
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: (result) => {
      setLink(result.url.startsWith('/') ? `${window.location.origin}${result.url}` : result.url);
      setEmail('');
      queryClient.invalidateQueries({ queryKey: staffListQueryKey });
    },
    onError: (caught) => setError(messageOf(caught)),
  });
  const toast = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLink(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('이메일 주소를 정확히 입력해 주세요.');
      return;
    }
    invite.mutate({ email: email.trim(), role });
  }

  return (
    <section className="console-card" aria-labelledby="invite-title">
      <h2 id="invite-title">직원 초대</h2>
      <form onSubmit={submit} noValidate className="console-form-row">
        <Field
          label="이메일"
          type="email"
          name="inviteEmail"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <RoleSelect value={role} onChange={setRole} label="초대할 역할" />
        <Button type="submit" disabled={invite.isPending}>
          초대 링크 만들기
        </Button>
      </form>
      {link && (
        <div className="console-invite-link" role="status">
          <p>초대 링크를 만들었어요. 72시간 동안 한 번만 쓸 수 있어요.</p>
          <code>{link}</code>
          <Button
            variant="secondary"
            onClick={() => navigator.clipboard?.writeText(link).then(() => toast.show('링크를 복사했어요.'))}
          >
            링크 복사
          </Button>
        </div>
      )}
    </section>
  );
}

function StaffTable() {
  const me = useConsoleStaff();
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const toast = useToast();
  const list = useQuery({ queryKey: staffListQueryKey, queryFn: fetchStaffList });
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffListQueryKey });
  const act = (run: () => Promise<unknown>, done: string) =>
    run().then(
      () => {
        toast.show(done);
        refresh();
      },
      (caught) => {
        toast.show(messageOf(caught));
        refresh();
      },
    );

  if (list.isPending) return <Spinner label="직원 목록을 불러오는 중" />;
  if (list.isError) return <p role="alert">{messageOf(list.error)}</p>;
  const { staff, invites } = list.data;
  return (
    <>
      <section className="console-card" aria-labelledby="staff-title">
        <h2 id="staff-title">직원 {staff.length}명</h2>
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">이름</th>
              <th scope="col">이메일</th>
              <th scope="col">역할</th>
              <th scope="col">2단계 인증</th>
              <th scope="col">
                <span className="visually-hidden">관리</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.id}>
                <td>
                  {member.name}
                  {member.id === me.id && ' (나)'}
                </td>
                <td>{member.email}</td>
                <td>
                  <RoleSelect
                    label={`${member.name}의 역할`}
                    value={member.role}
                    onChange={(role) =>
                      dialog.confirm(
                        `${member.name}님의 역할을 ${STAFF_ROLE_LABELS[role]}(으)로 바꿀까요? 다시 로그인해야 적용돼요.`,
                        {
                          confirmLabel: '바꾸기',
                          onConfirm: () => act(() => changeStaffRole(member.id, role), '역할을 바꿨어요.'),
                        },
                      )
                    }
                  />
                </td>
                <td>{member.totpEnabled ? '사용 중' : '사용 안 함'}</td>
                <td>
                  <Button
                    variant="ghost"
                    aria-label={`${member.name} 삭제`}
                    onClick={() =>
                      dialog.confirm(`${member.name}님을 삭제할까요? 바로 로그아웃되고 다시 로그인할 수 없어요.`, {
                        confirmLabel: '삭제',
                        onConfirm: () => act(() => removeStaff(member.id), '직원을 삭제했어요.'),
                      })
                    }
                  >
                    삭제
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {invites.length > 0 && (
        <section className="console-card" aria-labelledby="invites-title">
          <h2 id="invites-title">수락 대기 중인 초대</h2>
          <ul className="console-plain-list">
            {invites.map((invite) => (
              <li key={invite.id} className="console-row-actions">
                <span>
                  {invite.email} · {STAFF_ROLE_LABELS[invite.role]} ·{' '}
                  {new Date(invite.expiresAt).toLocaleString('ko-KR')}까지
                </span>
                <Button variant="ghost" onClick={() => act(() => revokeInvite(invite.id), '초대를 취소했어요.')}>
                  초대 취소
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
