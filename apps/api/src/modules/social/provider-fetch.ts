import { socialLoginFailed, socialProviderUnavailable } from './social-errors.ts';

/** A provider that does not answer within this is treated as down; the user is waiting on a redirect. */
export const PROVIDER_TIMEOUT_MS = 5_000;

export type JsonObject = Record<string, unknown>;

/**
 * Calls a provider endpoint and returns its JSON object. Unreachable, slow or 5xx → 503; a 4xx, an
 * `error` field (Naver answers errors with 200) or a body that is not a JSON object → 400. Never a 500.
 */
export async function fetchProviderJson(url: string, init: RequestInit = {}): Promise<JsonObject> {
  let response: Response;
  let text: string;
  try {
    // The timeout covers reading the body too: a provider that stalls mid-answer is down as well.
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw socialProviderUnavailable(error);
  }
  const where = `${init.method ?? 'GET'} ${new URL(url).origin}${new URL(url).pathname}`;
  if (response.status >= 500) {
    throw socialProviderUnavailable(new Error(`${where} answered ${response.status}: ${text.slice(0, 200)}`));
  }
  if (!response.ok) throw socialLoginFailed(new Error(`${where} answered ${response.status}: ${text.slice(0, 200)}`));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw socialLoginFailed(new Error(`${where} answered with a body that is not JSON`));
  }
  if (!isJsonObject(body)) throw socialLoginFailed(new Error(`${where} answered with JSON that is not an object`));
  if (body.error !== undefined) {
    throw socialLoginFailed(new Error(`${where} answered error ${JSON.stringify(body.error)}`));
  }
  return body;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
