import {
  PROFILE_ERROR_CODES,
  type ProfileDraftState,
  type ProfileVersion,
  type RoomDraft,
  type VenueDraft,
} from '@wedding/contract/partner-profile';
import {
  describeDraftValue,
  ROOM_DRAFT_FIELDS,
  sameDraftValue,
  sortOperationTimes,
  VENUE_DRAFT_FIELDS,
  VENUE_FIELD_LABELS,
} from '@wedding/domain/profile-draft';
import type { ProfileChange, ProfileSnapshot } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../shared/errors.ts';
import { roomNotFound } from '../hall-detail/errors.ts';
import type { DraftRow, LiveRoom, LiveVenue, ProfileDraftRepository, VersionRow } from './profile-draft-repository.ts';
import type { StaffPrincipal } from './staff-repository.ts';

type Staff = Pick<StaffPrincipal, 'id' | 'partner'>;
type Fields = Record<string, unknown>;
type FieldState = { status: 'updated' | 'deleted' | 'created' | 'unchanged'; published: unknown; draft: unknown };

/** Keys of a draft row that are bookkeeping, not fields (the version a restore started from). */
const RESTORED_FROM = '_restoredFrom';

const profileMissing = () =>
  conflict('업체 기본 정보가 없어 수정할 수 없어요. 고객센터에 문의해 주세요.', PROFILE_ERROR_CODES.PROFILE_MISSING);
const nothingToPublish = () =>
  conflict('게시할 변경 사항이 없어요. 먼저 수정 내용을 저장해 주세요.', PROFILE_ERROR_CODES.NOTHING_TO_PUBLISH);
const versionNotFound = () => notFound('버전을 찾을 수 없어요.', PROFILE_ERROR_CODES.VERSION_NOT_FOUND);

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Spec §3 Comparison data, with values compared as JSON (parking, invitation and hours are objects). */
function compare(published: unknown, draft: unknown, drafted: boolean): FieldState['status'] {
  if (!drafted || sameDraftValue(published, draft)) return 'unchanged';
  if (isEmpty(published)) return isEmpty(draft) ? 'unchanged' : 'created';
  if (isEmpty(draft)) return 'deleted';
  return 'updated';
}

/** Blank text is no text; hours in the week's order, so the same hours compare equal however they came. */
function normalise(field: string, value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (field === 'operationTimes' && Array.isArray(value)) return sortOperationTimes(value as { dayKey: string }[]);
  return value ?? null;
}

function venueFields(venue: LiveVenue): Fields {
  const { partnerProfileId: _id, ...fields } = venue;
  return { ...fields, operationTimes: sortOperationTimes(fields.operationTimes) };
}
function roomFields(room: LiveRoom): Fields {
  return Object.fromEntries(ROOM_DRAFT_FIELDS.map((f) => [f, room[f]]));
}

/** The fields of `wanted` that differ from `live`: what a draft holds. */
function diff(live: Fields, wanted: Fields, allowed: readonly string[]): Fields {
  const out: Fields = {};
  for (const field of allowed) {
    if (!Object.hasOwn(wanted, field)) continue;
    const value = normalise(field, wanted[field]);
    if (!sameDraftValue(normalise(field, live[field]), value)) out[field] = value;
  }
  return out;
}

function states(live: Fields, draft: Fields, allowed: readonly string[]): Record<string, FieldState> {
  return Object.fromEntries(
    allowed.map((field) => {
      const drafted = Object.hasOwn(draft, field);
      const value = drafted ? draft[field] : live[field];
      return [
        field,
        { status: compare(live[field], value, drafted), published: live[field] ?? null, draft: value ?? null },
      ];
    }),
  );
}

/** A room's columns refuse null: a cleared fee is 0, cleared gaps an empty list. */
function roomColumns(fields: Fields): Fields {
  const out: Fields = {};
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'suggestPersonnel' || field === 'name') out[field] = value;
    else if (field === 'weddingGapMinutes') out[field] = value ?? [];
    else out[field] = value ?? 0;
  }
  return out;
}

function toVersion(row: VersionRow, currentNo: number | null): ProfileVersion {
  return {
    id: row.id,
    versionNo: row.versionNo,
    staffName: row.staffName,
    restoredFrom: row.restoredFrom,
    createdAt: row.createdAt.toISOString(),
    current: row.versionNo === currentNo,
    changes: row.changes,
  };
}

/** Paths of public pages and reads a publish changes, for the CDN purge (issue 26 §7). */
export function publicPathsOf(partnerUuid: string, partnerProfileId: number, rooms: { id: number; uuid: string }[]) {
  return [
    `/weddinghall/${partnerUuid}`,
    `/v3/book/halls/${partnerUuid}/detail`,
    `/v3/book/halls/${partnerUuid}/individual-halls`,
    `/v3/book/partner/${partnerUuid}/image`,
    `/v3/partner/${partnerUuid}/detail`,
    `/v3/book/popular-wedding-halls`,
    ...rooms.flatMap((r) => [
      `/v3/book/halls/${partnerUuid}/individual-halls/${r.uuid}`,
      `/v3/book/partner-profiles/${partnerProfileId}/individual-halls/${r.uuid}`,
      `/weddinghall/${partnerProfileId}/detail/${r.uuid}`,
    ]),
  ];
}

export type ProfileDraftService = {
  state(staff: Staff): Promise<ProfileDraftState>;
  saveVenue(staff: Staff, body: VenueDraft): Promise<ProfileDraftState>;
  saveRoom(staff: Staff, roomId: number, body: RoomDraft): Promise<ProfileDraftState>;
  discard(staff: Staff): Promise<ProfileDraftState>;
  publish(staff: Staff): Promise<ProfileVersion>;
  versions(staff: Staff): Promise<ProfileVersion[]>;
  restore(staff: Staff, versionId: number): Promise<ProfileDraftState>;
  /** The venue's pending edit in words for the room preview page (decision 0042). */
  previewVenue(partnerId: number): Promise<{
    draftedAt: string | null;
    fields: { field: string; label: string; status: FieldState['status']; published: string; draft: string }[];
  }>;
};

export function createProfileDraftService(deps: {
  repository: ProfileDraftRepository;
  /**
   * Called after a publish commits with the public paths it changed: the CDN purge (`cdnPurge`, CDN_PURGE_URL).
   * A failure never fails the publish; the public reads' short s-maxage (decision 0021) still bounds staleness.
   */
  onPublished?: (paths: string[]) => Promise<void>;
  /** Called after the publish that first listed the partner: the slot search's cached answers are forgotten. */
  onListed?: (partnerUuid: string) => Promise<void>;
  now?: () => Date;
}): ProfileDraftService {
  const repo = deps.repository;
  const now = deps.now ?? (() => new Date());

  async function load(partnerId: number) {
    const [venue, rooms, drafts] = await Promise.all([
      repo.loadVenue(partnerId),
      repo.loadRooms(partnerId),
      repo.loadDrafts(partnerId),
    ]);
    if (!venue) throw profileMissing();
    return { venue, rooms, drafts };
  }

  function buildState(staff: Staff, venue: LiveVenue, rooms: LiveRoom[], drafts: DraftRow[]): ProfileDraftState {
    const venueDraft = drafts.find((d) => d.individualHallId === null);
    const venueStates = states(venueFields(venue), venueDraft?.data ?? {}, VENUE_DRAFT_FIELDS);
    const roomStates = rooms.map((room) => {
      const draft = drafts.find((d) => d.individualHallId === room.id);
      return {
        id: room.id,
        uuid: room.uuid,
        name: room.name,
        draftedAt: draft ? draft.createdAt.toISOString() : null,
        previewPath: `/weddinghall/${venue.partnerProfileId}/detail-preview/${room.id}?token=${encodeURIComponent(room.previewToken)}`,
        fields: states(roomFields(room), draft?.data ?? {}, ROOM_DRAFT_FIELDS),
      };
    });
    const changed = (s: Record<string, FieldState>) => Object.values(s).filter((f) => f.status !== 'unchanged').length;
    const latest = drafts.reduce<Date | null>((at, d) => (at && at > d.createdAt ? at : d.createdAt), null);
    return {
      partnerUuid: staff.partner.uuid,
      partnerProfileId: venue.partnerProfileId,
      draftedAt: latest ? latest.toISOString() : null,
      venue: venueStates,
      rooms: roomStates,
      changedCount: changed(venueStates) + roomStates.reduce((n, r) => n + changed(r.fields), 0),
    };
  }

  async function state(staff: Staff) {
    const { venue, rooms, drafts } = await load(staff.partner.id);
    return buildState(staff, venue, rooms, drafts);
  }

  function snapshotOf(venue: LiveVenue, rooms: LiveRoom[]): ProfileSnapshot {
    return { venue: venueFields(venue), rooms: rooms.map((r) => ({ id: r.id, fields: roomFields(r) })) };
  }

  return {
    state,

    async saveVenue(staff, body) {
      await repo.inTransaction(staff.partner.id, async (tx) => {
        const venue = await repo.loadVenue(staff.partner.id, tx);
        if (!venue) throw profileMissing();
        const previous = (await repo.loadDrafts(staff.partner.id, tx)).find((d) => d.individualHallId === null);
        const data = diff(venueFields(venue), body as Fields, VENUE_DRAFT_FIELDS);
        const restoredFrom = previous?.data[RESTORED_FROM];
        const next = { ...data, ...(restoredFrom !== undefined ? { [RESTORED_FROM]: restoredFrom } : {}) };
        // Saving what is already saved writes nothing, not even an audit row.
        if (sameDraftValue(previous?.data ?? {}, next)) return;
        await repo.replaceDraft(tx, staff.partner.id, null, next);
        await repo.audit(tx, staff, {
          action: 'draft.save',
          target: 'profile',
          before: previous?.data ?? null,
          after: data,
        });
      });
      return state(staff);
    },

    async saveRoom(staff, roomId, body) {
      await repo.inTransaction(staff.partner.id, async (tx) => {
        const room = (await repo.loadRooms(staff.partner.id, tx)).find((r) => r.id === roomId);
        if (!room) throw roomNotFound();
        const previous = (await repo.loadDrafts(staff.partner.id, tx)).find((d) => d.individualHallId === roomId);
        const data = diff(roomFields(room), body as Fields, ROOM_DRAFT_FIELDS);
        if (sameDraftValue(previous?.data ?? {}, data)) return;
        await repo.replaceDraft(tx, staff.partner.id, roomId, data);
        await repo.audit(tx, staff, {
          action: 'draft.save',
          target: `individual_hall:${roomId}`,
          before: previous?.data ?? null,
          after: data,
        });
      });
      return state(staff);
    },

    async discard(staff) {
      await repo.inTransaction(staff.partner.id, async (tx) => {
        const drafts = await repo.loadDrafts(staff.partner.id, tx);
        if (drafts.length === 0) return;
        await repo.discardDrafts(tx, staff.partner.id);
        await repo.audit(tx, staff, { action: 'draft.discard', target: 'profile', before: drafts.map((d) => d.data) });
      });
      return state(staff);
    },

    async publish(staff) {
      const partnerId = staff.partner.id;
      const result = await repo.inTransaction(partnerId, async (tx) => {
        const venue = await repo.loadVenue(partnerId, tx);
        if (!venue) throw profileMissing();
        const rooms = await repo.loadRooms(partnerId, tx);
        const drafts = await repo.loadDrafts(partnerId, tx);
        const before = snapshotOf(venue, rooms);
        const changes: ProfileChange[] = [];

        const venueDraft = drafts.find((d) => d.individualHallId === null);
        const venueChange = diff(before.venue, venueDraft?.data ?? {}, VENUE_DRAFT_FIELDS);
        for (const [field, after] of Object.entries(venueChange))
          changes.push({ roomId: null, roomName: null, field, before: before.venue[field] ?? null, after });
        const roomChanges = rooms.map((room) => {
          const live = roomFields(room);
          const fields = diff(live, drafts.find((d) => d.individualHallId === room.id)?.data ?? {}, ROOM_DRAFT_FIELDS);
          for (const [field, after] of Object.entries(fields))
            changes.push({ roomId: room.id, roomName: room.name, field, before: live[field] ?? null, after });
          return { room, fields: roomColumns(fields) };
        });
        if (changes.length === 0) throw nothingToPublish();

        const latest = await repo.latestVersionNo(tx, partnerId);
        // Version 0: the page as it was before the first console publish, so it can be restored too.
        if (latest === null)
          await repo.insertVersion(tx, {
            partnerId,
            versionNo: 0,
            staff: null,
            restoredFrom: null,
            changes: [],
            snapshot: before,
          });
        await repo.applyVenue(tx, partnerId, venueChange);
        for (const { room, fields } of roomChanges) await repo.applyRoom(tx, partnerId, room.id, fields);
        const afterVenue = await repo.loadVenue(partnerId, tx);
        const afterRooms = await repo.loadRooms(partnerId, tx);
        const restored = venueDraft?.data[RESTORED_FROM];
        const version = await repo.insertVersion(tx, {
          partnerId,
          versionNo: (latest ?? 0) + 1,
          staff,
          restoredFrom: typeof restored === 'number' ? restored : null,
          changes,
          snapshot: snapshotOf(afterVenue ?? venue, afterRooms),
        });
        await repo.discardDrafts(tx, partnerId);
        // The first publish of an approved hall lists it (issue 29 §4, decision 0059): search shows it from now.
        const listed = await repo.listIfDraft(tx, partnerId, now());
        const key = (c: ProfileChange) => (c.roomId === null ? c.field : `room:${c.roomId}.${c.field}`);
        await repo.audit(tx, staff, {
          action: 'draft.publish',
          target: `profile_version:${version.versionNo}`,
          before: Object.fromEntries(changes.map((c) => [key(c), c.before])),
          after: Object.fromEntries(changes.map((c) => [key(c), c.after])),
        });
        if (listed) await repo.audit(tx, staff, { action: 'partner.list', target: 'partner', after: { listed: true } });
        return { version, venue, rooms, listed };
      });
      await deps
        .onPublished?.(publicPathsOf(staff.partner.uuid, result.venue.partnerProfileId, result.rooms))
        .catch(() => {});
      // Search answers cached without the hall (the unlisted ids, chip answers) are forgotten.
      if (result.listed) await deps.onListed?.(staff.partner.uuid).catch(() => {});
      return { ...toVersion(result.version, result.version.versionNo), listed: result.listed };
    },

    async versions(staff) {
      const rows = await repo.listVersions(staff.partner.id);
      const current = rows[0]?.versionNo ?? null;
      return rows.map((row) => toVersion(row, current));
    },

    async restore(staff, versionId) {
      const partnerId = staff.partner.id;
      await repo.inTransaction(partnerId, async (tx) => {
        const version = await repo.findVersion(partnerId, versionId, tx);
        if (!version) throw versionNotFound();
        const venue = await repo.loadVenue(partnerId, tx);
        if (!venue) throw profileMissing();
        const rooms = await repo.loadRooms(partnerId, tx);
        await repo.discardDrafts(tx, partnerId);
        const venueData = diff(venueFields(venue), version.snapshot.venue, VENUE_DRAFT_FIELDS);
        await repo.replaceDraft(tx, partnerId, null, { ...venueData, [RESTORED_FROM]: version.versionNo });
        for (const snap of version.snapshot.rooms) {
          const room = rooms.find((r) => r.id === snap.id);
          if (room)
            await repo.replaceDraft(tx, partnerId, room.id, diff(roomFields(room), snap.fields, ROOM_DRAFT_FIELDS));
        }
        await repo.audit(tx, staff, {
          action: 'draft.restore',
          target: `profile_version:${version.versionNo}`,
          after: venueData,
        });
      });
      return state(staff);
    },

    async previewVenue(partnerId) {
      const [venue, drafts] = await Promise.all([repo.loadVenue(partnerId), repo.loadDrafts(partnerId)]);
      if (!venue) return { draftedAt: null, fields: [] };
      const draft = drafts.find((d) => d.individualHallId === null);
      const fieldStates = states(venueFields(venue), draft?.data ?? {}, VENUE_DRAFT_FIELDS);
      return {
        draftedAt: draft ? draft.createdAt.toISOString() : null,
        fields: VENUE_DRAFT_FIELDS.map((field) => {
          const s = fieldStates[field]!;
          return {
            field,
            label: VENUE_FIELD_LABELS[field],
            status: s.status,
            published: describeDraftValue(field, s.published),
            draft: describeDraftValue(field, s.draft),
          };
        }),
      };
    },
  };
}
