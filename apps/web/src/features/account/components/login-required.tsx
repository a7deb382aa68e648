import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { signInUrl, useLoginPrompt } from '../../../shared/hooks/use-login-prompt.ts';
import { useDialogStore } from '../../../shared/stores/dialog-store.ts';
import '../../../shared/ui/button.css';
import '../../../shared/ui/states.css';

/**
 * A guest on a page that needs an account (spec §6): the login-needed confirm opens once, and the page
 * keeps a way to sign in for whoever dismissed it. Sign-in brings the user back here. One prompt at a
 * time: the page's own invitation appears only once no dialog is open (issue 9: two prompts at once).
 */
export function LoginRequired({
  reason = '로그인하면 내 정보와 예식일을 관리할 수 있어요.',
}: {
  /** What signing in gives on this page. */
  reason?: string;
}) {
  const location = useLocation();
  const promptLogin = useLoginPrompt();
  const dialogOpen = useDialogStore((state) => state.current !== null);
  // Once on arrival; the prompt's own throttle keeps a quick revisit from nagging.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, not when the prompt's identity changes
  useEffect(() => {
    promptLogin();
  }, []);
  if (dialogOpen) return null;
  return (
    <section className="state" aria-labelledby="login-required-title">
      <h2 id="login-required-title" className="state__title">
        로그인이 필요한 페이지예요
      </h2>
      <p className="state__text">{reason}</p>
      <Link to={signInUrl(`${location.pathname}${location.search}`)} className="btn btn--primary btn--md">
        로그인하기
      </Link>
    </section>
  );
}
