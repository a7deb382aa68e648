import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPartner } from '@wedding/contract/partner-onboarding';
import { regionLabel } from '@wedding/domain/regions';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { ADMIN_APPLICATIONS } from '../../features/admin/admin-nav.ts';
import { adminPartnersQueryKey, fetchAdminPartners, setPartnerPause } from '../../features/admin/onboarding-api.ts';
import { ReasonForm } from '../../features/admin/reason-form.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** /admin/partners (issue 29 §4): find a partner by name or 사업자등록번호, and pause or resume it with a reason. */
export default function AdminPartnersPage() {
  return (
    <AdminFrame title="업체 관리" area="onboarding">
      <PartnerSearch />
    </AdminFrame>
  );
}

function PartnerSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const paused = params.get('paused') === 'true' ? true : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q ?? '');
  const list = useQuery({
    queryKey: [...adminPartnersQueryKey, q ?? '', paused ?? 'any', page],
    queryFn: () => fetchAdminPartners({ q, paused }, page),
    placeholderData: keepPreviousData,
  });

  function search(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('q', draft.trim());
    setParams(next);
  }
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };

  return (
    <>
      <nav className="admin-tabs" aria-label="업체 보기">
        <Link to="?" aria-current={paused ? undefined : 'page'}>
          전체
        </Link>
        <Link to="?paused=true" aria-current={paused ? 'page' : undefined}>
          일시 중지된 업체
        </Link>
        <Link to={ADMIN_APPLICATIONS}>입점 심사</Link>
      </nav>
      <form className="console-card admin-audit__filters" onSubmit={search} aria-label="업체 검색">
        <Field label="상호 또는 사업자등록번호" name="q" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">검색</Button>
      </form>
      {list.isPending ? (
        <Spinner label="업체를 불러오는 중" />
      ) : list.isError ? (
        <p role="alert">{isApiError(list.error) ? list.error.message : '잠시 후 다시 시도해 주세요.'}</p>
      ) : (
        <section aria-label="업체 목록">
          {list.data.partners.length === 0 ? (
            <p className="console-card">조건에 맞는 업체가 없어요.</p>
          ) : (
            <ul className="admin-list">
              {list.data.partners.map((partner) => (
                <PartnerRow key={partner.id} partner={partner} />
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

function PartnerRow({ partner }: { partner: AdminPartner }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const paused = partner.pausedAt !== null;
  return (
    <li className="console-card" aria-label={partner.bizName}>
      <div className="admin-list__item">
        <p>
          <strong>{partner.bizName}</strong>{' '}
          <span className={paused ? 'admin-state admin-state--paused' : 'admin-state'}>
            {paused ? '일시 중지' : '운영 중'}
          </span>
        </p>
        <p className="admin-state">
          {regionLabel(partner.region, partner.subRegion)}
          {partner.businessNumber ? ` · ${partner.businessNumber}` : ''}
        </p>
      </div>
      {paused && <p className="admin-state">중지 사유: {partner.pauseReason}</p>}
      {open ? (
        <ReasonForm
          label={paused ? '운영 재개 사유' : '일시 중지 사유'}
          submitLabel={paused ? '운영 재개' : '일시 중지'}
          variant={paused ? 'primary' : 'secondary'}
          placeholder={paused ? '예: 소명 자료 확인' : '예: 영업 정지 확인'}
          onSubmit={async (reason) => {
            await setPartnerPause(partner.id, paused ? 'resume' : 'pause', reason);
            setOpen(false);
            await queryClient.invalidateQueries({ queryKey: adminPartnersQueryKey });
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {paused ? `${partner.bizName} 운영 재개…` : `${partner.bizName} 일시 중지…`}
        </Button>
      )}
    </li>
  );
}
