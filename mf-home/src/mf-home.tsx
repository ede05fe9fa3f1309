import { parcelLifecycles, site$ } from '@campus/shared-utils';
import { warmStart } from './app/warm-start';

// the app is a chunk of its own, so the entry holds no CSS (see mf-header.tsx); the server preloads it on `#/`
const lifecycles = parcelLifecycles({ load: () => import(/* webpackChunkName: "home-app" */ './app/home-app').then((m) => m.HomeApp) });

/** Bootstrap first starts the page's chunk and first call (warm-start.ts), then React's own bootstrap. */
export const bootstrap: [() => Promise<void>, typeof lifecycles.bootstrap] = [(): Promise<void> => warmStart(site$.getValue()), lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;
