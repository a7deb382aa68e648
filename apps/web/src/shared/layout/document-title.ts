import { createContext, useContext, useEffect } from 'react';
import { SERVICE_NAME } from '../lib/app-info.ts';

/** What a page says about itself in <head>: its title and, where it has one, a description and an image. */
export type DocumentMeta = {
  title: string;
  description?: string;
  image?: string;
  /** Kept out of search engines (a page opened by a private link). */
  noindex?: boolean;
};

/**
 * The head of the page being rendered on the server: one box per request (entry-server.tsx provides it and
 * reads it once the first screen is rendered), since streamed renders of several requests interleave. The
 * last page to speak (the deepest route) wins, as in the browser. Null in the browser.
 */
export const ServerDocumentMeta = createContext<{ current: DocumentMeta | null } | null>(null);

export const fullTitle = (title: string): string => (title === SERVICE_NAME ? title : `${title} | ${SERVICE_NAME}`);

/** Each page names itself in the tab/title bar, which screen readers announce on navigation. */
export function useDocumentTitle(title: string, meta: Omit<DocumentMeta, 'title'> = {}): void {
  const server = useContext(ServerDocumentMeta);
  if (server) server.current = { title, ...meta };
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
