import type { ReactNode } from 'react';
import { lazyPage } from '@campus/shared-utils/student';

// Each page is a lazy chunk: the parcel's entry carries none of the resume code (docs/architecture.md §7).
const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, { rows: 6 });
const resume = page(() => import(/* webpackChunkName: "resume" */ './pages/resume-page').then((m) => m.ResumePage));
const create = page(() => import('./pages/create-page').then((m) => m.CreatePage));
const preview = page(() => import('./pages/preview-page').then((m) => m.PreviewPage));

/** This feature's page per route path (top-level and /subApp/ chapter alike). */
export const pages: Partial<Record<string, ReactNode>> = {
  '/resume': resume,
  '/subApp/resume': resume,
  '/resume_create': create,
  '/resume_add': create,
  '/subApp/resume_create': create,
  '/attentdetail': preview,
  '/subApp/attentdetail': preview,
};
