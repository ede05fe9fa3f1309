import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';

export type ModalProps = {
  open: boolean;
  /** the dialog's accessible name, shown as its heading */
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  /** px; the login dialogs' 522 by default (spec §9) */
  width?: number;
  /** extra text read as the dialog's description */
  description?: ReactNode;
  /** keep the heading for assistive technology only (QR and image dialogs) */
  hideTitle?: boolean;
  className?: string;
};


/**
 * The last element focused outside every dialog: where a dialog gives the focus back when its own opener has gone, as
 * when it opened from a dialog that was closing (the student login, then the resume picker its action opens). Tracked
 * from the start, here and not in the lazy dialog module: the press that opens the first dialog comes before it loads.
 */
let lastOutside: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && !target.closest('[role="dialog"], [role="alertdialog"]')) lastOutside = target;
  });
}
export const lastFocusedOutside = (): HTMLElement | null => lastOutside;

// Radix and its focus and scroll-lock helpers load with the first dialog, not with every page.
const RadixModal = lazy(() => import('./radix-modal').then((m) => ({ default: m.RadixModal })));

/** The shared dialog (role dialog, focus trap, Escape, body lock with 17px padding). */
export function Modal(props: ModalProps): ReactElement | null {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RadixModal {...props} />
    </Suspense>
  );
}
