import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generate } from 'otplib';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { createOperator } from '../apps/api/src/modules/admin/create-operator.ts';
import { createPasswordHasher } from '../apps/api/src/shared/password-hasher.ts';
import type { APIRequestContext } from './fixtures.ts';

type E2eOperator = { email: string; name: string; role: 'ADMIN' | 'MODERATOR'; password: string };

/**
 * The browser tests' operators (issue 29): there is no sign-up, so e2e/serve.ts creates them before the server
 * starts. Each spec signs in with its own, so one spec's enrolment or used TOTP step never trips another's.
 */
export const E2E_OPERATORS = {
  /** operator-console.spec: walks the first sign-in's TOTP enrolment on screen. */
  console: { email: 'e2e-ops@wedding.kr', name: '테스트운영자', role: 'ADMIN', password: 'E2E-Operator-2026!' },
  /** The moderation queue's spec. */
  moderation: { email: 'e2e-mod@wedding.kr', name: '신고담당', role: 'MODERATOR', password: 'E2E-Moderator-2026!' },
  /** The review disputes' spec. */
  disputes: { email: 'e2e-disputes@wedding.kr', name: '분쟁담당', role: 'MODERATOR', password: 'E2E-Disputes-2026!' },
  /** Partner onboarding and pausing (ADMIN's area). */
  onboarding: { email: 'e2e-onboard@wedding.kr', name: '입점담당', role: 'ADMIN', password: 'E2E-Onboarding-2026!' },
  /** Operator management (ADMIN's area). */
  management: { email: 'e2e-admin@wedding.kr', name: '계정관리자', role: 'ADMIN', password: 'E2E-Management-2026!' },
  /** operator-management.spec only: the account the management ADMIN resets and then disables. */
  throwaway: {
    email: 'e2e-throwaway@wedding.kr',
    name: '임시운영자',
    role: 'MODERATOR',
    password: 'E2E-Throwaway-2026!',
  },
} as const satisfies Record<string, E2eOperator>;

/** The first operator, kept under its old name for the console's own spec. */
export const E2E_OPERATOR = E2E_OPERATORS.console;

/**
 * Creates every E2E operator in the database the server is about to open, with the same function
 * `npm run admin:create` calls. Runs before the server, as PGlite has one process at a time; the server's seed
 * then fills the rest (it seeds while there are no partners, and never wipes).
 */
export async function createE2eOperator(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.pgliteDir });
  try {
    await migrateDatabase(database);
    const hasher = createPasswordHasher();
    for (const operator of Object.values(E2E_OPERATORS)) await createOperator(database.db, hasher, operator);
  } finally {
    await database.close();
  }
}

type SignInAnswer = { item?: { step: 'ENROL'; secret: string } | { step: 'CODE' } | { step: 'SIGNED_IN' } };

// Secrets enrolled by this run, kept in a file so a retried spec (a new worker) can still answer the code.
const SECRETS_FILE = new URL('../.tmp/e2e-operator-secrets.json', import.meta.url);
function readSecrets(): Record<string, string> {
  return existsSync(SECRETS_FILE) ? (JSON.parse(readFileSync(SECRETS_FILE, 'utf8')) as Record<string, string>) : {};
}

/**
 * Signs the page's browser context in as `operator` through the API (the sign-in screen has its own spec):
 * enrols the second factor on the first call, or answers the code. A TOTP code works once, so a second sign-in
 * within the same 30 s step waits for the next step.
 */
export async function signInAsOperator(page: { request: APIRequestContext }, operator: E2eOperator): Promise<void> {
  const credentials = { email: operator.email, password: operator.password };
  const first = (await (
    await page.request.post('/v3/admin/auth/sign-in', { data: credentials })
  ).json()) as SignInAnswer;
  let secret: string | undefined;
  if (first.item?.step === 'ENROL') {
    secret = first.item.secret;
    mkdirSync(new URL('.', SECRETS_FILE), { recursive: true });
    writeFileSync(SECRETS_FILE, JSON.stringify({ ...readSecrets(), [operator.email]: secret }));
  } else secret = readSecrets()[operator.email];
  if (!secret) throw new Error(`${operator.email}: already enrolled, and its TOTP secret is not on record`);
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await page.request.post('/v3/admin/auth/sign-in', {
      data: { ...credentials, totp: await generate({ secret }) },
    });
    if (((await answer.json()) as SignInAnswer).item?.step === 'SIGNED_IN') return;
    // The code of this step was used already: wait for the next one.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`${operator.email} could not sign in`);
}
