import { cx } from '@campus/shared-utils';
import { useId, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactElement, ReactNode } from 'react';
import styles from './hover-card.module.css';

export type HoverCardProps = {
  label: ReactNode;
  /** the card's accessible name */
  title: string;
  children: ReactNode;
  /** 'floating' pins the trigger to the right edge of the viewport */
  placement?: 'inline' | 'floating';
  tone?: 'light' | 'dark';
};

/** A trigger that shows a card on hover, on focus and on click (touch); Escape and leaving hide it. */
export function HoverCard({ label, title, children, placement = 'inline', tone = 'light' }: HoverCardProps): ReactElement {
  const [open, setOpen] = useState(false);
  const cardId = useId();

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') setOpen(false);
  };

  return (
    <div
      className={cx(styles.root, styles[placement], styles[tone])}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button type="button" className={styles.trigger} aria-expanded={open} aria-controls={open ? cardId : undefined} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <section id={cardId} className={styles.card} aria-label={title}>
          {children}
        </section>
      )}
    </div>
  );
}
