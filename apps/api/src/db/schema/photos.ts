import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { ALBUM_KINDS } from './db-enums.ts';
import { partners } from './partners.ts';
import { isOneOf } from './sql-checks.ts';

// mainGroupKey 'representativeImageUrls' is the plain photo list; other keys act as folders (spec §3).
export const photoAlbums = pgTable(
  'photo_albums',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    mainGroupKey: text('main_group_key').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('photo_albums_partner_idx').on(t.partnerId, t.kind, t.sort),
    check('photo_albums_kind_check', isOneOf(t.kind, ALBUM_KINDS)),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    albumId: integer('album_id')
      .notNull()
      .references(() => photoAlbums.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('photos_album_idx').on(t.albumId, t.sort, t.id)],
);
