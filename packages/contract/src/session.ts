import * as z from 'zod/mini';

/**
 * GET /api/user (spec §7): `item` holds the signed-in customer, or null for a guest. A guest (no session
 * cookie) gets 200 with null rather than 401, so a page view by a guest is not an error in the console.
 * An expired access cookie answers 401, which is what makes the web client reissue (spec §4).
 */
export const currentUserSchema = z.object({
  customerUuid: z.string().check(z.uuid()),
  nick: z.nullable(z.string()),
  /** YYYY-MM-DD in Seoul; null while undecided (the header then shows 미정). */
  weddingDate: z.nullable(z.string()),
  /** Epoch ms of the newest push message; the header shows a dot when it is newer than the last check. */
  newPushTsp: z.nullable(z.number().check(z.int())),
  /** False until nick and region are set on /sign-additional/2. */
  profileComplete: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserResponseSchema = z.object({ item: z.nullable(currentUserSchema) });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

const token = z.string().check(z.minLength(16), z.maxLength(2000));

/**
 * POST /api/token turns a sign-in into httpOnly session cookies. The web sends the one-time login token of
 * its own sign-in; the native app hands its web view the pair it holds (spec §7 "saves {accessToken,
 * refreshToken}"), and the web view gets a session of its own (decision 0009).
 */
export const saveTokenBodySchema = z.union([
  z.object({ loginToken: token }),
  z.object({ accessToken: token, refreshToken: token }),
]);
export type SaveTokenBody = z.infer<typeof saveTokenBodySchema>;

/** POST and PUT /api/token answer with the user; the tokens themselves only travel in Set-Cookie. */
export const tokenSessionResponseSchema = z.object({ item: currentUserSchema });
export type TokenSessionResponse = z.infer<typeof tokenSessionResponseSchema>;
