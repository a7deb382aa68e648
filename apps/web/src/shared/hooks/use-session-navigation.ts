import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSessionNavigation } from '../api/session-navigation.ts';

/**
 * Lends the router to the API client, so an ended session moves to sign-in without a page reload and
 * comes back to the current page afterwards.
 */
export function useSessionNavigation(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useRef(`${location.pathname}${location.search}`);

  useEffect(() => {
    path.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  useEffect(
    () =>
      setSessionNavigation({
        navigate: (to) => void navigate(to),
        currentPath: () => path.current,
      }),
    [navigate],
  );
}
