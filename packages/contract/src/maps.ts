import * as z from 'zod/mini';

// The maps keyword search behind the route-finding sheet (spec §5, §7). The server proxies Kakao Local's
// keyword API when a key is configured and answers from the halls' own coordinates otherwise.

export const mapKeywordQuerySchema = z.object({ query: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });

/** Kakao Local's document shape, trimmed to what the sheet reads: x is longitude, y latitude, as strings. */
export const mapPlaceSchema = z.object({
  place_name: z.string(),
  address_name: z.string(),
  road_address_name: z.string(),
  x: z.string(),
  y: z.string(),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;
export const mapKeywordResponseSchema = z.object({
  documents: z.array(mapPlaceSchema),
  /** 'kakao' when Kakao Local answered, 'local' when the halls' own coordinates did (no key configured). */
  source: z.enum(['kakao', 'local']),
});
export type MapKeywordResponse = z.infer<typeof mapKeywordResponseSchema>;

/** GET /v3/book/maps/config: the maps SDK the hall page may load; null when no key is configured. */
export const mapsConfigResponseSchema = z.object({
  item: z.nullable(z.object({ provider: z.literal('kakao'), jsKey: z.string(), sdkUrl: z.string() })),
});
export type MapsConfigResponse = z.infer<typeof mapsConfigResponseSchema>;
export type MapsConfig = z.infer<typeof mapsConfigResponseSchema>['item'];
