import * as z from 'zod/mini';

/**
 * What the database refuses, refused at the door instead (issue 13: 13 of 2,973 probes answered 500).
 * PostgreSQL stores no NUL in text, an int4 column holds ±2^31, and a timestamptz built from an absurd
 * epoch is an invalid date. The API's validator applies `findControlCharacter` to every request part of
 * every route; number fields take their bounds from the helpers below.
 */

// C0 controls and DEL, except tab, line feed and carriage return, which multi-line text (reviews) uses.
// Matching control characters is this pattern's purpose.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the database refuses
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = '입력할 수 없는 문자(제어 문자)가 들어 있어요.';

/** One value still to look at: the key that led to it, and its parent, to spell its path once found. */
type Pending = { value: unknown; key: string | null; parent: Pending | null };

/**
 * The path ('keyword', 'items.2.value') of the first string, or object key, holding a control character.
 * Walks with its own stack, never recursion: the value is untrusted, and a body nested thousands of levels
 * deep overflowed the call stack here (issue 23). Paths are spelled only for the finding, not per level.
 */
export function findControlCharacter(value: unknown): string | null {
  const stack: Pending[] = [{ value, key: null, parent: null }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (item.key !== null && CONTROL_CHARACTER.test(item.key)) return pathOf(item);
    if (typeof item.value === 'string') {
      if (CONTROL_CHARACTER.test(item.value)) return pathOf(item);
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    // Pushed last to first, so the walk meets them in order and reports the first one, as before.
    const entries = Object.entries(item.value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, key, parent: item });
    }
  }
  return null;
}

function pathOf(item: Pending): string {
  const keys: string[] = [];
  for (let at: Pending | null = item; at !== null; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse().join('.');
}

/** PostgreSQL `integer` (int4). */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** Instants the product can mean: epoch milliseconds from 2000-01-01 to 2100-01-01 UTC. */
export const INSTANT_MIN_MS = Date.UTC(2000, 0, 1);
export const INSTANT_MAX_MS = Date.UTC(2100, 0, 1);

const INT32_MESSAGE = '숫자가 허용 범위를 벗어났어요.';
const INSTANT_MESSAGE = '날짜가 허용 범위(2000–2100년)를 벗어났어요.';

/** A whole number an int4 column can hold. */
export const int32Field = () =>
  z.number().check(z.int(INT32_MESSAGE), z.minimum(INT32_MIN, INT32_MESSAGE), z.maximum(INT32_MAX, INT32_MESSAGE));

/** A row id (serial int4): positive and within the column. */
export const idField = (message = INT32_MESSAGE) =>
  z.number(message).check(z.int(message), z.positive(message), z.maximum(INT32_MAX, message));

/** A row id from a path or query string. */
export const idParam = (message = INT32_MESSAGE) =>
  z.coerce.number(message).check(z.int(message), z.positive(message), z.maximum(INT32_MAX, message));

/** An instant as epoch milliseconds (the `*Tsp` convention), within the product's range. */
export const instantMsField = () =>
  z
    .number()
    .check(
      z.int(INSTANT_MESSAGE),
      z.minimum(INSTANT_MIN_MS, INSTANT_MESSAGE),
      z.maximum(INSTANT_MAX_MS, INSTANT_MESSAGE),
    );
