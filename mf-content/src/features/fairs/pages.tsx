import type { ReactNode } from 'react';
import { lazyPage as page } from '@campus/shared-utils/student';

const jobFair = page(() => import(/* webpackChunkName: "jobFair" */ './fair/fair-page').then((m) => m.FairPage));
const floorplan = page(() => import('./floorplan/floorplan-page').then((m) => m.FloorplanPage));

/** This feature's page per route path, each a lazy chunk: the fair and its booth map. */
export const pages: Partial<Record<string, ReactNode>> = {
  '/jobFair': jobFair,
  '/floorplan': floorplan,
};
