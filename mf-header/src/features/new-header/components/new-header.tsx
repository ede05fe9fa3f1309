import { cx } from '@campus/shared-utils';
import type { ReactElement, ReactNode } from 'react';
import type { SiteInfo, StudentInfo } from '@campus/shared-utils';
import { buildMenu } from '../utils/menu-items';
import { BrandMark } from './brand-mark';
import { MainMenu } from './main-menu';
import styles from './new-header.module.css';

export type NewHeaderProps = {
  info: SiteInfo;
  /** where the logo leads: '/' or the department home */
  home: string;
  path: string;
  student: StudentInfo | null;
  /** 1200 px instead of 1000 px (resume pages) */
  wide: boolean;
  /** the right side: login entries or the avatar menu */
  account: ReactNode;
};

/** The current header: brand, main menu and account area in a 1000 px (1200 px) row. */
export function NewHeader({ info, home, path, student, wide, account }: NewHeaderProps): ReactElement {
  return (
    <div className={styles.bar}>
      <div className={cx(styles.inner, wide && styles.wide)}>
        <BrandMark info={info} home={home} />
        <MainMenu entries={buildMenu(info, student, path)} />
        <div className={styles.account}>{account}</div>
      </div>
    </div>
  );
}
