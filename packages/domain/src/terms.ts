// Sign-up terms (issue 3 §1: required and optional items with agree-all). The spec names the `terms`
// parameter only; the items are ours (decision 0009). The API stores which were agreed and when.

export type Term = { key: string; label: string; required: boolean };

export const TERMS = [
  { key: 'AGE_OVER_14', label: '만 14세 이상입니다', required: true },
  { key: 'SERVICE', label: '서비스 이용약관 동의', required: true },
  { key: 'PRIVACY', label: '개인정보 수집 및 이용 동의', required: true },
  { key: 'MARKETING', label: '마케팅 정보 수신 동의', required: false },
  { key: 'NIGHT_PUSH', label: '야간 혜택 알림 수신 동의', required: false },
] as const satisfies readonly Term[];

export type TermKey = (typeof TERMS)[number]['key'];
export const TERM_KEYS = TERMS.map((t) => t.key) as readonly TermKey[];
export const REQUIRED_TERM_KEYS = TERMS.filter((t) => t.required).map((t) => t.key) as readonly TermKey[];

export function isTermKey(value: string): value is TermKey {
  return (TERM_KEYS as readonly string[]).includes(value);
}

export function hasAllRequiredTerms(agreed: readonly string[]): boolean {
  return REQUIRED_TERM_KEYS.every((key) => agreed.includes(key));
}

/** Agree-all is checked exactly when every item, optional ones included, is agreed. */
export function isAllAgreed(agreed: readonly string[]): boolean {
  return TERM_KEYS.every((key) => agreed.includes(key));
}
