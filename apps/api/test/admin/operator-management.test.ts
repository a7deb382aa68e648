import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { operatorAudit, operators } from '../../src/db/schema/index.ts';
import { createOperator } from '../../src/modules/admin/create-operator.ts';
import { createOperatorAuditRepository } from '../../src/modules/admin/operator-audit.ts';
import { createOperatorManagementRepository } from '../../src/modules/admin/operator-management-repository.ts';
import { createOperatorManagementService } from '../../src/modules/admin/operator-management-service.ts';
import { createPasswordHasher } from '../../src/shared/password-hasher.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ADMIN_SIGN_IN, signedInOperator, totpCode } from '../helpers/operators.ts';
import { createLogCollector } from '../logs/log-collector.ts';

// Issue 29 §1 follow-up (decision 0060): an ADMIN lists, disables, re-enables, resets and re-roles operators, each
// with a reason and an audit row in the change's transaction; a generated password is replaced before any session.

const OPERATORS = '/v3/admin/operators';
const reason = { reason: '퇴사' };
const hasher = createPasswordHasher();

describe('operator management (issue 29 §1 follow-up)', () => {
  let t: TestApp;
  const logs = createLogCollector();
  beforeAll(async () => {
    t = await buildTestApp({ logger: logs.logger });
  });
  afterAll(() => t.close());

  const post = (headers: { cookie: string }, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const auditOf = (id: number) =>
    t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `operator:${id}`));

  it('lists every operator with role, second factor, creation, last sign-in and disabled; no hash or secret', async () => {
    const admin = await signedInOperator(t, 'ADMIN');
    const fresh = await createOperator(t.database.db, hasher, {
      email: 'fresh-op@example.com',
      name: '신입',
      role: 'MODERATOR',
    });
    const res = await t.app.inject({ url: OPERATORS, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().item.operators as Record<string, unknown>[];
    const me = list.find((o) => o.id === admin.id);
    expect(me).toMatchObject({ email: admin.email, role: 'ADMIN', totpEnabled: true, disabledAt: null });
    expect(Date.parse(String(me?.lastSignInAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(list.find((o) => o.id === fresh.id)).toMatchObject({
      totpEnabled: false,
      passwordChangeRequired: true,
      lastSignInAt: null,
    });
    expect(res.body).not.toMatch(/argon2|totpSecret|passwordHash/);
  });

  it('a MODERATOR gets 403 on every management call, and nothing changes', async () => {
    const moderator = await signedInOperator(t, 'MODERATOR');
    const other = await signedInOperator(t, 'MODERATOR');
    expect((await t.app.inject({ url: OPERATORS, headers: moderator.headers })).statusCode).toBe(403);
    for (const [action, body] of [
      ['disable', reason],
      ['enable', reason],
      ['reset', reason],
      ['role', { ...reason, role: 'ADMIN' }],
    ] as const) {
      const res = await post(moderator.headers, `${OPERATORS}/${other.id}/${action}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('OPERATOR_FORBIDDEN');
    }
    expect((await t.app.inject({ url: '/v3/admin/me', headers: other.headers })).statusCode).toBe(200);
    expect(await auditOf(other.id)).toHaveLength(3); // create, TOTP enrolment, sign-in
  });

  it('every action requires a reason: missing or blank is a 400 with a Korean message, and nothing changes', async () => {
    const admin = await signedInOperator(t, 'ADMIN');
    const target = await signedInOperator(t, 'MODERATOR');
    for (const body of [{}, { reason: '   ' }]) {
      for (const action of ['disable', 'reset', 'role']) {
        const res = await post(admin.headers, `${OPERATORS}/${target.id}/${action}`, { ...body, role: 'ADMIN' });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain('사유를 입력해 주세요.');
      }
    }
    expect((await t.app.inject({ url: '/v3/admin/me', headers: target.headers })).json().item.role).toBe('MODERATOR');
    expect((await auditOf(target.id)).map((r) => r.action)).not.toContain('operator.disable');
  });

  it("disabling ends the operator's session at once (their next call is 401), with one audit row; enabling restores sign-in", async () => {
    const admin = await signedInOperator(t, 'ADMIN');
    const target = await signedInOperator(t, 'MODERATOR');
    expect((await t.app.inject({ url: '/v3/admin/me', headers: target.headers })).statusCode).toBe(200);

    const res = await post(admin.headers, `${OPERATORS}/${target.id}/disable`, reason);
    expect(res.statusCode).toBe(200);
    expect(res.json().item.disabledAt).toBeTruthy();
    const next = await t.app.inject({ url: '/v3/admin/audit', headers: target.headers });
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('OPERATOR_LOGIN_REQUIRED');
    const signIn = await t.app.inject({
      method: 'POST',
      url: ADMIN_SIGN_IN,
      payload: { email: target.email, password: target.password },
    });
    expect(signIn.json().code).toBe('OPERATOR_LOGIN_FAILED');

    const [row] = (await auditOf(target.id)).filter((r) => r.action === 'operator.disable');
    expect(row).toMatchObject({
      operatorId: admin.id,
      reason: '퇴사',
      before: { disabled: false },
      after: { disabled: true, sessionsEnded: 1 },
    });
    const again = await post(admin.headers, `${OPERATORS}/${target.id}/disable`, reason);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('OPERATOR_STATE_CONFLICT');

    const enabled = await post(admin.headers, `${OPERATORS}/${target.id}/enable`, { reason: '복직' });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().item.disabledAt).toBeNull();
    const back = await t.app.inject({
      method: 'POST',
      url: ADMIN_SIGN_IN,
      payload: { email: target.email, password: target.password },
    });
    expect(back.json().item).toEqual({ step: 'CODE' });
    expect((await auditOf(target.id)).filter((r) => r.action === 'operator.enable')[0]).toMatchObject({
      reason: '복직',
      before: { disabled: true },
      after: { disabled: false },
    });
  });

  it('changes a role (the new role applies to the live session), audited before and after', async () => {
    const admin = await signedInOperator(t, 'ADMIN');
    const target = await signedInOperator(t, 'MODERATOR');
    expect((await t.app.inject({ url: OPERATORS, headers: target.headers })).statusCode).toBe(403);
    const res = await post(admin.headers, `${OPERATORS}/${target.id}/role`, { role: 'ADMIN', reason: '팀장 승진' });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.role).toBe('ADMIN');
    expect((await t.app.inject({ url: OPERATORS, headers: target.headers })).statusCode).toBe(200);
    const [row] = (await auditOf(target.id)).filter((r) => r.action === 'operator.role');
    expect(row).toMatchObject({ reason: '팀장 승진', before: { role: 'MODERATOR' }, after: { role: 'ADMIN' } });
    const same = await post(admin.headers, `${OPERATORS}/${target.id}/role`, { role: 'ADMIN', reason: '다시' });
    expect(same.statusCode).toBe(409);
  });

  it('an ADMIN cannot disable, reset or demote themself: 409 OPERATOR_SELF, nothing changes', async () => {
    const admin = await signedInOperator(t, 'ADMIN');
    await signedInOperator(t, 'ADMIN'); // another active ADMIN, so only the self rule is in play
    for (const [action, body] of [
      ['disable', reason],
      ['reset', reason],
      ['role', { ...reason, role: 'MODERATOR' }],
    ] as const) {
      const res = await post(admin.headers, `${OPERATORS}/${admin.id}/${action}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'OPERATOR_SELF', message: '자신의 계정은 다른 관리자가 관리합니다.' });
    }
    expect((await t.app.inject({ url: '/v3/admin/me', headers: admin.headers })).json().item.role).toBe('ADMIN');
  });

  it('answers 404 for an unknown operator', async () => {
    const admin = await signedInOperator(t, 'ADMIN');
    const res = await post(admin.headers, `${OPERATORS}/99999/disable`, reason);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('OPERATOR_NOT_FOUND');
  });

  it('reset: a one-time password answered once, sessions end, the operator sets a new password and re-enrols', async () => {
    const admin = await signedInOperator(t, 'ADMIN');
    const target = await signedInOperator(t, 'MODERATOR');
    const res = await post(admin.headers, `${OPERATORS}/${target.id}/reset`, { reason: '휴대폰 분실' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const { oneTimePassword, operator } = res.json().item;
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(operator).toMatchObject({ totpEnabled: false, passwordChangeRequired: true, disabledAt: null });

    expect((await t.app.inject({ url: '/v3/admin/me', headers: target.headers })).statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: ADMIN_SIGN_IN,
      payload: { email: target.email, password: target.password },
    });
    expect(old.json().code).toBe('OPERATOR_LOGIN_FAILED');

    const credentials = { email: target.email, password: oneTimePassword };
    const step = await t.app.inject({ method: 'POST', url: ADMIN_SIGN_IN, payload: credentials });
    expect(step.json().item).toEqual({ step: 'NEW_PASSWORD' });
    expect(step.cookies.find((c) => c.name === 'wd_op')).toBeUndefined();
    // Even with a valid code of the old factor, nothing but a new password is accepted.
    const withOldCode = await t.app.inject({
      method: 'POST',
      url: ADMIN_SIGN_IN,
      payload: { ...credentials, totp: await totpCode(target.secret, 1) },
    });
    expect(withOldCode.json().item).toEqual({ step: 'NEW_PASSWORD' });

    for (const bad of ['short-11-ch', oneTimePassword]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: ADMIN_SIGN_IN,
        payload: { ...credentials, newPassword: bad },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('OPERATOR_PASSWORD_INVALID');
    }

    const newPassword = 'My-own-operator-pass';
    const changed = await t.app.inject({
      method: 'POST',
      url: ADMIN_SIGN_IN,
      payload: { ...credentials, newPassword },
    });
    expect(changed.statusCode).toBe(200);
    const enrol = changed.json().item;
    expect(enrol.step).toBe('ENROL');
    expect(enrol.secret).not.toBe(target.secret);
    expect(changed.cookies.find((c) => c.name === 'wd_op')).toBeUndefined();

    // The one-time password is spent; the old factor's codes are worth nothing.
    const spent = await t.app.inject({ method: 'POST', url: ADMIN_SIGN_IN, payload: credentials });
    expect(spent.json().code).toBe('OPERATOR_LOGIN_FAILED');
    const oldFactor = await t.app.inject({
      method: 'POST',
      url: ADMIN_SIGN_IN,
      payload: { email: target.email, password: newPassword, totp: await totpCode(target.secret, 2) },
    });
    expect(oldFactor.json().code).toBe('TOTP_INVALID');

    // The enrolment that answered the wrong code above began again; enrol the newest secret.
    const again = await t.app.inject({
      method: 'POST',
      url: ADMIN_SIGN_IN,
      payload: { email: target.email, password: newPassword },
    });
    const secret = again.json().item.secret as string;
    const done = await t.app.inject({
      method: 'POST',
      url: ADMIN_SIGN_IN,
      payload: { email: target.email, password: newPassword, totp: await totpCode(secret) },
    });
    expect(done.json().item.step).toBe('SIGNED_IN');

    const rows = await auditOf(target.id);
    expect(rows.find((r) => r.action === 'operator.reset')).toMatchObject({
      operatorId: admin.id,
      reason: '휴대폰 분실',
      before: { totpEnabled: true, passwordChangeRequired: false },
      after: { totpEnabled: false, passwordChangeRequired: true, sessionsEnded: 1 },
    });
    expect(rows.find((r) => r.action === 'operator.password-change')).toMatchObject({ operatorId: target.id });

    // No password, hash or TOTP secret in any audit row, nor in any log line of the whole file so far.
    const everyAuditRow = JSON.stringify(await t.database.db.select().from(operatorAudit));
    const logText = logs.raw.join('\n');
    for (const secretText of [oneTimePassword, newPassword, target.password, target.secret, enrol.secret, secret]) {
      expect(everyAuditRow).not.toContain(secretText);
      expect(logText).not.toContain(secretText);
    }
    expect(everyAuditRow).not.toContain('$argon2');
    expect(logs.raw.length).toBeGreaterThan(10);
  });

  it('an operator made with a generated password replaces it at the first sign-in; an explicit one does not', async () => {
    const generated = await createOperator(t.database.db, hasher, {
      email: 'generated-op@example.com',
      name: '생성',
      role: 'MODERATOR',
    });
    const first = await t.app.inject({
      method: 'POST',
      url: ADMIN_SIGN_IN,
      payload: { email: generated.email, password: generated.password },
    });
    expect(first.json().item).toEqual({ step: 'NEW_PASSWORD' });
    const changed = await t.app.inject({
      method: 'POST',
      url: ADMIN_SIGN_IN,
      payload: { email: generated.email, password: generated.password, newPassword: '가나다라마바사아자차카타' },
    });
    expect(changed.json().item.step).toBe('ENROL');

    // signedInOperator's explicit password goes straight to the enrolment (the E2E operators' path).
    const explicit = await signedInOperator(t, 'MODERATOR');
    const rows = await auditOf(explicit.id);
    expect(rows.map((r) => r.action)).not.toContain('operator.password-change');
  });

  describe('the last active ADMIN', () => {
    it('two ADMINs disabling each other at once: never both, one ADMIN stays active', async () => {
      // Only these two are active ADMINs.
      await t.database.db
        .update(operators)
        .set({ disabledAt: new Date() })
        .where(and(eq(operators.role, 'ADMIN'), isNull(operators.disabledAt)));
      const a = await signedInOperator(t, 'ADMIN');
      const b = await signedInOperator(t, 'ADMIN');
      const [ab, ba] = await Promise.all([
        post(a.headers, `${OPERATORS}/${b.id}/disable`, reason),
        post(b.headers, `${OPERATORS}/${a.id}/disable`, reason),
      ]);
      expect([ab.statusCode, ba.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const refused = ab.statusCode === 200 ? ba : ab;
      // Refused by the rule, or (when the winner committed first) because the loser's own session had ended.
      expect(['LAST_ADMIN', 'OPERATOR_LOGIN_REQUIRED']).toContain(refused.json().code);
      const active = await t.database.db
        .select({ id: operators.id })
        .from(operators)
        .where(and(inArray(operators.id, [a.id, b.id]), isNull(operators.disabledAt)));
      expect(active).toHaveLength(1);
    });

    it('the last active ADMIN can be neither disabled nor made a MODERATOR: 409 LAST_ADMIN', async () => {
      // The race above as the service meets it: the acting ADMIN passed the session check, then was disabled.
      await t.database.db
        .update(operators)
        .set({ disabledAt: new Date() })
        .where(and(eq(operators.role, 'ADMIN'), isNull(operators.disabledAt)));
      const actor = await signedInOperator(t, 'ADMIN');
      const last = await signedInOperator(t, 'ADMIN');
      await t.database.db.update(operators).set({ disabledAt: new Date() }).where(eq(operators.id, actor.id));
      const service = createOperatorManagementService({
        repository: createOperatorManagementRepository(t.database.db, createOperatorAuditRepository(t.database.db)),
        passwordHasher: hasher,
      });
      await expect(service.disable(actor.id, last.id, '테스트')).rejects.toMatchObject({
        status: 409,
        code: 'LAST_ADMIN',
        message: '사용 중인 관리자가 한 명은 있어야 합니다. 다른 관리자를 먼저 지정해 주세요.',
      });
      await expect(service.changeRole(actor.id, last.id, 'MODERATOR', '테스트')).rejects.toMatchObject({
        code: 'LAST_ADMIN',
      });
      // A reset keeps them an active ADMIN, so it is allowed.
      await expect(service.reset(actor.id, last.id, '테스트')).resolves.toMatchObject({
        operator: { role: 'ADMIN', disabledAt: null },
      });
      const [row] = await t.database.db.select().from(operators).where(eq(operators.id, last.id));
      expect(row).toMatchObject({ role: 'ADMIN', disabledAt: null });
      expect((await auditOf(last.id)).map((r) => r.action)).not.toContain('operator.disable');
    });

    it('with a second active ADMIN, an ADMIN disables or demotes another ADMIN', async () => {
      const admin = await signedInOperator(t, 'ADMIN');
      const other = await signedInOperator(t, 'ADMIN');
      const third = await signedInOperator(t, 'ADMIN');
      expect(
        (await post(admin.headers, `${OPERATORS}/${other.id}/role`, { ...reason, role: 'MODERATOR' })).statusCode,
      ).toBe(200);
      expect((await post(admin.headers, `${OPERATORS}/${third.id}/disable`, reason)).statusCode).toBe(200);
    });
  });
});

describe('npm run admin:reset (for when no ADMIN can sign in)', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wedding-admin-reset-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('prints a new one-time password, clears the second factor, ends sessions and records it; refuses an unknown email', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const config = loadConfig(env);
    const database = await openDatabase({ dataDir: config.pgliteDir });
    let id: number;
    try {
      await migrateDatabase(database);
      ({ id } = await createOperator(database.db, hasher, {
        email: 'lost-phone@example.com',
        name: '분실',
        role: 'ADMIN',
        password: 'Explicit-password-1',
      }));
      await database.db
        .update(operators)
        .set({ totpEnabled: true, totpSecret: 'JBSWY3DPEHPK3PXP' })
        .where(eq(operators.id, id));
    } finally {
      await database.close();
    }

    const run = promisify(execFile);
    const script = path.join(root, 'scripts/admin-reset.ts');
    const { stdout } = await run(process.execPath, [script, '--email', 'Lost-Phone@example.com'], { env, cwd: root });
    const printed = stdout.match(/일회용 비밀번호\(다시 표시되지 않습니다\): (\S+)/)?.[1];
    expect(printed).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const unknown = await run(process.execPath, [script, '--email', 'nobody@example.com'], { env, cwd: root }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(unknown).toMatchObject({ code: 1 });
    expect((unknown as { stderr: string }).stderr).toContain('OPERATOR_NOT_FOUND');

    const after = await openDatabase({ dataDir: config.pgliteDir });
    try {
      const [row] = await after.db.select().from(operators).where(eq(operators.id, id));
      expect(row).toMatchObject({ totpEnabled: false, totpSecret: null, passwordChangeRequired: true });
      expect(await hasher.verify(row!.passwordHash, printed!)).toBe(true);
      const [entry] = await after.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.action, 'operator.reset'), eq(operatorAudit.target, `operator:${id}`)));
      expect(entry).toMatchObject({ operatorId: null, reason: 'admin:reset CLI' });
      expect(JSON.stringify(entry)).not.toContain(printed!);
    } finally {
      await after.close();
    }
  }, 120_000);
});
