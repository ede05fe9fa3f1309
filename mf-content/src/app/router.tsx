import type { ReactNode } from 'react';
import { createHashRouter } from 'react-router-dom';
import { routesOf } from '@campus/shared-utils';

/** The page of each route; a route without one shows an empty area until its issue builds it. */
const pages: Partial<Record<string, ReactNode>> = {};

export function createContentRouter(): ReturnType<typeof createHashRouter> {
  return createHashRouter([
    ...routesOf('mf-content').map((route) => ({ path: route.path, element: pages[route.path] ?? null })),
    { path: '*', element: null },
  ]);
}
