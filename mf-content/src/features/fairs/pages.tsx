import type { ReactNode } from 'react';
import { lazyPage as page } from '@campus/shared-utils/student';

const jobFair = page(() => import(/* webpackChunkName: "jobFair" */ './fair/fair-page').then((m) => m.FairPage));
const floorplan = page(() => import('./floorplan/floorplan-page').then((m) => m.FloorplanPage));
const boothConsole = page(() => import(/* webpackChunkName: "boothConsole" */ './console/console-page').then((m) => m.ConsolePage));

/** This feature's page per route path, each a lazy chunk: the fair, its booth map and a recruiter's booth console. */
export const pages: Partial<Record<string, ReactNode>> = {
  '/jobFair': jobFair,
  '/floorplan': floorplan,
  '/boothConsole': boothConsole,
};
