import type { SocialProvider } from '@wedding/contract/auth';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { socialIdentities } from '../../db/schema/index.ts';

export type SocialIdentityRepository = {
  /** The customer a provider account is linked to, or null. (Sign-up links identities, in modules/accounts.) */
  findCustomerId(input: { provider: SocialProvider; subject: string }, tx?: Db): Promise<number | null>;
};

export function createSocialIdentityRepository(db: Db): SocialIdentityRepository {
  return {
    async findCustomerId({ provider, subject }, tx = db) {
      const rows = await tx
        .select({ customerId: socialIdentities.customerId })
        .from(socialIdentities)
        .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
        .limit(1);
      return rows[0]?.customerId ?? null;
    },
  };
}
