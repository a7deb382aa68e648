import { EMAIL_MAX_LENGTH } from '@wedding/domain/account-rules';
import { Field, type FieldProps } from '../../../shared/ui/field.tsx';

/** The email (login id) input of sign-in, sign-up and find-password: one set of keyboard and autofill hints. */
export function EmailField(props: Omit<FieldProps, 'label' | 'type' | 'name'>) {
  return (
    <Field
      label="이메일"
      type="email"
      name="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      placeholder="example@email.com"
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}
