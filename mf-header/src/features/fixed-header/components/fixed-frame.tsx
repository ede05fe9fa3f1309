import { cx } from '@campus/shared-utils';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import styles from './fixed-frame.module.css';

export type FixedFrameProps = { fixed: boolean; children: ReactNode };

/**
 * Holds the header bar; when fixed, the bar sticks to the top. The frame always holds the bar's height, not
 * only once fixed: a spacer that arrived a render after the bar left the flow let the page jump under the
 * first scroll, and a click aimed during that scroll landed beside its target.
 */
export function FixedFrame({ fixed, children }: FixedFrameProps): ReactElement {
  const barRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return undefined;
    setHeight(bar.offsetHeight);
    // the bar's height follows its content (a login, a narrower window): the frame follows it
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(bar.offsetHeight));
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={styles.frame} style={height > 0 ? { minHeight: height } : undefined}>
      <div ref={barRef} className={cx(styles.bar, fixed && styles.fixed)} data-fixed={fixed ? 'true' : 'false'}>
        {children}
      </div>
    </div>
  );
}
