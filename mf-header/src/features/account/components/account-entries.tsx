import type { ReactElement } from 'react';
import { auth$, avatarUrl, cx, newTabProps, requestDialog, student$, unreadNotices$, useStream } from '@campus/shared-utils';
import { CountBadge } from '../../../components/count-badge';
import styles from '../../../components/menu-entries.module.css';
import { TEXT } from '../../../utils/texts';
import { buildUserMenu, displayName } from '../utils/user-menu-items';

export type AccountEntriesProps = { careerPlanningOn: boolean };

/**
 * The account part of the folded phone menu: a visitor's three login entries, or the user's avatar and name
 * followed by the avatar menu's entries (the same list as the desktop drop-down, 投递反馈 with its unread count).
 */
export function AccountEntries({ careerPlanningOn }: AccountEntriesProps): ReactElement {
  const auth = useStream(auth$);
  const student = useStream(student$);
  const unread = useStream(unreadNotices$);
  if (auth.state === 0) {
    return (
      <div className={styles.buttons} role="group" aria-label={TEXT.accountLabel}>
        <button type="button" className={cx(styles.item, styles.primary)} onClick={() => requestDialog({ kind: 'studentLogin' })}>
          {TEXT.studentLogin}
        </button>
        <button type="button" className={styles.item} onClick={() => requestDialog({ kind: 'employer' })}>
          {TEXT.employer}
        </button>
        <button type="button" className={styles.item} onClick={() => requestDialog({ kind: 'schoolLogin' })}>
          {TEXT.schoolLogin}
        </button>
      </div>
    );
  }
  const index = Number.parseInt(auth.userId || auth.comKeyUser, 10) || 0;
  const name = displayName(auth, student);
  return (
    <section aria-label={TEXT.userMenu}>
      <div className={styles.person}>
        <img className={styles.avatar} src={avatarUrl(student?.avatar, student?.sex ?? 0, index)} alt={TEXT.avatarAlt} width={36} height={36} />
        {name}
      </div>
      <ul className={styles.section}>
        {buildUserMenu(auth, student, careerPlanningOn, auth.state === 1 ? unread : 0).map((item) => (
          <li key={item.key}>
            {item.href ? (
              <a className={styles.item} href={item.href} {...(item.newTab ? newTabProps('noopener noreferrer') : {})}>
                {item.label}
                {item.badge && <CountBadge {...item.badge} />}
              </a>
            ) : (
              <button type="button" className={styles.item} onClick={item.onSelect}>
                {item.label}
                {item.badge && <CountBadge {...item.badge} />}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
