// What sign-up carries from /sign-up/1 to /sign-up/2 (and from a social JOIN to both): the agreed terms,
// where to return afterwards and the provider's join token. Kept in sessionStorage so a reload on step 2
// keeps it and closing the tab forgets it. Never the password.
import type { SocialProvider } from '@wedding/contract/auth';
import { isTermKey, type TermKey } from '@wedding/domain/terms';
import { isSocialProvider } from './social-providers.ts';

export const SIGN_UP_DRAFT_KEY = 'wd.signUp';

export type SocialJoin = {
  joinToken: string;
  provider: SocialProvider;
  email: string | null;
  name: string | null;
};

export type SignUpDraft = {
  terms: TermKey[];
  returnTo?: string;
  join?: SocialJoin;
};

const isString = (value: unknown): value is string => typeof value === 'string';

function readJoin(value: unknown): SocialJoin | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const join = value as Record<string, unknown>;
  if (!isString(join.joinToken) || !isSocialProvider(join.provider)) return undefined;
  return {
    joinToken: join.joinToken,
    provider: join.provider,
    email: isString(join.email) ? join.email : null,
    name: isString(join.name) ? join.name : null,
  };
}

/** The stored draft, or an empty one; anything malformed (an old version, a hand edit) is ignored. */
export function readSignUpDraft(): SignUpDraft {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(SIGN_UP_DRAFT_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return { terms: [] };
    const draft = raw as Record<string, unknown>;
    const terms = Array.isArray(draft.terms) ? draft.terms.filter(isString).filter(isTermKey) : [];
    return {
      terms,
      returnTo: isString(draft.returnTo) ? draft.returnTo : undefined,
      join: readJoin(draft.join),
    };
  } catch {
    return { terms: [] };
  }
}

export function writeSignUpDraft(draft: SignUpDraft): void {
  try {
    sessionStorage.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage can be full or blocked (private mode); sign-up then simply starts over on a reload.
  }
}

export function clearSignUpDraft(): void {
  try {
    sessionStorage.removeItem(SIGN_UP_DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
