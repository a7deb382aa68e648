import { useParams } from 'react-router';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { InquiryThreadView } from '../../features/inquiries/components/inquiry-thread.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /inquiries/{id}: one 1:1 inquiry with a hall, answers appearing live (issue 27 §5). */
export default function InquiryThreadPage() {
  const { id = '' } = useParams();
  useDocumentTitle('1:1 문의');
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title="1:1 문의" />
      <main>
        {!UUID.test(id) ? (
          <EmptyState title="문의를 찾을 수 없어요" description="주소를 다시 확인해 주세요." />
        ) : !known ? (
          <Spinner />
        ) : loggedIn ? (
          <InquiryThreadView threadId={id} />
        ) : (
          <LoginRequired />
        )}
      </main>
    </>
  );
}
