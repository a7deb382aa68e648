import { useEffect } from 'react';
import { SERVICE_NAME } from '../lib/app-info.ts';

/** Each page names itself in the tab/title bar, which screen readers announce on navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === SERVICE_NAME ? title : `${title} | ${SERVICE_NAME}`;
  }, [title]);
}
