import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/layout/document-title.ts';
import { StackHeader } from '../../../shared/layout/stack-header.tsx';
import '../../../shared/ui/button.css';
import { useSignedInDestination } from '../hooks/use-signed-in-destination.ts';
import './auth.css';

type Props = {
  /** The header title (route table: 로그인, 이메일 로그인, 회원가입, …), also the document title. */
  title: string;
  children: ReactNode;
  /** Leaves room at the bottom for a fixed call-to-action bar. */
  withBottomBar?: boolean;
  /** The social redirect page signs the customer in itself and then moves on: it is not sent on. */
  finishesSignIn?: boolean;
};

/**
 * Frame of every auth page: stack header with back button, then the page's content. A customer already
 * signed in is sent on instead, replacing the entry; known before the page draws (a move inside the app),
 * the form never shows.
 */
export function AuthPage({ title, children, withBottomBar = false, finishesSignIn = false }: Props) {
  useDocumentTitle(title);
  const signedInDestination = useSignedInDestination();
  const destination = finishesSignIn ? null : signedInDestination;
  if (destination) return <Navigate to={destination} replace />;
  return (
    <>
      <StackHeader title={title} />
      <main className={`auth${withBottomBar ? ' auth--with-bar' : ''}`}>{children}</main>
    </>
  );
}

/** The big question at the top of a form ('이메일과 비밀번호를 입력해주세요'); line breaks are kept. */
export function AuthHeading({ children, description }: { children: ReactNode; description?: ReactNode }) {
  return (
    <div className="auth__intro">
      <h2 className="auth__heading">{children}</h2>
      {description ? <p className="auth__description">{description}</p> : null}
    </div>
  );
}

/** '1/2' progress for the two sign-up pages, read out as '2단계 중 1단계'. */
export function StepIndicator({ step, total, label }: { step: number; total: number; label: string }) {
  return (
    <div className="steps">
      <p className="steps__text">
        <span className="visually-hidden">{`${total}단계 중 ${step}단계: `}</span>
        <span aria-hidden="true">
          <strong>{step}</strong>/{total}
        </span>{' '}
        {label}
      </p>
      <div className="steps__bar" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length decoration, never reordered
          <span key={index} className={`steps__seg${index < step ? ' steps__seg--done' : ''}`} />
        ))}
      </div>
    </div>
  );
}

/** A form-level message (login failed, account not found) that is announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      {children}
    </div>
  );
}
