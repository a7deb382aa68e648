import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileDraftState, ProfileVersion } from '@wedding/contract/partner-profile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

const ME = {
  id: 1,
  email: 'hall@wedding.kr',
  name: '김대표',
  role: 'MANAGER',
  partner: { id: 3, uuid: '0b6f6e3e-5a1b-4c51-9a7e-1d2f3a4b5c6d', type: 2, bizName: '더채플앳청담' },
  areas: ['calendar', 'disclosure', 'profile', 'messages', 'statistics'],
  totpEnabled: false,
  mustEnrolTotp: false,
};

const unchanged = (value: unknown) => ({ status: 'unchanged' as const, published: value, draft: value });

function state(address: string, published = '서울특별시 강남구 선릉로 757'): ProfileDraftState {
  const drafted = address !== published;
  return {
    partnerUuid: ME.partner.uuid,
    partnerProfileId: 9,
    draftedAt: drafted ? '2026-11-20T03:00:00.000Z' : null,
    changedCount: drafted ? 1 : 0,
    venue: {
      name: unchanged('더채플앳청담'),
      tel: unchanged('02-555-1234'),
      notice: unchanged(null),
      address: drafted ? { status: 'updated', published, draft: address } : unchanged(published),
      address2: unchanged(null),
      reservationNotice: unchanged(null),
      parking: unchanged({ inner: 200, outer: null, notice: '2시간 무료', busRent: false, busRentNotice: '' }),
      invitation: unchanged(null),
      operationTimes: unchanged([{ dayKey: 'sat', startTime: '10:00', endTime: '19:00' }]),
    },
    rooms: [
      {
        id: 7,
        uuid: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        name: '그랜드홀',
        draftedAt: null,
        previewPath: '/weddinghall/9/detail-preview/7?token=secret-7',
        fields: {
          name: unchanged('그랜드홀'),
          rentalFee: unchanged(3_000_000),
          adultDrinkFee: unchanged(0),
          mealFee: unchanged(72_000),
          weddingGapMinutes: unchanged([60]),
          suggestPersonnel: unchanged(250),
        },
      },
    ],
  };
}

const VERSIONS: ProfileVersion[] = [
  {
    id: 12,
    versionNo: 1,
    staffName: '김대표',
    restoredFrom: null,
    createdAt: '2026-11-21T05:00:00.000Z',
    current: true,
    changes: [{ roomId: null, roomName: null, field: 'address', before: '서울 A', after: '서울 B' }],
  },
  {
    id: 11,
    versionNo: 0,
    staffName: null,
    restoredFrom: null,
    createdAt: '2026-11-21T05:00:00.000Z',
    current: false,
    changes: [],
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('/partner-center/profile (issue 26 §4)', () => {
  it('checks the address in Korean, saves it as a draft, marks it, and publishes after a confirm', async () => {
    let current = state('서울특별시 강남구 선릉로 757');
    const put = vi.fn();
    const publish = vi.fn();
    mockFetch({
      '/v3/partner-center/me': () => json({ item: ME }),
      '/v3/partner-center/profile/draft': async (_url, init) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body));
          put(body);
          current = state(body.address);
        }
        return json({ item: current });
      },
      '/v3/partner-center/profile/versions': () => json({ item: VERSIONS }),
      '/v3/partner-center/profile/publish': () => {
        publish();
        return json({ item: { ...VERSIONS[0], versionNo: 2 } });
      },
    });
    const user = userEvent.setup();
    renderRoute('/partner-center/profile');

    const address = await screen.findByLabelText('주소');
    expect(screen.getByRole('link', { name: '미리보기' })).toHaveAttribute(
      'href',
      '/weddinghall/9/detail-preview/7?token=secret-7',
    );
    await user.clear(address);
    await user.type(address, '서울');
    await user.click(screen.getByRole('button', { name: '업체 정보 초안 저장' }));
    expect(await screen.findByText('주소를 도로명 주소로 입력해 주세요.')).toBeVisible();
    expect(put).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('주소'));
    await user.type(screen.getByLabelText('주소'), '서울특별시 강남구 테헤란로 427');
    await user.click(screen.getByRole('button', { name: '업체 정보 초안 저장' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![0]).toMatchObject({
      address: '서울특별시 강남구 테헤란로 427',
      operationTimes: [{ dayKey: 'sat', startTime: '10:00', endTime: '19:00' }],
      parking: { inner: 200, outer: null, notice: '2시간 무료', busRent: false },
    });
    expect(await screen.findByText('게시된 값: 서울특별시 강남구 선릉로 757')).toBeVisible();
    expect(screen.getByTestId('draft-status')).toHaveTextContent('바뀐 항목이 1개');

    await user.click(screen.getByRole('button', { name: '게시하기' }));
    expect(publish).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: '게시' }));
    await waitFor(() => expect(publish).toHaveBeenCalledTimes(1));
  });

  it('lists versions with what changed and restores an earlier one as a draft after a confirm', async () => {
    const restore = vi.fn();
    mockFetch({
      '/v3/partner-center/me': () => json({ item: ME }),
      '/v3/partner-center/profile/draft': () => json({ item: state('서울특별시 강남구 선릉로 757') }),
      '/v3/partner-center/profile/versions': () => json({ item: VERSIONS }),
      '/v3/partner-center/profile/versions/11/restore': () => {
        restore();
        return json({ item: state('서울 A') });
      },
    });
    const user = userEvent.setup();
    renderRoute('/partner-center/profile');
    const items = await screen.findAllByTestId('profile-version');
    expect(items[0]).toHaveTextContent('버전 1 (게시 중)');
    expect(items[0]).toHaveTextContent('주소: 서울 A → 서울 B');
    expect(within(items[0]!).queryByRole('button', { name: /복원/ })).toBeNull();
    await user.click(within(items[1]!).getByRole('button', { name: '처음 상태 복원' }));
    await user.click(await screen.findByRole('button', { name: '복원' }));
    await waitFor(() => expect(restore).toHaveBeenCalledTimes(1));
  });
});
