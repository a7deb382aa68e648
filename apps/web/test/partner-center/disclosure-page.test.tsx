import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMe } from '@wedding/contract/partner-center';
import type { PriceDisclosure } from '@wedding/contract/price-disclosure';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

const me: StaffMe = {
  id: 1,
  email: 'hall@wedding.kr',
  name: '데모홀 대표',
  role: 'OWNER',
  partner: { id: 3, uuid: '11111111-1111-4111-8111-111111111111', type: 2, bizName: '더채플 강남' },
  areas: ['calendar', 'disclosure', 'profile', 'messages', 'statistics', 'staff', 'audit'],
  totpEnabled: false,
  mustEnrolTotp: false,
  pause: null,
  listed: true,
};

const published: PriceDisclosure = {
  items: [
    { name: '대관료', price: 2_500_000, unit: 'PER_EVENT', required: true },
    { name: '꽃장식', price: 1_800_000, unit: 'PER_EVENT', required: false },
  ],
  penalties: [
    { minDaysBefore: 150, percent: 0, base: 'CONTRACT' },
    { minDaysBefore: 0, percent: 50, base: 'CONTRACT' },
  ],
  refundRules: '위약금을 뺀 금액을 7영업일 안에 돌려드립니다.',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

// Issue 26 §3: the console's disclosure editor: rows added and removed, the domain's Korean reasons before the
// request, the server's reason after it, and nothing typed lost either way.
describe('console price disclosure page', () => {
  it('edits rows, refuses a bad price with the row named, and keeps every typed value', async () => {
    const puts: unknown[] = [];
    mockFetch({
      '/v3/partner-center/me': () => json({ item: me }),
      '/v3/partner-center/disclosure': (_url, init) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body));
          puts.push(body);
          return json({ item: { ...body, updatedAt: '2026-11-27T02:00:00.000Z' } });
        }
        return json({ item: published });
      },
    });
    const user = userEvent.setup();
    renderRoute('/partner-center/disclosure');
    const name = await screen.findByDisplayValue('꽃장식');
    expect(screen.getByRole('heading', { name: '가격 공개', level: 1 })).toBeVisible();

    await user.click(screen.getByRole('button', { name: '항목 추가' }));
    const names = screen.getAllByLabelText(/항목 이름/);
    await user.type(names[2]!, '폐백');
    const prices = screen.getAllByLabelText('가격(원)');
    await user.type(prices[2]!, '30만');
    await user.selectOptions(screen.getAllByLabelText('단위')[2]!, 'PER_ITEM');
    await user.click(screen.getByRole('button', { name: '저장하고 공개하기' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '3번째 항목(폐백)의 가격은 0원 이상의 정수로 입력해 주세요.',
    );
    expect(puts).toEqual([]);
    expect(screen.getAllByLabelText(/항목 이름/)[2]).toHaveValue('폐백');
    expect(screen.getAllByLabelText('가격(원)')[2]).toHaveValue('30만');

    await user.clear(screen.getAllByLabelText('가격(원)')[2]!);
    await user.type(screen.getAllByLabelText('가격(원)')[2]!, '300,000');
    await user.click(screen.getByRole('button', { name: '2번째 항목 삭제' }));
    expect(name).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장하고 공개하기' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      items: [
        { name: '대관료', price: 2_500_000, unit: 'PER_EVENT', required: true },
        { name: '폐백', price: 300_000, unit: 'PER_ITEM', required: false },
      ],
      penalties: published.penalties,
    });
    expect(await screen.findByText('가격 정보를 공개했어요. 고객 화면에 바로 보여요.')).toBeVisible();
  });

  it("shows the server's reason and keeps the form as typed when the save is refused", async () => {
    mockFetch({
      '/v3/partner-center/me': () => json({ item: me }),
      '/v3/partner-center/disclosure': (_url, init) =>
        init?.method === 'PUT'
          ? apiError(400, 'PRICE_DISCLOSURE_INVALID', '위약금: 예식일이 가까울수록 위약금이 낮아질 수 없어요.')
          : json({ item: null }),
    });
    const user = userEvent.setup();
    renderRoute('/partner-center/disclosure');
    // No disclosure yet: the form starts with the rows every hall needs.
    expect(await screen.findByDisplayValue('대관료')).toBeVisible();
    const prices = screen.getAllByLabelText('가격(원)');
    await user.type(prices[0]!, '2000000');
    await user.type(prices[1]!, '65000');
    await user.type(screen.getByLabelText('위약금(%)'), '50');
    await user.type(screen.getByLabelText(/고객에게 보여 줄 환급 기준/), '위약금을 뺀 금액을 돌려드립니다.');
    await user.click(screen.getByRole('button', { name: '저장하고 공개하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('예식일이 가까울수록 위약금이 낮아질 수 없어요.');
    expect(screen.getAllByLabelText('가격(원)')[0]).toHaveValue('2000000');
    expect(screen.getByLabelText(/고객에게 보여 줄 환급 기준/)).toHaveValue('위약금을 뺀 금액을 돌려드립니다.');
    const penalties = screen.getByRole('region', { name: '취소 위약금' });
    expect(within(penalties).getByLabelText('위약금(%)')).toHaveValue('50');
  });
});
