import { parcelLifecycles, site$ } from '@campus/shared-utils';
import { HomeApp } from './app/home-app';
import { warmStart } from './app/warm-start';

const lifecycles = parcelLifecycles(HomeApp);

/** Bootstrap first starts the page's chunk and first call (warm-start.ts), then React's own bootstrap. */
export const bootstrap: [() => Promise<void>, typeof lifecycles.bootstrap] = [(): Promise<void> => warmStart(site$.getValue()), lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;
