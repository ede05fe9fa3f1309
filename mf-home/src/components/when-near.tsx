import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

export type WhenNearProps = {
  /** the space held (px) until the content renders, so nothing below it jumps */
  minHeight: number;
  children: ReactNode;
};

/** How far ahead of the viewport content starts to load. */
const AHEAD = '0px 0px 200px 0px';

/**
 * Renders its children once the held space comes within 200 px of the viewport (IntersectionObserver):
 * a block below the fold (and its lazy chunk, and its API calls) loads just before the user reaches it,
 * not with the first view. Without IntersectionObserver it renders at once.
 */
export function WhenNear({ minHeight, children }: WhenNearProps): ReactElement {
  const holder = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = holder.current;
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={holder} style={{ minHeight }} aria-busy="true" />;
}
