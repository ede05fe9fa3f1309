import type { ReactNode } from 'react';
import { createHashRouter } from 'react-router-dom';
import { hashPath, routesOf } from '@campus/shared-utils';
import { preloadPage } from '@campus/shared-utils/student';
import { pages as jobPages } from '../features/jobs/pages';
import { pages as minePages } from '../features/mine/pages';
import { pages as resumePages } from '../features/resume/pages';
import { pages as aiResumePages } from '../features/ai-resume/pages';
import { pages as interviewPages } from '../features/ai-interview/pages';
import { pages as careerPages } from '../features/ai-career/pages';
import { detailPages } from './detail-pages';

/** The page of each route; a route without one shows an empty area until its issue builds it. */
const pages: Partial<Record<string, ReactNode>> = { ...jobPages, ...minePages, ...resumePages, ...aiResumePages, ...interviewPages, ...careerPages, ...detailPages };

/** Loads the lazy chunk of the page at this hash, so the parcel's first render shows it (lazyPage says why). */
export function preloadRoute(hash: string): Promise<void> {
  return preloadPage(pages[hashPath(hash)]);
}

export function createStudentRouter(): ReturnType<typeof createHashRouter> {
  return createHashRouter([
    ...routesOf('mf-student').map((route) => ({ path: route.path, element: pages[route.path] ?? null })),
    { path: '*', element: null },
  ]);
}
