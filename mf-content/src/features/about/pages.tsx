import type { ReactNode } from 'react';
import { lazyPage as page } from '@campus/shared-utils/student';

/** This feature's page per route path, a lazy chunk. */
export const pages: Partial<Record<string, ReactNode>> = {
  '/about': page(() => import('./about-page').then((m) => m.AboutPage)),
};
