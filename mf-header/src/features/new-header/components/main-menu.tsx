import { cx, hashRoute } from '@campus/shared-utils';
import type { ReactElement } from 'react';
import { DropdownMenu } from '../../../components/dropdown-menu';
import { TEXT } from '../../../utils/texts';
import type { MenuEntry } from '../utils/menu-items';
import styles from './main-menu.module.css';

export type MainMenuProps = { entries: MenuEntry[] };

/** The site's main navigation: real hash links, the current page marked, the AI resume as a drop-down. */
export function MainMenu({ entries }: MainMenuProps): ReactElement {
  return (
    <nav className={styles.nav} aria-label={TEXT.navLabel}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.entry}>
            {entry.kind === 'group' ? (
              <DropdownMenu
                label={entry.label}
                active={entry.active}
                buttonClassName={styles.link}
                items={entry.items.map((item) => ({ key: item.key, label: item.label, href: hashRoute(item.path), current: item.active }))}
              />
            ) : (
              <a
                className={cx(styles.link, entry.active && styles.active)}
                href={hashRoute(entry.path)}
                aria-current={entry.active ? 'page' : undefined}
              >
                {entry.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
