import { LISTING_MESSAGES } from '@wedding/domain/partner-onboarding';
import { Link } from 'react-router';
import '../../../shared/ui/button.css';
import { useConsoleStaff } from './console-frame.tsx';

/**
 * An approved hall whose profile was never published is a DRAFT (issue 29 §4, decision 0059): couples cannot
 * find it. The console home and the profile screen say so until the first publish lists it.
 */
export function DraftListingBanner({ linkToProfile }: { linkToProfile: boolean }) {
  const staff = useConsoleStaff();
  if (staff.listed) return null;
  return (
    <section className="console-draft" role="status" aria-label="검색 노출 안내">
      <p className="console-draft__title">
        <strong>{LISTING_MESSAGES.DRAFT_BANNER}</strong>
      </p>
      <p>{LISTING_MESSAGES.DRAFT_DETAIL}</p>
      <ol className="console-draft__steps">
        <li>업체 정보에서 연락처·안내·운영 시간을 입력하고 저장해요.</li>
        <li>사진 앨범에 대표 사진을 올려요.</li>
        <li>초안을 게시하면 검색과 목록에 나타나요.</li>
      </ol>
      {linkToProfile && staff.areas.includes('profile') ? (
        <Link className="btn btn--primary btn--md" to="/partner-center/profile">
          {LISTING_MESSAGES.DRAFT_ACTION}
        </Link>
      ) : null}
    </section>
  );
}
