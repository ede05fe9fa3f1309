import type { ReactNode } from 'react';
import { createHashRouter } from 'react-router-dom';
import { hashPath, routesOf } from '@campus/shared-utils';
import { preloadPage } from '@campus/shared-utils/student';
import { pages as aboutPages } from '../features/about/pages';
import { pages as fairPages } from '../features/fairs/pages';
import { pages as mediaPages } from '../features/media/pages';

/** The page of each route: every page is a lazy chunk of its feature. */
const pages: Partial<Record<string, ReactNode>> = { ...mediaPages, ...fairPages, ...aboutPages };

/** Loads the lazy chunk of the page at this hash, so the parcel's first render shows it (lazyPage says why). */
export function preloadRoute(hash: string): Promise<void> {
  return preloadPage(pages[hashPath(hash)]);
}

export function createContentRouter(): ReturnType<typeof createHashRouter> {
  return createHashRouter([
    ...routesOf('mf-content').map((route) => ({ path: route.path, element: pages[route.path] ?? null })),
    { path: '*', element: null },
  ]);
}
