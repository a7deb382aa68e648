import { Link, useParams } from 'react-router';
import { useRoom } from '../../features/hall-detail/api/get-room.ts';
import { HallCarousel } from '../../features/hall-detail/components/hall-carousel.tsx';
import { RoomLikeButton } from '../../features/hall-detail/components/room-like-button.tsx';
import { RoomFacts } from '../../features/hall-detail/components/room-section.tsx';
import '../../features/hall-detail/components/hall-detail.css';
import { SlotCards } from '../../features/slots/components/slot-cards.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { HallLoadState } from './hall-load-state.tsx';
import { parsePathId } from './path-id.ts';

/**
 * An individual hall (spec §2 `/weddinghall/{partnerProfileId}/detail/{hallUuid}?partnerId=`): its photos, prices,
 * wedding gap, suggested guests and its nearest remaining slots. The venue is named by its profile id, as the
 * route carries it; `partnerId` is kept in links for the app but the answer names the venue itself.
 */
export default function HallRoomPage() {
  const params = useParams();
  const profileId = parsePathId(params.partnerProfileId);
  const hallUuid = params.hallUuid ?? '';
  const query = useRoom(profileId, hallUuid);
  const detail = profileId === null ? undefined : query.data;
  useDocumentTitle(detail ? `${detail.hall.name} - ${detail.venue.bizName}` : '홀 상세', {
    description: detail
      ? `${detail.venue.bizName} ${detail.hall.name}의 대관료, 예식 간격, 권장 인원과 잔여일정`
      : undefined,
    image: detail?.hall.images[0],
  });

  if (!detail) return <HallLoadState title="홀 상세" query={profileId === null ? null : query} noun="홀" />;

  const { hall, venue, slots } = detail;
  const hallPage = `/weddinghall/${venue.partnerUuid}`;
  return (
    <>
      <StackHeader title={hall.name} variant="product" />
      <main className="hall-room">
        {hall.images.length > 0 ? (
          <HallCarousel images={hall.images} name={hall.name} photosLink={`${hallPage}?tabId=3`} />
        ) : null}
        <section className="hall-section">
          <Link className="hall-room__venue" to={hallPage}>
            {venue.bizName}
          </Link>
          <div className="hall-room__title">
            <h2 className="hall-summary__name">{hall.name}</h2>
            <RoomLikeButton roomId={hall.id} roomName={hall.name} liked={detail.isLike} />
          </div>
          <RoomFacts room={hall} />
        </section>
        <section className="hall-section" aria-labelledby="hall-room-slots-title">
          <h3 id="hall-room-slots-title" className="hall-section__title">
            이 홀의 잔여일정
          </h3>
          {slots.length === 0 ? (
            <p className="hall-empty-text">지금 남은 잔여일정이 없어요.</p>
          ) : (
            <SlotCards slots={slots} testId="hall-room-slots" />
          )}
        </section>
      </main>
      <BottomBar>
        <Link className="hall-cta__btn" to={hallPage}>
          웨딩홀 정보 보기
        </Link>
      </BottomBar>
    </>
  );
}
