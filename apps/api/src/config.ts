import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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

const PORT_MESSAGE = 'must be a whole number between 0 and 65535';

const envSchema = z.object({
  PORT: optional(
    z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(0, PORT_MESSAGE).max(65_535, PORT_MESSAGE),
  ).transform((v) => v ?? 3000),
  HOST: optional(z.string().min(1)).transform((v) => v ?? '0.0.0.0'),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://')),
  DATA_DIR: optional(z.string().min(1)).transform((v) => v ?? './data'),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'redis:// or rediss://')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform(
    (v) => v ?? 'info',
  ),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).transform((v) => v ?? 'development'),
  WEB_DIST_DIR: optional(z.string().min(1)),
  SEED_SIZE: optional(z.enum(['demo', 'small', 'none'])).transform((v) => v ?? 'demo'),
  PUBLIC_ORIGIN: optional(urlWithProtocols(['http:', 'https:'], 'http:// or https://')),
});

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Absolute. PGlite lives in `pgliteDir`, generated images in `mediaCacheDir`. */
  dataDir: string;
  pgliteDir: string;
  mediaCacheDir: string;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  isDevelopment: boolean;
  webDistDir: string;
  seedSize: z.infer<typeof envSchema>['SEED_SIZE'];
  publicOrigin: string | undefined;
};

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
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaCacheDir: path.join(dataDir, 'media-cache'),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    isDevelopment: e.NODE_ENV === 'development',
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : path.join(REPO_ROOT, 'apps/web/dist'),
    seedSize: e.SEED_SIZE,
    publicOrigin: e.PUBLIC_ORIGIN?.replace(/\/+$/, ''),
  };
}
