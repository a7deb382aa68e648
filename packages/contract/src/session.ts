import { z } from 'zod';

/**
 * GET /api/user (spec §7): `item` holds the signed-in customer, or null for a guest. A guest gets 200 with
 * null rather than 401, so a page view by a guest is not an error in the browser console.
 */
export const currentUserResponseSchema = z.object({
  item: z
    .object({
      customerUuid: z.string().uuid(),
      weddingDate: z.string().nullish(),
    })
    .nullable(),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
export type CurrentUser = NonNullable<CurrentUserResponse['item']>;
