import { z } from 'zod';

/** The one error shape every API failure uses: HTTP status, a stable machine code and a Korean message. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
