import { useEffect } from 'react';

/**
 * Marks the document while the preview is shown, so its print rules can leave out what is not the resume
 * (the header parcel above it); the mark goes with the page, so printing any other page is unchanged.
 */
export function usePrintView(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.printView = 'resume';
    return () => {
      delete root.dataset.printView;
    };
  }, []);
}
