import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMe } from '@wedding/contract/partner-center';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

const me = (over: Partial<StaffMe> = {}): StaffMe => ({
  id: 7,
  email: 'answer@wedding.kr',
  name: '응대 담당',
  role: 'MESSAGES',
  partner: { id: 3, uuid: '11111111-1111-4111-8111-111111111111', type: 2, bizName: '더채플 강남' },
  areas: ['messages'],
  totpEnabled: true,
  mustEnrolTotp: false,
  pause: null,
  listed: true,
  ...over,
});

/** The console's own-number route, remembering what the page sent. */
function fakeNotifyTel(me: StaffMe, initial: string | null) {
  let tel = initial;
  const sent: unknown[] = [];
  mockFetch({
    '/v3/partner-center/me': () => json({ item: me }),
    '/v3/partner-center/me/notify-tel': (_url, init) => {
      if ((init?.method ?? 'GET') === 'PUT') {
        const body = JSON.parse(String(init?.body)) as { tel: string | null };
        sent.push(body);
        tel = body.tel;
      }
      return json({ item: { tel } });
    },
  });
  return { sent };
}

// Issue 28 §2: hall staff get 알림톡 for new requests and questions; each answering member sets their own number
// in their account settings, told what comes there (알림톡, SMS when it fails).
describe('console security page: the 알림톡 number', () => {
  it('explains what comes by 알림톡, checks the number before sending, saves and clears it', async () => {
    const api = fakeNotifyTel(me(), null);
    const user = userEvent.setup();
    renderRoute('/partner-center/security');
    expect(await screen.findByRole('heading', { name: '알림톡 받을 휴대폰 번호' })).toBeVisible();
    expect(screen.getByText(/새 예식 일정 예약 요청과 1:1 문의가 오면 이 번호로 카카오톡 알림톡/)).toBeVisible();
    expect(screen.getByText(/문자\(SMS\)로 보내 드려요/)).toBeVisible();
    expect(await screen.findByText('아직 등록된 번호가 없어요.')).toBeVisible();

    const input = screen.getByLabelText('휴대폰 번호');
    await user.type(input, '0212345678');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('휴대폰 번호를 010-0000-0000 형식으로 입력해 주세요.')).toBeVisible();
    expect(api.sent).toEqual([]);

    await user.clear(input);
    await user.type(input, '01012345678');
    expect(input).toHaveValue('010-1234-5678');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.sent).toEqual([{ tel: '010-1234-5678' }]));
    expect(await screen.findByText('받는 번호: 010-1234-5678')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '번호 지우기' }));
    await waitFor(() => expect(api.sent).toEqual([{ tel: '010-1234-5678' }, { tel: null }]));
    expect(await screen.findByText('아직 등록된 번호가 없어요.')).toBeVisible();
  });

  it('is not offered to a role that is not told by 알림톡', async () => {
    fakeNotifyTel(me({ role: 'CALENDAR', areas: ['calendar'] }), null);
    renderRoute('/partner-center/security');
    expect(await screen.findByRole('heading', { name: '2단계 인증' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: '알림톡 받을 휴대폰 번호' })).toBeNull();
  });
});
