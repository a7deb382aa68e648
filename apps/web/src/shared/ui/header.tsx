import type { ReactNode } from 'react';
import { BackIcon, BellIcon, ChatIcon, CloseIcon, HeartIcon, MoreIcon, SearchIcon } from './icons.tsx';
import './header.css';

export type HeaderActionKind = 'push' | 'chat' | 'search' | 'like' | 'more' | 'close';

export type HeaderAction = {
  kind: HeaderActionKind;
  onClick: () => void;
  /** push: a dot for unread notifications. */
  hasNew?: boolean;
  /** like: whether the page's item is already liked. */
  pressed?: boolean;
};

const ACTION_LABELS: Record<HeaderActionKind, string> = {
  push: '알림',
  chat: '채팅 문의',
  search: '검색',
  like: '찜하기',
  more: '더보기',
  close: '닫기',
};

function ActionIcon({ action }: { action: HeaderAction }) {
  switch (action.kind) {
    case 'push':
      return <BellIcon />;
    case 'chat':
      return <ChatIcon />;
    case 'search':
      return <SearchIcon />;
    case 'like':
      return <HeartIcon filled={action.pressed} />;
    case 'more':
      return <MoreIcon />;
    case 'close':
      return <CloseIcon />;
  }
}

function HeaderActions({ actions, links }: { actions: readonly HeaderAction[]; links?: ReactNode }) {
  if (actions.length === 0 && !links) return null;
  return (
    <div className="header__actions">
      {actions.map((action) => (
        <button
          key={action.kind}
          type="button"
          className={`header__icon-btn${action.kind === 'like' && action.pressed ? ' header__icon-btn--liked' : ''}`}
          aria-label={action.kind === 'push' && action.hasNew ? '알림 (새 알림 있음)' : ACTION_LABELS[action.kind]}
          aria-pressed={action.kind === 'like' ? Boolean(action.pressed) : undefined}
          onClick={action.onClick}
        >
          <ActionIcon action={action} />
          {action.kind === 'push' && action.hasNew ? <span className="header__dot" aria-hidden="true" /> : null}
        </button>
      ))}
      {links}
    </div>
  );
}

type MainProps = {
  variant: 'main';
  brand: ReactNode;
  /** 'D-123', 'D-Day', 'D+5' or '미정' (spec §2). */
  dDayLabel: string;
  actions?: readonly HeaderAction[];
  /** Icon links after the action buttons (the browser's way to 찜 목록 and 마이페이지). */
  links?: ReactNode;
};

type StackProps = {
  variant: 'stack' | 'product';
  title: string;
  onBack: () => void;
  /** Product pages keep the header see-through while the top image is visible (spec §2). */
  transparent?: boolean;
  actions?: readonly HeaderAction[];
};

export type HeaderProps = MainProps | StackProps;

export function Header(props: HeaderProps) {
  if (props.variant === 'main') {
    return (
      <header className="header header--main">
        <div className="header__brand">
          {props.brand}
          <span className="header__dday">
            <span className="visually-hidden">결혼식까지 </span>
            {props.dDayLabel}
          </span>
        </div>
        <HeaderActions actions={props.actions ?? []} links={props.links} />
      </header>
    );
  }
  const classes = ['header', `header--${props.variant}`, props.transparent ? 'header--transparent' : ''];
  return (
    <header className={classes.filter(Boolean).join(' ')}>
      <button type="button" className="header__icon-btn" aria-label="뒤로 가기" onClick={props.onBack}>
        <BackIcon />
      </button>
      <h1 className="header__title">{props.title}</h1>
      <HeaderActions actions={props.actions ?? []} />
    </header>
  );
}
