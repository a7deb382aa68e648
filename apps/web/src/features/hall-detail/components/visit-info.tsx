import type { Profile } from '@wedding/contract/hall-detail';
import { MAP_MARKER_SIZE } from '@wedding/domain/constants';
import { hasValue } from '@wedding/domain/hall-detail';
import { ADDRESS_COPIED, CLIPBOARD_UNAVAILABLE, COPY_FAILED, NO_INFORMATION } from '@wedding/domain/messages';
import { formatNumber } from '@wedding/domain/price';
import { useState } from 'react';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { copyText } from '../lib/copy-text.ts';

const DAY_LABELS: Record<Profile['operationTime'][number]['key'], string> = {
  sun: '일',
  mon: '월',
  tue: '화',
  wed: '수',
  thu: '목',
  fri: '금',
  sat: '토',
  holiday: '공휴일',
};
const WEEK_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'holiday'] as const;

type Props = { profile: Profile; onRoute: (() => void) | null };

/** Map, address, subway, parking, operating hours and the invitation address (spec §2 visit information). */
export function VisitInfo({ profile, onRoute }: Props) {
  const [weekOpen, setWeekOpen] = useState(false);
  const [invitationOpen, setInvitationOpen] = useState(false);
  const today = WEEK_KEYS[(new Date().getDay() + 6) % 7] ?? 'mon';
  const hours = new Map(profile.operationTime.map((t) => [t.key, `${t.startTime} ~ ${t.endTime}`]));
  const parking = profile.parking;
  const parkingText = parking
    ? [
        parking.inner ? `건물 내 ${formatNumber(parking.inner)}대` : '',
        parking.outer ? `외부 ${formatNumber(parking.outer)}대` : '',
        parking.notice,
        parking.busRent ? `대절버스 ${parking.busRentNotice}`.trim() : '',
      ]
        .filter((s) => s.trim() !== '')
        .join(' · ')
    : '';
  return (
    <section className="hall-section" aria-labelledby="hall-visit-title">
      <h3 id="hall-visit-title" className="hall-section__title">
        방문 정보
      </h3>
      {hasValue(profile.coordinates) || hasValue(profile.address) ? (
        // No maps key is configured in this build: the address and the route buttons stand in for the map.
        <div className="hall-map" data-testid="hall-map">
          <svg
            className="hall-map__marker"
            width={MAP_MARKER_SIZE.width}
            height={MAP_MARKER_SIZE.height}
            viewBox="0 0 29 43.45"
            aria-hidden="true"
          >
            <path
              d="M14.5 0C6.5 0 0 6.4 0 14.3c0 10.7 14.5 29.1 14.5 29.1S29 25 29 14.3C29 6.4 22.5 0 14.5 0Z"
              fill="#c23860"
            />
            <circle cx="14.5" cy="14.3" r="5.5" fill="#fff" />
          </svg>
          <p className="hall-map__address">{profile.address ?? profile.name}</p>
          <p className="hall-map__note">지도 서비스가 연결되지 않아 주소로 안내해요.</p>
          {onRoute ? (
            <button type="button" className="hall-map__route" onClick={onRoute}>
              길찾기
            </button>
          ) : null}
        </div>
      ) : null}
      <dl className="hall-rows">
        <div className="hall-rows__row">
          <dt>주소</dt>
          <dd>
            {hasValue(profile.address) ? (
              <>
                {profile.address} {profile.address2 ?? ''}
                {profile.invitation ? (
                  <button type="button" className="hall-link-btn" onClick={() => setInvitationOpen(true)}>
                    청첩장 주소
                  </button>
                ) : null}
              </>
            ) : (
              NO_INFORMATION
            )}
          </dd>
        </div>
        {hasValue(profile.subways) ? (
          <div className="hall-rows__row">
            <dt>지하철</dt>
            <dd>
              {profile.subways.map((s) => (
                <span key={`${s.lineName}${s.stationName}`} className="hall-rows__line">
                  {s.lineName} {s.stationName}역 도보 {s.walkingTimeMinutes}분
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {hasValue(parkingText) ? (
          <div className="hall-rows__row">
            <dt>주차</dt>
            <dd>{parkingText}</dd>
          </div>
        ) : null}
        <div className="hall-rows__row">
          <dt>운영 시간</dt>
          <dd>
            {profile.operationTime.length === 0 ? (
              NO_INFORMATION
            ) : (
              <>
                <span>
                  오늘({DAY_LABELS[today]}) {hours.get(today) ?? '휴무'}
                </span>
                <button
                  type="button"
                  className="hall-link-btn"
                  aria-expanded={weekOpen}
                  onClick={() => setWeekOpen((open) => !open)}
                >
                  {weekOpen ? '접기' : '요일별 보기'}
                </button>
                {weekOpen ? (
                  <ul className="hall-hours">
                    {WEEK_KEYS.map((key) => (
                      <li key={key}>
                        <span>{DAY_LABELS[key]}</span>
                        <span>{hours.get(key) ?? '휴무'}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            )}
          </dd>
        </div>
        {profile.tel ? (
          <div className="hall-rows__row">
            <dt>전화</dt>
            <dd>
              <a href={`tel:${profile.tel}`}>{profile.tel}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      {profile.invitation ? (
        <InvitationSheet
          open={invitationOpen}
          onClose={() => setInvitationOpen(false)}
          address={`${profile.address ?? ''} ${profile.address2 ?? ''}`.trim()}
          invitation={profile.invitation}
        />
      ) : null}
    </section>
  );
}

function InvitationSheet({
  open,
  onClose,
  address,
  invitation,
}: {
  open: boolean;
  onClose: () => void;
  address: string;
  invitation: NonNullable<Profile['invitation']>;
}) {
  const toast = useToast();
  const text = [address, `지하철: ${invitation.subway}`, `버스: ${invitation.bus}`, `자가용: ${invitation.car}`].join(
    '\n',
  );
  const copy = async () => {
    const result = await copyText(text);
    if (result === 'copied') toast.show(ADDRESS_COPIED, { type: 'success' });
    else toast.show(result === 'unavailable' ? CLIPBOARD_UNAVAILABLE : COPY_FAILED, { type: 'error' });
  };
  return (
    <BottomSheet
      open={open}
      title="청첩장 주소"
      onClose={onClose}
      footer={
        <button type="button" className="hall-sheet__primary" onClick={copy}>
          주소 복사
        </button>
      }
    >
      <dl className="hall-rows hall-rows--sheet">
        <div className="hall-rows__row">
          <dt>주소</dt>
          <dd>{address}</dd>
        </div>
        <div className="hall-rows__row">
          <dt>지하철</dt>
          <dd>{invitation.subway}</dd>
        </div>
        <div className="hall-rows__row">
          <dt>버스</dt>
          <dd>{invitation.bus}</dd>
        </div>
        <div className="hall-rows__row">
          <dt>자가용</dt>
          <dd>{invitation.car}</dd>
        </div>
      </dl>
    </BottomSheet>
  );
}
