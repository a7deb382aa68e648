import { REGION_NAMES } from '@wedding/domain/regions';
import { TERM_KEYS } from '@wedding/domain/terms';
import type { customers } from '../../schema/index.ts';
import { addDays, daysBefore, seoulDate } from '../calendar.ts';
import { EMAIL_STEMS, FEMALE_GIVEN, MALE_GIVEN, NICK_ADJECTIVES, NICK_NOUNS, SURNAMES } from '../data/names.ts';
import { mediaUrl } from '../media-url.ts';
import type { Rng } from '../prng.ts';

export type CustomerRow = typeof customers.$inferInsert & { id: number; uuid: string; createdAt: Date };

/** Seeded accounts cannot log in: no password hash verifies against this marker. */
export const SEED_PASSWORD_MARKER = 'seed:disabled';

/**
 * Customer 1 is the one account that can log in, so a newcomer can try the logged-in product without an
 * SMS round trip (README). Its password is public: it exists only in seeded databases.
 */
export const DEMO_ACCOUNT = { email: 'demo@wedding.kr', password: 'Wedding2026!', nick: '데모신부' } as const;

export function koreanName(rng: Rng, sex: 'M' | 'F'): string {
  return rng.pick(SURNAMES) + rng.pick(sex === 'M' ? MALE_GIVEN : FEMALE_GIVEN);
}

export function mobileTel(rng: Rng): string {
  return `010-${rng.int(2000, 9999)}-${rng.int(1000, 9999)}`;
}

/** Every twentieth customer writes as a 'new-bride mentor' (새댁멘토). */
export function isMentor(customerId: number): boolean {
  return customerId % 20 === 0;
}

export function buildCustomer(rng: Rng, id: number, now: Date): CustomerRow {
  const sex = rng.chance(0.75) ? 'F' : 'M';
  const createdAt = daysBefore(now, rng.int(1, 700) + rng.next());
  const at = createdAt.toISOString();
  const regionRoll = rng.next();
  return {
    id,
    uuid: rng.uuid(),
    email: `${rng.pick(EMAIL_STEMS)}${id}@example.com`,
    passwordHash: SEED_PASSWORD_MARKER,
    name: koreanName(rng, sex),
    sex,
    tel: mobileTel(rng),
    // The id suffix keeps nicks unique however many customers a size asks for.
    nick: `${rng.pick(NICK_ADJECTIVES)}${rng.pick(NICK_NOUNS)}${id}`,
    profileUrl: rng.chance(0.7) ? mediaUrl('profile', `c${id}`) : null,
    mentor: isMentor(id),
    region: regionRoll < 0.5 ? '서울' : regionRoll < 0.8 ? '경기' : rng.pick(REGION_NAMES),
    invitationCode: `WD${String(id).padStart(6, '0')}`,
    weddingDate: rng.chance(0.8) ? addDays(seoulDate(now), rng.int(30, 540)) : null,
    hasWeddingHallContract: rng.chance(0.3),
    hasSdmContract: rng.chance(0.2),
    terms: Object.fromEntries(
      TERM_KEYS.map((key) => [
        key,
        { agreed: key !== 'MARKETING' && key !== 'NIGHT_PUSH' ? true : rng.chance(0.5), at },
      ]),
    ),
    createdAt,
    updatedAt: null,
  };
}
