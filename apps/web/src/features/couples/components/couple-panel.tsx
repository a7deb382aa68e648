import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoupleInvite } from '@wedding/contract/couples';
import {
  COUPLE_CODE_LENGTH,
  COUPLE_SHARING_NOTES,
  coupleInviteShareText,
  formatCoupleCode,
} from '@wedding/domain/couple-link';
import { formatSeoulDateTime } from '@wedding/domain/korean-date-time';
import { type FormEvent, useState } from 'react';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { useUserStore } from '../../../shared/stores/user-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { coupleQuery, createInvite } from '../api/couple-api.ts';
import { useAcceptInvite, useUnlinkCouple } from '../api/use-couple-change.ts';
import { shareInvite } from './share-invite.ts';
import './couples.css';

const message = (e: unknown) => (e instanceof Error ? e.message : '잠시 후 다시 시도해 주세요.');

/** /mypage/couple (issue 30 §1): invite with a code or a link, enter a partner's code, see the partner, unlink. */
export function CouplePanel() {
  const query = useQuery(coupleQuery());
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  const { partner, invite } = query.data;
  return (
    <>
      {partner ? <Linked name={partner.name} since={partner.linkedAt} /> : <Invite invite={invite} />}
      {partner ? null : <EnterCode />}
      <section className="account-section" aria-labelledby="couple-shared-title">
        <h2 id="couple-shared-title" className="account-section__title">
          연결하면 이렇게 함께해요
        </h2>
        <ul className="couple-notes">
          {COUPLE_SHARING_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Linked({ name, since }: { name: string; since: string }) {
  const dialog = useDialog();
  const toast = useToast();
  const unlink = useUnlinkCouple();
  return (
    <section className="account-section" aria-labelledby="couple-partner-title">
      <h2 id="couple-partner-title" className="account-section__title">
        연결된 예비 배우자
      </h2>
      <div className="couple-card" data-testid="couple-partner">
        <p className="couple-card__name">{name}님</p>
        <p className="couple-card__sub">{formatSeoulDateTime(new Date(since))}에 연결했어요</p>
      </div>
      <Button
        variant="secondary"
        block
        disabled={unlink.isPending}
        onClick={() =>
          dialog.confirm(
            `${name}님과의 연결을 해제할까요? 지금까지 함께 본 찜·알림·후보 목록은 두 분 모두에게 각자 남고, 이후의 찜은 따로 관리돼요.`,
            {
              confirmLabel: '연결 해제',
              cancelLabel: '닫기',
              onConfirm: () =>
                unlink.mutate(undefined, {
                  onSuccess: () => toast.show('연결을 해제했어요.', { type: 'success' }),
                  onError: (e) => toast.show(message(e), { type: 'error' }),
                }),
            },
          )
        }
      >
        연결 해제
      </Button>
    </section>
  );
}

function Invite({ invite }: { invite: CoupleInvite | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const name = useUserStore((s) => s.userInfo?.nick ?? '');
  const make = useMutation({
    mutationFn: createInvite,
    onSuccess: (made) =>
      queryClient.setQueryData(coupleQuery().queryKey, (old) => (old ? { ...old, invite: made } : old)),
    onError: (e) => toast.show(message(e), { type: 'error' }),
  });
  const share = async (code: string, path: string) => {
    const outcome = await shareInvite({
      title: '웨딩 준비 함께하기',
      text: coupleInviteShareText(name || '예비 배우자', code),
      url: new URL(path, window.location.origin).href,
    });
    if (outcome === 'copied') toast.show('초대 문구와 링크를 복사했어요. 카카오톡에 붙여 넣어 보내 주세요.');
    if (outcome === 'failed') toast.show('공유하지 못했어요. 코드를 직접 알려 주세요.', { type: 'error' });
  };
  return (
    <section className="account-section" aria-labelledby="couple-invite-title">
      <h2 id="couple-invite-title" className="account-section__title">
        예비 배우자 초대하기
      </h2>
      {invite ? (
        <div className="couple-code" data-testid="couple-invite">
          <p className="couple-code__label">초대 코드</p>
          <p className="couple-code__value" data-testid="couple-code">
            {formatCoupleCode(invite.code)}
          </p>
          <p className="couple-code__sub">
            {formatSeoulDateTime(new Date(invite.expiresAt))}까지, 한 번만 쓸 수 있어요
          </p>
          <Button block onClick={() => void share(invite.code, invite.joinPath)}>
            초대 링크 보내기
          </Button>
          <p className="couple-code__note">
            카카오톡 바로 보내기는 아직 준비 중이에요. 휴대폰의 공유 목록에서 카카오톡을 고르거나, 복사된 링크를
            카카오톡에 붙여 넣어 보내 주세요.
          </p>
          <Button variant="ghost" block disabled={make.isPending} onClick={() => make.mutate()}>
            새 코드 만들기 (지금 코드는 더 이상 쓸 수 없어요)
          </Button>
        </div>
      ) : (
        <>
          <p className="couple-lead">
            코드나 링크를 받은 예비 배우자가 수락하면 두 계정이 커플로 연결돼요. 코드는 24시간 동안 한 번 쓸 수 있어요.
          </p>
          <Button block disabled={make.isPending} onClick={() => make.mutate()}>
            초대 코드 만들기
          </Button>
        </>
      )}
    </section>
  );
}

function EnterCode() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const accept = useAcceptInvite();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    accept.mutate(code, {
      onSuccess: (status) => toast.show(`${status.partner?.name ?? ''}님과 연결되었어요.`, { type: 'success' }),
      onError: (e) => setError(message(e)),
    });
  };
  return (
    <form className="account-section" aria-labelledby="couple-enter-title" onSubmit={submit}>
      <h2 id="couple-enter-title" className="account-section__title">
        받은 코드로 연결하기
      </h2>
      <Field
        label="초대 코드"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder="ABCD-2345"
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={COUPLE_CODE_LENGTH + 2}
        error={error}
        hint="상대방에게 받은 8자리 코드를 입력해 주세요."
      />
      <Button type="submit" block disabled={accept.isPending || code.trim().length < COUPLE_CODE_LENGTH}>
        연결하기
      </Button>
    </form>
  );
}
