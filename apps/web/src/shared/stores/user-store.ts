import type { CurrentUser } from '@wedding/contract/session';
import type { UserType } from '@wedding/domain/enums';
import { INITIAL_USER_TYPE, userTypeFor } from '@wedding/domain/user-type';
import { create } from 'zustand';

/** What GET /api/user answers for a signed-in customer (spec §3 "User info"). */
export type UserInfo = CurrentUser;

type UserState = {
  userType: UserType;
  userInfo: UserInfo | null;
  /** When the user info last changed (ms), so screens can tell a fresh load from a stale one. */
  updated: number | null;
  error: string | null;
  isLoading: boolean;
  /** Time of the newest push message (from /api/user); newer than pushCheckTsp means a dot on the push icon. */
  newPushTsp: number | null;
  /** When this customer last opened the notifications (customer data PUSH_CHECK_KEY); null when never. */
  pushCheckTsp: number | null;
  /** Whether pushCheckTsp has been read for the current customer: until then no dot, rather than a flash. */
  pushCheckLoaded: boolean;
  setLoading: (isLoading: boolean) => void;
  setUserInfo: (info: UserInfo) => void;
  clearUserInfo: (error?: string | null) => void;
  setNewPushTsp: (tsp: number | null) => void;
  setPushCheckTsp: (tsp: number | null) => void;
};

const signedOut = {
  userInfo: null,
  newPushTsp: null,
  pushCheckTsp: null,
  pushCheckLoaded: false,
} as const;

// Spec §4: the type starts OTHER (not known yet), becomes COMPLETE_AUTH_USER with user info and GUEST_USER
// once cleared. Screens that must not flash guest UI wait while it is still OTHER.
export const useUserStore = create<UserState>()((set) => ({
  userType: INITIAL_USER_TYPE,
  ...signedOut,
  updated: null,
  error: null,
  isLoading: false,
  setLoading: (isLoading) => set({ isLoading }),
  setUserInfo: (info) =>
    set((state) => {
      // Refreshing the same customer (after /sign-additional/2, say) keeps the push check already read.
      const sameCustomer = state.userInfo?.customerUuid === info.customerUuid;
      return {
        userType: userTypeFor(info),
        userInfo: info,
        newPushTsp: info.newPushTsp,
        pushCheckTsp: sameCustomer ? state.pushCheckTsp : null,
        pushCheckLoaded: sameCustomer ? state.pushCheckLoaded : false,
        updated: Date.now(),
        error: null,
        isLoading: false,
      };
    }),
  clearUserInfo: (error = null) =>
    set({ userType: userTypeFor(null), ...signedOut, updated: Date.now(), error, isLoading: false }),
  setNewPushTsp: (newPushTsp) => set({ newPushTsp }),
  setPushCheckTsp: (pushCheckTsp) => set({ pushCheckTsp, pushCheckLoaded: true }),
}));

type PushDotState = Pick<UserState, 'userType' | 'newPushTsp' | 'pushCheckTsp' | 'pushCheckLoaded'>;

export const isLoggedIn = (state: Pick<UserState, 'userType'>): boolean => state.userType === 'COMPLETE_AUTH_USER';
/**
 * Known to be a guest: the start-up session check said so. Before it answers (OTHER) a signed-in customer must
 * not be asked to log in, so login prompts wait for this rather than for 'not logged in'.
 */
export const isGuest = (state: Pick<UserState, 'userType'>): boolean => state.userType === 'GUEST_USER';

/** The push dot: a push newer than the last check, or any push when the customer never checked. */
export const hasNewPush = (state: PushDotState): boolean =>
  isLoggedIn(state) &&
  state.pushCheckLoaded &&
  state.newPushTsp !== null &&
  (state.pushCheckTsp === null || state.newPushTsp > state.pushCheckTsp);

/** Whether the start-up session check has answered, and whose data to ask for: a customer's uuid, or null. */
export const isUserKnown = (state: Pick<UserState, 'userType'>): boolean => state.userType !== 'OTHER';
const viewerOf = (state: Pick<UserState, 'userInfo'>): string | null => state.userInfo?.customerUuid ?? null;

/**
 * For queries whose answer depends on who asks (hearts): wait until `known`, then key by `viewer`. Asked
 * before, a signed-in customer's list would be fetched twice (as a guest, then as themselves).
 */
export function useViewer(): { known: boolean; viewer: string | null } {
  return { known: useUserStore(isUserKnown), viewer: useUserStore(viewerOf) };
}
