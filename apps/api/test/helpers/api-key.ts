import { type ApiKeyName, apiKeyNameFor } from '@wedding/contract/api-key';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

// One key per app and API name, got the way a browser gets it: GET /v3/public/api-key, without a login.
const keys = new WeakMap<FastifyInstance, Map<ApiKeyName, string>>();

/** A fresh key for `apiName` from the app's public issuing route. */
export async function issueApiKey(app: FastifyInstance, apiName: ApiKeyName): Promise<string> {
  const cached = keys.get(app)?.get(apiName);
  if (cached) return cached;
  const res = await app.inject(`/v3/public/api-key?apiName=${apiName}`);
  if (res.statusCode !== 200) throw new Error(`api key for ${apiName}: ${res.statusCode} ${res.body}`);
  const key: string = res.json().item.apiKey;
  if (!keys.has(app)) keys.set(app, new Map());
  keys.get(app)?.set(apiName, key);
  return key;
}

/** `url` with the apiKey its path needs (decision 0012) appended; other URLs as they are. */
export async function withApiKey(app: FastifyInstance, url: string): Promise<string> {
  const apiName = apiKeyNameFor(url);
  if (!apiName) return url;
  const key = await issueApiKey(app, apiName);
  return `${url}${url.includes('?') ? '&' : '?'}apiKey=${encodeURIComponent(key)}`;
}

/**
 * `app.inject` as the web client calls the API: a keyed public route gets its apiKey, like the browser's
 * client adds it. Tests of the key itself use `app.inject` directly.
 */
export async function injectWithApiKey(
  app: FastifyInstance,
  options: string | InjectOptions,
): Promise<LightMyRequestResponse> {
  if (typeof options === 'string') return app.inject(await withApiKey(app, options));
  return app.inject({ ...options, url: await withApiKey(app, String(options.url ?? '')) });
}
