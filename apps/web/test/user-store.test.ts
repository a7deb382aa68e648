import { describe, expect, it } from 'vitest';
import { hasNewPush, useUserStore } from '../src/shared/stores/user-store.ts';
import { CUSTOMER_UUID, currentUser } from './session/current-user.ts';

describe('user store (spec §3/§4)', () => {
  it('starts OTHER, becomes COMPLETE_AUTH_USER with user info and GUEST_USER once cleared', () => {
    expect(useUserStore.getState()).toMatchObject({ userType: 'OTHER', userInfo: null, updated: null });

    useUserStore.getState().setUserInfo(currentUser({ weddingDate: '2027-05-15', newPushTsp: 1_700_000_000_000 }));
    let state = useUserStore.getState();
    expect(state.userType).toBe('COMPLETE_AUTH_USER');
    expect(state.userInfo).toEqual(currentUser({ weddingDate: '2027-05-15', newPushTsp: 1_700_000_000_000 }));
    expect(state.newPushTsp).toBe(1_700_000_000_000);
    expect(state.updated).toEqual(expect.any(Number));

    useUserStore.getState().clearUserInfo();
    state = useUserStore.getState();
    expect(state).toMatchObject({ userType: 'GUEST_USER', userInfo: null, newPushTsp: null, pushCheckTsp: null });
  });

  it('holds loading, error and the push times', () => {
    const store = useUserStore.getState();
    store.setLoading(true);
    expect(useUserStore.getState().isLoading).toBe(true);
    store.clearUserInfo('서버 오류');
    expect(useUserStore.getState()).toMatchObject({ isLoading: false, error: '서버 오류' });
    store.setNewPushTsp(1_700_000_000_000);
    expect(useUserStore.getState().newPushTsp).toBe(1_700_000_000_000);
    store.setPushCheckTsp(1_700_000_500_000);
    expect(useUserStore.getState()).toMatchObject({ pushCheckTsp: 1_700_000_500_000, pushCheckLoaded: true });
  });

  it('refreshing the same customer keeps the push check read; another customer starts unread', () => {
    const store = useUserStore.getState();
    store.setUserInfo(currentUser());
    store.setPushCheckTsp(1_700_000_000_000);
    store.setUserInfo(currentUser({ nick: '새닉네임' }));
    expect(useUserStore.getState()).toMatchObject({ pushCheckTsp: 1_700_000_000_000, pushCheckLoaded: true });
    store.setUserInfo(currentUser({ customerUuid: CUSTOMER_UUID.replace('6f', '7f') }));
    expect(useUserStore.getState()).toMatchObject({ pushCheckTsp: null, pushCheckLoaded: false });
  });

  it.each([
    ['a push newer than the last check', 2000, 1000, true],
    ['no push newer than the last check', 1000, 2000, false],
    ['a push at exactly the check time', 1000, 1000, false],
    ['a push and never a check', 1000, null, true],
    ['no push at all', null, null, false],
  ] as const)('push dot with %s: %s', (_case, newPushTsp, pushCheckTsp, dot) => {
    useUserStore.getState().setUserInfo(currentUser({ newPushTsp }));
    expect(hasNewPush(useUserStore.getState())).toBe(false); // check not read yet
    useUserStore.getState().setPushCheckTsp(pushCheckTsp);
    expect(hasNewPush(useUserStore.getState())).toBe(dot);
  });
});
