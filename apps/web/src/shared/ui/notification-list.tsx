import type { NotificationItem } from '@wedding/contract/notifications';
import { relativeTime } from '@wedding/domain/relative-time';
import { Link } from 'react-router';
import {
  type InboxSource,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationInbox,
} from '../hooks/use-notification-inbox.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Spinner } from './spinner.tsx';
import './notification-list.css';

/** What an entry shows once its body was cleared after 90 days (issue 28 §6). */
export const CLEARED_BODY_TEXT = '90일이 지나 내용이 지워졌어요';

/** Only a path of this site is followed: an entry's link is ours, but a tap must never leave the site. */
const inAppPath = (link: string, here: string) => (link.startsWith('/') && !link.startsWith('//') ? link : here);

type Props = {
  source: InboxSource;
  /** Where a tap on an entry whose link is not a site path stays (the inbox itself). */
  here: string;
};

/**
 * An inbox (issue 28 §3): newest first, a tap reads the entry and opens its page, '모두 읽음', '더 보기'. The
 * entry's link and its calendar file are siblings, so '캘린더에 추가' downloads without opening the entry.
 */
export function NotificationList({ source, here }: Props) {
  const query = useNotificationInbox(source);
  const markRead = useMarkNotificationRead(source);
  const markAll = useMarkAllNotificationsRead(source);
  if (query.isPending) return <Spinner label="알림을 불러오는 중" />;
  if (query.isError)
    return (
      <ErrorState
        message="알림을 불러오지 못했어요. 잠시 후 다시 시도해 주세요."
        onRetry={() => void query.refetch()}
      />
    );
  const items = query.data.pages.flatMap((page) => page.list);
  if (items.length === 0)
    return (
      <EmptyState title="아직 받은 알림이 없어요" description="예약이나 문의에 소식이 생기면 여기에 알려드려요." />
    );
  const unread = query.data.pages[0]?.unread ?? 0;
  const now = new Date();
  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate(item.uuid);
  };
  return (
    <div className="inbox">
      <div className="inbox__bar">
        <p className="inbox__count">
          읽지 않은 알림 <strong>{unread}</strong>개
        </p>
        <button
          type="button"
          className="inbox__read-all"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          모두 읽음
        </button>
      </div>
      {markAll.isError ? (
        <p className="inbox__problem" role="alert">
          모두 읽음으로 표시하지 못했어요. 잠시 후 다시 시도해 주세요.
        </p>
      ) : null}
      <ul className="inbox__list" data-testid="notification-list">
        {items.map((item) => (
          <li key={item.uuid} className={`inbox-item${item.read ? '' : ' inbox-item--unread'}`}>
            <Link className="inbox-item__link" to={inAppPath(item.link, here)} onClick={() => open(item)}>
              <span className="inbox-item__head">
                {item.read ? null : (
                  <span className="inbox-item__dot" data-testid="unread-marker">
                    <span className="visually-hidden">읽지 않음</span>
                  </span>
                )}
                <strong className="inbox-item__title">{item.title}</strong>
              </span>
              <span className={`inbox-item__body${item.body === null ? ' inbox-item__body--cleared' : ''}`}>
                {item.body ?? CLEARED_BODY_TEXT}
              </span>
              <time className="inbox-item__time" dateTime={new Date(item.regTsp).toISOString()}>
                {relativeTime(item.regTsp, now)}
              </time>
            </Link>
            {item.calendarPath ? (
              <a className="inbox-item__calendar" href={item.calendarPath} download>
                캘린더에 추가
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <p className="inbox__problem" role="alert">
          다음 알림을 불러오지 못했어요. 더 보기를 눌러 다시 시도해 주세요.
        </p>
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className="inbox__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
        </button>
      ) : null}
    </div>
  );
}
