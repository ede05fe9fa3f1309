import type { ReactElement } from 'react';
import { avatarUrl, unreadNotices$, useStream } from '@campus/shared-utils';
import type { AuthState, StudentInfo } from '@campus/shared-utils';
import { countText } from '../../../components/count-badge';
import { DropdownMenu } from '../../../components/dropdown-menu';
import { TEXT } from '../../../utils/texts';
import { buildUserMenu, displayName } from '../utils/user-menu-items';
import styles from './account.module.css';

export type UserMenuProps = { auth: AuthState; student: StudentInfo | null; careerPlanningOn: boolean };

/** A logged-in user's avatar (own picture or the default by sex) with a student's unread updates, and the menu. */
export function UserMenu({ auth, student, careerPlanningOn }: UserMenuProps): ReactElement {
  const index = Number.parseInt(auth.userId || auth.comKeyUser, 10) || 0;
  const src = avatarUrl(student?.avatar, student?.sex ?? 0, index);
  const name = displayName(auth, student);
  const unread = useStream(unreadNotices$);
  const count = auth.state === 1 ? unread : 0;
  return (
    <DropdownMenu
      ariaLabel={count > 0 ? `${TEXT.userMenu}，${TEXT.unread(count)}` : TEXT.userMenu}
      align="end"
      buttonClassName={styles.avatarButton}
      items={buildUserMenu(auth, student, careerPlanningOn, count)}
      label={
        <>
          <span className={styles.avatarWrap}>
            <img className={styles.avatar} src={src} alt={TEXT.avatarAlt} width={32} height={32} />
            {count > 0 && <span className={styles.badge}>{countText(count)}</span>}
          </span>
          {name && <span className={styles.name}>{name}</span>}
        </>
      }
    />
  );
}
