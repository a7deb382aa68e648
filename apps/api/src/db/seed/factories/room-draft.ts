import { randomBytes } from 'node:crypto';
import type { IndividualHallDraft, partnerDrafts } from '../../schema/index.ts';
import { sameSceneMediaUrl } from '../media-url.ts';
import type { Rng } from '../prng.ts';
import type { IndividualHallRow } from './individual-hall.ts';

type DraftRow = typeof partnerDrafts.$inferInsert;

/**
 * The preview link's token of the catalogue's first room, published like the demo account's password, so the
 * demo and the browser tests can open one preview (/weddinghall/1/detail-preview/1?token=demo-preview) while
 * there is no partner console to hand links out (decision 0033).
 */
export const DEMO_PREVIEW_TOKEN = 'demo-preview';

/**
 * Every room's preview token: the first room's is the published demo one; the others come from the operating
 * system's random source, never from the seed's generator, whose seed and algorithm are in this repository
 * and would make every token guessable.
 */
export function givePreviewTokens(rooms: readonly IndividualHallRow[]): void {
  rooms.forEach((room, i) => {
    room.previewToken = i === 0 ? DEMO_PREVIEW_TOKEN : randomBytes(16).toString('base64url');
  });
}

/**
 * Pending edits of a few rooms, so the preview page has something to compare (a later partner console writes
 * real ones). Each draft renames the room, changes the rental fee, adds a photo and clears the suggested
 * guests: one field of every comparison status (updated, created, deleted) besides the unchanged ones.
 */
export function buildRoomDrafts(rng: Rng, rooms: readonly IndividualHallRow[], now: Date): DraftRow[] {
  // The first room of the catalogue always has one, so the demo and the browser tests can find a preview.
  const chosen = [...new Set([rooms[0], ...rng.sample(rooms, Math.min(4, rooms.length))])].filter(
    (room): room is IndividualHallRow => room !== undefined,
  );
  return chosen.map((room) => {
    const data: IndividualHallDraft = {
      name: `${room.name} (리뉴얼)`,
      rentalFee: room.rentalFee + 500_000,
      images: [...(room.images ?? []), sameSceneMediaUrl('individual-hall', room.images?.[0], `ih${room.id}-draft`)],
      suggestPersonnel: null,
    };
    return { partnerId: room.partnerId, individualHallId: room.id, data, createdAt: now };
  });
}
