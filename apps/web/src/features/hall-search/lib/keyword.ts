/** The API takes 1–50 characters after trimming (contract hall-search keywordField); the box stops at 50. */
export const KEYWORD_MAX_LENGTH = 50;
export const KEYWORD_REQUIRED = '검색어를 입력해주세요.';

/** Splits `text` around the first case-insensitive match of `query`, for bolding it in a suggestion. */
export function splitMatch(text: string, query: string): [string, string, string] {
  const at = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (at < 0) return [text, '', ''];
  return [text.slice(0, at), text.slice(at, at + query.length), text.slice(at + query.length)];
}
