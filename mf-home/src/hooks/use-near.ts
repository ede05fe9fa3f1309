import { useEffect, useState } from 'react';

/** How far ahead of the viewport a block counts as near. */
const AHEAD = '0px 0px 200px 0px';

/**
 * Whether an element has come within 200 px of the viewport (IntersectionObserver); once near, always near.
 * Returns a ref for the element and the answer; without IntersectionObserver everything is near at once.
 * What waits for it (a block's content, a carousel's measuring) stays off the first view's main thread.
 */
export function useNear(): [ref: (node: Element | null) => void, near: boolean] {
  const [node, setNode] = useState<Element | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node]);
  return [setNode, near];
}
