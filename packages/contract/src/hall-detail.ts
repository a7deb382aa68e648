import * as z from 'zod/mini';
import { FOLDER_FETCH_SIZE, PHOTO_PAGE_SIZE } from './hall-detail-constants.ts';
import { idParam } from './input-limits.ts';

export { FOLDER_FETCH_SIZE, PHOTO_PAGE_SIZE, PLAIN_PHOTO_KEY } from './hall-detail-constants.ts';

// The hall detail page's calls (spec §2 'Hall detail page', §3 Venue/Profile/Individual hall/Photo/Nearby, §7).

const uuidParam = (message = '웨딩홀을 찾을 수 없어요.') => z.string().check(z.uuid(message));
const int = () => z.number().check(z.int());

export const hallUuidParamsSchema = z.object({ uuid: uuidParam() });

/** One room of a venue (spec §3 Individual hall). weddingGapMinutes is a number, or a list when it varies. */
export const individualHallSchema = z.object({
  id: int(),
  uuid: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  // mealFee: the regular meal price per guest the hall card shows (spec §9), beside §3's rentalFee and adultDrinkFee.
  regularPrice: z.object({ rentalFee: int(), adultDrinkFee: int(), mealFee: int() }),
  weddingGapMinutes: z.union([int(), z.array(int())]),
  suggestPersonnel: z.nullable(int()),
  /** Spec §9 entrance method code (DIRECT … ETC), or null when the hall has not said. */
  entranceMethod: z.nullable(z.string()),
});
export type IndividualHall = z.infer<typeof individualHallSchema>;

/** Facility rows: false hides the row, otherwise the count or the text shows (spec §5). */
export const amenitiesSchema = z.object({
  elevatorCount: z.union([int(), z.literal(false)]),
  pyebaekRoom: z.union([z.boolean(), z.string()]),
  honjooRoom: z.union([z.boolean(), z.string()]),
  subWaitingRoom: z.union([z.boolean(), z.string()]),
  guestSpace: z.union([z.boolean(), z.string()]),
});
export type Amenities = z.infer<typeof amenitiesSchema>;

export const OPERATION_TIME_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'holiday'] as const;

export const profileSchema = z.object({
  /** The partnerProfileId of the individual-hall routes. */
  id: int(),
  name: z.string(),
  tel: z.nullable(z.string()),
  notice: z.nullable(z.string()),
  address: z.nullable(z.string()),
  address2: z.nullable(z.string()),
  /** WGS84; every seeded hall has them, so the map and the route sheet work without a maps key. */
  coordinates: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
  representativeImages: z.array(z.string()),
  amenities: z.nullable(amenitiesSchema),
  subways: z.array(z.object({ lineName: z.string(), stationName: z.string(), walkingTimeMinutes: int() })),
  parking: z.nullable(
    z.object({
      inner: z.nullable(int()),
      outer: z.nullable(int()),
      notice: z.string(),
      busRent: z.boolean(),
      busRentNotice: z.string(),
    }),
  ),
  /** Weekly hours, Sunday first, then public holidays; a day without a row is closed. */
  operationTime: z.array(z.object({ key: z.enum(OPERATION_TIME_KEYS), startTime: z.string(), endTime: z.string() })),
  /** Directions written as a printed invitation gives them. */
  invitation: z.nullable(z.object({ subway: z.string(), bus: z.string(), car: z.string() })),
  individualHalls: z.array(individualHallSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/** spec §3 Venue. `uuid` repeats partnerUuid (both names appear in the spec). */
export const venueSchema = z.object({
  uuid: z.string(),
  partnerUuid: z.string(),
  partnerId: int(),
  type: int(),
  bizName: z.string(),
  coverUrl: z.string(),
  /** The region label ('서울 강남구'): the nearby list is keyed by it. */
  region: z.string(),
  like: z.boolean(),
  likeCount: int(),
  reviewCount: int(),
  shareLink: z.string(),
  consultingSlotsDisplayed: z.boolean(),
  consultingUsed: z.boolean(),
  contractUsed: z.boolean(),
  benefits: z.array(
    z.object({ tag: z.string(), iconUrl: z.nullable(z.string()), title: z.string(), content: z.string() }),
  ),
  specialFeatures: z.array(z.object({ icon: z.string(), features: z.array(z.string()) })),
  totalAmount: int(),
  minPrice: int(),
  discountRate: int(),
  /** ISO instant; the notice bar shows while it is in the future. */
  expirationDateOfNotice: z.nullable(z.string()),
  /** Where the notice bar's button goes after closing it; null closes only. */
  noticeLink: z.nullable(z.string()),
  /**
   * An operator paused the partner (issue 29 §4): the page says so (domain PARTNER_PAUSED_MESSAGES.NOTICE) and
   * offers no visit, hold or inquiry; the API refuses them with 409 PARTNER_PAUSED.
   */
  paused: z.boolean(),
  profile: profileSchema,
});
export type Venue = z.infer<typeof venueSchema>;
export const venueResponseSchema = z.object({ item: venueSchema });
export type VenueResponse = z.infer<typeof venueResponseSchema>;

// --- Photos (spec §3 Photo, §7 'Hall detail photos', §9 photo page 21, folder 1000) ---

/** A plain photo (mainGroupKey representativeImageUrls or review) or a folder (any other key, with its count). */
export const photoSchema = z.object({
  url: z.string(),
  albumId: int(),
  title: z.string(),
  albumImageCount: int(),
  mainGroupKey: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoPageQuerySchema = z.object({
  fetchStart: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
  fetchSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), PHOTO_PAGE_SIZE),
});
export type PhotoPageQuery = z.infer<typeof photoPageQuerySchema>;
export const photoPageResponseSchema = z.object({ item: z.array(photoSchema), total: int() });
export type PhotoPageResponse = z.infer<typeof photoPageResponseSchema>;

/** A folder by its key (a hall's folder) or by album id. */
export const folderPhotosQuerySchema = z
  .object({
    key: z.optional(z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z]+$/))),
    albumId: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
    fetchStart: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
    fetchSize: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(FOLDER_FETCH_SIZE)),
      FOLDER_FETCH_SIZE,
    ),
  })
  .check(
    z.refine((q) => (q.key === undefined) !== (q.albumId === undefined), {
      message: '폴더(key 또는 albumId) 하나를 지정해 주세요.',
    }),
  );
export type FolderPhotosQuery = z.infer<typeof folderPhotosQuerySchema>;

/** GET /v1/partner/{uuid}/image: the cover and the representative images. */
export const partnerImagesResponseSchema = z.object({
  item: z.object({ coverUrl: z.string(), images: z.array(z.string()) }),
});

// --- Consulting info by partnerId (spec §7: answer data.data, null when the hall has none) ---

export const consultingParamsSchema = z.object({ partnerId: idParam('웨딩홀을 찾을 수 없어요.') });
export const consultingInfoSchema = z.object({
  partnerId: int(),
  name: z.string(),
  storedToConsulting: z.boolean(),
  consultingSlotsDisplayed: z.boolean(),
  consultingUsed: z.boolean(),
  deposit: int(),
  /** 'YYYY-MM': the last month a wedding can be hoped for. */
  weddingOpenDate: z.string(),
  /** Days ahead a visit can be booked. */
  reservationOpenDate: int(),
  minPersonnel: z.nullable(int()),
  maxPersonnel: z.nullable(int()),
  sugPersonnel: z.nullable(int()),
  reservationNotice: z.nullable(z.string()),
  individualHalls: z.array(individualHallSchema),
});
export type ConsultingInfo = z.infer<typeof consultingInfoSchema>;
export const consultingResponseSchema = z.object({ data: z.object({ data: z.nullable(consultingInfoSchema) }) });
export type ConsultingResponse = z.infer<typeof consultingResponseSchema>;

// --- Nearby recommendations (spec §3 Nearby item, §7) ---

export const nearbyQuerySchema = z.object({
  /** The region label of the hall being viewed ('서울 강남구'); the list key replaces its spaces by dashes. */
  region: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The hall being viewed, left out of its own list. */
  excludeUuid: z.optional(uuidParam()),
});
export const nearbyItemSchema = z.object({
  coverUrl: z.string(),
  region: z.string(),
  subRegion: z.nullable(z.string()),
  partnerUuid: z.string(),
  name: z.string(),
  isLike: z.boolean(),
  adCode: z.nullable(z.string()),
  adName: z.nullable(z.string()),
});
export type NearbyItem = z.infer<typeof nearbyItemSchema>;
export const nearbyResponseSchema = z.object({ item: z.array(nearbyItemSchema) });
export type NearbyResponse = z.infer<typeof nearbyResponseSchema>;

export const HALL_DETAIL_ERROR_CODES = {
  HALL_NOT_FOUND: 'HALL_NOT_FOUND',
  INDIVIDUAL_HALL_NOT_FOUND: 'INDIVIDUAL_HALL_NOT_FOUND',
  ALBUM_NOT_FOUND: 'ALBUM_NOT_FOUND',
} as const;
