import type { Profile } from '@wedding/contract/hall-detail';
import { hasValue } from '@wedding/domain/hall-detail';
import { NO_INFORMATION } from '@wedding/domain/messages';
import { formatNumber } from '@wedding/domain/price';
import { seoulCalendarDate, weekday } from '@wedding/domain/seoul-calendar';
import { stationName } from '@wedding/domain/traffic';
import { type ComponentProps, useState } from 'react';
import { deferred } from '../../../shared/ui/deferred.tsx';
import { HallMap } from './hall-map.tsx';
import type { InvitationSheet as InvitationSheetType } from './invitation-sheet.tsx';

// Opened by a tap: its code loads then (DESIGN §8 budget).
const InvitationSheet = deferred<ComponentProps<typeof InvitationSheetType>>(() =>
  import('./invitation-sheet.tsx').then((m) => m.InvitationSheet),
);

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
  // Today in Seoul, where the hall is: the server (UTC) and a browser elsewhere would otherwise disagree about the
  // day between 0:00 and 9:00 Seoul time, and hydration would find another row marked as today.
  const today = WEEK_KEYS[(weekday(seoulCalendarDate(new Date())) + 6) % 7] ?? 'mon';
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
        <HallMap profile={profile} onRoute={onRoute} />
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
                  {s.lineName} {stationName(s.stationName)} 도보 {s.walkingTimeMinutes}분
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
