import type { CustomerProfile } from '@wedding/contract/account-responses';
import { checkInvitationCode, checkNick, normalizeInvitationCode } from '@wedding/domain/account-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../../../shared/api/api-error.ts';
import { checkInvitationCodeAvailable, checkNickAvailable } from '../../../shared/api/availability.ts';
import { useAvailabilityCheck } from '../../../shared/hooks/use-availability-check.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useSaveAdditionalInfo } from '../api/save-additional-info.ts';
import {
  type AdditionalInfoErrors,
  type AdditionalInfoField,
  type AdditionalInfoValues,
  chosenWeddingDate,
  validateAdditionalInfo,
} from '../lib/additional-info.ts';
import { fieldOfServerError } from '../lib/server-field-error.ts';
import { AvailabilityField } from './availability-field.tsx';
import { DDayPreview } from './d-day-preview.tsx';
import { RegionField } from './region-field.tsx';
import { WeddingDateField } from './wedding-date-field.tsx';
import './account.css';

type Props = {
  /** What is saved now: the form starts from it, and an unchanged nick or code needs no new check. */
  profile: CustomerProfile;
  onSaved: () => void;
};

const initialValues = (profile: CustomerProfile): AdditionalInfoValues => ({
  nick: profile.nick ?? '',
  region: profile.region,
  invitationCode: profile.invitationCode ?? '',
  weddingDate: profile.weddingDate ?? '',
  // A customer who already has a profile but no date chose 미정; a new one has not chosen yet.
  undecided: profile.nick !== null && profile.weddingDate === null,
});

/** /sign-additional/2: nick, region, invitation code and wedding day, with a live D-day preview. */
export function AdditionalInfoForm({ profile, onSaved }: Props) {
  const [values, setValues] = useState(() => initialValues(profile));
  const [errors, setErrors] = useState<AdditionalInfoErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const nickCheck = useAvailabilityCheck(checkNickAvailable);
  const codeCheck = useAvailabilityCheck(checkInvitationCodeAvailable);
  const save = useSaveAdditionalInfo();
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by each refused submit, so focus moves to the first field that needs attention.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid instanceof HTMLFieldSetElement ? invalid.querySelector('input') : invalid;
    target?.focus();
  }, [refusals]);

  const nick = values.nick.trim();
  const code = normalizeInvitationCode(values.invitationCode);
  const nickResult = nickCheck.resultFor(nick);
  const codeResult = codeCheck.resultFor(code);
  const confirmed = {
    nick: nick === profile.nick || (nickResult.status === 'done' && nickResult.available),
    invitationCode: code === (profile.invitationCode ?? '') || (codeResult.status === 'done' && codeResult.available),
  };

  const update = <K extends keyof AdditionalInfoValues>(key: K, value: AdditionalInfoValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field: AdditionalInfoField = key === 'undecided' ? 'weddingDate' : key;
    setErrors(({ [field]: _fixed, ...rest }) => rest);
    setFormError(null);
  };

  const runCheck = (field: 'nick' | 'invitationCode') => {
    const value = field === 'nick' ? nick : code;
    const rule = field === 'nick' ? checkNick(value) : checkInvitationCode(value);
    if (!rule.ok) {
      setErrors((current) => ({ ...current, [field]: rule.message }));
      return;
    }
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    void (field === 'nick' ? nickCheck : codeCheck).run(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAdditionalInfo(values, confirmed);
    if (!result.ok) {
      setErrors(result.errors);
      setRefusals((n) => n + 1);
      return;
    }
    setFormError(null);
    save.mutate(result.body, {
      onSuccess: onSaved,
      // Whatever went wrong, the typed values stay: only a message is added.
      onError: (error) => {
        const message = isApiError(error) ? error.message : FALLBACK_ERROR_MESSAGE;
        const field = isApiError(error) ? fieldOfServerError(error.code, error.message) : null;
        if (field) {
          setErrors((current) => ({ ...current, [field]: message }));
          setRefusals((n) => n + 1);
        } else setFormError(message);
      },
    });
  };

  return (
    <form ref={formRef} className="account-form" onSubmit={onSubmit} noValidate>
      <DDayPreview weddingDate={chosenWeddingDate(values)} />
      <AvailabilityField
        label="닉네임"
        value={values.nick}
        onChange={(value) => update('nick', value)}
        onCheck={() => runCheck('nick')}
        check={nick === profile.nick ? { status: 'idle' } : nickResult}
        error={errors.nick}
        hint="한글, 영문, 숫자 2~10자"
        placeholder="커뮤니티에서 쓸 이름"
        maxLength={10}
      />
      <RegionField value={values.region} onChange={(region) => update('region', region)} error={errors.region} />
      <AvailabilityField
        label="초대 코드"
        optional
        variant="code"
        value={values.invitationCode}
        // Codes are upper case (decision 0009); showing them so while typing avoids a surprise later.
        onChange={(value) => update('invitationCode', value.toUpperCase().replace(/\s/g, ''))}
        onCheck={() => runCheck('invitationCode')}
        check={code === (profile.invitationCode ?? '') ? { status: 'idle' } : codeResult}
        error={errors.invitationCode}
        hint="영문 대문자와 숫자 6~12자"
        placeholder="예: WEDDING2027"
        maxLength={12}
      />
      <WeddingDateField
        value={values.weddingDate}
        undecided={values.undecided}
        onChange={(value) => update('weddingDate', value)}
        onUndecidedChange={(undecided) => update('undecided', undecided)}
        error={errors.weddingDate}
      />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="account-submit">
        <Button type="submit" size="lg" block disabled={save.isPending}>
          {save.isPending ? '저장하는 중…' : '저장하기'}
        </Button>
      </div>
    </form>
  );
}
