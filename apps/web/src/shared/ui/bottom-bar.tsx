import type { ReactNode } from 'react';
import './bottom-bar.css';

/** The page's main action pinned to the bottom of the app column, above the home indicator. */
export function BottomBar({ children }: { children: ReactNode }) {
  return <div className="bottom-bar">{children}</div>;
}
