import { describe, expect, it } from 'vitest';
import {
  inviteUsable,
  mayChangeStaff,
  mayDo,
  STAFF_AREAS,
  STAFF_INVITE_TTL_MS,
  STAFF_ROLES,
  type StaffArea,
  totpRequired,
} from '../src/partner-staff.ts';

const HOUR = 60 * 60 * 1000;
const reach = (role: (typeof STAFF_ROLES)[number]) => STAFF_AREAS.filter((area) => mayDo(role, area));

describe('partner console roles (issue 26)', () => {
  it('OWNER does everything, including staff', () => {
    expect(reach('OWNER')).toEqual([...STAFF_AREAS]);
  });

  it('MANAGER does everything but staff (and the audit log stays the OWNER’s)', () => {
    const areas: StaffArea[] = ['calendar', 'disclosure', 'profile', 'messages', 'statistics'];
    expect(reach('MANAGER')).toEqual(areas);
    expect(mayDo('MANAGER', 'staff')).toBe(false);
  });

  it('CALENDAR touches slots and prices only; MESSAGES answers only', () => {
    expect(reach('CALENDAR')).toEqual(['calendar']);
    expect(reach('MESSAGES')).toEqual(['messages']);
  });

  it('an OWNER must use TOTP; for the other roles it is optional', () => {
    expect(STAFF_ROLES.filter(totpRequired)).toEqual(['OWNER']);
  });

  it('an invitation expires after 72 h and works once', () => {
    expect(STAFF_INVITE_TTL_MS).toBe(72 * HOUR);
    const issuedAt = new Date('2026-11-26T00:00:00Z');
    const at = (hours: number) => new Date(issuedAt.getTime() + hours * HOUR);
    expect(inviteUsable({ issuedAt, usedAt: null }, at(71.99))).toBe(true);
    expect(inviteUsable({ issuedAt, usedAt: null }, at(72))).toBe(false);
    expect(inviteUsable({ issuedAt, usedAt: at(1) }, at(2))).toBe(false);
  });

  it('only an OWNER changes or removes staff, and the last OWNER stays one', () => {
    expect(mayChangeStaff('MANAGER', { role: 'CALENDAR' }, 'MESSAGES', 1)).toBe(false);
    expect(mayChangeStaff('OWNER', { role: 'CALENDAR' }, 'MESSAGES', 1)).toBe(true);
    expect(mayChangeStaff('OWNER', { role: 'CALENDAR' }, null, 1)).toBe(true);
    expect(mayChangeStaff('OWNER', { role: 'OWNER' }, 'MANAGER', 1)).toBe(false);
    expect(mayChangeStaff('OWNER', { role: 'OWNER' }, null, 1)).toBe(false);
    expect(mayChangeStaff('OWNER', { role: 'OWNER' }, 'MANAGER', 2)).toBe(true);
  });
});
