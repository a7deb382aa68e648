import { useEffect } from 'react';
import { SERVICE_NAME } from '../lib/app-info.ts';

/** What a page says about itself in <head>: its title and, where it has one, a description and an image. */
export type DocumentMeta = { title: string; description?: string; image?: string };

/**
 * The head of the page being rendered on the server. Rendering to a string is synchronous, so the server
 * entry resets this before a render and reads it right after (entry-server.tsx); the last page to speak
 * (the deepest route) wins, as in the browser.
 */
export const serverDocumentMeta: { current: DocumentMeta | null } = { current: null };

export const fullTitle = (title: string): string => (title === SERVICE_NAME ? title : `${title} | ${SERVICE_NAME}`);

/** Each page names itself in the tab/title bar, which screen readers announce on navigation. */
export function useDocumentTitle(title: string, meta: Omit<DocumentMeta, 'title'> = {}): void {
  if (typeof document === 'undefined') serverDocumentMeta.current = { title, ...meta };
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
