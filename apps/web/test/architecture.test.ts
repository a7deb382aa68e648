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
