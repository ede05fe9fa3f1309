import type { ReactElement } from 'react';
import { SR_ONLY } from '@campus/shared-utils';
import styles from './count-badge.module.css';

/** How a count is shown in a badge: the number, 99+ above 99. */
export const countText = (count: number): string => (count > 99 ? '99+' : String(count));

export type CountBadgeProps = { count: number; /** what the count means, read out with it (e.g. 3 条未读) */ label: string };

/** A count after a label (unread notices): read out as its label, shown as the number (99+ above 99); nothing at 0. */
export function CountBadge({ count, label }: CountBadgeProps): ReactElement | null {
  if (count <= 0) return null;
  return (
    <>
      <span className={SR_ONLY}>，{label}</span>
      <span className={styles.badge} aria-hidden="true">
        {countText(count)}
      </span>
    </>
  );
}
