import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InquiryTemplate } from '@wedding/contract/inquiries';
import { INQUIRY_TEMPLATE_BODY_MAX, INQUIRY_TEMPLATE_TITLE_MAX, inquiryTemplateProblem } from '@wedding/domain/inquiry';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { deleteTemplate, fetchTemplates, inquiryQueryKeys, saveTemplate } from '../api/inquiries-api.ts';

/** The hall's saved answers: add, edit, delete (issue 27 §5). */
export function InquiryTemplates() {
  const client = useQueryClient();
  const templates = useQuery({ queryKey: inquiryQueryKeys.templates(), queryFn: fetchTemplates });
  const [editing, setEditing] = useState<InquiryTemplate | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: inquiryQueryKeys.templates() });
  const remove = useMutation({ mutationFn: deleteTemplate, onSuccess: refresh });

  return (
    <section className="console-card" aria-labelledby="templates-title">
      <h2 id="templates-title">답변 템플릿</h2>
      {templates.data?.length ? (
        <ul className="console-inquiry-templates">
          {templates.data.map((t) => (
            <li key={t.id}>
              <strong>{t.title}</strong>
              <span>{t.body}</span>
              <button type="button" className="console-link-button" onClick={() => setEditing(t)}>
                고치기
              </button>
              <button type="button" className="console-link-button" onClick={() => remove.mutate(t.id)}>
                지우기
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>자주 하는 답변을 저장해 두면 답변 칸에서 골라 쓸 수 있어요.</p>
      )}
      <TemplateForm key={editing?.id ?? 'new'} template={editing} onDone={() => setEditing(null)} />
    </section>
  );
}

function TemplateForm({ template, onDone }: { template: InquiryTemplate | null; onDone(): void }) {
  const client = useQueryClient();
  const [title, setTitle] = useState(template?.title ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: inquiryQueryKeys.templates() });
      setTitle('');
      setBody('');
      onDone();
    },
    onError: (error) => setProblem(isApiError(error) ? error.message : '저장하지 못했어요.'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = inquiryTemplateProblem(title, body);
    if (local) return setProblem(local);
    setProblem(null);
    save.mutate({ id: template?.id, title, body });
  };
  return (
    <form className="console-inquiry-template-form" onSubmit={submit}>
      <input
        aria-label="템플릿 이름"
        placeholder="템플릿 이름"
        maxLength={INQUIRY_TEMPLATE_TITLE_MAX}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <textarea
        aria-label="템플릿 내용"
        placeholder="템플릿 내용"
        rows={3}
        maxLength={INQUIRY_TEMPLATE_BODY_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      {problem && <p role="alert">{problem}</p>}
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {template ? '템플릿 고치기' : '템플릿 저장'}
      </Button>
    </form>
  );
}
