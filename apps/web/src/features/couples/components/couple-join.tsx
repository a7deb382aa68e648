import { useQuery } from '@tanstack/react-query';
import { COUPLE_PAGE_PATH } from '@wedding/contract/couples-constants';
import { formatCoupleCode, normalizeCoupleCode } from '@wedding/domain/couple-link';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { coupleQuery } from '../api/couple-api.ts';
import { useAcceptInvite } from '../api/use-couple-change.ts';
import '../../../shared/ui/states.css';
import './couples.css';

const LIKES_PATH = '/my-interest/like';

/** The invite link's page for a signed-in customer (issue 30 §1): accept the code in the link, or say why not. */
export function CoupleJoin({ code: raw }: { code: string }) {
  const code = normalizeCoupleCode(raw);
  const query = useQuery(coupleQuery());
  const accept = useAcceptInvite();
  const [error, setError] = useState<string | null>(null);

  if (!code)
    return (
      <section className="state">
        <h2 className="state__title">초대 링크가 올바르지 않아요</h2>
        <p className="state__text">상대방에게 링크나 8자리 코드를 다시 받아 주세요.</p>
        <Link to={COUPLE_PAGE_PATH} className="btn btn--primary btn--md">
          코드 직접 입력하기
        </Link>
      </section>
    );
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  const { partner } = query.data;

  if (partner)
    return (
      <section className="state" data-testid="couple-joined">
        <h2 className="state__title">{partner.name}님과 커플로 연결되어 있어요</h2>
        <p className="state__text">이제 두 분의 찜, 빈 날짜 알림, 예식일을 함께 봐요.</p>
        <Link to={LIKES_PATH} className="btn btn--primary btn--md">
          함께 찜한 목록 보기
        </Link>
        <Link to={COUPLE_PAGE_PATH} className="btn btn--ghost btn--md">
          커플 연결 관리
        </Link>
      </section>
    );

  return (
    <section className="couple-join" aria-labelledby="couple-join-title">
      <h2 id="couple-join-title" className="account-section__title">
        예비 배우자의 초대를 받았어요
      </h2>
      <div className="couple-code">
        <p className="couple-code__label">초대 코드</p>
        <p className="couple-code__value">{formatCoupleCode(code)}</p>
      </div>
      <p className="couple-lead">
        수락하면 두 계정이 커플로 연결되어 찜, 빈 날짜 알림, 예식일(D-day)을 함께 보고, 서로의 방문·예약도 볼 수 있어요.
        언제든 연결을 해제할 수 있어요.
      </p>
      {error ? (
        <p className="couple-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        block
        size="lg"
        disabled={accept.isPending}
        onClick={() => {
          setError(null);
          accept.mutate(code, {
            onError: (e) => setError(e instanceof Error ? e.message : '잠시 후 다시 시도해 주세요.'),
          });
        }}
      >
        수락하고 연결하기
      </Button>
    </section>
  );
}
