import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerApplication } from '@wedding/contract/partner-onboarding';
import {
  APPLICATION_STATE_LABELS,
  APPLICATION_STATES,
  type ApplicationState,
} from '@wedding/domain/partner-onboarding';
import { regionLabel } from '@wedding/domain/regions';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { ADMIN_APPLICATIONS, ADMIN_PARTNERS } from '../../features/admin/admin-nav.ts';
import {
  type Approval,
  applicationsQueryKey,
  approveApplication,
  fetchApplication,
  fetchApplications,
  rejectApplication,
} from '../../features/admin/onboarding-api.ts';
import { ReasonForm } from '../../features/admin/reason-form.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

const when = (iso: string) => new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' });

/** /admin/applications and /admin/applications/:id (issue 29 §4): partner applications, approve or reject. */
export default function AdminApplicationsPage() {
  const { id } = useParams();
  const applicationId = Number(id);
  return (
    <AdminFrame title={id ? '입점 신청 상세' : '입점 심사'} area="onboarding">
      {id && Number.isSafeInteger(applicationId) && applicationId > 0 ? (
        <ApplicationDetail id={applicationId} />
      ) : (
        <ApplicationList />
      )}
    </AdminFrame>
  );
}

function stateOf(params: URLSearchParams): ApplicationState | undefined {
  const value = params.get('state') ?? 'PENDING';
  return (APPLICATION_STATES as readonly string[]).includes(value) ? (value as ApplicationState) : undefined;
}

function ApplicationList() {
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: [...applicationsQueryKey, state ?? 'ALL', page],
    queryFn: () => fetchApplications(state, page),
    placeholderData: keepPreviousData,
  });
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    search.set('page', String(next));
    setParams(search);
  };
  return (
    <>
      <nav className="admin-tabs" aria-label="신청 상태">
        {[...APPLICATION_STATES, 'ALL' as const].map((s) => (
          <Link
            key={s}
            to={`${ADMIN_APPLICATIONS}?state=${s}`}
            aria-current={(state ?? 'ALL') === s ? 'page' : undefined}
          >
            {s === 'ALL' ? '전체' : APPLICATION_STATE_LABELS[s]}
          </Link>
        ))}
        <Link to={ADMIN_PARTNERS}>업체 일시 중지 관리</Link>
      </nav>
      {list.isPending ? (
        <Spinner label="입점 신청을 불러오는 중" />
      ) : list.isError ? (
        <p role="alert">{isApiError(list.error) ? list.error.message : '잠시 후 다시 시도해 주세요.'}</p>
      ) : (
        <section className="console-card" aria-label="입점 신청 목록">
          {list.data.applications.length === 0 ? (
            <p>해당하는 신청이 없어요.</p>
          ) : (
            <ul className="admin-list">
              {list.data.applications.map((a) => (
                <li key={a.id} className="admin-list__item console-card">
                  <p>
                    <Link to={`${ADMIN_APPLICATIONS}/${a.id}`}>{a.bizName}</Link>{' '}
                    <span className="admin-state">{APPLICATION_STATE_LABELS[a.state]}</span>
                  </p>
                  <p className="admin-state">
                    {a.businessNumber} · {regionLabel(a.region, a.subRegion)} · {when(a.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <div className="console-row-actions">
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              이전
            </Button>
            <span>{page}쪽</span>
            <Button variant="secondary" disabled={!list.data.hasNext} onClick={() => goTo(page + 1)}>
              다음
            </Button>
          </div>
        </section>
      )}
    </>
  );
}

function ApplicationDetail({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [approval, setApproval] = useState<Approval | null>(null);
  const detail = useQuery({ queryKey: [...applicationsQueryKey, 'one', id], queryFn: () => fetchApplication(id) });
  const decided = (application: PartnerApplication) => {
    queryClient.setQueryData([...applicationsQueryKey, 'one', id], application);
    void queryClient.invalidateQueries({ queryKey: applicationsQueryKey, exact: false });
  };
  if (detail.isPending) return <Spinner label="입점 신청을 불러오는 중" />;
  if (detail.isError) {
    return <p role="alert">{isApiError(detail.error) ? detail.error.message : '잠시 후 다시 시도해 주세요.'}</p>;
  }
  const a = detail.data;
  return (
    <>
      <p>
        <Link to={ADMIN_APPLICATIONS}>← 입점 심사 목록</Link>
      </p>
      <section className="console-card" aria-labelledby="application-title">
        <h2 id="application-title">{a.bizName}</h2>
        <dl className="admin-facts">
          <dt>상태</dt>
          <dd data-testid="application-state">{APPLICATION_STATE_LABELS[a.state]}</dd>
          <dt>사업자등록번호</dt>
          <dd>{a.businessNumber}</dd>
          <dt>주소</dt>
          <dd>
            {a.address} ({regionLabel(a.region, a.subRegion)})
          </dd>
          <dt>담당자</dt>
          <dd>
            {a.contactName} · {a.contactPhone} · {a.contactEmail}
          </dd>
          <dt>신청일시</dt>
          <dd>{when(a.createdAt)}</dd>
          {a.decidedAt && (
            <>
              <dt>처리</dt>
              <dd>
                {when(a.decidedAt)} · {a.decidedBy?.name ?? '(삭제된 운영자)'}
              </dd>
              <dt>{a.state === 'REJECTED' ? '반려 사유' : '메모'}</dt>
              <dd>{a.reason}</dd>
            </>
          )}
        </dl>
        {approval && (
          <div className="admin-invite" role="status">
            <p>
              승인했어요. 대표 계정 초대 링크를 {approval.invite.email}(으)로 보냈어요. 72시간 안에 한 번만 쓸 수
              있어요.
            </p>
            <code>{approval.invite.url}</code>
          </div>
        )}
      </section>
      {a.state === 'PENDING' && (
        <div className="admin-decisions">
          <section className="console-card" aria-label="승인">
            <h2>승인</h2>
            <p>웨딩홀 업체를 만들고 담당자 이메일로 대표(OWNER) 초대 링크를 보내요.</p>
            <ReasonForm
              label="승인 메모"
              placeholder="예: 사업자등록증 확인 완료"
              submitLabel="승인하고 초대 보내기"
              onSubmit={async (reason) => {
                const result = await approveApplication(id, reason);
                setApproval(result);
                decided(result.application);
              }}
            />
          </section>
          <section className="console-card" aria-label="반려">
            <h2>반려</h2>
            <p>사유는 담당자에게 그대로 전달돼요.</p>
            <ReasonForm
              label="반려 사유"
              placeholder="예: 사업자등록증의 상호와 신청 상호가 달라요"
              submitLabel="반려하기"
              variant="secondary"
              onSubmit={async (reason) => decided(await rejectApplication(id, reason))}
            />
          </section>
        </div>
      )}
    </>
  );
}
