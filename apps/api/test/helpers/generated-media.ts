import type { Database } from '../../src/db/client.ts';
import { generatedMedia } from '../../src/db/schema/index.ts';

/** Makes paths renderable, as a row referring to them would (decision 0020). */
export async function registerGeneratedMedia(database: Database, ...paths: string[]): Promise<void> {
  await database.db
    .insert(generatedMedia)
    .values(paths.map((path) => ({ path })))
    .onConflictDoNothing();
}
