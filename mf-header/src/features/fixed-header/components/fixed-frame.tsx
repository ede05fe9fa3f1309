import { cx } from '@campus/shared-utils';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import styles from './fixed-frame.module.css';

export type FixedFrameProps = { fixed: boolean; children: ReactNode };

/** Holds the header bar; when fixed, the bar sticks to the top and a spacer keeps the page from jumping. */
export function FixedFrame({ fixed, children }: FixedFrameProps): ReactElement {
  const barRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (fixed && barRef.current) setHeight(barRef.current.offsetHeight);
  }, [fixed]);
  return (
    <div className={styles.frame} style={fixed && height > 0 ? { minHeight: height } : undefined}>
      <div ref={barRef} className={cx(styles.bar, fixed && styles.fixed)} data-fixed={fixed ? 'true' : 'false'}>
        {children}
      </div>
    </div>
  );
}
