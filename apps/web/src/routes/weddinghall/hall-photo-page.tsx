import { useParams } from 'react-router';
import { useVenue } from '../../features/hall-detail/api/get-venue.ts';
import '../../features/hall-detail/components/hall-detail.css';
import { PhotosTab } from '../../features/hall-detail/components/photos-tab.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { PhotosGate } from './photos-gate.tsx';

/**
 * The standalone photo page (spec §2: when the path contains photo, a full-height stacked page titled with the
 * business name). Its lists load only for a signed-in customer (§6); a guest is shown the way to sign in.
 */
export default function HallPhotoPage() {
  const { partnerUuid = '' } = useParams();
  const venue = useVenue(partnerUuid).data;
  const title = venue?.bizName ?? '사진';
  useDocumentTitle(venue ? `${venue.bizName} 사진` : '웨딩홀 사진', { image: venue?.coverUrl });
  return (
    <>
      <StackHeader title={title} />
      <main className="hall-photo-page">
        <PhotosGate>
          <PhotosTab partnerUuid={partnerUuid} layout="stacked" />
        </PhotosGate>
      </main>
    </>
  );
}
