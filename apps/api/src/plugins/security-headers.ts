import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * One strict policy for every response, HTML and JSON alike: user text is never executed, so no inline
 * script or style element is allowed anywhere. Swagger UI at /docs sets its own, hash-based policy (see swagger.ts).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // Style attributes only, never <style> elements: server-rendered markup carries a few (the slot list's
  // windowed card offsets), which a browser would otherwise drop and hydration never puts back (decision 0023).
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  // The review page compresses photos in a worker the library starts from a blob: URL (issue 25). Only workers
  // may come from blob:; script-src stays 'self', and the worker's importScripts is our own copy of the library.
  'worker-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const;

/**
 * The policy with a third party's origins allowed to run scripts, show images and be fetched: the maps SDK,
 * only when a maps key is configured.
 */
export function contentSecurityPolicy(thirdParty: readonly string[] = []): Record<string, string[]> {
  const widened = new Set(['script-src', 'img-src', 'connect-src']);
  const policy = Object.fromEntries(
    Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, widened.has(k) ? [...v, ...thirdParty] : [...v]]),
  );
  // A payment window opens in a frame of the provider's (Toss Payments); nothing else is framed.
  if (thirdParty.length > 0) policy['frame-src'] = ["'self'", ...thirdParty];
  return policy;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isDevelopment: boolean; thirdPartyOrigins?: readonly string[] },
) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      // Without useDefaults helmet would add upgrade-insecure-requests, which breaks plain-HTTP LAN access.
      useDefaults: false,
      directives: contentSecurityPolicy(options.thirdPartyOrigins),
    },
    // HSTS over plain-HTTP localhost would only confuse browsers during development.
    hsts: options.isDevelopment ? false : { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
