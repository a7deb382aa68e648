import { type ComponentProps, useState } from 'react';
import { Field } from '../../../shared/ui/field.tsx';

type Props = Omit<ComponentProps<typeof Field>, 'type' | 'adornment'>;

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="2.8" />
    {open ? null : <path d="M4 20L20 4" strokeLinecap="round" />}
  </svg>
);

/** A password input with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          className="field__toggle"
          aria-label="비밀번호 표시"
          aria-pressed={visible}
          onClick={() => setVisible((on) => !on)}
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}
