import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from '../../ui/load-states';

// Each page is a lazy chunk: the parcel's entry carries none of the resume code (ARCHITECTURE §7).
const ResumePage = lazy(() => import('./pages/resume-page').then((m) => ({ default: m.ResumePage })));
const CreatePage = lazy(() => import('./pages/create-page').then((m) => ({ default: m.CreatePage })));
const PreviewPage = lazy(() => import('./pages/preview-page').then((m) => ({ default: m.PreviewPage })));

const page = (element: ReactNode) => <Suspense fallback={<Loading rows={6} />}>{element}</Suspense>;

/** This feature's page per route path (top-level and /subApp/ chapter alike). */
export const pages: Partial<Record<string, ReactNode>> = {
  '/resume': page(<ResumePage />),
  '/subApp/resume': page(<ResumePage />),
  '/resume_create': page(<CreatePage />),
  '/resume_add': page(<CreatePage />),
  '/subApp/resume_create': page(<CreatePage />),
  '/attentdetail': page(<PreviewPage />),
  '/subApp/attentdetail': page(<PreviewPage />),
};
