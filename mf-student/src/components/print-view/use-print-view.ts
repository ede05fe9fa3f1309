import { useEffect } from 'react';
import './print-view.module.css';

/** The pages printed as documents: the resume preview, the diagnosis, the interview report and the career book. */
export type PrintView = 'resume' | 'diagnosis' | 'interview' | 'career-book';

/**
 * Marks the document while such a page is shown, so the print rules (print-view.module.css) leave out what is not
 * the document: the header and the footer, which are other parcels, and the toasts. The mark goes with the page, so
 * printing any other page is unchanged. Each page's own module hides its controls.
 */
export function usePrintView(view: PrintView): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.printView = view;
    return () => {
      delete root.dataset.printView;
    };
  }, [view]);
}
