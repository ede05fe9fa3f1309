import type { ReactNode } from 'react';
import { createHashRouter } from 'react-router-dom';
import { routesOf } from '@campus/shared-utils';
import { pages as jobPages } from '../features/jobs/pages';
import { pages as minePages } from '../features/mine/pages';
import { pages as resumePages } from '../features/resume/pages';
import { pages as aiResumePages } from '../features/ai-resume/pages';
import { pages as interviewPages } from '../features/ai-interview/pages';
import { pages as careerPages } from '../features/ai-career/pages';
import { detailPages } from './detail-pages';

/** The page of each route; a route without one shows an empty area until its issue builds it. */
const pages: Partial<Record<string, ReactNode>> = { ...jobPages, ...minePages, ...resumePages, ...aiResumePages, ...interviewPages, ...careerPages, ...detailPages };

export function createStudentRouter(): ReturnType<typeof createHashRouter> {
  return createHashRouter([
    ...routesOf('mf-student').map((route) => ({ path: route.path, element: pages[route.path] ?? null })),
    { path: '*', element: null },
  ]);
}
