import { describe, expect, it } from 'vitest';
import { useUserStore } from '../src/shared/stores/user-store.ts';

describe('user store (spec §4)', () => {
  it('starts OTHER, becomes COMPLETE_AUTH_USER with user info and GUEST_USER once cleared', () => {
    expect(useUserStore.getState().userType).toBe('OTHER');
    expect(useUserStore.getState().updated).toBeNull();

    useUserStore.getState().setUserInfo({ customerUuid: 'c-1', weddingDate: '2027-05-15' });
    let state = useUserStore.getState();
    expect(state.userType).toBe('COMPLETE_AUTH_USER');
    expect(state.userInfo?.customerUuid).toBe('c-1');
    expect(state.weddingDate).toBe('2027-05-15');
    expect(state.updated).toEqual(expect.any(Number));

    useUserStore.getState().clearUserInfo();
    state = useUserStore.getState();
    expect(state.userType).toBe('GUEST_USER');
    expect(state.userInfo).toBeNull();
    expect(state.weddingDate).toBeNull();
  });

  it('holds loading, error and the newest push time', () => {
    const store = useUserStore.getState();
    store.setLoading(true);
    expect(useUserStore.getState().isLoading).toBe(true);
    store.clearUserInfo('서버 오류');
    expect(useUserStore.getState()).toMatchObject({ isLoading: false, error: '서버 오류' });
    store.setNewPushTsp(1_700_000_000_000);
    expect(useUserStore.getState().newPushTsp).toBe(1_700_000_000_000);
  });
});
