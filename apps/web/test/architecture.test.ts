import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE §11: features never reach into each other, and shared code never depends on a feature.
const SRC = resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((spec) =>
    relative(SRC, resolve(file, '..', spec))
      .split(sep)
      .join('/'),
  );
}

const area = (path: string) => {
  const [top, name] = path.split('/');
  return top === 'features' ? `features/${name}` : (top ?? '');
};

describe('module boundaries', () => {
  const files = sourceFiles(SRC).map((file) => ({ file, from: relative(SRC, file).split(sep).join('/') }));

  it('a feature imports only itself and shared code', () => {
    const violations = files
      .filter(({ from }) => from.startsWith('features/'))
      .flatMap(({ file, from }) =>
        relativeImports(file)
          .filter((to) => to.startsWith('features/') && area(to) !== area(from))
          .map((to) => `${from} → ${to}`),
      );
    expect(violations).toEqual([]);
  });

  it('shared code depends on no feature, route or app module', () => {
    const violations = files
      .filter(({ from }) => from.startsWith('shared/'))
      .flatMap(({ file, from }) =>
        relativeImports(file)
          .filter((to) => /^(features|routes|app)\//.test(to))
          .map((to) => `${from} → ${to}`),
      );
    expect(violations).toEqual([]);
  });
});

// Decision 0037: reads are typed by the contract and shaped by the server, so only the pages that submit load
// zod. A runtime import from a contract module that builds schemas keeps them (and zod) in the bundle even when
// only a constant is used: such imports go through the zod-free `*-constants` modules, or are type-only.
describe('zod stays on the pages that submit', () => {
  const CONTRACT = resolve(import.meta.dirname, '../../../packages/contract/src');
  // Form validation with the contract's body schema, on a page that submits (it may load zod). The other forms
  // check their fields with the domain's hand-written rules.
  const SUBMITTING = new Set([
    'features/visit-booking/lib/visit-form.ts',
    // The partner console's profile forms (a console chunk, never a couple's route: decision 0042).
    'features/partner-center/profile-form.ts',
  ]);

  function pullsZod(module: string, seen = new Set<string>()): boolean {
    if (seen.has(module)) return false;
    seen.add(module);
    const text = readFileSync(join(CONTRACT, `${module}.ts`), 'utf8');
    if (/from 'zod/.test(text)) return true;
    return [...text.matchAll(/from '\.\/([\w-]+)\.ts'/g)].some((m) => pullsZod(m[1] ?? '', seen));
  }

  /** Contract modules the file imports a value from (`import type` and `type X` names do not count). */
  function runtimeContractImports(file: string): string[] {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/^import (?!type )\{([^}]*)\} from '@wedding\/contract\/([\w-]+)';/gm)]
      .filter(([, names = '']) =>
        names.split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type ')),
      )
      .map(([, , module = '']) => module);
  }

  it('reads import the contract only for types, and constants only from zod-free modules', () => {
    const files = sourceFiles(SRC).map((file) => ({ file, from: relative(SRC, file).split(sep).join('/') }));
    const violations = files
      .filter(({ from }) => !SUBMITTING.has(from))
      .flatMap(({ file, from }) =>
        runtimeContractImports(file)
          .filter((module) => pullsZod(module))
          .map((module) => `${from} → @wedding/contract/${module}`),
      );
    expect(violations).toEqual([]);
  });

  it('the web imports zod only in the files that validate what they submit', () => {
    const files = sourceFiles(SRC).map((file) => relative(SRC, file).split(sep).join('/'));
    const direct = files.filter((from) =>
      /^import (?!type )[^;]*from 'zod/m.test(readFileSync(join(SRC, from), 'utf8')),
    );
    expect(direct.filter((from) => !SUBMITTING.has(from))).toEqual([]);
  });
});
