import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');

// Fonts the platforms ship (iOS/macOS, Windows, Android/Linux) and CSS generic names: naming them loads nothing.
const SYSTEM_FONTS = new Set([
  '-apple-system',
  'BlinkMacSystemFont',
  'Apple SD Gothic Neo',
  'Malgun Gothic',
  'Noto Sans KR',
  'Noto Sans CJK KR',
  'system-ui',
  'sans-serif',
]);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );
}

describe('the font stack (issue 9: the CSS named Pretendard but never loaded it)', () => {
  it('names only fonts the system has or the app itself declares with @font-face', () => {
    const css = cssFiles(SRC).map((file) => readFileSync(file, 'utf8'));
    const declared = new Set(
      css.flatMap((text) => [...text.matchAll(/@font-face\s*{[^}]*font-family:\s*["']?([^"';]+)/g)].map((m) => m[1])),
    );
    const tokens = readFileSync(join(SRC, 'shared/styles/tokens.css'), 'utf8');
    const stack = /--font-family:\s*([^;]+);/.exec(tokens)?.[1] ?? '';
    const families = stack.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));
    expect(families.length).toBeGreaterThan(2);
    for (const family of families) expect(SYSTEM_FONTS.has(family) || declared.has(family), family).toBe(true);
  });
});
