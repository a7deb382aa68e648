import { type APIRequestContext, expect } from '@playwright/test';
import type { ApiKeyName } from '@wedding/contract/api-key';

/**
 * The apiKey a keyed public call needs (decision 0012), got the way the browser gets it: from
 * GET /v3/public/api-key, without a login. For specs that read the API directly to know what to expect.
 */
export async function publicApiKey(request: APIRequestContext, apiName: ApiKeyName): Promise<string> {
  const res = await request.get('/v3/public/api-key', { params: { apiName } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { item: { apiKey: string } }).item.apiKey;
}
