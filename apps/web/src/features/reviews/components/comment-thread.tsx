import type { Comment } from '@wedding/contract/comments';
import { COMMENT_CONTENT_MAX, isValidCommentContent } from '@wedding/domain/community';
import {
  blockFailureMessage,
  COMMENT_EDIT_FAILED,
  COMMENT_EMPTY,
  COMMENT_WRITE_FAILED,
  DELETED_BY_AUTHOR,
  MENTOR_LABEL,
} from '@wedding/domain/messages';
import { relativeTime } from '@wedding/domain/relative-time';
import { ACCOUNT_SUSPENDED } from '@wedding/domain/suspension-words';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError, serverMessageOf } from '../../../shared/api/api-error.ts';
import { useMySuspension } from '../../../shared/api/my-suspension.ts';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useLoginPrompt } from '../../../shared/hooks/use-login-prompt.ts';
import { useSignedInTap } from '../../../shared/hooks/use-once-session-known.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { isGuest, isUserKnown, useUserStore } from '../../../shared/stores/user-store.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { SuspensionNotice } from '../../../shared/ui/suspension-notice.tsx';
import { useComments, useCommentWrites } from '../api/comment-api.ts';
import { useModeration } from '../api/moderation-api.ts';
import { LikeButton } from './like-button.tsx';
import { REPORT_DONE, ReportSheet } from './review-actions.tsx';
import { SafeText } from './safe-text.tsx';

type Target = { kind: 'reply'; comment: Comment } | { kind: 'edit'; comment: Comment } | null;

/** A review's comments and replies (spec §3, §4, §6): secret ones masked, mentors labelled, own ones editable. */
export function CommentThread({ reviewUuid }: { reviewUuid: string }) {
  const query = useComments(reviewUuid);
  const { write, edit, remove } = useCommentWrites(reviewUuid);
  const [target, setTarget] = useState<Target>(null);
  const [content, setContent] = useState('');
  const [secret, setSecret] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<Comment | null>(null);
  const { report } = useModeration();
  const guest = useUserStore(isGuest);
  const known = useUserStore(isUserKnown);
  // A suspended writer reads why above the box, which is disabled and keeps what was typed (issue 29 §2).
  const suspension = useMySuspension();
  const promptLogin = useLoginPrompt();
  // A guest is asked to log in. The thread arrives server-rendered, before the session check answers: a tap
  // made then ('답글', 신고) acts once it does.
  const signedIn = useSignedInTap(promptLogin);
  const toast = useToast();
  const dialog = useDialog();

  const input = useRef<HTMLTextAreaElement>(null);
  const begin = (next: Target) =>
    signedIn(() => {
      setTarget(next);
      setError(null);
      if (next?.kind === 'edit') {
        setContent(next.comment.content);
        setSecret(next.comment.secret);
      }
      // '답글' and '수정' lead to the box at the bottom: put the cursor there, so typing starts at once (issue 25).
      input.current?.focus();
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signedIn(() => send());
  };
  const send = () => {
    // Spec §5: non-empty after trimming. What was typed stays in the box whatever happens.
    if (!isValidCommentContent(content)) return setError(COMMENT_EMPTY);
    const done = () => {
      setContent('');
      setSecret(false);
      setTarget(null);
      setError(null);
    };
    const failed = (fallback: string) => (e: Error) =>
      // A suspended writer reads until when and why (issue 29 §2); other refusals keep the spec's words.
      toast.show(isApiError(e) && (e.status === 400 || e.code === ACCOUNT_SUSPENDED) ? e.message : fallback, {
        type: 'error',
      });
    if (target?.kind === 'edit')
      edit.mutate(
        { uuid: target.comment.uuid, content, secret },
        { onSuccess: done, onError: failed(COMMENT_EDIT_FAILED) },
      );
    else
      write.mutate(
        { content, secret, parentUuid: target?.kind === 'reply' ? target.comment.uuid : null },
        { onSuccess: done, onError: failed(COMMENT_WRITE_FAILED) },
      );
  };

  const comments = query.data ?? [];
  const now = new Date();
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        댓글 {comments.filter((c) => c.state === 1).length}
      </h2>
      {query.isPending ? (
        <Spinner />
      ) : comments.length === 0 ? (
        <p className="comments__empty">첫 댓글을 남겨 보세요.</p>
      ) : (
        <ul className="comments__list" data-testid="comment-list">
          {comments.map((comment) => (
            <li
              key={comment.uuid}
              className={`comment${comment.depth === 2 ? ' comment--reply' : ''}`}
              data-testid="comment"
              data-comment-uuid={comment.uuid}
            >
              {comment.state === 0 ? (
                <p className="comment__deleted">{DELETED_BY_AUTHOR}</p>
              ) : (
                <>
                  <p className="comment__who">
                    <strong>{comment.nick}</strong>
                    {comment.mentorState === 1 ? (
                      <span className="review-badge review-badge--mentor">{MENTOR_LABEL}</span>
                    ) : null}
                    {comment.secret ? <span className="review-badge">비밀</span> : null}
                    <span className="comment__time">{relativeTime(comment.regTsp, now)}</span>
                  </p>
                  <p className={`comment__content${comment.secretAllow ? '' : ' comment__content--secret'}`}>
                    {comment.upperNick ? <span className="comment__upper">@{comment.upperNick} </span> : null}
                    <SafeText text={comment.content} />
                  </p>
                  <div className="comment__actions">
                    <LikeButton
                      kind="comment"
                      uuid={comment.uuid}
                      isLike={comment.isLike}
                      likeCnt={comment.likeCnt}
                      label={`${comment.nick}님의 댓글`}
                    />
                    <button type="button" onClick={() => begin({ kind: 'reply', comment })}>
                      답글
                    </button>
                    {comment.isMine ? (
                      <>
                        <button type="button" onClick={() => begin({ kind: 'edit', comment })}>
                          수정
                        </button>
                        <button
                          type="button"
                          onClick={() =>
                            dialog.confirm('댓글을 삭제할까요?', {
                              confirmLabel: '삭제',
                              cancelLabel: '취소',
                              onConfirm: () =>
                                remove.mutate(comment.uuid, {
                                  onError: () =>
                                    toast.show('댓글을 삭제하지 못했어요. 다시 시도해 주세요.', { type: 'error' }),
                                }),
                            })
                          }
                        >
                          삭제
                        </button>
                      </>
                    ) : (
                      <button type="button" onClick={() => signedIn(() => setReporting(comment))}>
                        신고
                      </button>
                    )}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      {reporting ? (
        <ReportSheet
          busy={report.isPending}
          onClose={() => setReporting(null)}
          onSubmit={(reason) =>
            report.mutate(
              { targetKind: 'COMMENT', targetUuid: reporting.uuid, reason },
              {
                onSuccess: () => {
                  toast.show(REPORT_DONE, { type: 'success' });
                  setReporting(null);
                },
                onError: (e) => toast.show(blockFailureMessage(serverMessageOf(e)), { type: 'error' }),
              },
            )
          }
        />
      ) : null}
      <form className="comment-form" onSubmit={submit} noValidate>
        {suspension ? <SuspensionNotice suspension={suspension} id="comment-suspension" /> : null}
        {target ? (
          <p className="comment-form__target">
            {target.kind === 'reply' ? `@${target.comment.nick}님에게 답글` : '댓글 수정'}
            <button
              type="button"
              onClick={() => {
                setTarget(null);
                if (target.kind === 'edit') setContent('');
              }}
            >
              취소
            </button>
          </p>
        ) : null}
        <label className="visually-hidden" htmlFor="comment-input">
          댓글
        </label>
        <textarea
          ref={input}
          id="comment-input"
          className="comment-form__input"
          value={content}
          maxLength={COMMENT_CONTENT_MAX}
          placeholder={guest ? '로그인하고 댓글을 남겨 보세요.' : '댓글을 남겨 주세요.'}
          onFocus={() => (guest ? promptLogin() : undefined)}
          onChange={(e) => {
            setContent(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={suspension ? 'comment-suspension' : error ? 'comment-error' : undefined}
          disabled={suspension !== null}
          rows={2}
        />
        {error ? (
          <p id="comment-error" className="field__message field__message--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="comment-form__row">
          <label className="comment-form__secret">
            <input
              type="checkbox"
              checked={secret}
              disabled={suspension !== null}
              onChange={(e) => setSecret(e.target.checked)}
            />
            비밀 댓글
          </label>
          <button
            type="submit"
            className="btn btn--primary btn--md"
            // Until the session check answers, nobody is known to be signed in or a guest: wait for it.
            disabled={!known || suspension !== null || write.isPending || edit.isPending}
          >
            {target?.kind === 'edit' ? '수정' : '등록'}
          </button>
        </div>
      </form>
    </section>
  );
}
