// The server the browser tests run against: the real app on a fresh embedded database with the
// small deterministic seed, so every run starts from the same data. A real local OpenID Connect server
// (oauth2-mock-server) stands in for Kakao, so social login runs the whole code flow with PKCE; a local fake of
// Toss Payments' API confirms deposits (the browser's SDK is stood in by e2e/fake-toss-sdk.ts); a local fake of
// Solapi's message API takes 알림톡 and SMS (e2e/fake-solapi-control.ts reads and steers it); and the server's
// clock can be moved (TEST_CLOCK), so a hold can run out without waiting ten minutes; and blog posts may come
// from a local server (SAFE_FETCH_ALLOW_LOOPBACK).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { fakeSolapiEnv, startFakeSolapi } from '../apps/api/test/helpers/fake-solapi.ts';
import { FAKE_TOSS_CLIENT_KEY, FAKE_TOSS_SECRET_KEY, startFakeToss } from '../apps/api/test/helpers/fake-toss.ts';
import { fakeSolapiUrlFile } from './fake-solapi-control.ts';
import { fakeTossUrlFile } from './fake-toss-ledger.ts';
import { createE2eOperator } from './operator.ts';
import { E2E_SOCIAL_USER } from './social-user.ts';

const port = Number(process.env.PORT ?? 3100);
// One data directory per port, so a benchmark and the browser tests can run side by side.
const dataDir = resolve(import.meta.dirname, `../.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.SEED_SIZE = 'small';
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
process.env.NODE_ENV = 'test';
// No WEB_PUSH_* here: outside production the server makes a VAPID pair at start, so web push can be tried.

const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? port + 1);
const oauth = new OAuth2Server();
await oauth.issuer.keys.generate('RS256');
// The same person every time, so a second social login finds the identity the first one created.
oauth.service.on(Events.BeforeTokenSigning, (token) => {
  Object.assign(token.payload, E2E_SOCIAL_USER);
});
oauth.service.on(Events.BeforeUserinfo, (response) => {
  Object.assign(response.body, E2E_SOCIAL_USER);
});
await oauth.start(oauthPort, '127.0.0.1');

const toss = await startFakeToss();
process.env.TOSS_CLIENT_KEY = FAKE_TOSS_CLIENT_KEY;
process.env.TOSS_SECRET_KEY = FAKE_TOSS_SECRET_KEY;
process.env.TOSS_API_BASE_URL = toss.url;
// Where the fake Toss listens (a free port each run), for specs that compare a refund with what Toss received
// (e2e/fake-toss-ledger.ts reads it).
mkdirSync(dirname(fakeTossUrlFile(port)), { recursive: true });
writeFileSync(fakeTossUrlFile(port), toss.url);
// 알림톡 goes to a local fake of Solapi (issue 28); specs read what it received and stage its refusals through
// its control routes, at the address in this file.
const solapi = await startFakeSolapi();
Object.assign(process.env, fakeSolapiEnv(solapi.url));
writeFileSync(fakeSolapiUrlFile(port), solapi.url);
// A payment whose outcome Toss has not given yet is looked up every second here (30 s in production), so the
// browser test of a slow payment sees it settle quickly.
process.env.PAYMENT_RECONCILE_INTERVAL_MS = '1000';
process.env.TEST_CLOCK = '1';
// The server runs its jobs (deadlines, hold expiry, refund retries) as production does; tests default them off.
process.env.JOB_WORKERS = '1';
process.env.JOB_POLL_SECONDS = '0.5';
// Blog reviews are registered from a page a test serves on this machine (the SSRF guard's test allowance).
process.env.SAFE_FETCH_ALLOW_LOOPBACK = '1';
// The browser tests sign up many people, as if from one address; the per-address SMS limit (30 an hour) would
// stop them. Each test customer signs up through the loopback "proxy" with an address of their own
// (e2e/new-customer.ts), as real people do; the browser's own requests carry no forwarded address.
process.env.TRUSTED_PROXIES = '127.0.0.1';

process.env.PUBLIC_ORIGIN = `http://127.0.0.1:${port}`;
process.env.SOCIAL_KAKAO_CLIENT_ID = 'e2e-kakao-client';
process.env.SOCIAL_KAKAO_CLIENT_SECRET = 'e2e-kakao-secret';
process.env.SOCIAL_KAKAO_ISSUER = oauth.issuer.url;

// The operator console has no sign-up (issue 29): its test operator is made as `npm run admin:create` makes one.
await createE2eOperator();

await import('../apps/api/src/server.ts');
