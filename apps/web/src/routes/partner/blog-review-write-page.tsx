import { BLOG_URL_MESSAGE, isBlogUrl } from '@wedding/contract/blog-reviews-constants';
import { PARTNER_TYPE } from '@wedding/domain/enums';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { useRegisterBlog } from '../../features/reviews/api/blog-api.ts';
import { usePartnerDetail } from '../../features/reviews/api/partner-api.ts';
import { useMySuspension } from '../../shared/api/my-suspension.ts';
import { useToast } from '../../shared/hooks/use-toast.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { SuspensionNotice } from '../../shared/ui/suspension-notice.tsx';
import '../../features/reviews/components/reviews.css';
import '../../shared/ui/button.css';
import { isUuid } from '../../shared/lib/uuid.ts';

// Opened by the app's review-write link as a web view of its own: 'close' hands back to the app (spec §2).
const CLOSE_ACTION = ['close'] as const;

function BlogForm({ partnerUuid }: { partnerUuid: string }) {
  const partner = usePartnerDetail(partnerUuid);
  const register = useRegisterBlog(partnerUuid);
  const navigate = useNavigate();
  const toast = useToast();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A suspended writer reads why; the field is disabled and keeps what was typed (issue 29 §2).
  const suspension = useMySuspension();
  if (partner.isPending) return <Spinner />;
  if (partner.isError) return <EmptyState title="파트너를 찾을 수 없어요" description="주소를 다시 확인해 주세요." />;
  const back =
    partner.data.type === PARTNER_TYPE.WEDDING_HALL ? `/weddinghall/${partnerUuid}?tabId=4` : `/partner/${partnerUuid}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (!isBlogUrl(value)) return setError(BLOG_URL_MESSAGE);
    register.mutate(value, {
      onSuccess: () => {
        toast.show('블로그 후기를 등록했어요.', { type: 'success' });
        void navigate(back, { replace: true });
      },
      // The server says why in Korean (not public, unreachable, not a post, already there); the URL stays typed.
      onError: (e) => setError(e.message),
    });
  };

  return (
    <form className="blog-form" onSubmit={submit} noValidate>
      <p className="review-form__for">
        <strong>{partner.data.bizName}</strong>에 대한 블로그 글을 후기로 등록해요
      </p>
      {suspension ? <SuspensionNotice suspension={suspension} /> : null}
      <Field
        disabled={suspension !== null}
        label="블로그 글 주소"
        name="blogUrl"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://blog.naver.com/…"
        value={url}
        onChange={(e) => {
          setUrl(e.target.value);
          setError(null);
        }}
        error={error}
        hint="글의 제목, 요약, 대표 사진을 불러와 후기 목록에 보여 드려요."
      />
      <BottomBar>
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          disabled={suspension !== null || register.isPending}
        >
          {register.isPending ? '불러오는 중…' : '등록하기'}
        </button>
      </BottomBar>
    </form>
  );
}

/** /partner/{uuid}/write-review-blog (spec §2): register a blog post as a review by its URL. */
export default function BlogReviewWritePage() {
  const { uuid = '' } = useParams();
  useDocumentTitle('블로그 후기 등록');
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title="블로그 후기 등록" actions={CLOSE_ACTION} />
      <main className="review-write-page">
        {!isUuid(uuid) ? (
          <EmptyState title="파트너를 찾을 수 없어요" description="주소를 다시 확인해 주세요." />
        ) : !known ? (
          <Spinner />
        ) : loggedIn ? (
          <BlogForm partnerUuid={uuid} />
        ) : (
          <LoginRequired reason="로그인하면 블로그 후기를 등록할 수 있어요." />
        )}
      </main>
    </>
  );
}
