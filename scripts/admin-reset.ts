// `npm run admin:reset -- --email a@b.kr`
// For when no ADMIN can sign in (a lost phone, a forgotten password): the same reset an ADMIN makes on
// /admin/operators (decision 0060). Prints a new one-time password once, clears the second factor and ends every
// session; the next sign-in asks for a new password and a new TOTP enrolment. Recorded in the audit log with no
// operator and the reason 'admin:reset CLI'. Opens the database the server would use, as `npm run admin:create`.
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { createOperatorAuditRepository } from '../apps/api/src/modules/admin/operator-audit.ts';
import { createOperatorManagementRepository } from '../apps/api/src/modules/admin/operator-management-repository.ts';
import { resetOperatorByEmail } from '../apps/api/src/modules/admin/operator-management-service.ts';
import { isAppError } from '../apps/api/src/shared/errors.ts';
import { createPasswordHasher } from '../apps/api/src/shared/password-hasher.ts';

const { values } = parseArgs({ options: { email: { type: 'string' } } });

if (!values.email) {
  console.error('사용법: npm run admin:reset -- --email a@b.kr');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.pgliteDir },
);
let exitCode = 0;
try {
  await migrateDatabase(database);
  const repository = createOperatorManagementRepository(database.db, createOperatorAuditRepository(database.db));
  const { operator, oneTimePassword } = await resetOperatorByEmail(repository, createPasswordHasher(), values.email);
  console.log(`운영자 계정을 초기화했습니다: ${operator.email} (${operator.role}, id ${operator.id})`);
  console.log(`일회용 비밀번호(다시 표시되지 않습니다): ${oneTimePassword}`);
  console.log(
    '/admin/sign-in 에서 이 비밀번호로 로그인하면 새 비밀번호를 정하고, 2단계 인증을 다시 등록합니다. ' +
      '모든 로그인 세션은 끝났습니다.',
  );
  if (operator.disabledAt) {
    console.log(
      '이 계정은 사용 중지 상태입니다. 다른 관리자가 /admin/operators 에서 다시 사용하게 해야 로그인할 수 있어요.',
    );
  }
} catch (error) {
  if (!isAppError(error)) throw error;
  console.error(`${error.message} (${error.code})`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
