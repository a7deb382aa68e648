// Where to go after login (issue 3 §5: "after login the user returns to where they were"). Only a path
// on this origin is accepted, so a crafted `returnTo` cannot send the user to another site.
import { isAuthPage } from './login-prompt.ts';

export const DEFAULT_AFTER_LOGIN_PATH = '/weddinghall/home';

export function safeReturnPath(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN_PATH): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters could smuggle a scheme past the checks above in some parsers.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  // Returning to a sign-in page after signing in would loop.
  if (isAuthPage(value)) return fallback;
  return value;
}
