import type { ReactElement } from 'react';
import { SCHOOL_NAME_MAX_CHARS, cx, hashRoute } from '@campus/shared-utils';
import type { SiteInfo } from '@campus/shared-utils';
import { TEXT } from '../../../utils/texts';
import styles from './brand-mark.module.css';

export type BrandMarkProps = { info: SiteInfo; home: string };

/** An organiser's title longer than this is set smaller on phones, so it stays on one line (brand-mark.module.css). */
const LONG_TITLE_CHARS = 10;

/** The logo area: the brand logo, a school's name followed by 站, or a channel's badge, title and subtitle. */
export function BrandMark({ info, home }: BrandMarkProps): ReactElement {
  const href = hashRoute(home);
  if (info.type === 2 && info.school) {
    const name = info.school.school;
    const badge = info.school.config.school_badge;
    return (
      <a className={styles.brand} href={href}>
        {badge && <img className={styles.badge} src={badge} alt="" />}
        <span className={cx(styles.name, name.length > SCHOOL_NAME_MAX_CHARS && styles.nameSmall)}>
          {name}
          {TEXT.stationSuffix}
        </span>
      </a>
    );
  }
  if (info.type === 3 && info.channel) {
    const { badge, title, subtitle } = info.channel;
    return (
      <a className={styles.brand} href={href}>
        {badge && <img className={styles.badge} src={badge} alt="" />}
        <span className={styles.titles}>
          <span className={cx(styles.title, title.length > LONG_TITLE_CHARS && styles.titleLong)}>{title}</span>
          {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
        </span>
      </a>
    );
  }
  return (
    <a className={styles.brand} href={href}>
      <img className={styles.logo} src={info.brand.logo_url} alt={info.brand.name} />
    </a>
  );
}
