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

/** The path ('keyword', 'items.2.value') of the first string, or object key, holding a control character. */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTER.test(key)) return itemPath;
    const found = findControlCharacter(item, itemPath);
    if (found !== null) return found;
  }
  return null;
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
