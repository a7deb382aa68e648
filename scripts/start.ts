// `npm start`: build the web app when its build is missing or older than its sources, then run the
// one Fastify process that serves the API and the built web app (migrations and demo seed run at start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
// The server entry renders pages with their data (decision 0023); a build without it is stale too.
const builtServerEntry = join(web, 'dist-server/entry-server.js');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex) || !existsSync(builtServerEntry)) return true;
  const sources = ['src', 'index.html', 'vite.config.ts', '../../packages/domain/src', '../../packages/contract/src'];
  const newestSource = Math.max(
    ...sources
      .map((s) => join(web, s))
      .filter(existsSync)
      .map(newestMtime),
  );
  return newestSource > statSync(builtIndex).mtimeMs;
}

// One calm line per step for a newcomer; the bundler's page of chunk sizes is shown only when the build fails.
if (webBuildIsStale()) {
  const started = Date.now();
  console.log('웹 앱을 빌드하는 중… (building the web app)');
  const build = spawnSync('npm', ['run', 'build', '-w', '@wedding/web'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('웹 앱 빌드에 실패했어요 (the web build failed): the output above says why.');
    process.exit(build.status ?? 1);
  }
  console.log(`웹 앱 빌드 완료 (web app built in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
} else {
  console.log('웹 앱: 최신 빌드를 사용해요 (the web build is up to date)');
}

await import('../apps/api/src/server.ts');
