import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement } from 'react';
import { DIALOG_WIDTH_PX } from '../constants';
import { MSG } from '../messages';
import { lastFocusedOutside, type ModalProps } from './modal';
import styles from './modal.module.css';
import { SR_ONLY } from './sr-only';

/**
 * The shared dialog, loaded on first open (see modal.tsx): Radix gives role dialog, focus trap, Escape and the body scroll lock
 * (base.css pins the lock's padding to 17px, spec §9).
 */
export function RadixModal({ open, title, onClose, children, footer, width = DIALOG_WIDTH_PX, description, hideTitle, className }: ModalProps): ReactElement {
  // without a description Radix must be told there is none, or it warns about aria-describedby
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  // Radix returns focus only to a Dialog.Trigger; our dialogs open from state, so remember the opener
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  };
  const focusOpener = (event: Event) => {
    const back = opener.current?.isConnected && !opener.current.closest('[role="dialog"]') ? opener.current : lastFocusedOutside();
    if (!back?.isConnected) return;
    event.preventDefault();
    back.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, className].filter(Boolean).join(' ')}
          style={{ width }}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={focusOpener}
          {...describedBy}
        >
          <header className={styles.header}>
            <Dialog.Title className={hideTitle ? SR_ONLY : styles.title}>{title}</Dialog.Title>
          </header>
          {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          {children != null && <div className={styles.body}>{children}</div>}
          {footer && <footer className={styles.footer}>{footer}</footer>}
          {/* last in the DOM, so opening focuses the first field rather than the close button */}
          <Dialog.Close className={styles.close} aria-label={MSG.close}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
