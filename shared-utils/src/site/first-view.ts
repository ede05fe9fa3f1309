/**
 * The first view the server paints over a home (api/src/web/first-paint.ts): its largest image drawn where the
 * home parcel will draw it, so the largest paint does not wait for the scripts. The parcel hands over once its
 * own copy of the image has loaded: the server's copy goes in the same frame, over an identical picture.
 */
import { FIRST_VIEW_ID } from './first-view-content';

/** Removes the server's first view (the page's own is there, or the page shows something else). */
export function dropFirstView(): void {
  document.getElementById(FIRST_VIEW_ID)?.remove();
}

/** Props for the page's own copy of the first view's image: the server's copy goes once it has loaded or failed. */
export const FIRST_VIEW_IMAGE = {
  onLoad: dropFirstView,
  onError: dropFirstView,
  // an image the browser already holds may be complete before React listens for its load
  ref: (image: HTMLImageElement | null): void => {
    if (image?.complete) dropFirstView();
  },
} as const;

/**
 * Drops the server's first view once an image the page draws as a CSS background has loaded or failed (a
 * background has no load event of its own); the page's copy then paints in the same frame. Returns the
 * cancel for an effect's clean-up.
 */
export function dropFirstViewWhenLoaded(url: string): () => void {
  let live = true;
  const image = new Image();
  image.onload = image.onerror = () => {
    if (live) dropFirstView();
  };
  image.src = url;
  return () => {
    live = false;
  };
}
