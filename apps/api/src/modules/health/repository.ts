import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { JOB_SCHEMA } from '../../shared/jobs/pg-boss-queue.ts';

export type HealthRepository = {
  ping(): Promise<void>;
  /**
   * The job queue answers: pg-boss's own table in its schema (installed with the migrations) can be read. A
   * database that answers `select 1` but lost or never got that schema cannot queue a deadline or a refund.
   */
  pingJobQueue(): Promise<void>;
};

export function createHealthRepository(db: Db): HealthRepository {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
    async pingJobQueue() {
      await db.execute(sql`select 1 from ${sql.identifier(JOB_SCHEMA)}.version limit 1`);
    },
  };
}
