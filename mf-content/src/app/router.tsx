import type { ReactNode } from 'react';
import { createHashRouter } from 'react-router-dom';
import { routesOf } from '@campus/shared-utils';
import { pages as aboutPages } from '../features/about/pages';
import { pages as fairPages } from '../features/fairs/pages';
import { pages as mediaPages } from '../features/media/pages';

/** The page of each route: every page is a lazy chunk of its feature. */
const pages: Partial<Record<string, ReactNode>> = { ...mediaPages, ...fairPages, ...aboutPages };

export function createContentRouter(): ReturnType<typeof createHashRouter> {
  return createHashRouter([
    ...routesOf('mf-content').map((route) => ({ path: route.path, element: pages[route.path] ?? null })),
    { path: '*', element: null },
  ]);
}
