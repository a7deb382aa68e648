import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HallPreview } from '@wedding/contract/hall-rooms';
import { MAP_MARKER_SIZE, MAP_ZOOM_LEVEL } from '@wedding/domain/constants';
import { LIKE_LOGIN_REQUIRED } from '@wedding/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import KakaoMap from '../../src/features/hall-detail/components/kakao-map.tsx';
import { resetKakaoMapsForTest } from '../../src/features/hall-detail/lib/kakao-maps-sdk.ts';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { room, VENUE_UUID } from '../helpers/venue.ts';
import { currentUser } from '../session/current-user.ts';

const ROOM = room();

describe('individual hall page', () => {
  it('shows the room’s prices, gap, suggested guests and its slots, named by the profile id in the path', async () => {
    const fetchMock = mockFetch({
      [`/v3/book/partner-profiles/9/individual-halls/${ROOM.uuid}`]: () =>
        json({
          item: {
            hall: ROOM,
            venue: { partnerUuid: VENUE_UUID, partnerId: 41, partnerProfileId: 9, bizName: '더채플앳청담' },
            slots: [],
            isLike: false,
          },
        }),
    });
    renderRoute(`/weddinghall/9/detail/${ROOM.uuid}?partnerId=41`);
    expect(await screen.findByRole('heading', { level: 2, name: '그랜드홀' })).toBeVisible();
    expect(screen.getByText('대관료').nextSibling).toHaveTextContent('3,000,000원');
    // Issue 25: the card showed the drink fee ('성인 음주류 포함'); spec §9 says it shows the meal fee.
    expect(screen.getByText('식대').nextSibling).toHaveTextContent('1인 68,000원');
    expect(screen.queryByText('성인 음주류')).toBeNull();
    expect(screen.getByText('예식 간격').nextSibling).toHaveTextContent('60분 / 90분');
    expect(screen.getByText('권장 인원').nextSibling).toHaveTextContent('250명');
    // Issue 25: the room's entrance method (spec §9) was stored but never shown.
    expect(screen.getByText('입장 방식').nextSibling).toHaveTextContent('리프트 입장');
    expect(screen.getByText('지금 남은 잔여일정이 없어요.')).toBeVisible();
    expect(screen.getByRole('link', { name: '웨딩홀 정보 보기' })).toHaveAttribute(
      'href',
      `/weddinghall/${VENUE_UUID}`,
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/partner-profiles/9/'))).toBe(true);
  });

  // Issue 25: the API answers individual-hall likes, but the page offered no heart.
  it('a signed-in couple likes the room from its page; the heart follows the server', async () => {
    const calls: string[] = [];
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      [`/v3/book/partner-profiles/9/individual-halls/${ROOM.uuid}`]: () =>
        json({
          item: {
            hall: ROOM,
            venue: { partnerUuid: VENUE_UUID, partnerId: 41, partnerProfileId: 9, bizName: '더채플앳청담' },
            slots: [],
            isLike: false,
          },
        }),
      [`/v3/like/hall/${ROOM.id}`]: (_url, init) => {
        calls.push(String(init?.method));
        return json({ item: { id: ROOM.id, isLike: init?.method === 'POST' } });
      },
    });
    renderRoute(`/weddinghall/9/detail/${ROOM.uuid}?partnerId=41`);
    const heart = await screen.findByRole('button', { name: '그랜드홀 찜하기' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(calls).toEqual(['POST']));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('a guest tapping the room heart is asked to log in, and nothing is sent', async () => {
    const fetchMock = mockFetch({
      [`/v3/book/partner-profiles/9/individual-halls/${ROOM.uuid}`]: () =>
        json({
          item: {
            hall: ROOM,
            venue: { partnerUuid: VENUE_UUID, partnerId: 41, partnerProfileId: 9, bizName: '더채플앳청담' },
            slots: [],
            isLike: false,
          },
        }),
    });
    renderRoute(`/weddinghall/9/detail/${ROOM.uuid}?partnerId=41`);
    const heart = await screen.findByRole('button', { name: '그랜드홀 찜하기' });
    await waitFor(() => expect(useUserStore.getState().userType).toBe('GUEST_USER'));
    await userEvent.click(heart);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(LIKE_LOGIN_REQUIRED);
    expect(within(dialog).getByRole('button', { name: '로그인' })).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/v3/like/'))).toBe(false);
  });

  it('says the hall was not found for a path id that is not a number, without calling the API', async () => {
    const fetchMock = mockFetch({});
    renderRoute(`/weddinghall/abc/detail/${ROOM.uuid}`);
    expect(await screen.findByText('홀을 찾을 수 없어요')).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('individual-halls'))).toBe(false);
  });
});

describe('preview of a pending edit (spec §3 Comparison data)', () => {
  const preview: HallPreview = {
    hallId: 7,
    partnerUuid: VENUE_UUID,
    bizName: '더채플앳청담',
    draftedAt: '2026-11-20T03:00:00.000Z',
    fields: {
      name: { status: 'updated', published: '그랜드홀', draft: '그랜드볼룸' },
      images: { status: 'unchanged', published: ['/media/a.svg'], draft: ['/media/a.svg'] },
      rentalFee: { status: 'updated', published: 3_000_000, draft: 3_500_000 },
      mealFee: { status: 'created', published: null, draft: 72_000 },
      weddingGapMinutes: { status: 'deleted', published: [60], draft: null },
      suggestPersonnel: { status: 'unchanged', published: 250, draft: 250 },
    },
    venue: {
      draftedAt: '2026-11-19T03:00:00.000Z',
      fields: [
        {
          field: 'address',
          label: '주소',
          status: 'updated',
          published: '서울특별시 강남구 선릉로 757',
          draft: '서울특별시 강남구 테헤란로 427',
        },
        { field: 'tel', label: '전화번호', status: 'unchanged', published: '02-555-1234', draft: '02-555-1234' },
      ],
    },
  };

  it('marks each changed field updated (수정), created (추가) or deleted (삭제) and strikes the old value', async () => {
    const fetchMock = previewServer();
    renderRoute('/weddinghall/9/detail-preview/7?token=secret-7');
    const name = await screen.findByRole('heading', { level: 2, name: /그랜드볼룸/ });
    expect(name).toHaveTextContent('그랜드볼룸');
    expect(within(name).getByText('수정')).toBeVisible();
    expect(screen.getByText(/저장된 수정 내용이에요/)).toHaveTextContent(
      '2026년 11월 20일 금요일에 저장된 수정 내용이에요. 바뀐 항목 5개에 표시가 있어요.',
    );
    const rows = screen.getAllByTestId('preview-row');
    const byLabel = (label: string) => rows.find((row) => row.textContent?.startsWith(label))!;
    expect(byLabel('대관료')).toHaveAttribute('data-status', 'updated');
    expect(byLabel('대관료').querySelector('del')).toHaveTextContent('이전 값 3,000,000원');
    expect(byLabel('대관료')).toHaveTextContent('3,500,000원');
    expect(within(byLabel('식대')).getByText('추가')).toBeVisible();
    expect(byLabel('식대')).toHaveTextContent('1인 72,000원');
    expect(within(byLabel('예식 간격')).getByText('삭제')).toBeVisible();
    expect(byLabel('예식 간격').querySelector('del')).toHaveTextContent('이전 값 60분');
    expect(byLabel('권장 인원')).toHaveAttribute('data-status', 'unchanged');
    expect(within(byLabel('권장 인원')).queryByText(/수정|추가|삭제/)).toBeNull();
    // The venue's own draft (decision 0042): the address marked, the old one struck through.
    expect(byLabel('주소')).toHaveAttribute('data-status', 'updated');
    expect(byLabel('주소').querySelector('del')).toHaveTextContent('이전 값 서울특별시 강남구 선릉로 757');
    expect(byLabel('주소')).toHaveTextContent('서울특별시 강남구 테헤란로 427');
    expect(byLabel('전화번호')).toHaveAttribute('data-status', 'unchanged');
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/v3/book/individual-halls/7/preview?token=secret-7'),
      expect.anything(),
    );
  });

  // Decision 0033: the link's token opens the draft; the id alone is the not-found page.
  it('shows the not-found page without a token (calling nothing) and for a wrong one', async () => {
    const fetchMock = previewServer();
    const { unmount } = renderRoute('/weddinghall/9/detail-preview/7');
    expect(await screen.findByText('홀을 찾을 수 없어요')).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/preview'))).toBe(false);
    unmount();
    renderRoute('/weddinghall/9/detail-preview/7?token=guess');
    expect(await screen.findByText('홀을 찾을 수 없어요')).toBeVisible();
    expect(screen.queryByText(/그랜드볼룸/)).toBeNull();
  });

  /** The API's rule: the draft for its token, a 404 for any other. */
  function previewServer() {
    return mockFetch({
      '/v3/book/individual-halls/7/preview': (url) =>
        url.searchParams.get('token') === 'secret-7'
          ? json({ item: preview })
          : apiError(404, 'INDIVIDUAL_HALL_NOT_FOUND', '홀을 찾을 수 없어요.'),
    });
  }
});

describe('Kakao map (spec §9: zoom level 3, marker 29 × 43.45)', () => {
  afterEach(() => {
    resetKakaoMapsForTest();
    delete window.kakao;
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  it('loads the SDK with the key and autoload=false, then draws the map and the marker', async () => {
    const made: Record<string, unknown[]> = { Map: [], MarkerImage: [], Marker: [] };
    const record = (kind: string) =>
      function (this: unknown, ...args: unknown[]) {
        made[kind]?.push(args);
      };
    const fakeMaps = {
      load: (callback: () => void) => callback(),
      LatLng: function (this: { lat: number }, lat: number, lng: number) {
        Object.assign(this, { lat, lng });
      },
      Size: function (this: object, width: number, height: number) {
        Object.assign(this, { width, height });
      },
      Point: function (this: object, x: number, y: number) {
        Object.assign(this, { x, y });
      },
      Map: record('Map'),
      MarkerImage: record('MarkerImage'),
      Marker: record('Marker'),
    };
    render(
      <KakaoMap
        sdk={{ jsKey: 'js-key', sdkUrl: 'https://dapi.kakao.com/v2/maps/sdk.js' }}
        coordinates={{ lat: 37.52, lng: 127.05 }}
        label="더채플앳청담"
        fallback={<p>주소</p>}
      />,
    );
    const script = document.head.querySelector('script')!;
    const src = new URL(script.src);
    expect(src.searchParams.get('appkey')).toBe('js-key');
    expect(src.searchParams.get('autoload')).toBe('false');
    window.kakao = { maps: fakeMaps as never };
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(made.Marker).toHaveLength(1));
    const [[, options]] = made.Map as [[HTMLElement, { level: number; center: { lat: number; lng: number } }]];
    expect(options.level).toBe(MAP_ZOOM_LEVEL);
    expect(MAP_ZOOM_LEVEL).toBe(3);
    expect(options.center).toMatchObject({ lat: 37.52, lng: 127.05 });
    const [[, size]] = made.MarkerImage as [[string, { width: number; height: number }]];
    expect(size).toMatchObject({ width: 29, height: 43.45 });
    expect(MAP_MARKER_SIZE).toEqual({ width: 29, height: 43.45 });
    expect(screen.getByRole('img', { name: '더채플앳청담 위치 지도' })).toBeInTheDocument();
  });

  it('falls back to the address when the SDK cannot load', async () => {
    render(
      <KakaoMap
        sdk={{ jsKey: 'js-key', sdkUrl: 'https://dapi.kakao.com/v2/maps/sdk.js' }}
        coordinates={{ lat: 37.52, lng: 127.05 }}
        label="더채플앳청담"
        fallback={<p>주소로 안내</p>}
      />,
    );
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(await screen.findByText('주소로 안내')).toBeVisible();
  });
});
