import { type ReactNode, useEffect, useRef, useState } from 'react';

type Props = { children: ReactNode /** How far ahead of the screen to start, in CSS px. */; ahead?: number };

/**
 * Renders its children once the visitor scrolls within `ahead` px of them: a section far down a page (and its
 * code and data) then costs the first load nothing. Without IntersectionObserver it renders at once.
 */
export function WhenNear({ children, ahead = 600 }: Props) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = marker.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${ahead}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, ahead]);
  return near ? children : <div ref={marker} aria-hidden="true" style={{ minHeight: 1 }} />;
}
