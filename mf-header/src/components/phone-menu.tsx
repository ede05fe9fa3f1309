import { cx } from '@campus/shared-utils';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactElement, ReactNode } from 'react';
import { useDisclosure } from '../hooks/use-disclosure';
import { TEXT } from '../utils/texts';
import { CountBadge, type CountBadgeProps } from './count-badge';
import styles from './phone-menu.module.css';

export type PhoneMenuProps = {
  /** the panel's entries: the header's menu and account entries, as links and buttons */
  children: ReactNode;
  tone?: 'light' | 'dark';
  /** the header's placement of the button in its row */
  className?: string;
  /** a count the folded panel holds (a student's unread updates), shown on the button */
  notice?: CountBadgeProps;
};

/**
 * The folded header of a phone (issue 14): one menu button that opens a panel under the header bar. Shown only
 * below 768 px (CSS); a disclosure, not a dialog: the page stays usable, Escape, a click outside or a new route closes it,
 * focus moves to the first entry on opening and back to the button on Escape. Choosing an entry closes it.
 */
export function PhoneMenu({ children, tone = 'light', className, notice }: PhoneMenuProps): ReactElement {
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDisclosure(rootRef);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    // the first entry, not the search box: focusing it would open a phone's keyboard over the menu
    const first = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button') ?? []).find((el) => !el.closest('[role="search"]'));
    first?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  // a link leads elsewhere and a button opens a dialog or a modal: either way the menu has done its work. A submit
  // button is left to its form (Enter in the search box clicks it too): closing here would unmount the form before
  // the browser submits it, so the search would be dropped; the panel closes on the submit instead, after the form.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    const entry = (event.target as Element).closest('a[href], button');
    if (!entry || (entry instanceof HTMLButtonElement && entry.type === 'submit')) return;
    // a button's dialog gives the focus back to the menu button, which stays when the entry goes
    if (entry instanceof HTMLButtonElement) buttonRef.current?.focus();
    setOpen(false);
  };

  return (
    <div ref={rootRef} className={cx(styles.root, styles[tone], className)} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        <span className={styles.label}>{TEXT.phoneMenu}</span>
        {notice && <CountBadge {...notice} />}
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} onClick={onPanelClick} onSubmit={() => setOpen(false)}>
        {open && children}
      </div>
    </div>
  );
}
