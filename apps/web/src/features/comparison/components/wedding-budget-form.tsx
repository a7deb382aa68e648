import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { weddingBudgetProblem } from '@wedding/domain/wedding-budget';
import { type FormEvent, useState } from 'react';
import { useToastStore } from '../../../shared/stores/toast-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { saveWeddingBudget, weddingBudgetKey, weddingBudgetQuery } from '../api/budget-api.ts';

const toNumber = (text: string): number | null => {
  const digits = text.replace(/[,\s원명]/g, '');
  return digits === '' ? null : Number(digits);
};

/**
 * Mypage's 예상 하객 · 예산 (issue 30 §4): set once, then every slot card shows the all-in estimate for that many
 * guests and marks what is over the ceiling. Either may be left empty (the cards then stay as they were).
 */
export function WeddingBudgetForm() {
  const query = useQuery(weddingBudgetQuery());
  if (!query.data) return null;
  return <BudgetFields key={JSON.stringify(query.data)} saved={query.data} />;
}

function BudgetFields({ saved }: { saved: { expectedGuests: number | null; budgetCeiling: number | null } }) {
  const queryClient = useQueryClient();
  const showToast = useToastStore((s) => s.show);
  const [guests, setGuests] = useState(saved.expectedGuests?.toString() ?? '');
  const [budget, setBudget] = useState(saved.budgetCeiling?.toString() ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveWeddingBudget,
    onSuccess: (item) => {
      queryClient.setQueryData(weddingBudgetKey, item);
      // The slot lists carry the all-in figure for this count: read them again.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== weddingBudgetKey[0] });
      showToast('저장했어요. 카드마다 예상 총액을 보여 드릴게요.');
    },
    onError: (error) => setProblem(error instanceof Error ? error.message : '저장하지 못했어요.'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { expectedGuests: toNumber(guests), budgetCeiling: toNumber(budget) };
    const local =
      Number.isNaN(body.expectedGuests) || Number.isNaN(body.budgetCeiling)
        ? '숫자로 입력해 주세요.'
        : weddingBudgetProblem(body);
    setProblem(local);
    if (!local) save.mutate(body);
  };
  return (
    <section className="account-section" aria-labelledby="wedding-budget-title">
      <h2 id="wedding-budget-title" className="account-section__title">
        예상 하객 · 예산
      </h2>
      <form onSubmit={submit} noValidate data-testid="wedding-budget-form">
        <Field
          label="예상 하객 수 (명)"
          optional
          inputMode="numeric"
          value={guests}
          onChange={(e) => setGuests(e.target.value)}
          placeholder="예: 200"
        />
        <Field
          label="예산 상한 (원)"
          optional
          inputMode="numeric"
          value={budget}
          onChange={(e) => setBudget(e.target.value)}
          placeholder="예: 30000000"
          error={problem}
          hint="잔여일정 카드마다 이 인원의 예상 총액을 보여 드리고, 예산을 넘으면 표시해 드려요."
        />
        <Button type="submit" variant="secondary" block disabled={save.isPending}>
          {save.isPending ? '저장하는 중…' : '저장'}
        </Button>
      </form>
    </section>
  );
}
