import { RESERVATION_OPEN_DEFAULT, WEDDING_OPEN_DEFAULT_MONTHS } from '@wedding/domain/constants';
import {
  CEREMONY_TYPES,
  EXTRA_TAGS,
  HALL_STYLES,
  type HallLevel,
  MEAL_TYPES,
  PARTNER_TYPE,
} from '@wedding/domain/enums';
import type { partners } from '../../schema/index.ts';
import { daysAfter, daysBefore } from '../calendar.ts';
import { BUS_RENT_NOTICES, PARKING_NOTICES, PROFILE_NOTICES, RESERVATION_NOTICES } from '../data/hall-content.ts';
import { hallMediaUrl } from '../media-url.ts';
import type { Rng } from '../prng.ts';
import { buildIndividualHall, type IndividualHallPlan, individualHallNames } from './individual-hall.ts';
import { stylesAgreeingWithName } from './name-styles.ts';
import {
  type BenefitRow,
  buildBenefits,
  buildOperationTimes,
  buildSpecialFeatures,
  buildSubways,
  isStationArea,
  type OperationTimeRow,
  type ProfileRow,
  type SpecialFeatureRow,
  type SubwayRow,
} from './partner-profile.ts';
import { landline, placeOf } from './place.ts';
import type { Location } from './region-plan.ts';

export type PartnerRow = typeof partners.$inferInsert & { id: number; uuid: string; bizName: string; region: string };

export type HallBundle = {
  partner: PartnerRow;
  profile: ProfileRow;
  subways: SubwayRow[];
  operationTimes: OperationTimeRow[];
  benefits: BenefitRow[];
  specialFeatures: SpecialFeatureRow[];
  rooms: IndividualHallPlan[];
  /** Per-guest meal price the hall's slots start from. */
  mealBase: number;
};

const values = <T extends string>(list: readonly { value: T }[]) => list.map((o) => o.value);

function pickLevel(rng: Rng): HallLevel | null {
  const roll = rng.next();
  return roll < 0.35 ? 'RESERVE' : roll < 0.6 ? 'CONTRACT' : null;
}

export function buildHall(
  rng: Rng,
  input: { id: number; firstRoomId: number; location: Location; bizName: string; now: Date },
): HallBundle {
  const { id, location, bizName, now } = input;
  const place = placeOf(location);
  const uuid = rng.uuid();
  const styles = stylesAgreeingWithName(bizName, rng.sample(values(HALL_STYLES), rng.int(1, 3)));
  const level = pickLevel(rng);
  const consulting = level === 'RESERVE' || (level === 'CONTRACT' && rng.chance(0.5));
  const subways = buildSubways(rng, id, place);
  const busRent = rng.chance(0.25);
  const trafficTypes = [
    ...(isStationArea(subways) ? ['STATION_AREA'] : []),
    ...(rng.chance(subways.length === 0 ? 0.7 : 0.3) ? ['SHUTTLE'] : []),
    ...(busRent ? ['BUS_RENT'] : []),
  ];
  const roomCount = styles.includes('SMALL_SCALE') ? rng.int(1, 2) : rng.int(1, 4);
  const rooms = individualHallNames(rng, roomCount).map((name, i) =>
    buildIndividualHall(rng, { id: input.firstRoomId + i, partnerId: id, name, styles, sort: i, now }),
  );
  const mealBase = rng.step(45_000, 110_000, 1_000);
  // Each room's regular meal fee is the hall's base its slots start from; set after the draw so no other
  // value of the seed moves.
  for (const room of rooms) room.row.mealFee = mealBase;
  const avgRental = rooms.reduce((sum, r) => sum + r.row.rentalFee, 0) / rooms.length;
  const sug = Math.round(rooms.reduce((sum, r) => sum + r.row.suggestPersonnel, 0) / rooms.length / 10) * 10;
  const noticeRoll = rng.next();
  const hasNotice = noticeRoll < 0.6;

  const partner: PartnerRow = {
    id,
    uuid,
    type: PARTNER_TYPE.WEDDING_HALL,
    parentPartnerId: null,
    bizName,
    region: location.region,
    subRegion: location.subRegion,
    coverUrl: hallMediaUrl('hall', styles, `p${id}-cover`),
    level,
    likeCount: 0,
    reviewCount: 0,
    styles,
    mealTypes: rng.sample(values(MEAL_TYPES), rng.int(1, 2)),
    ceremonyTypes: rng.chance(0.15) ? values(CEREMONY_TYPES) : [rng.pick(values(CEREMONY_TYPES))],
    trafficTypes,
    extraTags: rng.sample(values(EXTRA_TAGS), rng.int(0, 3)),
    consultingSlotsDisplayed: consulting,
    consultingUsed: consulting && rng.chance(0.9),
    contractUsed: level === 'CONTRACT',
    deposit: consulting ? rng.step(50_000, 300_000, 50_000) : 0,
    totalAmount: Math.round((avgRental + mealBase * sug) / 10_000) * 10_000,
    // Filled from the open slots after they are seeded.
    minPrice: 0,
    discountRate: rng.step(0, 20, 5),
    shareLink: `/weddinghall/${uuid}`,
    expirationDateOfNotice:
      noticeRoll < 0.4 ? daysAfter(now, rng.int(7, 60)) : hasNotice ? daysBefore(now, rng.int(1, 30)) : null,
    noticeLink: hasNotice && rng.chance(0.5) ? '/weddinghall/event' : null,
    createdAt: daysBefore(now, rng.int(30, 900)),
  };
  // Seeded partners were listed from the start (decision 0059), at their creation: a fixed instant keeps the seed
  // deterministic.
  partner.listedAt = partner.createdAt;
  // One truth with the badges (issue 9): a RESERVE hall that turned out not to use consulting earns no
  // '즉시 방문예약' badge, so it keeps no RESERVE level either. Fixed up after the row, so every draw stays
  // in its old order and the rest of the seed is unchanged.
  if (partner.level === 'RESERVE' && !partner.consultingUsed) partner.level = null;

  const road = rng.pick(place.roads);
  const profile: ProfileRow = {
    partnerId: id,
    name: bizName,
    tel: landline(location.region, rng.int(200, 999), rng.int(1000, 9999)),
    notice: hasNotice ? rng.pick(PROFILE_NOTICES) : null,
    address: `${road} ${rng.int(10, 650)}`,
    address2: rng.pick(['본관 2층', '3층 웨딩홀', '지하 1층~4층', `${bizName} 1층 로비`]),
    lat: Number((place.lat + (rng.next() - 0.5) * 0.03).toFixed(6)),
    lng: Number((place.lng + (rng.next() - 0.5) * 0.03).toFixed(6)),
    amenities: {
      elevatorCount: rng.chance(0.85) ? rng.int(1, 6) : false,
      pyebaekRoom: rng.chance(0.3) ? '전통 폐백실' : rng.chance(0.6),
      honjooRoom: rng.chance(0.3) ? '혼주 전용 대기실' : rng.chance(0.5),
      subWaitingRoom: rng.chance(0.5),
      guestSpace: rng.chance(0.6) ? `로비 라운지 ${rng.step(40, 150, 10)}석` : false,
    },
    parking: {
      inner: rng.step(100, 800, 50),
      outer: rng.chance(0.5) ? rng.step(50, 300, 50) : null,
      notice: rng.pick(PARKING_NOTICES),
      busRent,
      busRentNotice: busRent ? rng.pick(BUS_RENT_NOTICES) : '',
    },
    invitation: {
      subway: subways[0]
        ? `${subways[0].lineName} ${subways[0].stationName} ${rng.int(1, 12)}번 출구 도보 ${subways[0].walkingTimeMinutes}분`
        : '',
      bus: `간선 ${rng.int(100, 799)}, 지선 ${rng.int(1000, 7999)} ${road.split(' ').at(-1)} 정류장 하차`,
      car: `내비게이션에 '${bizName}' 또는 '${road}' 검색`,
    },
    weddingOpenMonths: WEDDING_OPEN_DEFAULT_MONTHS,
    reservationOpenDays: RESERVATION_OPEN_DEFAULT,
    minPersonnel: Math.min(...rooms.map((r) => r.row.minGuarantee)),
    maxPersonnel: Math.max(...rooms.map((r) => r.row.maxGuarantee)),
    sugPersonnel: sug,
    reservationNotice: consulting ? rng.pick(RESERVATION_NOTICES) : null,
  };

  return {
    partner,
    profile,
    subways,
    operationTimes: buildOperationTimes(rng, id),
    benefits: buildBenefits(rng, id),
    specialFeatures: buildSpecialFeatures(rng, id),
    rooms,
    mealBase,
  };
}
