import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { MainHeader } from '../../shared/layout/main-header.tsx';
import { SectionNav } from './section-nav.tsx';

/** Frame shared by the three hall sections: main header, section navigation, then the section's content. */
export function SectionsLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <MainHeader />
      <SectionNav />
      <main>
        <h1 className="visually-hidden">{title}</h1>
        {children}
      </main>
    </>
  );
}
