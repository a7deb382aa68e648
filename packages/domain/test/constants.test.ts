import { describe, expect, it } from 'vitest';
import * as c from '../src/constants.ts';
import {
  CEREMONY_TYPES,
  DEFAULT_SLOT_SORT,
  ENTRANCE_METHODS,
  EXTRA_TAGS,
  HALL_LEVELS,
  HALL_STYLES,
  labelOf,
  MEAL_TYPES,
  PARTNER_TYPE,
  SLOT_FILTER_TYPES,
  SLOT_SORTS,
  STATION_AREA_MAX_WALK_MINUTES,
  TRAFFIC_TYPES,
  WEDDING_DAYS,
  WEDDING_START_TIMES,
  WEDDING_TIME_FILTERS,
} from '../src/enums.ts';
import { findRegion, REGION_NAMES, REGIONS } from '../src/regions.ts';

const values = (list: readonly { value: string }[]) => list.map((o) => o.value);

describe('spec §9 business constants', () => {
  it('review page sizes: 20 community, 10 blog; likes 20', () => {
    expect(c.PAGE_SIZE.COMMUNITY_REVIEWS).toBe(20);
    expect(c.PAGE_SIZE.BLOG_REVIEWS).toBe(10);
    expect(c.PAGE_SIZE.LIKES).toBe(20);
  });

  it('photo page 21, slot page 30, folder fetch 1000', () => {
    expect(c.PAGE_SIZE.PHOTOS).toBe(21);
    expect(c.PAGE_SIZE.SLOTS).toBe(30);
    expect(c.PAGE_SIZE.FOLDER_PHOTOS).toBe(1000);
  });

  it('API key cached about 24 hours', () => {
    expect(c.API_KEY_CACHE_MS).toBe(24 * 60 * 60 * 1000);
  });

  it("excerpt 100 characters; 'new' badge under 23 hours", () => {
    expect(c.REVIEW_EXCERPT_LENGTH).toBe(100);
    expect(c.NEW_BADGE_MAX_AGE_MS).toBe(23 * 60 * 60 * 1000);
  });

  it('expected guests cap 400, range +50; guarantee filter 350 → 9999', () => {
    expect(c.EXPECTED_GUESTS_CAP).toBe(400);
    expect(c.EXPECTED_GUESTS_RANGE).toBe(50);
    expect(c.GUARANTEE_FILTER_MAX_THRESHOLD).toBe(350);
    expect(c.GUARANTEE_UNBOUNDED_MAX).toBe(9999);
  });

  it('login prompt throttle 5000 ms; scroll analytics debounce 5 s; toast z-index raised 5 s', () => {
    expect(c.LOGIN_PROMPT_THROTTLE_MS).toBe(5000);
    expect(c.SCROLL_ANALYTICS_DEBOUNCE_MS).toBe(5000);
    expect(c.TOAST_RAISED_Z_INDEX_MS).toBe(5000);
  });

  it('date pickers 24 months; wedding open default 24 months; reservation open default 14', () => {
    expect(c.DATE_PICKER_MONTHS).toBe(24);
    expect(c.WEDDING_OPEN_DEFAULT_MONTHS).toBe(24);
    expect(c.RESERVATION_OPEN_DEFAULT).toBe(14);
  });

  it('image proxy 1200 / reviews 600; compress 0.8 MB, 1920 px; upload 20 MB, 99 images, five types', () => {
    expect(c.IMAGE_PROXY_DEFAULT_WIDTH).toBe(1200);
    expect(c.IMAGE_PROXY_REVIEW_WIDTH).toBe(600);
    expect(c.IMAGE_COMPRESS_TARGET_MB).toBe(0.8);
    expect(c.IMAGE_COMPRESS_MAX_PX).toBe(1920);
    expect(c.UPLOAD_MAX_MB).toBe(20);
    expect(c.UPLOAD_MAX_COUNT).toBe(99);
    expect(c.UPLOAD_ALLOWED_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'webp', 'gif']);
  });

  it('upload pixels (decision 0032): 25,000,000 decoded, so 24 MP photos pass and 48/50 MP originals do not', () => {
    expect(c.UPLOAD_MAX_PIXELS).toBe(25_000_000);
    // Recent iPhones' 24 MP and a 24 MP camera fit; 48 MP and 50 MP phone originals do not.
    expect(5712 * 4284).toBeLessThanOrEqual(c.UPLOAD_MAX_PIXELS);
    expect(6048 * 4024).toBeLessThanOrEqual(c.UPLOAD_MAX_PIXELS);
    expect(8064 * 6048).toBeGreaterThan(c.UPLOAD_MAX_PIXELS);
    expect(8160 * 6120).toBeGreaterThan(c.UPLOAD_MAX_PIXELS);
    // What the web sends (at most 1920 px a side) is far below it.
    expect(c.IMAGE_COMPRESS_MAX_PX ** 2).toBeLessThan(c.UPLOAD_MAX_PIXELS / 6);
  });

  it('photo infinite-scroll threshold 0.7; slot load-next at 60%; scroll throttle 200 ms', () => {
    expect(c.PHOTO_INFINITE_SCROLL_THRESHOLD).toBe(0.7);
    expect(c.SLOT_LOAD_NEXT_SCROLL_RATIO).toBe(0.6);
    expect(c.SLOT_SCROLL_THROTTLE_MS).toBe(200);
  });

  it('nearby shuffle 20; like lock 300 ms; chip scroll lock 5 s; sticky offsets 52 and 55 px', () => {
    expect(c.NEARBY_SHUFFLE_COUNT).toBe(20);
    expect(c.LIKE_LOCK_MS).toBe(300);
    expect(c.CHIP_SCROLL_LOCK_MS).toBe(5000);
    expect(c.STICKY_OFFSETS_PX).toEqual([52, 55]);
  });

  it('map zoom level 3; marker 29 by 43.45', () => {
    expect(c.MAP_ZOOM_LEVEL).toBe(3);
    expect(c.MAP_MARKER_SIZE).toEqual({ width: 29, height: 43.45 });
  });

  it('spec §2: slots tab scroll offset 895 px; carousel 375 px high', () => {
    expect(c.HALL_DETAIL_SLOTS_TAB_SCROLL_PX).toBe(895);
    expect(c.HALL_CAROUSEL_HEIGHT_PX).toBe(375);
  });

  it('spec §7: push-check time valid 1 year', () => {
    expect(c.PUSH_CHECK_VALID_MS).toBe(365 * 24 * 60 * 60 * 1000);
  });

  it('the product calendar is Asia/Seoul', () => {
    expect(c.TIME_ZONE).toBe('Asia/Seoul');
  });
});

describe('spec §9 enumerations', () => {
  it('9 hall styles', () => {
    expect(values(HALL_STYLES)).toEqual([
      'BRIGHT',
      'DARK',
      'CHAPEL',
      'CONVENTION',
      'HOUSE',
      'HOTEL',
      'OUTDOOR',
      'HANOK',
      'SMALL_SCALE',
    ]);
  });

  it('4 meal types', () => {
    expect(values(MEAL_TYPES)).toEqual(['BUFFET', 'ONE_TABLE', 'COURSE', 'ONE_TABLE_WITH_SEMI_BUFFET']);
  });

  it('2 ceremony types', () => {
    expect(values(CEREMONY_TYPES)).toEqual(['SEPARATION', 'SAME_TIME']);
  });

  it('3 traffic types; STATION_AREA is a walk under 15 minutes', () => {
    expect(values(TRAFFIC_TYPES)).toEqual(['STATION_AREA', 'SHUTTLE', 'BUS_RENT']);
    expect(STATION_AREA_MAX_WALK_MINUTES).toBe(15);
  });

  it('10 entrance methods', () => {
    expect(values(ENTRANCE_METHODS)).toEqual([
      'DIRECT',
      'VIA_STAIRS',
      'VIA_HIDDEN_SPACE',
      'VIA_LIFT',
      'FROM_FRONT',
      'FROM_LOBBY',
      'L_SHAPE',
      'U_SHAPE',
      'Z_SHAPE',
      'ETC',
    ]);
  });

  it('3 wedding days', () => {
    expect(values(WEDDING_DAYS)).toEqual(['FRIDAY', 'SATURDAY', 'SUNDAY']);
  });

  it('slot start times hourly 09:00 to 21:00', () => {
    expect(WEDDING_START_TIMES).toHaveLength(13);
    expect(WEDDING_START_TIMES[0]).toBe('09:00');
    expect(WEDDING_START_TIMES.at(-1)).toBe('21:00');
  });

  it("12 time filter chips: hourly 09:00 to 19:00, then '20:00 ~' covering 20:00 and 21:00", () => {
    expect(WEDDING_TIME_FILTERS).toHaveLength(12);
    expect(WEDDING_TIME_FILTERS.slice(0, 11).map((f) => f.label)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect(WEDDING_TIME_FILTERS.slice(0, 11).every((f) => f.times.length === 1 && f.times[0] === f.value)).toBe(true);
    const last = WEDDING_TIME_FILTERS.at(-1);
    expect(last?.label).toBe('20:00 ~');
    expect(last?.times).toEqual(['20:00', '21:00']);
    expect(WEDDING_TIME_FILTERS.flatMap((f) => f.times)).toEqual([...WEDDING_START_TIMES]);
  });

  it('2 hall levels: RESERVE (instant visit booking), CONTRACT (instant remaining-slot hold)', () => {
    expect(values(HALL_LEVELS)).toEqual(['RESERVE', 'CONTRACT']);
    expect(labelOf(HALL_LEVELS, 'RESERVE')).toBe('즉시 방문예약');
    expect(labelOf(HALL_LEVELS, 'CONTRACT')).toBe('즉시 잔여일정 확보');
  });

  it('7 extra tags', () => {
    expect(values(EXTRA_TAGS)).toHaveLength(7);
    expect(EXTRA_TAGS.map((t) => t.label)).toEqual([
      '강아지 화동',
      '단독홀',
      '꽃 포장',
      '커스터마이징',
      '대형 스크린',
      '연회장',
      '스몰 예식',
    ]);
  });

  it('6 slot sorts with FINAL_PRICE_ASC the default', () => {
    expect(values(SLOT_SORTS)).toEqual([
      'FINAL_PRICE_ASC',
      'FINAL_PRICE_DESC',
      'GUARANTEE_ASC',
      'GUARANTEE_DESC',
      'WEDDING_TIME_ASC',
      'WEDDING_TIME_DESC',
    ]);
    expect(DEFAULT_SLOT_SORT).toBe('FINAL_PRICE_ASC');
  });

  it('filter types and their query parameters', () => {
    expect(SLOT_FILTER_TYPES).toEqual({
      WEDDING_DAY: ['dayOfWeeks'],
      WEDDING_TIME: ['weddingTimes'],
      GUARANTEE: ['minGuarantee', 'maxGuarantee'],
    });
  });

  it('every option has a Korean label and a unique code', () => {
    for (const list of [
      HALL_STYLES,
      MEAL_TYPES,
      CEREMONY_TYPES,
      TRAFFIC_TYPES,
      ENTRANCE_METHODS,
      WEDDING_DAYS,
      EXTRA_TAGS,
    ]) {
      expect(new Set(values(list)).size).toBe(list.length);
      for (const option of list) expect(option.label).toMatch(/[가-힣]/);
    }
  });

  it('partner types: wedding hall 2, planner 37', () => {
    expect(PARTNER_TYPE).toEqual({ WEDDING_HALL: 2, PLANNER: 37 });
  });
});

describe('spec §9 regions: Seoul (12 sub-regions), Gyeonggi (11), and 15 without', () => {
  it('has 17 regions', () => {
    expect(REGIONS).toHaveLength(17);
    expect(new Set(REGION_NAMES).size).toBe(17);
  });

  it('Seoul has 12 sub-regions and Gyeonggi 11', () => {
    expect(findRegion('서울')?.subRegions).toHaveLength(12);
    expect(findRegion('경기')?.subRegions).toHaveLength(11);
  });

  it('the other 15 have none', () => {
    const others = REGIONS.filter((r) => r.name !== '서울' && r.name !== '경기');
    expect(others.map((r) => r.name)).toEqual([
      '인천',
      '부산',
      '대구',
      '광주',
      '대전',
      '울산',
      '세종',
      '강원',
      '충북',
      '충남',
      '전북',
      '전남',
      '경북',
      '경남',
      '제주',
    ]);
    expect(others.every((r) => r.subRegions.length === 0)).toBe(true);
  });
});
