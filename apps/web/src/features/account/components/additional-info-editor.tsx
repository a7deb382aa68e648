import { safeReturnPath } from '@wedding/domain/return-path';
import { useNavigate } from 'react-router';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useCustomerProfile } from '../api/get-customer-profile.ts';
import { ADDITIONAL_INFO_SAVED } from '../lib/account-messages.ts';
import { AdditionalInfoForm } from './additional-info-form.tsx';

/**
 * The /sign-additional/2 form filled from the saved profile; after saving it returns to `returnTo` (same-origin
 * paths only) in place of this page, with a toast. Loaded on its own (default export) for signed-in users.
 */
export default function AdditionalInfoEditor({ returnTo }: { returnTo: string | null }) {
  const profile = useCustomerProfile(true);
  const navigate = useNavigate();
  const toast = useToast();
  if (profile.isError) return <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <Spinner />;
  const onSaved = () => {
    void navigate(safeReturnPath(returnTo), { replace: true });
    toast.show(ADDITIONAL_INFO_SAVED, { type: 'success' });
  };
  return <AdditionalInfoForm profile={profile.data} onSaved={onSaved} />;
}
