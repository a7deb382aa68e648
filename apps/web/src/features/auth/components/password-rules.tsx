import { PASSWORD_RULES } from '@wedding/domain/account-rules';
import './password-rules.css';

type RuleState = 'met' | 'unmet' | 'pending';

/** A check for a met rule; an empty circle while nothing is typed; a cross once typing leaves it unmet. */
function RuleIcon({ state }: { state: RuleState }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      {state === 'met' ? (
        <path d="M3 7.2l2.6 2.6L11 4.4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      ) : state === 'unmet' ? (
        <path d="M4.5 4.5l5 5M9.5 4.5l-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      ) : (
        <circle cx="7" cy="7" r="4" fill="none" stroke="currentColor" strokeWidth="1.4" />
      )}
    </svg>
  );
}

/**
 * The password rules as a checklist that ticks while the user types (decision 0009). Only a met rule wears
 * a check: an unmet one shows an empty circle before typing and a red cross after, so nothing unmet reads
 * as done (issue 9: grey checks looked met).
 */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <ul className="password-rules" id={id} aria-label="비밀번호 조건">
      {PASSWORD_RULES.map((rule) => {
        const state: RuleState = rule.test(password) ? 'met' : password === '' ? 'pending' : 'unmet';
        return (
          <li key={rule.id} className={`password-rules__item password-rules__item--${state}`} data-state={state}>
            <RuleIcon state={state} />
            {rule.label}
            <span className="visually-hidden">{state === 'met' ? ' 충족' : ' 미충족'}</span>
          </li>
        );
      })}
    </ul>
  );
}
