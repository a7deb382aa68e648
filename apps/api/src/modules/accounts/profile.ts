import type { CustomerProfile } from '@wedding/contract/account-responses';
import { SEXES, type Sex } from '@wedding/domain/account-rules';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { notFound } from '../../shared/errors.ts';
import { violatedUniqueConstraint } from '../../shared/unique-violation.ts';
import { invitationCodeTaken, nickTaken } from './errors.ts';
import { type AccountRepository, CUSTOMER_CONSTRAINTS, type ProfileRow } from './repository.ts';

type ProfileDeps = { repository: AccountRepository; now: () => Date };

function toProfile(row: ProfileRow): CustomerProfile {
  return {
    customerUuid: row.uuid,
    email: row.email,
    name: row.name,
    nick: row.nick,
    sex: SEXES.includes(row.sex as Sex) ? (row.sex as Sex) : null,
    tel: row.tel,
    region: row.region,
    invitationCode: row.invitationCode,
    weddingDate: row.weddingDate,
    hasWeddingHallContract: row.hasWeddingHallContract,
    hasSdmContract: row.hasSdmContract,
    socialProviders: row.socialProviders,
    // Seeded accounts hold a marker no password matches; only a real argon2 hash is a usable password.
    hasPassword: row.passwordHash?.startsWith('$argon2') ?? false,
  };
}

export async function getProfile(deps: ProfileDeps, customerId: number): Promise<CustomerProfile> {
  const row = await deps.repository.findProfile(customerId);
  if (!row) throw notFound();
  return toProfile(row);
}

/** /sign-additional: nick and invitation code are unique (409), the wedding day feeds the header D-day. */
export async function updateAdditionalInfo(
  deps: ProfileDeps,
  customerId: number,
  input: { nick: string; region: string; invitationCode?: string | null; weddingTsp: number | null },
): Promise<CustomerProfile> {
  try {
    await deps.repository.updateAdditional(customerId, {
      nick: input.nick,
      region: input.region,
      invitationCode: input.invitationCode,
      // The day is kept as its Seoul calendar date, whatever instant of it the client sent.
      weddingDate: input.weddingTsp === null ? null : seoulToday(new Date(input.weddingTsp)),
      now: deps.now(),
    });
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === CUSTOMER_CONSTRAINTS.nick) throw nickTaken();
    if (constraint === CUSTOMER_CONSTRAINTS.invitationCode) throw invitationCodeTaken();
    throw error;
  }
  return getProfile(deps, customerId);
}

export async function updateContractFlags(
  deps: ProfileDeps,
  customerId: number,
  input: { hasWeddingHallContract: boolean; hasSdmContract: boolean },
): Promise<CustomerProfile> {
  await deps.repository.updateContracts(customerId, { ...input, now: deps.now() });
  return getProfile(deps, customerId);
}
