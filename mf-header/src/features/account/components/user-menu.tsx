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
      // the visible name first: a control's name holds its visible label (WCAG 2.5.3), so 陈思远 is said and can be spoken to it
      ariaLabel={[name, TEXT.userMenu, count > 0 ? TEXT.unread(count) : ''].filter(Boolean).join('，')}
      align="end"
      buttonClassName={styles.avatarButton}
      items={buildUserMenu(auth, student, careerPlanningOn, count)}
      label={
        <>
          <span className={styles.avatarWrap}>
            <img className={styles.avatar} src={src} alt={TEXT.avatarAlt} width={32} height={32} />
            {/* the count is said in the button's name (N 条未读) and drawn by the badge's CSS: as text, 99+ would stand before the
                visible name and the name would no longer hold the button's visible label (WCAG 2.5.3) */}
            {count > 0 && <span className={styles.badge} data-count={countText(count)} aria-hidden="true" />}
          </span>
          {name && <span className={styles.name}>{name}</span>}
        </>
      }
    />
  );
}
