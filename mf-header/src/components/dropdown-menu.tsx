import { cx, newTabProps } from '@campus/shared-utils';
import { useId, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, ReactElement, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useDisclosure } from '../hooks/use-disclosure';
import { CountBadge, type CountBadgeProps } from './count-badge';
import styles from './dropdown-menu.module.css';

export type DropdownItem = {
  key: string;
  label: string;
  /** a link; otherwise a button running onSelect */
  href?: string;
  newTab?: boolean;
  onSelect?: () => void;
  current?: boolean;
  /** a count shown after the label (unread notices); 0 shows none */
  badge?: CountBadgeProps;
};

export type DropdownMenuProps = {
  /** the button's visible content */
  label: ReactNode;
  /** the button's accessible name when the visible content is not text */
  ariaLabel?: string;
  items: DropdownItem[];
  active?: boolean;
  align?: 'start' | 'end';
  buttonClassName?: string;
  tone?: 'light' | 'dark';
};

/** A disclosure drop-down: click or Enter/Space/ArrowDown opens it, arrows move, Escape or a route change closes it. */
export function DropdownMenu({ label, ariaLabel, items, active, align = 'start', buttonClassName, tone = 'light' }: DropdownMenuProps): ReactElement {
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDisclosure(rootRef);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const itemNodes = (): HTMLElement[] => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  const moveFocus = (step: number) => {
    if (!open) flushSync(() => setOpen(true));
    const nodes = itemNodes();
    const at = nodes.indexOf(document.activeElement as HTMLElement);
    const next = at < 0 ? (step > 0 ? 0 : nodes.length - 1) : (at + step + nodes.length) % nodes.length;
    nodes[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  // the menu's button keeps the focus when the chosen item goes with the menu: a dialog the item opens
  // (退出登录's confirmation) gives it back there on Escape, not to the page's body
  const select = (item: DropdownItem) => {
    buttonRef.current?.focus();
    setOpen(false);
    item.onSelect?.();
  };

  return (
    <div ref={rootRef} className={cx(styles.root, styles[tone])} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={cx(styles.button, active && styles.active, buttonClassName)}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={ariaLabel}
        onClick={() => setOpen(!open)}
      >
        {label}
        <svg className={cx(styles.chevron, open && styles.chevronOpen)} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <ul id={listId} className={cx(styles.list, align === 'end' && styles.alignEnd)}>
          {items.map((item) => (
            <li key={item.key}>
              {item.href ? (
                <a
                  data-menu-item
                  className={cx(styles.item, item.current && styles.current)}
                  href={item.href}
                  {...(item.newTab ? newTabProps('noopener noreferrer') : {})}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={() => select(item)}
                >
                  {item.label}
                  {item.badge && <CountBadge {...item.badge} />}
                </a>
              ) : (
                <button data-menu-item type="button" className={styles.item} onClick={() => select(item)}>
                  {item.label}
                  {item.badge && <CountBadge {...item.badge} />}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

