import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type HealthRepository = { ping(): Promise<void> };

export function createHealthRepository(db: Db): HealthRepository {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}
