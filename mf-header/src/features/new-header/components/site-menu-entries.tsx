import { cx, hashRoute } from '@campus/shared-utils';
import type { ReactElement } from 'react';
import styles from '../../../components/menu-entries.module.css';
import { TEXT } from '../../../utils/texts';
import type { MenuEntry, MenuLink } from '../utils/menu-items';

export type SiteMenuEntriesProps = { entries: MenuEntry[] };

function EntryLink({ link, sub }: { link: MenuLink; sub?: boolean }): ReactElement {
  return (
    <a
      className={cx(styles.item, sub && styles.sub, link.active && styles.current)}
      href={hashRoute(link.path)}
      aria-current={link.active ? 'page' : undefined}
    >
      {link.label}
    </a>
  );
}

/** The site menu inside the folded phone menu: the same entries as the desktop menu, the AI resume group opened out. */
export function SiteMenuEntries({ entries }: SiteMenuEntriesProps): ReactElement {
  return (
    <nav aria-label={TEXT.phoneNavLabel}>
      <ul className={styles.section}>
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <li key={entry.key}>
              <span className={cx(styles.heading, entry.active && styles.current)} id={`phone-menu-${entry.key}`}>
                {entry.label}
              </span>
              <ul className={styles.section} aria-labelledby={`phone-menu-${entry.key}`}>
                {entry.items.map((item) => (
                  <li key={item.key}>
                    <EntryLink link={item} sub />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.key}>
              <EntryLink link={entry} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
