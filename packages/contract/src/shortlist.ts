import * as z from 'zod/mini';

// The couple's shortlist under /v3/shortlist and the family's share links under /v3/shared/{token} (issue 30 §2).
// The zod shapes keep bodies bounded; the length rules themselves are the domain's (packages/domain/src/shortlist.ts),
// answered 400 SHORTLIST_INVALID with their Korean message.

export {
  SHARED_API,
  SHARED_PAGE_PREFIX,
  SHORTLIST_API,
  SHORTLIST_ERROR_CODES,
  SHORTLIST_PAGE_PATH,
  sharedPagePath,
} from './shortlist-constants.ts';

const kind = z.enum(['HALL', 'ROOM', 'SLOT']);
const role = z.enum(['VIEWER', 'COMMENTER']);
const voteValue = z.enum(['UP', 'DOWN']);

export const shortlistAddBodySchema = z.object({
  kind,
  /** HALL: the hall's uuid; ROOM: the individual hall's uuid; SLOT: the wedding day's id (as a string). */
  target: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type ShortlistAddBody = z.infer<typeof shortlistAddBodySchema>;

export const shortlistNoteBodySchema = z.object({ note: z.string().check(z.maxLength(2000)) });

export const shortlistItemParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

export const shareLinkBodySchema = z.object({
  role,
  label: z.string().check(z.maxLength(200)),
});
export type ShareLinkBody = z.infer<typeof shareLinkBodySchema>;

export const shareLinkParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

export const sharedParamsSchema = z.object({ token: z.string().check(z.maxLength(200)) });
export const sharedItemParamsSchema = z.object({
  token: z.string().check(z.maxLength(200)),
  itemId: z.string().check(z.maxLength(64)),
});

export const voteBodySchema = z.object({
  name: z.string().check(z.maxLength(200)),
  value: voteValue,
});
export const commentBodySchema = z.object({
  name: z.string().check(z.maxLength(200)),
  body: z.string().check(z.maxLength(4000)),
});

const comment = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  /** Which link wrote it ('엄마'): the couple's view only. */
  via: z.optional(z.string()),
  regTsp: z.number(),
});

const vote = z.object({ name: z.string(), value: voteValue, via: z.optional(z.string()) });

/** One item as both sides see it; `note` only on the couple's side. */
export const shortlistItemSchema = z.object({
  id: z.string(),
  kind,
  title: z.string(),
  subtitle: z.nullable(z.string()),
  image: z.nullable(z.string()),
  /** The page the item opens (the hall, the room or the slot). */
  link: z.string(),
  /** A slot's final price (원); null for halls and rooms. */
  price: z.nullable(z.number()),
  note: z.optional(z.string()),
  up: z.number(),
  down: z.number(),
  votes: z.array(vote),
  comments: z.array(comment),
  regTsp: z.number(),
});
export type ShortlistItem = z.infer<typeof shortlistItemSchema>;

export const shareLinkSchema = z.object({
  id: z.string(),
  role,
  label: z.string(),
  /** The page to send ('/shared/{token}'); derived again from the link's id, never stored. Null once revoked. */
  path: z.nullable(z.string()),
  revoked: z.boolean(),
  regTsp: z.number(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shortlistResponseSchema = z.object({
  item: z.object({ items: z.array(shortlistItemSchema), links: z.array(shareLinkSchema), max: z.number() }),
});
export type Shortlist = z.infer<typeof shortlistResponseSchema>['item'];

export const shortlistItemResponseSchema = z.object({ item: shortlistItemSchema });
export const shortlistAddedResponseSchema = z.object({ item: z.object({ added: z.number(), total: z.number() }) });
export const shareLinkResponseSchema = z.object({ item: shareLinkSchema });

export const sharedListResponseSchema = z.object({
  item: z.object({
    label: z.string(),
    role,
    canWrite: z.boolean(),
    items: z.array(shortlistItemSchema),
  }),
});
export type SharedList = z.infer<typeof sharedListResponseSchema>['item'];

export const sharedVoteResponseSchema = z.object({
  item: z.object({ itemId: z.string(), value: voteValue, up: z.number(), down: z.number() }),
});
export const sharedCommentResponseSchema = z.object({ item: comment });
