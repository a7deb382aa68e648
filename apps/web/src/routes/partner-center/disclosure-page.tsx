import { useConsoleDisclosure } from '../../features/partner-center/api/disclosure-api.ts';
import { ConsoleFrame } from '../../features/partner-center/components/console-frame.tsx';
import { DisclosureForm } from '../../features/partner-center/components/disclosure-form.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** /partner-center/disclosure (issue 26 §3): the hall's 고시 items, penalties and refund rules, published whole. */
export default function DisclosurePage() {
  return (
    <ConsoleFrame title="가격 공개" area="disclosure">
      <Disclosure />
    </ConsoleFrame>
  );
}

function Disclosure() {
  const query = useConsoleDisclosure();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <>
      <p className="console__notice">
        공정위 「중요한 표시·광고사항 고시」에 따라 기본 서비스와 선택 항목의 가격, 취소 위약금, 환급 기준을 공개해요.
        저장하면 웨딩홀 정보 탭과 일정 확보 화면에 로그인 없이 바로 보이고, 공개하지 않은 웨딩홀은 일정 확보를 받을 수
        없어요.
      </p>
      {/* Mounted once the published one is known: the form starts from it and then keeps what the hall types. */}
      <DisclosureForm published={query.data} />
    </>
  );
}
