import { Link, useParams, useSearchParams } from 'react-router';
import { useRoomPreview } from '../../features/hall-detail/api/get-room-preview.ts';
import { RoomPreview } from '../../features/hall-detail/components/room-preview.tsx';
import '../../features/hall-detail/components/hall-detail.css';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { HallLoadState } from './hall-load-state.tsx';
import { parsePathId } from './path-id.ts';

/**
 * The preview of an individual hall's pending edit (spec §2 `/weddinghall/{partnerProfileId}/detail-preview/{hallId}`,
 * with `?token=`, the link's secret: decision 0033), each changed field marked. The partner console (a later
 * issue) hands the link out before the edit is published; without its token the page is the not-found page.
 */
export default function HallRoomPreviewPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const hallId = parsePathId(params.hallId);
  const token = search.get('token');
  const named = hallId !== null && !!token;
  const query = useRoomPreview(hallId, token);
  const preview = named ? query.data : undefined;
  useDocumentTitle(preview ? `${preview.fields.name.draft ?? preview.bizName} 미리보기` : '홀 상세 미리보기');

  if (!preview) return <HallLoadState title="홀 상세 미리보기" query={named ? query : null} noun="홀" />;
  return (
    <>
      <StackHeader title="홀 상세 미리보기" />
      <main className="hall-room">
        <RoomPreview
          preview={preview}
          venueLink={
            <Link className="hall-room__venue" to={`/weddinghall/${preview.partnerUuid}`}>
              {preview.bizName}
            </Link>
          }
        />
      </main>
    </>
  );
}
