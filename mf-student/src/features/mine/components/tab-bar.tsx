import { useRef, type KeyboardEvent, type ReactElement } from 'react';
import { SR_ONLY } from '@campus/shared-utils';
import styles from './tab-bar.module.css';
import { MINE_TEXT as T } from '../utils/texts';

export type Tab<K extends string> = { key: K; label: string; count?: number; badge?: number };

export type TabBarProps<K extends string> = { tabs: Tab<K>[]; current: K; onChange: (key: K) => void; label: string; idPrefix: string };

/** Tabs (role tablist) with arrow-key movement; a badge counts unread items. */
export function TabBar<K extends string>({ tabs, current, onChange, label, idPrefix }: TabBarProps<K>): ReactElement {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next]!.key);
  };
  return (
    <div className={styles.bar} role="tablist" aria-label={label}>
      {tabs.map((tab, i) => {
        const selected = tab.key === current;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-controls={`${idPrefix}-panel`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => move(e, i)}
          >
            {tab.label}
            {tab.count !== undefined && <span className={styles.count}>{tab.count}</span>}
            {tab.badge ? (
              <>
                <span className={styles.badge} aria-hidden="true">
                  {tab.badge > 99 ? '99+' : tab.badge}
                </span>
                <span className={SR_ONLY}>{T.unread(tab.badge)}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
