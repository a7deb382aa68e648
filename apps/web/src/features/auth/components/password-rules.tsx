import { PASSWORD_RULES } from '@wedding/domain/account-rules';
import './password-rules.css';

/** The password rules as a checklist that ticks while the user types (decision 0009). */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <ul className="password-rules" id={id} aria-label="비밀번호 조건">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={`password-rules__item${met ? ' password-rules__item--met' : ''}`}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path
                d="M3 7.2l2.6 2.6L11 4.4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            {rule.label}
            <span className="visually-hidden">{met ? ' 충족' : ' 미충족'}</span>
          </li>
        );
      })}
    </ul>
  );
}
