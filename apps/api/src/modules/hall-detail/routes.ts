import {
  consultingParamsSchema,
  consultingResponseSchema,
  folderPhotosQuerySchema,
  hallUuidParamsSchema,
  nearbyQuerySchema,
  nearbyResponseSchema,
  partnerImagesResponseSchema,
  photoPageQuerySchema,
  photoPageResponseSchema,
  venueResponseSchema,
} from '@wedding/contract/hall-detail';
import {
  hallPreviewParamsSchema,
  hallPreviewQuerySchema,
  hallPreviewResponseSchema,
  individualHallDetailResponseSchema,
  individualHallParamsSchema,
  individualHallsResponseSchema,
  profileRoomParamsSchema,
} from '@wedding/contract/hall-rooms';
import { mapKeywordQuerySchema, mapKeywordResponseSchema, mapsConfigResponseSchema } from '@wedding/contract/maps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalCustomer } from '../../plugins/authenticate.ts';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['hall-detail'];
const NOT_FOUND = '없는 웨딩홀은 404 HALL_NOT_FOUND입니다.';

/** Prefix /v3/book: the hall page's reads (spec §7 Halls). Guests' answers are CDN-cacheable (decision 0021). */
export const hallDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { venues, hallPhotos, nearby, mapSearch } = app.services;

  app.get(
    '/halls/:uuid/detail',
    {
      config: PUBLIC_READ,
      preHandler: optionalCustomer,
      schema: {
        summary: 'A wedding hall with everything its page shows (spec §3 Venue and Profile)',
        description: `웨딩홀 상세: 혜택, 특징, 가격, 공지, 프로필(주소, 좌표, 지하철, 주차, 운영시간, 청첩장 주소, 부대시설)과 개별 홀 목록. 로그인하면 like에 내 좋아요가 표시됩니다. ${NOT_FOUND}`,
        tags,
        params: hallUuidParamsSchema,
        response: { 200: venueResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      item: await venues.findVenue(request.params.uuid, request.customer?.id ?? null),
    }),
  );

  app.get(
    '/halls/:uuid/individual-halls',
    {
      config: PUBLIC_READ,
      schema: {
        summary: "A hall's individual halls (rooms)",
        description: `개별 홀 목록(대관료, 성인 음주류, 예식 간격(분, 하나면 숫자, 여럿이면 목록), 권장 인원). ${NOT_FOUND}`,
        tags,
        params: hallUuidParamsSchema,
        response: { 200: individualHallsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ item: await venues.findRooms(request.params.uuid) }),
  );

  app.get(
    '/halls/:uuid/individual-halls/:hallUuid',
    {
      config: PUBLIC_READ,
      preHandler: optionalCustomer,
      schema: {
        summary: 'One individual hall with its venue and nearest open slots',
        description:
          '개별 홀 하나와 그 홀의 가까운 잔여일정(최대 10개). 다른 웨딩홀의 홀이거나 없는 홀은 404 INDIVIDUAL_HALL_NOT_FOUND입니다.',
        tags,
        params: individualHallParamsSchema,
        response: { 200: individualHallDetailResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      item: await venues.findRoom(
        { partnerUuid: request.params.uuid },
        request.params.hallUuid,
        request.customer?.id ?? null,
      ),
    }),
  );

  app.get(
    '/partner-profiles/:partnerProfileId/individual-halls/:hallUuid',
    {
      config: PUBLIC_READ,
      preHandler: optionalCustomer,
      schema: {
        summary: 'One individual hall, named by its venue profile id (the individual-hall page)',
        description:
          '화면 주소 /weddinghall/{partnerProfileId}/detail/{hallUuid}가 그대로 부르는 호출입니다. 답은 위와 같습니다. 다른 웨딩홀의 홀이거나 없는 홀은 404 INDIVIDUAL_HALL_NOT_FOUND입니다.',
        tags,
        params: profileRoomParamsSchema,
        response: { 200: individualHallDetailResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      item: await venues.findRoom(
        { partnerProfileId: request.params.partnerProfileId },
        request.params.hallUuid,
        request.customer?.id ?? null,
      ),
    }),
  );

  app.get(
    '/individual-halls/:hallId/preview',
    {
      schema: {
        summary: "An individual hall's pending edit against what is published (spec §3 Comparison data)",
        description:
          '게시된 개별 홀과 가장 최근 임시 수정본을 필드별로 비교합니다: updated, deleted, created, unchanged. 임시 수정본이 없으면 모두 unchanged이고 draftedAt은 null입니다. 게시 전 내용(가격 포함)이므로 미리보기 링크의 token(홀마다 추측할 수 없는 값)이 있어야 답합니다. token이 없거나 다르면 없는 홀과 같이 404 INDIVIDUAL_HALL_NOT_FOUND입니다.',
        tags,
        params: hallPreviewParamsSchema,
        querystring: hallPreviewQuerySchema,
        response: { 200: hallPreviewResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ item: await venues.previewRoom(request.params.hallId, request.query.token) }),
  );

  const photoRoute = (path: string, summary: string, description: string, find: typeof hallPhotos.findOfficial) =>
    app.get(
      path,
      {
        config: PUBLIC_READ,
        schema: {
          summary,
          description: `${description} fetchStart부터 fetchSize(기본 21)개, total은 전체 개수입니다. ${NOT_FOUND}`,
          tags,
          params: hallUuidParamsSchema,
          querystring: photoPageQuerySchema,
          response: { 200: photoPageResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => find(request.params.uuid, request.query),
    );
  photoRoute(
    '/halls/:uuid/official-images',
    'Official photos of a hall, paged',
    '공식 사진: 대표 사진(mainGroupKey representativeImageUrls)이 먼저, 이어서 폴더마다 한 칸(첫 사진, albumImageCount).',
    hallPhotos.findOfficial,
  );
  photoRoute(
    '/halls/:uuid/review-images',
    'Photos from the reviews of a hall, paged',
    '리뷰 사진: 보이는 리뷰(정상, 블라인드 아님)의 사진, 최신 리뷰부터.',
    hallPhotos.findReviewPhotos,
  );

  app.get(
    '/halls/:uuid/folder-images',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'The photos of one folder of a hall',
        description:
          '폴더 사진: key(예: amenities = 부대시설) 또는 albumId 중 하나. 기본 1000개까지. 그런 폴더가 없으면 404 ALBUM_NOT_FOUND입니다.',
        tags,
        params: hallUuidParamsSchema,
        querystring: folderPhotosQuerySchema,
        response: { 200: photoPageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => hallPhotos.findFolder(request.params.uuid, request.query),
  );

  app.get(
    '/recommendations/nearby',
    {
      config: PUBLIC_READ,
      preHandler: optionalCustomer,
      schema: {
        summary: 'Halls near a region: advertised first, then up to 20 recommended, shuffled',
        description:
          "근처 웨딩홀: region('서울 강남구')의 광고 웨딩홀이 먼저, 이어서 NEARBY_RECOMMEND_서울-강남구 목록에서 최대 20개를 섞어서. excludeUuid(보고 있는 웨딩홀)는 빠집니다.",
        tags,
        querystring: nearbyQuerySchema,
        response: { 200: nearbyResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      item: await nearby.findNearby({ ...request.query, viewerId: request.customer?.id ?? null }),
    }),
  );

  app.get(
    '/consulting/:partnerId',
    {
      schema: {
        summary: 'Consulting (visit booking) information of a hall by partnerId',
        description:
          '방문 예약 정보(보증금, 예약 가능 기간, 인원, 안내, 개별 홀). 상담을 받지 않는 웨딩홀이면 data.data가 null입니다. 없는 웨딩홀은 404 HALL_NOT_FOUND입니다.',
        tags,
        params: consultingParamsSchema,
        response: { 200: consultingResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: { data: await venues.findConsulting(request.params.partnerId) } }),
  );

  app.get(
    '/maps/keyword',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Maps keyword search for the route-finding sheet',
        description:
          "키워드로 장소를 찾습니다(길찾기 시트). KAKAO_REST_API_KEY가 있으면 카카오 로컬 키워드 검색을 대신 호출하고(source 'kakao'), 없으면 웨딩홀의 좌표로 답합니다(source 'local'). x는 경도, y는 위도입니다. 카카오가 응답하지 않으면 502 MAPS_UNAVAILABLE입니다.",
        tags,
        querystring: mapKeywordQuerySchema,
        response: { 200: mapKeywordResponseSchema, ...errorResponses(400, 502) },
      },
    },
    async (request) => mapSearch.searchKeyword(request.query.query),
  );

  app.get(
    '/maps/config',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'The maps SDK the hall page may load',
        description:
          'KAKAO_JS_KEY가 있으면 카카오 지도 JavaScript SDK의 키(도메인으로 제한되는 공개 키)와 주소를, 없으면 item null을 답합니다. 지도가 없으면 웨딩홀 페이지는 주소와 길찾기로 안내합니다.',
        tags,
        response: { 200: mapsConfigResponseSchema },
      },
    },
    async () => {
      const maps = app.config.kakaoMaps;
      return { item: maps ? { provider: 'kakao' as const, jsKey: maps.jsKey, sdkUrl: maps.sdkUrl } : null };
    },
  );
};

/** GET /v1/partner/{uuid}/image (spec §7): the cover and the representative images. */
export const partnerImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partner/:uuid/image',
    {
      config: PUBLIC_READ,
      schema: {
        summary: "A hall's cover and representative images",
        description: `대표 이미지 목록과 커버 이미지. ${NOT_FOUND}`,
        tags,
        params: hallUuidParamsSchema,
        response: { 200: partnerImagesResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ item: await app.services.venues.findImages(request.params.uuid) }),
  );
};
