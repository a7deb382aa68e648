// The apiKey some public calls carry (spec §7), kept in the browser about 24 hours (spec §9) and fetched
// again when stale. The server issues it (GET /v3/public/api-key, no login needed) rather than this code
// deriving it: anything computed here would be computable by anyone who reads the bundle (decision 0012).
import type { ApiKeyIssueResponse, ApiKeyName } from '@wedding/contract/api-key';
import { API_KEY_PATTERN, apiKeyLocalExpiry, isCachedApiKeyUsable } from '@wedding/domain/api-key';
import { ApiError } from './api-error.ts';
import { readApiError } from './read-api-error.ts';
import { apiFetch } from './transport.ts';

export const API_KEY_PATH = '/v3/public/api-key';
export const API_KEY_STORAGE_PREFIX = 'wd.apiKey.';

type StoredApiKey = { apiKey: string; receivedAt: number; expiresAt: number };

// Kept in memory too: localStorage can be unavailable (some private modes, sandboxed frames).
const memory = new Map<ApiKeyName, StoredApiKey>();
// One request per API name at a time: a page that starts five keyed calls asks for the key once.
const inFlight = new Map<ApiKeyName, Promise<string>>();

function isStoredApiKey(value: unknown): value is StoredApiKey {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.apiKey === 'string' && typeof v.receivedAt === 'number' && typeof v.expiresAt === 'number';
}

/** The part of the server's answer this module uses (the full shape is the contract's ApiKeyIssueResponse). */
function isApiKeyIssue(body: unknown): body is { item: Pick<ApiKeyIssueResponse['item'], 'apiKey' | 'expiresIn'> } {
  if (!body || typeof body !== 'object') return false;
  const item: unknown = (body as Record<string, unknown>).item;
  if (!item || typeof item !== 'object') return false;
  const { apiKey, expiresIn } = item as Record<string, unknown>;
  return (
    typeof apiKey === 'string' &&
    API_KEY_PATTERN.test(apiKey) &&
    Number.isSafeInteger(expiresIn) &&
    (expiresIn as number) >= 0
  );
}

function readStored(apiName: ApiKeyName): StoredApiKey | null {
  try {
    const raw = window.localStorage.getItem(API_KEY_STORAGE_PREFIX + apiName);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (isStoredApiKey(parsed)) return parsed;
  } catch {
    // Blocked storage or a garbled entry: fall back to memory, then to a new key.
  }
  return memory.get(apiName) ?? null;
}

function store(apiName: ApiKeyName, entry: StoredApiKey): void {
  memory.set(apiName, entry);
  try {
    window.localStorage.setItem(API_KEY_STORAGE_PREFIX + apiName, JSON.stringify(entry));
  } catch {
    // As above: this tab still has it in memory.
  }
}

/** Drops the browser's copy, so the next call fetches a new key (after the server refused this one). */
export function forgetApiKey(apiName: ApiKeyName): void {
  memory.delete(apiName);
  try {
    window.localStorage.removeItem(API_KEY_STORAGE_PREFIX + apiName);
  } catch {
    // Nothing stored, then.
  }
}

async function fetchApiKey(apiName: ApiKeyName): Promise<string> {
  let response: Response;
  try {
    response = await apiFetch(`${API_KEY_PATH}?apiName=${encodeURIComponent(apiName)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw ApiError.network();
  }
  if (!response.ok) throw await readApiError(response);
  const body: unknown = await response.json().catch(() => null);
  if (!isApiKeyIssue(body)) throw ApiError.invalidResponse();
  const receivedAt = Date.now();
  const { apiKey, expiresIn } = body.item;
  store(apiName, { apiKey, receivedAt, expiresAt: apiKeyLocalExpiry(receivedAt, expiresIn) });
  return apiKey;
}

/** The key for `apiName`: the cached one while it is usable, else a new one from the server. */
export function getApiKey(apiName: ApiKeyName): Promise<string> {
  const cached = readStored(apiName);
  if (cached && isCachedApiKeyUsable(cached, Date.now())) return Promise.resolve(cached.apiKey);
  const pending = inFlight.get(apiName);
  if (pending) return pending;
  const request = fetchApiKey(apiName).finally(() => inFlight.delete(apiName));
  inFlight.set(apiName, request);
  return request;
}

/**
 * A new key after the server refused `refused` (401 API_KEY_*). When another call already replaced it,
 * that replacement is used rather than fetching yet another.
 */
export function renewApiKey(apiName: ApiKeyName, refused: string): Promise<string> {
  const cached = readStored(apiName);
  if (cached && cached.apiKey !== refused && isCachedApiKeyUsable(cached, Date.now())) {
    return Promise.resolve(cached.apiKey);
  }
  if (!inFlight.has(apiName)) forgetApiKey(apiName);
  return getApiKey(apiName);
}

/** Test hook: forget every key, in memory and in storage, so each test starts without one. */
export function forgetAllApiKeys(): void {
  for (const apiName of [...memory.keys()]) forgetApiKey(apiName);
  inFlight.clear();
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(API_KEY_STORAGE_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // No storage, nothing to forget.
  }
}
