/** The element the server paints over a home's first view (api/src/web/first-paint.ts; the browser side is first-view.ts). */
export const FIRST_VIEW_ID = 'first-view';
