import { useQueryClient } from '@tanstack/react-query';
import type { SharedList, ShortlistItem } from '@wedding/contract/shortlist';
import { normalizeComment, normalizeGuestName, SHORTLIST_MESSAGES, type VoteValue } from '@wedding/domain/shortlist';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useToastStore } from '../../../shared/stores/toast-store.ts';
import { type SharedAnswer, sharedComment, sharedListQuery, sharedVote } from '../api/shortlist-api.ts';
import { keepGuestName, readGuestName } from './guest-name.ts';
import { Comments, ItemHead } from './item-head.tsx';
import './shortlist.css';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.');

/** The Korean page of a wrong or revoked link: no list, no hint of whose it was. */
export function SharedGone() {
  return (
    <section className="shortlist-gone" data-testid="shared-gone">
      <h2 className="shortlist__title">{SHORTLIST_MESSAGES.GONE_TITLE}</h2>
      <p className="shortlist__lead">{SHORTLIST_MESSAGES.GONE_BODY}</p>
      <a className="btn btn--secondary btn--md" href="/weddinghall/home">
        웨딩홀 둘러보기
      </a>
    </section>
  );
}

function NameForm({ onName }: { onName: (name: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = normalizeGuestName(value);
    if (!name) return setProblem(SHORTLIST_MESSAGES.NAME);
    keepGuestName(name);
    onName(name);
  };
  return (
    <form className="shortlist-name" onSubmit={submit}>
      <label htmlFor={id} className="shortlist__section-title">
        투표하고 댓글을 남기려면 이름을 알려 주세요
      </label>
      <p className="shortlist__lead">이 기기에 저장되어 다음에는 묻지 않아요. 가입하지 않아도 돼요.</p>
      <div className="shortlist-form">
        <input id={id} value={value} onChange={(e) => setValue(e.target.value)} placeholder="예: 엄마" maxLength={20} />
        <button type="submit" className="btn btn--primary btn--md">
          확인
        </button>
      </div>
      {problem ? (
        <p role="alert" className="shortlist__lead">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function SharedItem({
  token,
  item,
  name,
  canWrite,
}: {
  token: string;
  item: ShortlistItem;
  name: string | null;
  canWrite: boolean;
}) {
  const client = useQueryClient();
  const toast = useToastStore((s) => s.show);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const mine = name ? item.votes.find((v) => v.name === name)?.value : undefined;
  // A slot and its hall share a name: the room and date tell them apart to a screen reader.
  const called = [item.title, item.subtitle].filter(Boolean).join(' ');
  const refresh = () => client.invalidateQueries({ queryKey: sharedListQuery(token).queryKey });

  const vote = async (value: VoteValue) => {
    if (!name || busy) return;
    setBusy(true);
    try {
      await sharedVote(token, item.id, name, value);
      await refresh();
    } catch (error) {
      toast(messageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!name || busy) return;
    const body = normalizeComment(comment);
    if (!body) return toast(SHORTLIST_MESSAGES.COMMENT, { type: 'error' });
    setBusy(true);
    try {
      await sharedComment(token, item.id, name, body);
      setComment('');
      await refresh();
    } catch (error) {
      toast(messageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="shortlist-item" data-testid="shared-item">
      <ItemHead item={item} />
      <div className="shortlist-item__votes">
        {canWrite && name ? (
          <>
            <button
              type="button"
              className="shortlist-vote"
              aria-pressed={mine === 'UP'}
              aria-label={`${called} 좋아요`}
              onClick={() => void vote('UP')}
            >
              👍 {item.up}
            </button>
            <button
              type="button"
              className="shortlist-vote"
              aria-pressed={mine === 'DOWN'}
              aria-label={`${called} 별로예요`}
              onClick={() => void vote('DOWN')}
            >
              👎 {item.down}
            </button>
          </>
        ) : (
          <span className="shortlist-item__meta">
            👍 {item.up} · 👎 {item.down}
          </span>
        )}
      </div>
      <Comments comments={item.comments} />
      {canWrite && name ? (
        <form className="shortlist-form" onSubmit={(e) => void send(e)}>
          <input
            aria-label={`${called}에 댓글`}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            placeholder="의견을 남겨 주세요"
            maxLength={500}
          />
          <button type="submit" className="btn btn--secondary btn--md" disabled={busy}>
            등록
          </button>
        </form>
      ) : null}
    </li>
  );
}

/** The family's view of a shortlist: readable as the server renders it; a commenter's name, votes and comments after hydration. */
export function SharedListView({ token, list }: { token: string; list: SharedList }) {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => setName(readGuestName()), []);
  return (
    <div className="shortlist">
      <p className="shortlist__lead">
        {list.label}님께 공유된 웨딩홀 후보 {list.items.length}곳이에요.{' '}
        {list.canWrite ? '마음에 드는 곳에 👍, 아닌 곳에 👎를 눌러 주세요.' : '보기 전용 링크예요.'}
      </p>
      {list.canWrite && !name ? <NameForm onName={setName} /> : null}
      {list.canWrite && name ? <p className="shortlist__lead">{name}님으로 의견을 남겨요.</p> : null}
      {list.items.length === 0 ? (
        <p className="shortlist__lead">아직 담긴 후보가 없어요.</p>
      ) : (
        <ul className="shortlist__list">
          {list.items.map((item) => (
            <SharedItem key={item.id} token={token} item={item} name={name} canWrite={list.canWrite} />
          ))}
        </ul>
      )}
    </div>
  );
}

export type { SharedAnswer };
