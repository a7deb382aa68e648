import { checkDecisionReason, DECISION_REASON_MAX_LENGTH } from '@wedding/domain/partner-onboarding';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';

/**
 * An operator action with its required reason (issue 29 §5): a labelled text area, the domain's Korean message
 * when it is empty or too long, and the API's message when the action is refused.
 */
export function ReasonForm({
  label,
  submitLabel,
  variant = 'primary',
  placeholder,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  variant?: 'primary' | 'secondary';
  placeholder?: string;
  onSubmit(reason: string): Promise<void>;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkDecisionReason(reason);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim());
      setReason('');
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : '처리하지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-reason" onSubmit={submit} noValidate>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="console-textarea"
        rows={3}
        maxLength={DECISION_REASON_MAX_LENGTH}
        placeholder={placeholder}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="console-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant={variant} disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
