import type { ReactNode } from 'react';
import { lazyPage } from '@campus/shared-utils/student';

// Each page is a lazy chunk: the parcel's entry carries none of the AI resume code (docs/architecture.md §3).
const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, { rows: 6 });
const writing = page(() => import('./writing/writing-page').then((m) => m.WritingPage));
const wish = page(() => import('./wish/wish-page').then((m) => m.WishPage));
const draft = page(() => import('./draft/draft-page').then((m) => m.DraftPage));
const diagnosis = page(() => import('./diagnosis/intro-page').then((m) => m.DiagnosisIntroPage));
const result = page(() => import('./diagnosis/result-page').then((m) => m.DiagnosisResultPage));

/** This feature's page per route path (top-level and /subApp/ chapter alike). */
export const pages: Partial<Record<string, ReactNode>> = {
  '/aiIntelligentfilling': writing,
  '/subApp/aiIntelligentfilling': writing,
  '/aiResumeBasicInfo': wish,
  '/aiResumeDetail': draft,
  '/subApp/aiIntroduction': diagnosis,
  '/subApp/diagnosticResult': result,
};
