import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareLink, ShortlistItem } from '@wedding/contract/shortlist';
import {
  normalizeLabel,
  normalizeNote,
  SHARE_ROLE_LABELS,
  SHORTLIST_MESSAGES,
  type ShareRole,
} from '@wedding/domain/shortlist';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useToastStore } from '../../../shared/stores/toast-store.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { addFromLikes, createLink, removeItem, revokeLink, saveNote, shortlistQuery } from '../api/shortlist-api.ts';
import { Comments, ItemHead } from './item-head.tsx';
import './shortlist.css';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.');

function useAction() {
  const client = useQueryClient();
  const toast = useToastStore((s) => s.show);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done?: string) => {
    if (busy) return false;
    setBusy(true);
    try {
      await work();
      await client.invalidateQueries({ queryKey: shortlistQuery().queryKey });
      if (done) toast(done, { type: 'success' });
      return true;
    } catch (error) {
      toast(messageOf(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function VoteSummary({ item }: { item: ShortlistItem }) {
  const who = item.votes.map((v) => `${v.name} ${v.value === 'UP' ? '👍' : '👎'}`).join(', ');
  return (
    <p className="shortlist-item__meta" data-testid="vote-summary">
      👍 {item.up} · 👎 {item.down} · 댓글 {item.comments.length}
      {who ? ` (${who})` : ''}
    </p>
  );
}

function CoupleItem({ item }: { item: ShortlistItem }) {
  const id = useId();
  const [note, setNote] = useState(item.note ?? '');
  const { busy, run } = useAction();
  const toast = useToastStore((s) => s.show);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeNote(note);
    if (value === null) return void toast(SHORTLIST_MESSAGES.NOTE, { type: 'error' });
    void run(() => saveNote(item.id, value), '메모를 저장했어요.');
  };
  return (
    <li className="shortlist-item" data-testid="shortlist-item">
      <ItemHead item={item} />
      <VoteSummary item={item} />
      <Comments comments={item.comments} couple />
      <form className="shortlist-note-form" onSubmit={save}>
        <label htmlFor={id} className="shortlist-item__meta">
          우리 메모 (가족에게는 보이지 않아요)
        </label>
        <textarea
          id={id}
          className="shortlist-note"
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <span className="shortlist__row">
          <button type="submit" className="btn btn--secondary btn--sm" disabled={busy}>
            메모 저장
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            aria-label={`${[item.title, item.subtitle].filter(Boolean).join(' ')} 후보에서 빼기`}
            onClick={() => void run(() => removeItem(item.id), '후보에서 뺐어요.')}
          >
            빼기
          </button>
        </span>
      </form>
    </li>
  );
}

const absolute = (path: string) => new URL(path, window.location.origin).href;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function LinkRow({ link }: { link: ShareLink }) {
  const { busy, run } = useAction();
  const toast = useToastStore((s) => s.show);
  const path = link.path;
  return (
    <li className="shortlist-link" data-testid="share-link">
      <span>
        <span className="shortlist-link__label">{link.label}</span>{' '}
        <span className="shortlist-link__role">
          {SHARE_ROLE_LABELS[link.role]}
          {link.revoked ? ' · 해제됨' : ''}
        </span>
      </span>
      {path ? (
        <span className="shortlist__row">
          <a className="btn btn--ghost btn--sm" href={path} data-testid="share-link-url">
            열기
          </a>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() =>
              void copy(absolute(path)).then((ok) =>
                toast(ok ? '링크를 복사했어요.' : absolute(path), { type: ok ? 'success' : 'info' }),
              )
            }
          >
            복사
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            aria-label={`${link.label} 링크 해제`}
            onClick={() => void run(() => revokeLink(link.id), '링크를 해제했어요. 더 이상 열리지 않아요.')}
          >
            해제
          </button>
        </span>
      ) : null}
    </li>
  );
}

function NewLinkForm() {
  const labelId = useId();
  const roleId = useId();
  const [label, setLabel] = useState('');
  const [role, setRole] = useState<ShareRole>('COMMENTER');
  const { busy, run } = useAction();
  const toast = useToastStore((s) => s.show);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeLabel(label);
    if (!value) return void toast(SHORTLIST_MESSAGES.LABEL, { type: 'error' });
    let made: ShareLink | null = null;
    const ok = await run(async () => {
      made = await createLink(role, value);
    });
    if (ok && made) {
      setLabel('');
      const copied = await copy(absolute((made as ShareLink).path ?? ''));
      toast(copied ? `${value}님 링크를 만들고 복사했어요.` : `${value}님 링크를 만들었어요.`, { type: 'success' });
    }
  };
  return (
    <form className="shortlist-name" onSubmit={(e) => void submit(e)}>
      <p className="shortlist__section-title">가족에게 공유하기</p>
      <p className="shortlist__lead">받는 분마다 링크를 따로 만들어요. 가입 없이 열리고, 언제든 해제할 수 있어요.</p>
      <div className="shortlist-form">
        <label htmlFor={labelId} className="visually-hidden">
          받는 분
        </label>
        <input
          id={labelId}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          placeholder="받는 분 (예: 엄마)"
          maxLength={20}
        />
        <label htmlFor={roleId} className="visually-hidden">
          권한
        </label>
        <select id={roleId} value={role} onChange={(e) => setRole(e.target.value as ShareRole)}>
          <option value="COMMENTER">{SHARE_ROLE_LABELS.COMMENTER}</option>
          <option value="VIEWER">{SHARE_ROLE_LABELS.VIEWER}</option>
        </select>
      </div>
      <button type="submit" className="btn btn--primary btn--md" disabled={busy}>
        링크 만들기
      </button>
    </form>
  );
}

/** The couple's shortlist: items with notes, votes and comments, 'add from likes', and the family links. */
export function ShortlistManager() {
  const query = useQuery(shortlistQuery());
  const { busy, run } = useAction();
  if (query.isPending) return <Spinner />;
  if (query.isError && !query.data)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const { items, links, max } = query.data;
  return (
    <div className="shortlist">
      <div className="shortlist__row">
        <p className="shortlist__lead">
          후보 {items.length}/{max}곳 · 웨딩홀, 홀, 예식 일정을 담아 가족과 함께 골라요.
        </p>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const { added } = await addFromLikes();
              useToastStore.getState().show(added ? `찜에서 ${added}개를 담았어요.` : '새로 담을 찜이 없어요.');
            })
          }
        >
          찜에서 가져오기
        </button>
      </div>
      {items.length === 0 ? (
        <p className="shortlist__lead">
          아직 담은 후보가 없어요. 웨딩홀이나 예식 일정에서 '후보에 담기'를 누르거나 찜에서 가져와 보세요.
        </p>
      ) : (
        <ul className="shortlist__list">
          {items.map((item) => (
            <CoupleItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      <NewLinkForm />
      {links.length > 0 ? (
        <ul className="shortlist-links" aria-label="공유 링크">
          {links.map((link) => (
            <LinkRow key={link.id} link={link} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
