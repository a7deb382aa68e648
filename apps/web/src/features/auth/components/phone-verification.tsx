import { SMS_CODE_LENGTH } from '@wedding/domain/sms-verification';
import { useEffect, useRef } from 'react';
import { Field, FieldAction } from '../../../shared/ui/field.tsx';
import type { PhoneVerification } from '../hooks/use-phone-verification.ts';

const countdownLabel = (countdown: string) => {
  const [minutes, seconds] = countdown.split(':');
  return `남은 시간 ${Number(minutes)}분 ${Number(seconds)}초`;
};

/** Phone number, 인증번호 받기/재전송, then the code with its m:ss countdown and 확인 (sign-up, find-id, find-pw). */
export function PhoneVerificationFields({ verification: v }: { verification: PhoneVerification }) {
  const codeRef = useRef<HTMLInputElement>(null);

  // Each new code moves focus to the code field, where the phone's one-time-code autofill appears.
  useEffect(() => {
    if (v.sentAt !== null) codeRef.current?.focus();
  }, [v.sentAt]);

  return (
    <div className="auth-group">
      <Field
        label="휴대폰 번호"
        type="tel"
        name="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="010-0000-0000"
        value={v.tel}
        onChange={(event) => v.setTel(event.target.value)}
        onBlur={v.touchTel}
        readOnly={v.verified}
        error={v.telError}
        notice={v.telNotice}
        action={
          <FieldAction onClick={() => void v.send()} disabled={!v.canSend} busy={v.sending}>
            {v.verified ? '인증 완료' : v.sendLabel}
          </FieldAction>
        }
      />
      {v.codeOpen ? (
        <Field
          label="인증번호"
          inputRef={codeRef}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={`인증번호 ${SMS_CODE_LENGTH}자리`}
          maxLength={SMS_CODE_LENGTH}
          value={v.code}
          onChange={(event) => v.setCode(event.target.value)}
          onKeyDown={(event) => {
            // Enter confirms the code rather than submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void v.verify();
            }
          }}
          error={v.codeError}
          adornment={
            <span role="timer" aria-label={countdownLabel(v.countdown)} data-testid="sms-countdown">
              {v.countdown}
            </span>
          }
          action={
            <FieldAction onClick={() => void v.verify()} disabled={!v.canVerify} busy={v.verifying}>
              확인
            </FieldAction>
          }
        />
      ) : null}
    </div>
  );
}
