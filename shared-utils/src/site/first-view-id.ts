/** The element the server paints over a home's first view (api/src/web/first-paint.ts; the browser side is first-view.ts). */
export const FIRST_VIEW_ID = 'first-view';

/** The background of every organiser login page: the parcel draws it, and the server paints and preloads it first. */
export const ORGANISER_BACKGROUND = '/static/home/organiser/bg.svg';
