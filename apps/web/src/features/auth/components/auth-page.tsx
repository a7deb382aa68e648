import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/layout/document-title.ts';
import { StackHeader } from '../../../shared/layout/stack-header.tsx';
import '../../../shared/ui/button.css';
import './auth.css';

type Props = {
  /** The header title (route table: 로그인, 이메일 로그인, 회원가입, …), also the document title. */
  title: string;
  children: ReactNode;
  /** Leaves room at the bottom for a fixed call-to-action bar. */
  withBottomBar?: boolean;
};

/** Frame of every auth page: stack header with back button, then the page's content. */
export function AuthPage({ title, children, withBottomBar = false }: Props) {
  useDocumentTitle(title);
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
