import type { ReactElement } from 'react';
import styles from './cards.module.css';

export type CompanyLogoProps = { name: string; url: string; size?: number };

/** A company's logo, or its first character when it has none. */
export function CompanyLogo({ name, url, size = 48 }: CompanyLogoProps): ReactElement {
  if (url) return <img className={styles.logo} src={url} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className={styles.logo} style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
