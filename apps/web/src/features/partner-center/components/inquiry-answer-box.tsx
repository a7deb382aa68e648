import { useQuery } from '@tanstack/react-query';
import { INQUIRY_MESSAGE_MAX, inquiryMessageProblem } from '@wedding/domain/inquiry';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { fetchTemplates, inquiryQueryKeys } from '../api/inquiries-api.ts';

/** The hall's answer: typed, or started from a saved template and edited. A failed send keeps the text. */
export function InquiryAnswerBox({ send }: { send(body: string): Promise<unknown> }) {
  const templates = useQuery({ queryKey: inquiryQueryKeys.templates(), queryFn: fetchTemplates });
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = inquiryMessageProblem(body, 0);
    if (local) return setProblem(local);
    setBusy(true);
    setProblem(null);
    try {
      await send(body.trim());
      setBody('');
    } catch (error) {
      setProblem(isApiError(error) ? error.message : '보내지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="console-inquiry-answer" onSubmit={submit}>
      <label className="console-inquiry-answer__template">
        템플릿
        <select
          aria-label="저장한 답변"
          value=""
          onChange={(e) => {
            const picked = templates.data?.find((t) => String(t.id) === e.target.value);
            if (picked) setBody(picked.body);
          }}
        >
          <option value="">{templates.data?.length ? '저장한 답변 고르기' : '저장한 답변이 없어요'}</option>
          {templates.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </select>
      </label>
      <textarea
        aria-label="답변"
        rows={3}
        maxLength={INQUIRY_MESSAGE_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder="답변을 입력하세요"
      />
      {problem && (
        <p className="console-inquiry-answer__problem" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        답변 보내기
      </Button>
    </form>
  );
}
