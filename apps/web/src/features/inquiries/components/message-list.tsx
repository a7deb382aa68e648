import type { InquiryMessage } from '@wedding/contract/inquiries';
import { useEffect, useRef } from 'react';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';

const timeOf = (ms: number) =>
  new Date(ms).toLocaleString('ko-KR', {
    timeZone: 'Asia/Seoul',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The conversation, oldest first; mine on the right. Keeps the newest message in view as messages arrive. */
export function MessageList({ messages, hallName }: { messages: InquiryMessage[]; hallName: string }) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    // jsdom has no scrolling; a browser does. Runs again whenever a newer message is last.
    if (last !== undefined) end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  if (messages.length === 0)
    return <p className="inquiry-empty">궁금한 점을 남겨 주세요. 업체에는 내 닉네임만 보이고, 번호는 보이지 않아요.</p>;
  return (
    <ol className="inquiry-messages" aria-label="대화" aria-live="polite">
      {messages.map((m) => {
        const mine = m.sender === 'CUSTOMER';
        return (
          <li key={m.id} className={`inquiry-msg${mine ? ' inquiry-msg--mine' : ''}`}>
            <span className="visually-hidden">{mine ? '나' : hallName}: </span>
            {m.body && <p className="inquiry-msg__body">{m.body}</p>}
            {m.images.map((src) => (
              <img
                key={src}
                className="inquiry-msg__photo"
                src={proxiedImageUrl(src, 600)}
                alt="첨부 사진"
                loading="lazy"
              />
            ))}
            <time className="inquiry-msg__time" dateTime={new Date(m.regTsp).toISOString()}>
              {timeOf(m.regTsp)}
            </time>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
