import { randomUUID } from 'node:crypto';
import type {
  SharedList,
  ShareLink,
  ShareLinkBody,
  Shortlist,
  ShortlistAddBody,
  ShortlistItem,
} from '@wedding/contract/shortlist';
import { sharedPagePath } from '@wedding/contract/shortlist-constants';
import { formatKoreanDateWithDay, formatWeddingTime } from '@wedding/domain/korean-date';
import {
  isShareTokenShape,
  MAX_ACTIVE_SHARE_LINKS,
  MAX_SHORTLIST_ITEMS,
  mayWrite,
  normalizeComment,
  normalizeGuestName,
  normalizeLabel,
  normalizeNote,
  SHARE_WRITE_LIMITS,
  SHORTLIST_MESSAGES,
  shareNoticeEvent,
  shareNoticeSummary,
  type VoteValue,
  voteTally,
} from '@wedding/domain/shortlist';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import type { HouseholdLookup } from '../couples/household.ts';
import type { NotificationOutbox } from '../notifications/outbox.ts';
import {
  itemLimit,
  itemNotFound,
  linkLimit,
  linkNotFound,
  shareGone,
  shareRateLimited,
  shareReadOnly,
  shortlistInvalid,
  targetNotFound,
} from './errors.ts';
import type { CommentRow, ItemRow, LinkRow, ShortlistRepository, VoteRow } from './repository.ts';
import type { ShareTokens } from './share-token.ts';

// The couple's shortlist and its family links (issue 30 §2, decision 0062). The couple's calls act on their
// household's rows (services.household); a share token acts on the household of the link's owner, and only
// while the link is not revoked. A wrong, malformed or revoked token is one 404 SHARE_GONE, decided before anything
// else is read; a VIEWER link never writes (403 SHARE_READ_ONLY).

export type ShareWriter = { token: string; address: string };

export type ShortlistService = {
  list(customerId: number): Promise<Shortlist>;
  add(customerId: number, body: ShortlistAddBody): Promise<{ added: number; total: number }>;
  addFromLikes(customerId: number): Promise<{ added: number; total: number }>;
  setNote(customerId: number, itemId: string, note: string): Promise<ShortlistItem>;
  remove(customerId: number, itemId: string): Promise<void>;
  createLink(customerId: number, body: ShareLinkBody): Promise<ShareLink>;
  revokeLink(customerId: number, linkId: string): Promise<void>;
  shared(token: string): Promise<SharedList>;
  vote(
    writer: ShareWriter,
    itemId: string,
    name: string,
    value: VoteValue,
  ): Promise<{ itemId: string; value: VoteValue; up: number; down: number }>;
  comment(writer: ShareWriter, itemId: string, name: string, body: string): Promise<ShortlistItem['comments'][number]>;
};

function itemTitle(row: ItemRow): { title: string; subtitle: string | null; image: string | null; link: string } {
  const hallPage = `/weddinghall/${row.partnerUuid}`;
  if (row.kind === 'HALL') return { title: row.bizName, subtitle: null, image: row.coverUrl, link: hallPage };
  if (row.kind === 'ROOM')
    return {
      title: `${row.bizName} ${row.roomName ?? ''}`.trim(),
      subtitle: '홀',
      image: row.roomImage ?? row.coverUrl,
      link:
        row.partnerProfileId !== null && row.roomUuid
          ? `/weddinghall/${row.partnerProfileId}/detail/${row.roomUuid}`
          : hallPage,
    };
  const when =
    row.weddingDate && row.weddingTime
      ? `${formatKoreanDateWithDay(row.weddingDate)} ${formatWeddingTime(row.weddingTime)}`
      : '';
  return {
    title: row.bizName,
    subtitle: [row.roomName, when].filter(Boolean).join(' · ') || null,
    image: row.roomImage ?? row.coverUrl,
    link: `${hallPage}/slot?id=${row.weddingDayId}`,
  };
}

export function createShortlistService(deps: {
  repository: ShortlistRepository;
  household: HouseholdLookup;
  tokens: ShareTokens;
  outbox: NotificationOutbox;
  rateLimiter: RateLimiter;
  now: () => Date;
}): ShortlistService {
  const repo = deps.repository;

  function view(
    row: ItemRow,
    votes: readonly VoteRow[],
    comments: readonly CommentRow[],
    side: 'COUPLE' | 'FAMILY',
  ): ShortlistItem {
    const mine = votes.filter((v) => v.itemId === row.id);
    const said = comments.filter((c) => c.itemId === row.id);
    const couple = side === 'COUPLE';
    return {
      id: row.uuid,
      kind: row.kind,
      ...itemTitle(row),
      price: row.kind === 'SLOT' ? row.finalPrice : null,
      // The note is the couple's own words; the family sees the items, their votes and comments.
      ...(couple ? { note: row.note } : {}),
      ...voteTally(mine),
      votes: mine.map((v) => ({ name: v.name, value: v.value, ...(couple ? { via: v.linkLabel } : {}) })),
      comments: said.map((c) => ({
        id: c.uuid,
        name: c.name,
        body: c.body,
        ...(couple ? { via: c.linkLabel } : {}),
        regTsp: c.createdAt.getTime(),
      })),
      regTsp: row.createdAt.getTime(),
    };
  }

  async function itemsOf(household: readonly number[], side: 'COUPLE' | 'FAMILY') {
    const rows = await repo.items(household);
    const itemIds = rows.map((r) => r.id);
    const [votes, comments] = await Promise.all([repo.votes(itemIds), repo.comments(itemIds)]);
    return rows.map((r) => view(r, votes, comments, side));
  }

  const linkView = (row: LinkRow): ShareLink => ({
    id: row.uuid,
    role: row.role,
    label: row.label,
    path: row.revokedAt ? null : sharedPagePath(deps.tokens.tokenOf(row.uuid)),
    revoked: row.revokedAt !== null,
    regTsp: row.createdAt.getTime(),
  });

  /** The live link a token opens, or 404 SHARE_GONE (wrong, malformed or revoked: the same answer). */
  async function openLink(token: string): Promise<LinkRow> {
    if (!isShareTokenShape(token)) throw shareGone();
    const link = await repo.linkByTokenHash(deps.tokens.hashOf(token));
    if (!link || link.revokedAt) throw shareGone();
    return link;
  }

  /** A write through a link: live, a COMMENTER, within the token's and the address's limits. */
  async function writableLink({ token, address }: ShareWriter): Promise<LinkRow> {
    const link = await openLink(token);
    if (!mayWrite(link.role)) throw shareReadOnly();
    for (const [rule, key] of [
      [{ name: 'shortlist-share-token', ...SHARE_WRITE_LIMITS.perToken }, `link:${link.id}`],
      [{ name: 'shortlist-share-address', ...SHARE_WRITE_LIMITS.perAddress }, `ip:${address}`],
    ] as const) {
      const check = await deps.rateLimiter.hit(rule, key);
      if (!check.allowed) throw shareRateLimited(check.retryAfterMs);
    }
    return link;
  }

  /** Tells the couple (every member of the link owner's household), at most once per link per window. */
  async function notice(tx: Db, link: LinkRow, name: string, summary: string, at: Date) {
    for (const customerId of await deps.household(link.customerId, tx)) {
      await deps.outbox.emit(tx, {
        kind: 'SHORTLIST_FEEDBACK',
        event: shareNoticeEvent(link.id, at),
        to: { customerId },
        variables: { 이름: name, 내용: summary },
        link: '/my-interest/shortlist',
        at,
      });
    }
  }

  function guestName(name: string): string {
    const value = normalizeGuestName(name);
    if (value === null) throw shortlistInvalid(SHORTLIST_MESSAGES.NAME);
    return value;
  }

  async function addTargets(customerId: number, targets: Parameters<ShortlistRepository['add']>[2]) {
    const household = await deps.household(customerId);
    const result = await repo.add(customerId, household, targets, MAX_SHORTLIST_ITEMS);
    if (result.refused > 0) throw itemLimit();
    return { added: result.added, total: result.total };
  }

  return {
    async list(customerId) {
      const household = await deps.household(customerId);
      const [items, links] = await Promise.all([itemsOf(household, 'COUPLE'), repo.links(household)]);
      return { items, links: links.map(linkView), max: MAX_SHORTLIST_ITEMS };
    },

    async add(customerId, body) {
      const target = await repo.findTarget(body.kind, body.target);
      if (!target) throw targetNotFound();
      return addTargets(customerId, [target]);
    },

    async addFromLikes(customerId) {
      // As many of the likes as fit, newest first: a long likes list fills the shortlist rather than failing.
      const household = await deps.household(customerId);
      const result = await repo.add(customerId, household, await repo.likedTargets(household), MAX_SHORTLIST_ITEMS);
      return { added: result.added, total: result.total };
    },

    async setNote(customerId, itemId, note) {
      const value = normalizeNote(note);
      if (value === null) throw shortlistInvalid(SHORTLIST_MESSAGES.NOTE);
      const household = await deps.household(customerId);
      if (!(await repo.setNote(household, itemId, value, deps.now()))) throw itemNotFound();
      const row = await repo.item(household, itemId);
      if (!row) throw itemNotFound();
      const [votes, comments] = await Promise.all([repo.votes([row.id]), repo.comments([row.id])]);
      return view(row, votes, comments, 'COUPLE');
    },

    async remove(customerId, itemId) {
      if (!(await repo.remove(await deps.household(customerId), itemId))) throw itemNotFound();
    },

    async createLink(customerId, body) {
      const label = normalizeLabel(body.label);
      if (label === null) throw shortlistInvalid(SHORTLIST_MESSAGES.LABEL);
      const uuid = randomUUID();
      const tokenHash = deps.tokens.hashOf(deps.tokens.tokenOf(uuid));
      const row = await repo.insertLink(
        customerId,
        await deps.household(customerId),
        { uuid, tokenHash, role: body.role, label },
        MAX_ACTIVE_SHARE_LINKS,
      );
      if (!row) throw linkLimit();
      return linkView(row);
    },

    async revokeLink(customerId, linkId) {
      if (!(await repo.revokeLink(await deps.household(customerId), linkId, deps.now()))) throw linkNotFound();
    },

    async shared(token) {
      const link = await openLink(token);
      const items = await itemsOf(await deps.household(link.customerId), 'FAMILY');
      return { label: link.label, role: link.role, canWrite: mayWrite(link.role), items };
    },

    async vote(writer, itemId, name, value) {
      const link = await writableLink(writer);
      const voter = guestName(name);
      const row = await repo.item(await deps.household(link.customerId), itemId);
      if (!row) throw itemNotFound();
      const at = deps.now();
      const tally = await repo.transaction(async (tx) => {
        const counts = await repo.vote(row.id, link.id, voter, value, at, tx);
        await notice(tx, link, voter, shareNoticeSummary({ kind: 'VOTE', value }, itemTitle(row).title), at);
        return counts;
      });
      return { itemId: row.uuid, value, ...tally };
    },

    async comment(writer, itemId, name, body) {
      const link = await writableLink(writer);
      const author = guestName(name);
      const text = normalizeComment(body);
      if (text === null) throw shortlistInvalid(SHORTLIST_MESSAGES.COMMENT);
      const row = await repo.item(await deps.household(link.customerId), itemId);
      if (!row) throw itemNotFound();
      const at = deps.now();
      const saved = await repo.transaction(async (tx) => {
        const c = await repo.comment(row.id, link.id, author, text, tx);
        await notice(tx, link, author, shareNoticeSummary({ kind: 'COMMENT', body: text }, itemTitle(row).title), at);
        return c;
      });
      return { id: saved.uuid, name: saved.name, body: saved.body, regTsp: saved.createdAt.getTime() };
    },
  };
}
