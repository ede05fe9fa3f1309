/**
 * What the server's first views (api/src/web/first-paint.ts) share with the pages they stand for: the element
 * the server paints over a home (the browser side is first-view.ts), and the fixed images and texts both draw.
 * No browser global here: the server imports it through the rules entry.
 */
export const FIRST_VIEW_ID = 'first-view';

/** The background of every organiser login page: the parcel draws it, and the server paints and preloads it first. */
export const ORGANISER_BACKGROUND = '/static/home/organiser/bg.svg';

/** The old-style home's hero: its background and the line under the brand's name. */
export const OLD_HOME_HERO = { background: '/static/home/old/hero.svg', subtitle: '高校毕业生就业一站式服务' } as const;
