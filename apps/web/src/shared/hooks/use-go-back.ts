import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH, hasInAppHistory } from '../lib/app-history.ts';

/** Back button behaviour: previous in-app page, or home when the page was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  }, [navigate]);
}
