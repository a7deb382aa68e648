import { describe, expect, it } from 'vitest';
import { isVisitVerified, type VisitEvidence } from '../src/visit-verification.ts';

const TODAY = '2026-11-27';
const visit = (state: string, date = '2026-11-01'): VisitEvidence => ({ kind: 'VISIT', state, date });
const booking = (over: Partial<Extract<VisitEvidence, { kind: 'SLOT' }>> = {}): VisitEvidence => ({
  kind: 'SLOT',
  holdKind: 'BOOKING',
  state: 'CONFIRMED',
  paid: true,
  date: '2026-10-10',
  ...over,
});

describe("'방문 인증' only after a visit that happened (issue 25)", () => {
  it('counts a completed visit and a paid booking whose date has passed', () => {
    expect(isVisitVerified([visit('VISITED')], TODAY)).toBe(true);
    expect(isVisitVerified([booking()], TODAY)).toBe(true);
    expect(isVisitVerified([booking({ state: 'PAID' })], TODAY)).toBe(true);
  });

  it('never counts a cancelled or still-booked visit, a future or unpaid booking, or a hold', () => {
    expect(
      isVisitVerified(
        [visit('CANCELLED_BY_COUPLE'), visit('NO_SHOW'), visit('EXPIRED'), visit('CONFIRMED', '2026-12-05')],
        TODAY,
      ),
    ).toBe(false);
    expect(isVisitVerified([booking({ date: '2027-03-13' })], TODAY)).toBe(false);
    expect(isVisitVerified([booking({ date: TODAY })], TODAY)).toBe(false);
    expect(isVisitVerified([booking({ paid: false })], TODAY)).toBe(false);
    expect(isVisitVerified([booking({ state: 'CANCELLED_BY_COUPLE' })], TODAY)).toBe(false);
    expect(isVisitVerified([booking({ state: 'DECLINED' })], TODAY)).toBe(false);
    expect(isVisitVerified([booking({ holdKind: 'HOLD' })], TODAY)).toBe(false);
    expect(isVisitVerified([], TODAY)).toBe(false);
  });
});
