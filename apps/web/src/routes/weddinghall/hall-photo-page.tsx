import { Link, useLocation, useParams } from 'react-router';
import { useVenue } from '../../features/hall-detail/api/get-venue.ts';
import '../../features/hall-detail/components/hall-detail.css';
import { PhotosTab } from '../../features/hall-detail/components/photos-tab.tsx';
import { signInUrl } from '../../shared/hooks/use-login-prompt.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/**
 * The standalone photo page (spec §2: when the path contains photo, a full-height stacked page titled with the
 * business name). Its lists load only for a signed-in customer (§6); a guest is shown the way to sign in,
 * without a prompt opening by itself.
 */
export default function HallPhotoPage() {
  const { partnerUuid = '' } = useParams();
  const location = useLocation();
  const venue = useVenue(partnerUuid).data;
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  const title = venue?.bizName ?? '사진';
  useDocumentTitle(venue ? `${venue.bizName} 사진` : '웨딩홀 사진', { image: venue?.coverUrl });
  return (
    <>
      <StackHeader title={title} />
      <main className="hall-photo-page">
        {!known ? (
          <Spinner />
        ) : loggedIn ? (
          <PhotosTab partnerUuid={partnerUuid} layout="stacked" />
        ) : (
          <EmptyState
            title="로그인하면 사진을 모두 볼 수 있어요"
            description="공식 이미지와 리뷰 이미지를 크게 볼 수 있어요."
            action={
              <Link to={signInUrl(`${location.pathname}${location.search}`)} className="btn btn--primary btn--md">
                로그인하기
              </Link>
            }
          />
        )}
      </main>
    </>
  );
}
