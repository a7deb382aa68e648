// Spec §2 routes whose screens arrive in later issues. Each renders the shared 준비 중 page with the right
// header variant and Korean title; when a feature lands, its entry moves to a real page in routes.tsx.
import type { HeaderActionKind } from '../shared/ui/header.tsx';

export type PlaceholderRoute = {
  path: string;
  title: string;
  header: 'stack' | 'product';
  actions?: readonly HeaderActionKind[];
  /** Route param holding the product id passed on to the general search (spec §2). */
  productParam?: string;
};

export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [
  // Browser fallback of the native bridge (DESIGN §1): chat → inquiry page. (push → /notifications is a real page.)
  { path: '/inquiry', title: '문의하기', header: 'stack' },
];
