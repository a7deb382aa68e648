import { checkPassword, checkPasswordConfirm } from '@wedding/domain/account-rules';
import { useState } from 'react';
import { PasswordField } from './password-field.tsx';
import { PasswordRules } from './password-rules.tsx';

type Props = {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
};

/** True when both fields pass: the rules and the confirmation (sign-up and password reset). */
export const isNewPasswordValid = (password: string, confirm: string): boolean =>
  checkPassword(password).ok && checkPasswordConfirm(password, confirm).ok;

/**
 * 비밀번호 with the rule checklist ticking as the user types, and 비밀번호 확인. Messages wait until the user
 * leaves a field (or the confirmation is as long as the password) so typing is not met with red text.
 */
export function NewPasswordFields({ password, confirm, onPasswordChange, onConfirmChange }: Props) {
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [confirmTouched, setConfirmTouched] = useState(false);
  const rule = checkPassword(password);
  const match = checkPasswordConfirm(password, confirm);
  const passwordError = passwordTouched && !rule.ok ? rule.message : null;
  const confirmShown = confirm.length > 0 && (confirmTouched || confirm.length >= password.length);
  const confirmError = confirmShown && !match.ok ? match.message : null;

  return (
    <div className="auth-group">
      <PasswordField
        label="비밀번호"
        name="new-password"
        autoComplete="new-password"
        placeholder="영문, 숫자, 특수문자 포함 8~20자"
        maxLength={40}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        onBlur={() => setPasswordTouched(password.length > 0)}
        error={passwordError}
      >
        <PasswordRules password={password} />
      </PasswordField>
      <PasswordField
        label="비밀번호 확인"
        name="confirm-password"
        autoComplete="new-password"
        placeholder="비밀번호를 한 번 더 입력"
        maxLength={40}
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        onBlur={() => setConfirmTouched(confirm.length > 0)}
        error={confirmError}
      />
    </div>
  );
}
