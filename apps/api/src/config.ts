import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALIMTALK_TEMPLATES } from '@wedding/domain/alimtalk-templates';
import { MAX_ACTIVE_HOLDS_DEFAULT, SLOT_HOLD_MINUTES_DEFAULT } from '@wedding/domain/slot-hold';
import { z } from 'zod';
import { TOSS_TIMEOUT_MS_DEFAULT } from './modules/slot-holds/toss-client.ts';
import type { S3StoreConfig } from './modules/uploads/s3-upload-store.ts';
import { generateVapidKeys, vapidKeysProblem } from './modules/web-push/vapid-keys.ts';

// The repository root, found from this file so defaults do not depend on the directory node was started in.
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Empty strings in an env file mean "not set", not "set to nothing". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const urlWithProtocols = (protocols: readonly string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a ${hint} URL`);

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const PORT_MESSAGE = 'must be a whole number between 0 and 65535';
const MEDIA_CACHE_MESSAGE = 'must be a whole number of megabytes, at least 1';
const HOLD_MINUTES_MESSAGE = 'must be a whole number of minutes from 1 to 60';
const SHUTDOWN_DELAY_MESSAGE = 'must be a whole number of milliseconds between 0 and 120000';

const TRUSTED_PROXIES_MESSAGE =
  'must be a comma-separated list of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal)';

// proxy-addr's names for whole ranges: 127.0.0.1/8 and ::1; 169.254/16 and fe80::/10; private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range or a named range, as proxy-addr (Fastify's trustProxy) reads them. */
function isAddressOrRange(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: whose X-Forwarded-For to believe. Unset trusts nobody, so a made-up header cannot
 * change the client address that per-IP limits count (issue 13). A list trusts only those peers (the
 * load balancer's addresses); the client address is then the nearest one they did not add. A bare hop
 * count is not offered: it cannot tell a load balancer from a client that connects directly, and
 * Fastify refuses it for that reason.
 */
const trustedProxiesSchema = z.string().transform((value, ctx): string[] => {
  const list = value.split(',').map((item) => item.trim());
  if (list.every(isAddressOrRange)) return list;
  ctx.addIssue({ code: 'custom', message: TRUSTED_PROXIES_MESSAGE });
  return z.NEVER;
});

/** ALIMTALK_TEMPLATE_IDS: `CODE=templateId` pairs, comma-separated, each code one of the registry's. */
const alimtalkTemplateIdsSchema = z.string().transform((value, ctx): Record<string, string> => {
  const codes = new Set(Object.values(ALIMTALK_TEMPLATES).map((t) => t.code));
  const pairs = value.split(',').map((pair) => pair.trim().split('='));
  if (pairs.every((p) => p.length === 2 && codes.has(p[0]!.trim()) && p[1]!.trim()))
    return Object.fromEntries(pairs.map(([code, id]) => [code!.trim(), id!.trim()]));
  ctx.addIssue({ code: 'custom', message: 'must be CODE=templateId pairs, comma-separated, codes from the registry' });
  return z.NEVER;
});

const ALIMTALK_KEYS = ['ALIMTALK_API_KEY', 'ALIMTALK_API_SECRET', 'ALIMTALK_PF_ID', 'ALIMTALK_SENDER'] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || (isIP(host) === 4 && host.startsWith('127.'));
}

const envSchema = z.object({
  PORT: optional(
    z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(0, PORT_MESSAGE).max(65_535, PORT_MESSAGE),
  ).transform((v) => v ?? 3000),
  HOST: optional(z.string().min(1)),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://')),
  DATA_DIR: optional(z.string().min(1)).transform((v) => v ?? './data'),
  MEDIA_CACHE_MAX_MB: optional(
    z.coerce.number({ error: MEDIA_CACHE_MESSAGE }).int(MEDIA_CACHE_MESSAGE).min(1, MEDIA_CACHE_MESSAGE),
  ).transform((v) => v ?? 512),
  SHUTDOWN_DELAY_MS: optional(
    z.coerce
      .number({ error: SHUTDOWN_DELAY_MESSAGE })
      .int(SHUTDOWN_DELAY_MESSAGE)
      .min(0, SHUTDOWN_DELAY_MESSAGE)
      .max(120_000, SHUTDOWN_DELAY_MESSAGE),
  ).transform((v) => v ?? 3000),
  SLOT_HOLD_MINUTES: optional(
    z.coerce
      .number({ error: HOLD_MINUTES_MESSAGE })
      .int(HOLD_MINUTES_MESSAGE)
      .min(1, HOLD_MINUTES_MESSAGE)
      .max(60, HOLD_MINUTES_MESSAGE),
  ).transform((v) => v ?? SLOT_HOLD_MINUTES_DEFAULT),
  MAX_ACTIVE_HOLDS: optional(wholeNumber(1, 20, 'must be a whole number of holds from 1 to 20')).transform(
    (v) => v ?? MAX_ACTIVE_HOLDS_DEFAULT,
  ),
  // Toss's answer deadline and the payment reconciler's period; tests shorten both (issue 23).
  TOSS_TIMEOUT_MS: optional(wholeNumber(100, 60_000, 'must be a whole number of milliseconds from 100 to 60000')),
  PAYMENT_RECONCILE_INTERVAL_MS: optional(
    wholeNumber(100, 600_000, 'must be a whole number of milliseconds from 100 to 600000'),
  ).transform((v) => v ?? 30_000),
  // The job queue (issue 27): whether this process runs jobs (default: yes, except under NODE_ENV=test where a
  // test opts in), and how often an idle worker asks for due ones.
  JOB_WORKERS: optional(z.enum(['0', '1'])),
  JOB_POLL_SECONDS: optional(
    z.coerce.number().min(0.5, 'must be from 0.5 to 60 seconds').max(60, 'must be from 0.5 to 60 seconds'),
  ).transform((v) => v ?? 2),
  // Issue 29 §6: how many API worker processes `npm start` runs on one port (node:cluster); 1 runs no cluster.
  WEB_CONCURRENCY: optional(wholeNumber(1, 32, 'must be a whole number of processes from 1 to 32')).transform(
    (v) => v ?? 1,
  ),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'redis:// or rediss://')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform(
    (v) => v ?? 'info',
  ),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  // GET /metrics for a scraper elsewhere (Bearer); unset keeps /metrics to this machine (issue 29 §7).
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  TRUSTED_PROXIES: optional(trustedProxiesSchema),
  WEB_DIST_DIR: optional(z.string().min(1)),
  SEED_SIZE: optional(z.enum(['demo', 'small', 'none'])).transform((v) => v ?? 'demo'),
  PUBLIC_ORIGIN: optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  SMS_WEBHOOK_URL: optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://')),
  // Issue 26 §7: POSTed {paths} when a hall changes what guests see; unset keeps purging off.
  CDN_PURGE_URL: optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://')),
  KAKAO_REST_API_KEY: optional(z.string().min(1)),
  // Kakao Local's origin; a test points it at a local fake that speaks the same API.
  KAKAO_LOCAL_BASE_URL: optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://')),
  KAKAO_JS_KEY: optional(z.string().min(1)),
  // Toss Payments (the deposit of a slot hold): both keys, or neither; the base URL points tests at a local fake.
  TOSS_CLIENT_KEY: optional(z.string().min(1)),
  TOSS_SECRET_KEY: optional(z.string().min(1)),
  TOSS_API_BASE_URL: optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://')),
  // KakaoTalk 알림톡 through Solapi (issue 28, decision 0048): all four, or none (then SMS only). The base URL
  // points tests at a local fake; production requires https.
  ALIMTALK_API_KEY: optional(z.string().min(1)),
  ALIMTALK_API_SECRET: optional(z.string().min(1)),
  ALIMTALK_PF_ID: optional(z.string().min(1)),
  ALIMTALK_SENDER: optional(z.string().regex(/^\d{8,11}$/, 'must be the registered sender number, digits only')),
  ALIMTALK_API_BASE_URL: optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://')),
  // Solapi's templateId for a registry code where they differ: 'WD_VISIT_CONFIRMED_V1=KA01TP…,…'.
  ALIMTALK_TEMPLATE_IDS: optional(alimtalkTemplateIdsSchema),
  // Browser tests move the server's clock through PUT /__test/clock (NODE_ENV=test only).
  TEST_CLOCK: optional(z.enum(['1'])),
  // Tests serve blog posts from a local server: the SSRF guard then lets loopback through (NODE_ENV=test only).
  SAFE_FETCH_ALLOW_LOOPBACK: optional(z.enum(['1'])),
  // A directory every API process shares (a network volume) for uploaded images instead of DATA_DIR/uploads,
  // which is each process's own (decision 0032).
  UPLOADS_DIR: optional(z.string().min(1)),
  // Uploaded images in an S3-compatible bucket instead of DATA_DIR/uploads (issue 11).
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')),
  S3_REGION: optional(z.string().min(1)),
  S3_ENDPOINT: optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://')),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['0', '1'])),
  KAKAO_MAPS_SDK_URL: optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://')),
  // Web push (issue 28 §5): the VAPID pair and the contact push services may write to, all three or none.
  WEB_PUSH_VAPID_PUBLIC_KEY: optional(z.string().min(1)),
  WEB_PUSH_VAPID_PRIVATE_KEY: optional(z.string().min(1)),
  WEB_PUSH_SUBJECT: optional(urlWithProtocols(['mailto:', 'https:'], 'mailto: or https:')),
  // Outside production a server without keys makes a pair at start so web push can be tried; 0 keeps it off.
  WEB_PUSH_DEV_KEYS: optional(z.enum(['0', '1'])),
  ...socialEnvShape('KAKAO'),
  ...socialEnvShape('NAVER'),
  ...socialEnvShape('APPLE'),
});

/**
 * One social provider's settings. ISSUER alone is enough for OpenID Connect providers (endpoints come
 * from discovery); plain OAuth 2.0 providers (Naver) set the endpoint URLs instead.
 */
function socialEnvShape<P extends string>(p: P) {
  const url = optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://'));
  return {
    [`SOCIAL_${p}_CLIENT_ID`]: optional(z.string().min(1)),
    [`SOCIAL_${p}_CLIENT_SECRET`]: optional(z.string().min(1)),
    [`SOCIAL_${p}_ISSUER`]: url,
    [`SOCIAL_${p}_AUTHORIZATION_URL`]: url,
    [`SOCIAL_${p}_TOKEN_URL`]: url,
    [`SOCIAL_${p}_USERINFO_URL`]: url,
    [`SOCIAL_${p}_JWKS_URL`]: url,
    [`SOCIAL_${p}_SCOPE`]: optional(z.string().min(1)),
  } as unknown as Record<`SOCIAL_${P}_${SocialSetting}`, z.ZodType<string | undefined>>;
}
type SocialSetting =
  | 'CLIENT_ID'
  | 'CLIENT_SECRET'
  | 'ISSUER'
  | 'AUTHORIZATION_URL'
  | 'TOKEN_URL'
  | 'USERINFO_URL'
  | 'JWKS_URL'
  | 'SCOPE';

export type SocialProviderConfig = {
  clientId: string;
  clientSecret: string | undefined;
  issuer: string | undefined;
  authorizationUrl: string | undefined;
  tokenUrl: string | undefined;
  userinfoUrl: string | undefined;
  jwksUrl: string | undefined;
  scope: string | undefined;
};

// A fixed secret so development sessions survive restarts and several local processes agree; refused in
// production, where JWT_SECRET must be set.
export const DEVELOPMENT_JWT_SECRET = 'development-only-secret-never-use-in-production-0001';

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Absolute. PGlite lives in `pgliteDir`, generated images in `mediaCacheDir`. */
  dataDir: string;
  pgliteDir: string;
  mediaCacheDir: string;
  /** Byte cap of the generated-image files under `mediaCacheDir` (decision 0020). */
  mediaCacheMaxBytes: number;
  /** On SIGTERM, how long /health fails while requests are still served (decision 0017). */
  shutdownDelayMs: number;
  /** After the delay, how long in-flight requests may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false (nobody) or the proxies' addresses and ranges. */
  trustedProxies: false | string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The Bearer token GET /metrics asks for; undefined lets only loopback callers read it (decision 0053). */
  metricsToken: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  isDevelopment: boolean;
  webDistDir: string;
  seedSize: z.infer<typeof envSchema>['SEED_SIZE'];
  publicOrigin: string | undefined;
  /** HMAC key of access tokens, join tokens, the social-login flow cookie and (derived) the public apiKey. */
  jwtSecret: string;
  /** Cookies get Secure everywhere except local development and tests over plain http. */
  secureCookies: boolean;
  /** Where SMS go in production (POST {to, text}); development and tests use the log and an outbox. */
  smsWebhookUrl: string | undefined;
  /** The CDN purge hook (shared/cdn-purge.ts); undefined keeps purging off. */
  cdnPurgeUrl: string | undefined;
  /** Kakao Local's keyword search (the route sheet); without a key the halls' own coordinates answer. */
  kakaoLocal: { restApiKey: string; baseUrl: string } | undefined;
  /** The Kakao Maps JavaScript SDK on the hall page; without a key the page shows the address instead. */
  kakaoMaps: KakaoMapsConfig | undefined;
  /** Toss Payments for a hold's deposit; undefined keeps online payment off (holds end as booking requests). */
  toss: { clientKey: string; secretKey: string; baseUrl: string; timeoutMs: number } | undefined;
  /** Solapi 알림톡 (issue 28); undefined keeps 알림톡 off, and notifications go SMS-only. */
  alimtalk: AlimtalkConfig | undefined;
  /** How often each process runs the payment reconciler (issue 23; default 30 s). */
  paymentReconcileIntervalMs: number;
  /** How long a slot hold lasts (issue 12; default 10 minutes). */
  slotHoldMinutes: number;
  /** Whether this process claims and runs queued jobs (JOB_WORKERS; on by default, off in tests unless asked). */
  jobWorkers: boolean;
  /** API worker processes sharing the port under node:cluster (WEB_CONCURRENCY; 1 = no cluster, decision 0055). */
  webConcurrency: number;
  /** How often an idle job worker polls for due jobs, in seconds (JOB_POLL_SECONDS, default 2). */
  jobPollSeconds: number;
  /** How many holds one couple may keep at once (issue 23; default 2). */
  maxActiveHolds: number;
  /** TEST_CLOCK=1: browser tests may move the server's clock (PUT /__test/clock); refused outside NODE_ENV=test. */
  testClock: boolean;
  /** SAFE_FETCH_ALLOW_LOOPBACK=1: server-side fetches may reach loopback (tests' local pages); NODE_ENV=test only. */
  safeFetchAllowLoopback: boolean;
  /** Where uploaded images are kept on disk (without S3_BUCKET): UPLOADS_DIR, else DATA_DIR/uploads. */
  uploadsDir: string;
  /** UPLOADS_DIR set: a directory the operator shares between processes, not this process's own DATA_DIR. */
  uploadsDirShared: boolean;
  /** S3_BUCKET set: uploaded images go to that bucket instead. */
  s3: S3StoreConfig | undefined;
  /** Web push (issue 28 §5): the VAPID keys; undefined keeps web push off (the API and the page say so). */
  webPush: WebPushConfig | undefined;
  /** Configured providers only; a provider without a client id is off. */
  social: Partial<Record<'kakao' | 'naver' | 'apple', SocialProviderConfig>>;
};

/** Kakao's documented SDK address; it loads its tiles and the rest of itself from these origins. */
export const KAKAO_MAPS_SDK_URL = 'https://dapi.kakao.com/v2/maps/sdk.js';
export const KAKAO_MAPS_ORIGINS = ['https://dapi.kakao.com', 'https://*.daumcdn.net'] as const;
/** Where Toss Payments' browser SDK loads from and opens its payment window. */
export const TOSS_ORIGINS = ['https://js.tosspayments.com', 'https://*.tosspayments.com'] as const;

export type AlimtalkConfig = {
  apiKey: string;
  apiSecret: string;
  /** The Kakao channel's profile id at Solapi. */
  pfId: string;
  /** The registered 발신번호 (digits). */
  sender: string;
  baseUrl: string;
  /** Solapi's templateId per registry code, where it differs from the code. */
  templateIds: Record<string, string>;
};

export const SOLAPI_BASE_URL = 'https://api.solapi.com';

export type KakaoMapsConfig = { jsKey: string; sdkUrl: string };

export type WebPushConfig = {
  publicKey: string;
  privateKey: string;
  /** The VAPID `sub`: a mailto: or https: contact for the push services' operators. */
  subject: string;
  /** True for a pair made at start-up outside production (it changes at every restart). */
  generated: boolean;
};

/** The subject of a development key pair; push services never see it, nothing is sent beyond this machine. */
export const DEVELOPMENT_WEB_PUSH_SUBJECT = 'mailto:web-push-dev@example.com';

/** What the page's policy must allow for the SDK: Kakao's origins, and the SDK's own when it is elsewhere. */
export function mapsOrigins(maps: KakaoMapsConfig): string[] {
  return [...new Set([...KAKAO_MAPS_ORIGINS, new URL(maps.sdkUrl).origin])];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV ?? 'development';
  if (nodeEnv === 'production' && (!e.JWT_SECRET || e.JWT_SECRET === DEVELOPMENT_JWT_SECRET)) {
    // The development secret is published in this repository: anyone could mint tokens with it.
    throw new ConfigError(
      `Invalid configuration:\n  JWT_SECRET=${e.JWT_SECRET ? '(the development secret)' : '""'}: must be set in production to a secret of your own (at least 32 characters)`,
    );
  }
  // Without an explicit NODE_ENV the process is a developer's: it keeps to loopback, because development
  // serves /dev/sms-outbox (every SMS code), which on a network would allow account takeover.
  const host = e.HOST ?? (e.NODE_ENV ? '0.0.0.0' : '127.0.0.1');
  if (!e.NODE_ENV && !isLoopbackHost(host)) {
    throw new ConfigError(
      `Invalid configuration:\n  HOST=${JSON.stringify(host)}: listening beyond loopback needs NODE_ENV set explicitly (production for a deployment)`,
    );
  }
  if (e.SAFE_FETCH_ALLOW_LOOPBACK && nodeEnv !== 'test') {
    // Loopback is this server itself: letting user-given URLs reach it is the SSRF the guard exists to stop.
    throw new ConfigError(`Invalid configuration:\n  SAFE_FETCH_ALLOW_LOOPBACK="1": only with NODE_ENV=test`);
  }
  if (e.TEST_CLOCK && nodeEnv !== 'test') {
    // A movable clock would let anyone stretch or end holds: it exists for browser tests alone.
    throw new ConfigError(`Invalid configuration:\n  TEST_CLOCK="1": only with NODE_ENV=test`);
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    // PGlite is one in-process database with a single owner: a second process cannot open its directory.
    throw new ConfigError(
      `Invalid configuration:\n  WEB_CONCURRENCY=${JSON.stringify(String(env.WEB_CONCURRENCY))}: more than one process needs DATABASE_URL (PostgreSQL); PGlite has a single owner`,
    );
  }
  const alimtalk = alimtalkConfig(e, nodeEnv);
  const webPush = webPushConfig(e, nodeEnv);
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    webPush,
    port: e.PORT,
    host,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaCacheDir: path.join(dataDir, 'media-cache'),
    mediaCacheMaxBytes: e.MEDIA_CACHE_MAX_MB * 1024 * 1024,
    slotHoldMinutes: e.SLOT_HOLD_MINUTES,
    jobWorkers: e.JOB_WORKERS ? e.JOB_WORKERS === '1' : e.NODE_ENV !== 'test',
    webConcurrency: e.WEB_CONCURRENCY,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    maxActiveHolds: e.MAX_ACTIVE_HOLDS,
    paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
    testClock: e.TEST_CLOCK === '1',
    safeFetchAllowLoopback: e.SAFE_FETCH_ALLOW_LOOPBACK === '1',
    uploadsDir: e.UPLOADS_DIR ? path.resolve(cwd, e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    uploadsDirShared: Boolean(e.UPLOADS_DIR),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'ap-northeast-2',
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          // Compatible services usually want bucket-in-path addresses; AWS itself does not.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' : Boolean(e.S3_ENDPOINT),
        }
      : undefined,
    toss:
      e.TOSS_CLIENT_KEY && e.TOSS_SECRET_KEY
        ? {
            clientKey: e.TOSS_CLIENT_KEY,
            secretKey: e.TOSS_SECRET_KEY,
            baseUrl: (e.TOSS_API_BASE_URL ?? 'https://api.tosspayments.com').replace(/\/+$/, ''),
            timeoutMs: e.TOSS_TIMEOUT_MS ?? TOSS_TIMEOUT_MS_DEFAULT,
          }
        : undefined,
    alimtalk,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: 30_000,
    redisUrl: e.REDIS_URL,
    trustedProxies: e.TRUSTED_PROXIES ?? false,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    nodeEnv,
    isDevelopment: nodeEnv === 'development',
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : path.join(REPO_ROOT, 'apps/web/dist'),
    seedSize: e.SEED_SIZE,
    publicOrigin: e.PUBLIC_ORIGIN?.replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    secureCookies: nodeEnv === 'production',
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    cdnPurgeUrl: e.CDN_PURGE_URL,
    kakaoLocal: e.KAKAO_REST_API_KEY
      ? {
          restApiKey: e.KAKAO_REST_API_KEY,
          baseUrl: (e.KAKAO_LOCAL_BASE_URL ?? 'https://dapi.kakao.com').replace(/\/+$/, ''),
        }
      : undefined,
    kakaoMaps: e.KAKAO_JS_KEY
      ? { jsKey: e.KAKAO_JS_KEY, sdkUrl: e.KAKAO_MAPS_SDK_URL ?? KAKAO_MAPS_SDK_URL }
      : undefined,
    social: {
      kakao: socialConfig(e, 'KAKAO'),
      naver: socialConfig(e, 'NAVER'),
      apple: socialConfig(e, 'APPLE'),
    },
  };
}

/**
 * 알림톡 is on with all four ALIMTALK_* values and off with none; some but not all is a mistake worth stopping
 * for (the operator meant it on, and it would silently be off).
 */
function alimtalkConfig(e: z.infer<typeof envSchema>, nodeEnv: AppConfig['nodeEnv']): AlimtalkConfig | undefined {
  const missing = ALIMTALK_KEYS.filter((name) => !e[name]);
  if (missing.length === ALIMTALK_KEYS.length) return undefined;
  if (missing.length)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}="": must be set with the other ALIMTALK_* (all four, or none to keep 알림톡 off)`).join('\n')}`,
    );
  const baseUrl = (e.ALIMTALK_API_BASE_URL ?? SOLAPI_BASE_URL).replace(/\/+$/, '');
  if (nodeEnv === 'production' && !baseUrl.startsWith('https:'))
    throw new ConfigError(`Invalid configuration:\n  ALIMTALK_API_BASE_URL="${baseUrl}": must be https in production`);
  return {
    apiKey: e.ALIMTALK_API_KEY!,
    apiSecret: e.ALIMTALK_API_SECRET!,
    pfId: e.ALIMTALK_PF_ID!,
    sender: e.ALIMTALK_SENDER!,
    baseUrl,
    templateIds: e.ALIMTALK_TEMPLATE_IDS ?? {},
  };
}

const WEB_PUSH_VARIABLES = ['WEB_PUSH_VAPID_PUBLIC_KEY', 'WEB_PUSH_VAPID_PRIVATE_KEY', 'WEB_PUSH_SUBJECT'] as const;

/**
 * All three WEB_PUSH_* variables, or none. None in production is web push off; none elsewhere is a pair made
 * now (unless WEB_PUSH_DEV_KEYS=0), so a developer or the browser tests can try the feature. Half a
 * configuration is refused at start rather than found out at the first send.
 */
function webPushConfig(e: z.infer<typeof envSchema>, nodeEnv: AppConfig['nodeEnv']): WebPushConfig | undefined {
  const missing = WEB_PUSH_VARIABLES.filter((name) => !e[name]);
  if (missing.length === WEB_PUSH_VARIABLES.length) {
    if (nodeEnv === 'production' || e.WEB_PUSH_DEV_KEYS === '0') return undefined;
    return { ...generateVapidKeys(), subject: DEVELOPMENT_WEB_PUSH_SUBJECT, generated: true };
  }
  if (missing.length > 0) {
    const lines = missing.map(
      (name) => `  ${name}="": must be set with the other WEB_PUSH_* variables, or none of them`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const keys = { publicKey: e.WEB_PUSH_VAPID_PUBLIC_KEY ?? '', privateKey: e.WEB_PUSH_VAPID_PRIVATE_KEY ?? '' };
  const problem = vapidKeysProblem(keys);
  if (problem) throw new ConfigError(`Invalid configuration:\n  ${problem}`);
  return { ...keys, subject: e.WEB_PUSH_SUBJECT ?? '', generated: false };
}

function socialConfig(e: Record<string, unknown>, p: string): SocialProviderConfig | undefined {
  const get = (name: SocialSetting) => e[`SOCIAL_${p}_${name}`] as string | undefined;
  const clientId = get('CLIENT_ID');
  if (!clientId) return undefined;
  return {
    clientId,
    clientSecret: get('CLIENT_SECRET'),
    issuer: get('ISSUER')?.replace(/\/+$/, ''),
    authorizationUrl: get('AUTHORIZATION_URL'),
    tokenUrl: get('TOKEN_URL'),
    userinfoUrl: get('USERINFO_URL'),
    jwksUrl: get('JWKS_URL'),
    scope: get('SCOPE'),
  };
}
