import { cx, SiteSearch } from '@campus/shared-utils';
import type { ReactElement, ReactNode } from 'react';
import type { SiteInfo, StudentInfo } from '@campus/shared-utils';
import type { CountBadgeProps } from '../../../components/count-badge';
import { PhoneMenu } from '../../../components/phone-menu';
import { HeaderSearch } from '../../../components/header-search';
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
  student: StudentInfo | null;
  /** 1200 px instead of 1000 px (resume pages) */
  wide: boolean;
  /** the right side: login entries or the avatar menu */
  account: ReactNode;
  /** the same account entries as a list, for the folded phone menu */
  phoneAccount: ReactNode;
  /** whether the header offers the search (a 搜索 button on desktops, the box atop the folded menu on phones) */
  search: boolean;
  /** a count the folded menu holds (a student's unread updates), shown on its button */
  phoneNotice?: CountBadgeProps;
};

/**
 * The current header: brand, main menu and account area in a 1000 px (1200 px) row; below 768 px the menu and
 * the account area fold into one menu button, so the bar stays one row (issue 14).
 */
export function NewHeader({ info, home, path, student, wide, account, phoneAccount, search, phoneNotice }: NewHeaderProps): ReactElement {
  const entries = buildMenu(info, student, path);
  return (
    <header className={styles.bar}>
      <div className={cx(styles.inner, wide && styles.wide)}>
        <BrandMark info={info} home={home} />
        <MainMenu entries={entries} />
        <div className={styles.account}>
          {search && <HeaderSearch />}
          {account}
        </div>
        <PhoneMenu className={styles.phoneMenu} notice={phoneNotice}>
          {search && (
            <div className={styles.phoneSearch}>
              <SiteSearch />
            </div>
          )}
          <SiteMenuEntries entries={entries} />
          {phoneAccount}
        </PhoneMenu>
      </div>
    </header>
  );
}
