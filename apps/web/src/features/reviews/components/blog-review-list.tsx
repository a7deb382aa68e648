import { IMAGE_PROXY_REVIEW_WIDTH } from '@wedding/domain/constants';
import { excerpt } from '@wedding/domain/excerpt';
import { relativeTime } from '@wedding/domain/relative-time';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useBlogPages } from '../api/blog-api.ts';
import { LoadMore } from './load-more.tsx';

/** The blog reviews tab: 10 a page until a page comes back empty (spec §4); each opens the post itself. */
export function BlogReviewList({ partnerUuid }: { partnerUuid: string }) {
  const query = useBlogPages(partnerUuid);
  const posts = query.data?.pages.flatMap((page) => page.item) ?? [];
  const now = new Date();
  return (
    <div className="blog-reviews">
      <div className="review-toolbar">
        <p className="review-toolbar__note">블로그 후기 {query.data?.pages[0]?.total ?? ''}</p>
        <Link className="review-toolbar__write" to={`/partner/${partnerUuid}/write-review-blog`}>
          블로그 후기 등록
        </Link>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : posts.length === 0 ? (
        <EmptyState title="아직 등록된 블로그 후기가 없어요." description="내 블로그 글을 후기로 등록해 보세요." />
      ) : (
        <ul className="blog-list" data-testid="blog-list">
          {posts.map((post) => (
            <li key={post.uuid} className="blog-card" data-testid="blog-card">
              <a href={post.originUrl} target="_blank" rel="nofollow ugc noopener noreferrer">
                <div className="blog-card__text">
                  <strong className="blog-card__title">{post.title}</strong>
                  {post.content ? <p className="blog-card__content">{excerpt(post.content, 60).text}</p> : null}
                  <p className="blog-card__meta">
                    {post.nick} · {relativeTime(post.regTsp, now)}
                  </p>
                </div>
                {post.images[0] ? (
                  <img
                    src={proxiedImageUrl(post.images[0], IMAGE_PROXY_REVIEW_WIDTH)}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                  />
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} shown={posts.length > 0} label="블로그 후기 더 보기" />
    </div>
  );
}
