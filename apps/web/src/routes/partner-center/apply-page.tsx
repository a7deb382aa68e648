import { ONBOARDING_ERROR_CODES } from '@wedding/contract/partner-onboarding-constants';
import {
  type ApplicationField,
  type ApplicationInput,
  checkApplication,
  ONBOARDING_MESSAGES,
} from '@wedding/domain/partner-onboarding';
import { formatPhone } from '@wedding/domain/phone';
import { findRegion, REGIONS } from '@wedding/domain/regions';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { type ApplicationReceipt, submitApplication } from '../../features/partner-center/api/application-api.ts';
import { ConsoleStyles } from '../../features/partner-center/components/console-styles.tsx';
import { CONSOLE_SIGN_IN } from '../../features/partner-center/console-nav.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';

const EMPTY: ApplicationInput = {
  bizName: '',
  businessNumber: '',
  address: '',
  region: '',
  subRegion: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

/** 'XXX-XX-XXXXX' as the digits are typed. */
function formatBusinessNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * /partner-center/apply (issue 29 §4): a hall applies for a console account. The domain's checks run here as in
 * the API (the 사업자등록번호 check digit with its Korean messages); the answer is a confirmation screen.
 */
export default function PartnerApplyPage() {
  useDocumentTitle('입점 신청 - 파트너센터');
  const [receipt, setReceipt] = useState<ApplicationReceipt | null>(null);
  return (
    <main className="console-sign-in console-apply">
      <ConsoleStyles />
      <h1 className="console-sign-in__title">
        <span className="console__brand">파트너센터</span> 입점 신청
      </h1>
      {receipt ? <Received receipt={receipt} /> : <ApplyForm onDone={setReceipt} />}
    </main>
  );
}

function Received({ receipt }: { receipt: ApplicationReceipt }) {
  return (
    <section className="console-card console-apply__done" aria-labelledby="apply-done">
      <h2 id="apply-done" className="console-card__title">
        신청이 접수되었어요
      </h2>
      <p role="status">{ONBOARDING_MESSAGES.RECEIVED}</p>
      <dl className="console-apply__summary">
        <dt>상호</dt>
        <dd>{receipt.bizName}</dd>
        <dt>사업자등록번호</dt>
        <dd>{receipt.businessNumber}</dd>
        <dt>결과를 받을 이메일</dt>
        <dd>{receipt.contactEmail}</dd>
      </dl>
      <p className="console-sign-in__help">
        승인되면 대표 계정 초대 링크를 보내 드려요. 링크에서 비밀번호와 2단계 인증을 설정하면 바로 시작할 수 있어요.
      </p>
      <Link to={CONSOLE_SIGN_IN}>파트너센터 로그인으로 가기</Link>
    </section>
  );
}

function ApplyForm({ onDone }: { onDone(receipt: ApplicationReceipt): void }) {
  const [form, setForm] = useState<ApplicationInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ApplicationField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const region = findRegion(form.region);
  const ids = useId();

  const set = (field: ApplicationField, value: string) => {
    setForm((current) => ({ ...current, [field]: value, ...(field === 'region' ? { subRegion: '' } : {}) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkApplication(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setError('입력한 내용을 다시 확인해 주세요.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDone(await submitApplication(checked.value));
    } catch (caught) {
      setBusy(false);
      if (isApiError(caught) && caught.code === ONBOARDING_ERROR_CODES.BUSINESS_NUMBER_INVALID) {
        setErrors({ businessNumber: caught.message });
      }
      setError(isApiError(caught) ? caught.message : '신청하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  }

  return (
    <>
      <p className="console-sign-in__lead">
        웨딩홀 파트너센터 계정을 신청해요. 운영팀이 확인한 뒤 담당자 이메일로 결과를 알려 드려요.
      </p>
      <form onSubmit={submit} noValidate className="console-sign-in__form" aria-label="입점 신청서">
        <Field
          label="상호"
          name="bizName"
          autoComplete="organization"
          value={form.bizName}
          error={errors.bizName}
          onChange={(e) => set('bizName', e.target.value)}
        />
        <Field
          label="사업자등록번호"
          name="businessNumber"
          inputMode="numeric"
          placeholder="000-00-00000"
          value={form.businessNumber}
          error={errors.businessNumber}
          hint="사업자등록증의 10자리 번호예요."
          onChange={(e) => set('businessNumber', formatBusinessNumber(e.target.value))}
        />
        <Field
          label="주소"
          name="address"
          autoComplete="street-address"
          value={form.address}
          error={errors.address}
          onChange={(e) => set('address', e.target.value)}
        />
        <div className="console-apply__regions">
          <div className="console-apply__select">
            <label className="field__label" htmlFor={`${ids}-region`}>
              지역
            </label>
            <select
              id={`${ids}-region`}
              className="console-select"
              name="region"
              value={form.region}
              aria-invalid={errors.region ? true : undefined}
              onChange={(e) => set('region', e.target.value)}
            >
              <option value="">지역 선택</option>
              {REGIONS.map((r) => (
                <option key={r.name} value={r.name}>
                  {r.name}
                </option>
              ))}
            </select>
            {errors.region && <span className="console-error">{errors.region}</span>}
          </div>
          {region && region.subRegions.length > 0 && (
            <div className="console-apply__select">
              <label className="field__label" htmlFor={`${ids}-sub-region`}>
                세부 지역
              </label>
              <select
                id={`${ids}-sub-region`}
                className="console-select"
                name="subRegion"
                value={form.subRegion ?? ''}
                aria-invalid={errors.subRegion ? true : undefined}
                onChange={(e) => set('subRegion', e.target.value)}
              >
                <option value="">세부 지역 선택</option>
                {region.subRegions.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              {errors.subRegion && <span className="console-error">{errors.subRegion}</span>}
            </div>
          )}
        </div>
        <Field
          label="담당자 이름"
          name="contactName"
          autoComplete="name"
          value={form.contactName}
          error={errors.contactName}
          onChange={(e) => set('contactName', e.target.value)}
        />
        <Field
          label="담당자 연락처"
          name="contactPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-0000-0000"
          value={form.contactPhone}
          error={errors.contactPhone}
          onChange={(e) =>
            set('contactPhone', e.target.value.startsWith('02') ? e.target.value : formatPhone(e.target.value))
          }
        />
        <Field
          label="담당자 이메일"
          name="contactEmail"
          type="email"
          autoComplete="email"
          value={form.contactEmail}
          error={errors.contactEmail}
          hint="승인되면 이 주소로 대표 계정 초대 링크를 보내요."
          onChange={(e) => set('contactEmail', e.target.value)}
        />
        {error && (
          <p className="console-sign-in__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" block disabled={busy}>
          입점 신청하기
        </Button>
      </form>
      <p className="console-sign-in__help">
        이미 계정이 있나요? <Link to={CONSOLE_SIGN_IN}>파트너센터 로그인</Link>
      </p>
    </>
  );
}
