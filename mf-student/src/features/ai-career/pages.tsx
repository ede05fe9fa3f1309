import type { ReactNode } from 'react';
import { lazyPage } from '@campus/shared-utils/student';

// Each page is a lazy chunk: the parcel's entry carries none of the career tools' code (docs/architecture.md §3).
const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, { rows: 6 });
const intro = page(() => import('./intro/intro-page').then((m) => m.CareerIntroPage));
const assessment = page(() => import('./assessment/assessment-page').then((m) => m.AssessmentPage));
const book = page(() => import('./book/book-page').then((m) => m.CareerBookPage));

/** This feature's page per route path (spec §2 chapters). */
export const pages: Partial<Record<string, ReactNode>> = {
  '/subApp/aiCareerPlanningBookIntroduce': intro,
  '/subApp/occupationAssessmentResult': assessment,
  '/subApp/aiCareerPlanningBookResult': book,
};
