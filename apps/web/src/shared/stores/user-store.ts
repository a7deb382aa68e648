import type { UserType } from '@wedding/domain/enums';
import { create } from 'zustand';

export type UserInfo = {
  customerUuid: string;
  /** YYYY-MM-DD, shown as the D-day label in the main header; null while the couple has not decided. */
  weddingDate?: string | null;
};

type UserState = {
  userType: UserType;
  userInfo: UserInfo | null;
  weddingDate: string | null;
  /** When the user info last changed (ms), so screens can tell a fresh load from a stale one. */
  updated: number | null;
  error: string | null;
  isLoading: boolean;
  /** Time of the newest push message, drives the dot on the push icon. */
  newPushTsp: number | null;
  setLoading: (isLoading: boolean) => void;
  setUserInfo: (info: UserInfo) => void;
  clearUserInfo: (error?: string | null) => void;
  setNewPushTsp: (tsp: number | null) => void;
};

// Spec §4: the type starts OTHER (not known yet), becomes COMPLETE_AUTH_USER with user info and GUEST_USER
// once cleared. Screens that must not flash guest UI wait while it is still OTHER.
export const useUserStore = create<UserState>()((set) => ({
  userType: 'OTHER',
  userInfo: null,
  weddingDate: null,
  updated: null,
  error: null,
  isLoading: false,
  newPushTsp: null,
  setLoading: (isLoading) => set({ isLoading }),
  setUserInfo: (info) =>
    set({
      userType: 'COMPLETE_AUTH_USER',
      userInfo: info,
      weddingDate: info.weddingDate ?? null,
      updated: Date.now(),
      error: null,
      isLoading: false,
    }),
  clearUserInfo: (error = null) =>
    set({
      userType: 'GUEST_USER',
      userInfo: null,
      weddingDate: null,
      updated: Date.now(),
      error,
      isLoading: false,
    }),
  setNewPushTsp: (newPushTsp) => set({ newPushTsp }),
}));

export const isLoggedIn = (state: Pick<UserState, 'userType'>): boolean => state.userType === 'COMPLETE_AUTH_USER';
