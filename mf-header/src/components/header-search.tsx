import { useId, useRef, type ReactElement } from 'react';
import { SiteSearch } from '@campus/shared-utils';
import { useDisclosure } from '../hooks/use-disclosure';
import { TEXT } from '../utils/texts';
import styles from './header-search.module.css';

/**
 * The header's search on desktops: a magnifier button (搜索) that opens the search box under the bar, so the
 * one-row header keeps its menu and login entries. A search, a route change, a click outside or Escape on an empty
 * box closes it again. (Phones hold the box in the folded menu instead.)
 */
export function HeaderSearch(): ReactElement {
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDisclosure(rootRef);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-label={TEXT.search}
        title={TEXT.search}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <SiteSearch
            autoFocus
            onEscape={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        )}
      </div>
    </div>
  );
}
