import { cx } from '@campus/shared-utils';
import type { ReactElement, ReactNode } from 'react';
import type { SiteInfo, StudentInfo } from '@campus/shared-utils';
import { PhoneMenu } from '../../../components/phone-menu';
import { buildMenu } from '../utils/menu-items';
import { BrandMark } from './brand-mark';
import { MainMenu } from './main-menu';
import { SiteMenuEntries } from './site-menu-entries';
import styles from './new-header.module.css';

export type NewHeaderProps = {
  info: SiteInfo;
  /** where the logo leads: '/' or the department home */
  home: string;
  path: string;
  /** the whole hash (path and query): the phone menu closes when it changes */
  hash: string;
  student: StudentInfo | null;
  /** 1200 px instead of 1000 px (resume pages) */
  wide: boolean;
  /** the right side: login entries or the avatar menu */
  account: ReactNode;
  /** the same account entries as a list, for the folded phone menu */
  phoneAccount: ReactNode;
  /** controls kept in the bar at every width, beside the account area or the menu button (a search box, a badge) */
  tools?: ReactNode;
};

/**
 * The current header: brand, main menu and account area in a 1000 px (1200 px) row; below 768 px the menu and
 * the account area fold into one menu button, so the bar stays one row (issue 14).
 */
export function NewHeader({ info, home, path, hash, student, wide, account, phoneAccount, tools }: NewHeaderProps): ReactElement {
  const entries = buildMenu(info, student, path);
  return (
    <div className={styles.bar}>
      <div className={cx(styles.inner, wide && styles.wide)}>
        <BrandMark info={info} home={home} />
        <MainMenu entries={entries} />
        {tools != null && <div className={styles.tools}>{tools}</div>}
        <div className={styles.account}>{account}</div>
        <PhoneMenu location={hash} className={styles.phoneMenu}>
          <SiteMenuEntries entries={entries} />
          {phoneAccount}
        </PhoneMenu>
      </div>
    </div>
  );
}
