import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The `/media/generated/{kind}/{key}.jpg` paths that some row refers to (decision 0020). The media route
 * renders only these, so a made-up key costs a 404, not a render and a file. The seed fills it from the
 * image columns it wrote; features that store a generated path later register it here too.
 */
export const generatedMedia = pgTable('generated_media', {
  path: text('path').primaryKey(),
});
