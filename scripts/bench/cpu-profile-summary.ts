// Summarises a V8 CPU profile of the API (issue 14: where a slot-list request's time goes): the busy time by
// layer (the pg driver with its socket calls, Node's HTTP, Fastify, the app's modules, GC) and the functions
// with the most self time. Make a profile with the slot benchmark:
//   BENCH_CPU_PROF=/tmp/prof npm run bench:slots
//   node scripts/bench/cpu-profile-summary.ts /tmp/prof/CPU.*.cpuprofile
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/bench/cpu-profile-summary.ts <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Microseconds of samples whose innermost frame is each node. */
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

// The first frame up the stack that belongs to a known layer names the layer: the pg driver's socket writes
// count as the driver's, a serializer called by a Fastify hook as the app's.
const LAYERS: [string, (url: string) => boolean][] = [
  ['pg driver (with its socket calls)', (u) => /node_modules\/pg(-protocol|-types|-pool)?\//.test(u)],
  ['drizzle (SQL building)', (u) => u.includes('node_modules/drizzle-orm/')],
  ['zod', (u) => u.includes('node_modules/zod/')],
  ['helmet', (u) => u.includes('helmet')],
  ['app', (u) => u.includes('apps/api/src/') || u.includes('packages/')],
  ['Fastify', (u) => /node_modules\/(fastify|find-my-way|avvio|@fastify)\//.test(u)],
  ["Node's HTTP", (u) => u.startsWith('node:_http_')],
];
function layerOf(id: number): string {
  for (let cur: number | undefined = id; cur !== undefined; cur = parentOf.get(cur)) {
    const { url } = byId.get(cur)?.callFrame ?? { url: '' };
    const layer = LAYERS.find(([, matches]) => matches(url));
    if (layer) {
      if (layer[0] !== 'app') return layer[0];
      return `app: ${url
        .replace(/.*\/(apps\/api\/src|packages)\//, '')
        .split('/')
        .slice(0, 2)
        .join('/')}`;
    }
  }
  return 'other (Node internals, microtasks)';
}

const label = ({ callFrame: f }: ProfileNode) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/.*node_modules\//, '').replace(/.*\/(apps|packages)\//, '$1/')}:${f.lineNumber + 1}`;
const layers = new Map<string, number>();
const functions = new Map<string, number>();
let busy = 0;
let idle = 0;
for (const [id, us] of selfTime) {
  const node = byId.get(id);
  if (!node) continue;
  const name = node.callFrame.functionName;
  if (name === '(idle)' || name === '(program)') {
    idle += us;
    continue;
  }
  busy += us;
  const layer = name === '(garbage collector)' ? 'garbage collector' : layerOf(id);
  layers.set(layer, (layers.get(layer) ?? 0) + us);
  functions.set(label(node), (functions.get(label(node)) ?? 0) + us);
}
const share = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
console.log(`busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms\n\nbusy time by layer`);
for (const [layer, us] of [...layers].sort((a, b) => b[1] - a[1]))
  if (us / busy >= 0.001) console.log(`${share(us)}  ${layer}`);
console.log('\nfunctions with the most self time');
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${share(us)}  ${name}`);
