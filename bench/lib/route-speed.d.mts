// Types of route-speed.mjs for the browser test (e2e/route-speed.spec.ts).
import type { Page } from '@playwright/test';

export type RouteIds = { position?: number; article?: number };
export type RouteTarget = {
  name: string;
  owner: string;
  host: string;
  route: (ids: RouteIds) => string;
  ids: (page: Page) => Promise<RouteIds> | RouteIds;
  student?: boolean;
};

export const ROUTE_GOAL_MS: number;
export const ROUTE_TARGETS: RouteTarget[];
export function timeRouteChange(page: Page, target: { route: string; name: string; owner: string }): Promise<number>;
export function scriptsFetchedAfterClick(page: Page): Promise<string[]>;
export function median(xs: number[]): number;
