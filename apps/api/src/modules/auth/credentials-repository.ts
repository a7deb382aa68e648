import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

export type CustomerCredentials = { id: number; passwordHash: string | null };

export type CredentialsRepository = {
  /** `email` must already be normalised (lower-cased), the form it is stored in. */
  findByEmail(email: string, tx?: Db): Promise<CustomerCredentials | null>;
};

export function createCredentialsRepository(db: Db): CredentialsRepository {
  return {
    async findByEmail(email, tx = db) {
      const [row] = await tx
        .select({ id: customers.id, passwordHash: customers.passwordHash })
        .from(customers)
        .where(eq(customers.email, email));
      return row ?? null;
    },
  };
}
