import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CONSOLE_QUERY_KEY } from '../../features/partner-center/api/console-api.ts';
import { fetchAudit } from '../../features/partner-center/api/staff-api.ts';
import { actionLabel, changeLines } from '../../features/partner-center/audit-format.ts';
import { ConsoleFrame } from '../../features/partner-center/components/console-frame.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** /partner-center/audit (OWNER): every console write, newest first: who, when, what, before and after. */
export default function PartnerAuditPage() {
  return (
    <ConsoleFrame title="변경 기록" area="audit">
      <AuditList />
    </ConsoleFrame>
  );
}

function AuditList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const audit = useQuery({
    queryKey: [...CONSOLE_QUERY_KEY, 'audit', page],
    queryFn: () => fetchAudit(page),
    placeholderData: keepPreviousData,
  });
  if (audit.isPending) return <Spinner label="변경 기록을 불러오는 중" />;
  if (audit.isError)
    return <p role="alert">{isApiError(audit.error) ? audit.error.message : '잠시 후 다시 시도해 주세요.'}</p>;
  const { entries, hasNext } = audit.data;
  return (
    <section className="console-card" aria-label="변경 기록">
      {entries.length === 0 ? (
        <p>아직 기록이 없어요.</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">일시</th>
              <th scope="col">직원</th>
              <th scope="col">작업</th>
              <th scope="col">대상</th>
              <th scope="col">변경 내용</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{new Date(entry.at).toLocaleString('ko-KR')}</td>
                <td>{entry.staffName ?? '(삭제된 직원)'}</td>
                <td>{actionLabel(entry.action)}</td>
                <td>{entry.target}</td>
                <td>
                  {changeLines(entry.before, entry.after).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="console-row-actions">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
          이전
        </Button>
        <span>{page}쪽</span>
        <Button variant="secondary" disabled={!hasNext} onClick={() => setParams({ page: String(page + 1) })}>
          다음
        </Button>
      </div>
    </section>
  );
}
