import { lazy, Suspense } from 'react';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { useUserStore } from '../../shared/stores/user-store.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../features/account/components/account.css';

// The account data part (API client, schemas, mutations) loads only for a signed-in user.
const AccountDetails = lazy(() => import('../../features/account/components/account-details.tsx'));
const MyVisits = lazy(() =>
  import('../../features/visit-booking/components/my-visits.tsx').then((m) => ({ default: m.MyVisits })),
);

const MyInquiriesEntry = lazy(() =>
  import('../../features/inquiries/components/my-inquiries-entry.tsx').then((m) => ({ default: m.MyInquiriesEntry })),
);

// The couple's guests and budget (issue 30 §4), with the comparison feature's code.
const WeddingBudgetForm = lazy(() =>
  import('../../features/comparison/components/wedding-budget-form.tsx').then((m) => ({
    default: m.WeddingBudgetForm,
  })),
);

const TITLE = '마이페이지';

/** /mypage: the signed-in customer's profile, contract switches and logout; guests are asked to sign in. */
export default function MypagePage() {
  useDocumentTitle(TITLE);
  const userType = useUserStore((state) => state.userType);
  return (
    <>
      <StackHeader title={TITLE} />
      <main className="account-page">
        {userType === 'COMPLETE_AUTH_USER' ? (
          <Suspense fallback={<Spinner />}>
            <AccountDetails
              extra={
                <>
                  <WeddingBudgetForm />
                  <MyInquiriesEntry />
                  <MyVisits />
                </>
              }
            />
          </Suspense>
        ) : userType === 'GUEST_USER' ? (
          <LoginRequired />
        ) : (
          <Spinner />
        )}
      </main>
    </>
  );
}
