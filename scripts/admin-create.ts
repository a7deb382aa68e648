// `npm run admin:create -- --email a@b.kr --name 이름 --role ADMIN [--password-stdin]`
// Issue 29 §1: the only way an operator account comes to be; there is no sign-up route. Writes to the database
// the server would use (DATABASE_URL, else PGlite under DATA_DIR), read through the app's own config like
// `npm run seed`. Without --password-stdin a random one-time password is printed once; it is never stored in clear.
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { createOperator } from '../apps/api/src/modules/admin/create-operator.ts';
import { isAppError } from '../apps/api/src/shared/errors.ts';
import { createPasswordHasher } from '../apps/api/src/shared/password-hasher.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'MODERATOR' },
    'password-stdin': { type: 'boolean', default: false },
  },
});

if (!values.email || !values.name) {
  console.error('사용법: npm run admin:create -- --email a@b.kr --name 이름 --role ADMIN|MODERATOR [--password-stdin]');
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const password = values['password-stdin'] ? await readStdin() : undefined;
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.pgliteDir },
);
let exitCode = 0;
try {
  await migrateDatabase(database);
  const created = await createOperator(database.db, createPasswordHasher(), {
    email: values.email,
    name: values.name,
    role: values.role,
    password,
  });
  console.log(`운영자 계정을 만들었습니다: ${created.email} (${created.role}, id ${created.id})`);
  if (created.generated) {
    console.log(`일회용 비밀번호(다시 표시되지 않습니다): ${created.password}`);
  }
  console.log(
    '처음 /admin/sign-in 에서 로그인하면 2단계 인증 등록 화면이 나옵니다. 인증 앱(Google Authenticator 등)으로 ' +
      'QR을 스캔하거나 비밀키를 입력한 뒤, 앱의 6자리 코드로 등록을 마치세요.',
  );
} catch (error) {
  if (!isAppError(error)) throw error;
  console.error(`${error.message} (${error.code})`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
