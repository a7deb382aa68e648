import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { InquiryList } from '../../features/inquiries/components/inquiry-list.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** /inquiries: my 1:1 inquiries with halls, unread answers marked (issue 27 §5). */
export default function InquiryListPage() {
  useDocumentTitle('1:1 문의');
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title="1:1 문의" />
      <main>{!known ? <Spinner /> : loggedIn ? <InquiryList /> : <LoginRequired />}</main>
    </>
  );
}
