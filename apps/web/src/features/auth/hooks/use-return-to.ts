import { useSearchParams } from 'react-router';

/** The raw `returnTo` of the current URL (decision 0009). Always pass it through safeReturnPath before use. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return params.get('returnTo');
}

/** `path?returnTo=…` for links between the auth pages, so the destination survives the detour. */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  return returnTo ? `${path}?${new URLSearchParams({ returnTo }).toString()}` : path;
}
