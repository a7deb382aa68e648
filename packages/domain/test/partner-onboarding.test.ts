import { describe, expect, it } from 'vitest';
import { BUSINESS_NUMBER_MESSAGES } from '../src/business-number.ts';
import {
  APPLICATION_STATES,
  applicationDecidable,
  checkApplication,
  checkDecisionReason,
  DECISION_REASON_MAX_LENGTH,
  isPartnerListed,
  isPartnerPaused,
  isPartnerPublic,
  LISTING_MESSAGES,
  listingState,
  normalizeContactPhone,
  ONBOARDING_ACTION_LABELS,
  ONBOARDING_ACTIONS,
  ONBOARDING_MESSAGES,
  PARTNER_PAUSED_MESSAGES,
  PAUSED_CARD_LABEL,
  rejectionText,
} from '../src/partner-onboarding.ts';

const good = {
  bizName: ' 라온웨딩홀 ',
  businessNumber: '1248100998',
  address: '서울 강남구 테헤란로 1',
  region: '서울',
  subRegion: '강남구',
  contactName: '김대표',
  contactPhone: '01012345678',
  contactEmail: 'Owner@Raon.KR',
};

describe('partner application (issue 29 §4: business name, 사업자등록번호, address, contact)', () => {
  it('answers every field in its stored form: the number XXX-XX-XXXXX, the email lower-cased, the phone hyphenated', () => {
    expect(checkApplication(good)).toEqual({
      ok: true,
      value: {
        bizName: '라온웨딩홀',
        businessNumber: '124-81-00998',
        address: '서울 강남구 테헤란로 1',
        region: '서울',
        subRegion: '강남구',
        contactName: '김대표',
        contactPhone: '010-1234-5678',
        contactEmail: 'owner@raon.kr',
      },
    });
  });

  it("refuses a wrong check digit with the business-number rule's own Korean message", () => {
    const result = checkApplication({ ...good, businessNumber: '124-81-00997' });
    expect(result).toEqual({ ok: false, errors: { businessNumber: BUSINESS_NUMBER_MESSAGES.CHECK_DIGIT } });
    expect(checkApplication({ ...good, businessNumber: '124-81' })).toEqual({
      ok: false,
      errors: { businessNumber: BUSINESS_NUMBER_MESSAGES.FORMAT },
    });
  });

  it('takes the region and sub-region from REGIONS: Seoul needs one of its own, Busan takes none', () => {
    expect(checkApplication({ ...good, subRegion: null })).toMatchObject({
      errors: { subRegion: ONBOARDING_MESSAGES.SUB_REGION },
    });
    expect(checkApplication({ ...good, subRegion: '수원' })).toMatchObject({
      errors: { subRegion: ONBOARDING_MESSAGES.SUB_REGION },
    });
    expect(checkApplication({ ...good, region: '부산', subRegion: null }).ok).toBe(true);
    expect(checkApplication({ ...good, region: '부산', subRegion: '강남구' }).ok).toBe(false);
    expect(checkApplication({ ...good, region: '화성' })).toMatchObject({
      errors: { region: ONBOARDING_MESSAGES.REGION },
    });
  });

  it('names every wrong field at once', () => {
    const result = checkApplication({
      ...good,
      bizName: '',
      address: '',
      contactName: ' ',
      contactPhone: '12',
      contactEmail: 'no',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(
        ['address', 'bizName', 'contactEmail', 'contactName', 'contactPhone'].sort(),
      );
    }
  });

  it('reads a mobile or a Seoul landline as the contact phone', () => {
    expect(normalizeContactPhone('010 1234 5678')).toBe('010-1234-5678');
    expect(normalizeContactPhone('021234567')).toBe('02-123-4567');
    expect(normalizeContactPhone('0212345678')).toBe('02-1234-5678');
    expect(normalizeContactPhone('031-123-4567')).toBe('031-123-4567');
    expect(normalizeContactPhone('1234')).toBeNull();
    expect(normalizeContactPhone('010-12a4-5678')).toBeNull();
  });
});

describe('deciding an application', () => {
  it('decides only a PENDING application, once', () => {
    expect(APPLICATION_STATES).toEqual(['PENDING', 'APPROVED', 'REJECTED']);
    expect(applicationDecidable('PENDING')).toBe(true);
    expect(applicationDecidable('APPROVED')).toBe(false);
    expect(applicationDecidable('REJECTED')).toBe(false);
  });

  it('requires a reason of at most 500 characters', () => {
    expect(checkDecisionReason('  ')).toEqual({ ok: false, message: ONBOARDING_MESSAGES.REASON_REQUIRED });
    expect(checkDecisionReason(undefined)).toEqual({ ok: false, message: ONBOARDING_MESSAGES.REASON_REQUIRED });
    expect(DECISION_REASON_MAX_LENGTH).toBe(500);
    expect(checkDecisionReason('가'.repeat(500))).toEqual({ ok: true });
    expect(checkDecisionReason('가'.repeat(501))).toEqual({ ok: false, message: ONBOARDING_MESSAGES.REASON_TOO_LONG });
  });

  it('tells a rejected applicant the reason', () => {
    expect(rejectionText('라온웨딩홀', ' 사업자등록증 사본이 필요해요 ')).toContain(
      '사유: 사업자등록증 사본이 필요해요',
    );
  });

  it('labels every action it writes to the audit log in Korean', () => {
    for (const action of Object.values(ONBOARDING_ACTIONS)) expect(ONBOARDING_ACTION_LABELS[action]).toMatch(/[가-힣]/);
  });
});

describe('a paused partner (issue 29 §4: its halls leave search, its pages say so)', () => {
  it('is paused while pausedAt is set', () => {
    expect(isPartnerPaused({ pausedAt: null })).toBe(false);
    expect(isPartnerPaused({ pausedAt: new Date() })).toBe(true);
  });

  it("has the page's Korean notice", () => {
    expect(PARTNER_PAUSED_MESSAGES.NOTICE).toBe('지금은 운영을 잠시 멈춘 업체예요');
  });
});

describe("a partner's listing (Sharetribe's draft → published → closed, the anchor of issue 29)", () => {
  const at = new Date('2026-03-01T00:00:00Z');

  it('is a DRAFT until its profile is first published: not listed, and not public', () => {
    expect(listingState({ listedAt: null, pausedAt: null })).toBe('DRAFT');
    expect(isPartnerListed({ listedAt: null, pausedAt: null })).toBe(false);
    expect(isPartnerPublic({ listedAt: null })).toBe(false);
  });

  it('is listed once published and not paused', () => {
    expect(listingState({ listedAt: at, pausedAt: null })).toBe('PUBLISHED');
    expect(isPartnerListed({ listedAt: at, pausedAt: null })).toBe(true);
  });

  it('paused, it leaves the lists (its halls leave search) but its pages stay, saying so', () => {
    expect(listingState({ listedAt: at, pausedAt: at })).toBe('PAUSED');
    expect(isPartnerListed({ listedAt: at, pausedAt: at })).toBe(false);
    expect(isPartnerPublic({ listedAt: at })).toBe(true);
  });

  it('has the Korean texts the console and the cards show', () => {
    expect(LISTING_MESSAGES.DRAFT_BANNER).toBe('프로필을 공개하면 검색에 노출돼요');
    expect(PAUSED_CARD_LABEL).toBe('운영 일시 중지');
    expect(PARTNER_PAUSED_MESSAGES.REQUEST_REFUSED).toMatch(/예약 신청을 할 수 없어요/);
  });
});
