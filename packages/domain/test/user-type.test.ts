import { describe, expect, it } from 'vitest';
import { INITIAL_USER_TYPE, userTypeFor } from '../src/user-type.ts';

describe('spec §4 user type starts OTHER; setting user info gives COMPLETE_AUTH_USER; clearing it gives GUEST_USER', () => {
  it('starts OTHER', () => {
    expect(INITIAL_USER_TYPE).toBe('OTHER');
  });

  it('follows the user info', () => {
    expect(userTypeFor({ customerUuid: 'c-1' })).toBe('COMPLETE_AUTH_USER');
    expect(userTypeFor(null)).toBe('GUEST_USER');
  });
});
