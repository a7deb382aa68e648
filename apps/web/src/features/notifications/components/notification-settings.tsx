import { WEB_PUSH_DISABLED_MESSAGE } from '@wedding/contract/web-push-constants';
import { useId } from 'react';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { PUSH_MESSAGES } from '../push/push-messages.ts';
import { useWebPush } from '../push/use-web-push.ts';
import './notification-settings.css';

/**
 * The couple's promotional alerts (issue 28 §5: a date that opens, a price drop on a liked slot): in the
 * inbox, and by web push on this device. The browser's permission is asked only when the push switch is
 * tapped, never on arrival.
 */
export function NotificationSettings() {
  const id = useId();
  const push = useWebPush();
  const { preferences, config } = push;

  if (preferences.isError) {
    return <ErrorState message={preferences.error.message} onRetry={() => void preferences.refetch()} />;
  }
  if (!preferences.data || config.isPending) return <Spinner />;
  const prefs = preferences.data;
  const serverCanPush = config.data?.enabled === true && Boolean(config.data.publicKey);
  const otherDevices = Math.max(0, prefs.pushDevices - (push.subscribed ? 1 : 0));

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-section__title">
        빈 날짜·가격 인하 알림
      </h2>
      <p className="notification-settings__lead">기다리던 날짜가 열리거나 찜한 일정의 가격이 내려가면 알려 드려요.</p>
      <div className="switch-list">
        <button
          type="button"
          role="switch"
          aria-checked={prefs.promotionsInApp}
          aria-labelledby={`${id}-inapp`}
          aria-describedby={`${id}-inapp-hint`}
          className="switch-row"
          onClick={() => void push.setInApp(!prefs.promotionsInApp)}
        >
          <span className="switch-row__text">
            <span id={`${id}-inapp`} className="switch-row__label">
              앱 안에서 받기
            </span>
            <span id={`${id}-inapp-hint`} className="switch-row__hint">
              알림함에 보여 드려요 · {prefs.promotionsInApp ? '켜짐' : '꺼짐'}
            </span>
          </span>
          <span className="switch" aria-hidden="true" />
        </button>
        {!serverCanPush ? (
          <p className="notification-settings__note" role="note">
            {WEB_PUSH_DISABLED_MESSAGE}
          </p>
        ) : !push.supported ? (
          <p className="notification-settings__note" role="note">
            {PUSH_MESSAGES.UNSUPPORTED}
          </p>
        ) : (
          <button
            type="button"
            role="switch"
            aria-checked={push.pushOn}
            aria-labelledby={`${id}-push`}
            aria-describedby={`${id}-push-hint`}
            aria-busy={push.busy || push.subscribed === null}
            disabled={push.busy || push.subscribed === null}
            className="switch-row"
            onClick={push.pushOn ? () => void push.disable() : push.enable}
          >
            <span className="switch-row__text">
              <span id={`${id}-push`} className="switch-row__label">
                웹 푸시로 받기
              </span>
              <span id={`${id}-push-hint`} className="switch-row__hint">
                이 기기 · {push.pushOn ? '켜짐' : '꺼짐'}
                {push.permission === 'denied' && !push.pushOn ? ' · 브라우저에서 차단됨' : ''}
              </span>
            </span>
            <span className="switch" aria-hidden="true" />
          </button>
        )}
      </div>
      {push.notice ? (
        <p
          className={`notification-settings__notice notification-settings__notice--${push.notice.tone}`}
          role={push.notice.tone === 'error' ? 'alert' : 'status'}
        >
          {push.notice.text}
        </p>
      ) : null}
      <p className="notification-settings__note">{PUSH_MESSAGES.QUIET_HOURS}</p>
      {serverCanPush && prefs.promotionsPush && otherDevices > 0 ? (
        <div className="notification-settings__devices">
          <p className="notification-settings__note">다른 기기 {otherDevices}대에서도 웹 푸시를 받고 있어요.</p>
          <button
            type="button"
            className="btn btn--secondary btn--md btn--block"
            onClick={() => void push.disableEverywhere()}
            disabled={push.busy}
          >
            모든 기기에서 웹 푸시 끄기
          </button>
        </div>
      ) : null}
      <p className="notification-settings__note">
        예약·결제·방문 안내 같은 정보성 알림은 이 설정과 관계없이 보내 드려요.
      </p>
    </section>
  );
}
