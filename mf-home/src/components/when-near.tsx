import type { ReactElement, ReactNode } from 'react';
import { useNear } from '../hooks/use-near';

export type WhenNearProps = {
  /** the space held (px) until the content renders, so nothing below it jumps */
  minHeight: number;
  children: ReactNode;
};

/**
 * Renders its children once the held space comes within 200 px of the viewport (useNear): a block below the
 * fold (and its lazy chunk, and its API calls) loads just before the user reaches it, not with the first view.
 */
export function WhenNear({ minHeight, children }: WhenNearProps): ReactElement {
  const [holder, near] = useNear();
  if (near) return <>{children}</>;
  return <div ref={holder} style={{ minHeight }} aria-busy="true" />;
}
