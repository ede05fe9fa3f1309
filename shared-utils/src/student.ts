// `@campus/shared-utils/student`: the student area's shared part for the browser — the rules, texts and
// types of the resume, job and application areas, and their calls — as its own System module, loaded only
// by the parcels that show student pages (the home page does not download it). Its code imports the core
// (`@campus/shared-utils`) from the import map; the build checks that no core file is bundled twice.
// Every type of the core entry is re-exported too, so a student page imports types from one place.
import { api as core } from './api/api';
import { jobs } from './api/jobs';
import { mine } from './api/mine';
import { resume } from './api/resume';
import { content } from './api/content';
import { liveFair } from './api/live-fair';
import { ai } from './api/ai';
import { career } from './api/ai-career';

export type * from './shared-utils';
export * from './areas/resume';
export * from './areas/jobs';
export * from './areas/mine';
export * from './areas/content';
export * from './areas/ai';
export * from './areas/ai-career';
/** the draft's shape as a value: the AI pages read a kept draft back with conform */
export { ResumeDraft } from './shapes/ai';

/** The core calls plus the student areas' (`api.resume.getDetail()`); the core areas are the same objects. */
export const api = { ...core, resume, jobs, mine, content, liveFair, ai, career };

// The pages' shared states (loading, failure, empty, not found, paging, lazy pages): one look for every
// page area that the student and content parcels show.
export { Loading, LoadError } from './page-ui/load-states';
export type { LoadingProps, LoadErrorProps } from './page-ui/load-states';
export { NotFound } from './page-ui/not-found';
export type { NotFoundProps } from './page-ui/not-found';
export { EmptyState } from './page-ui/empty-state';
export { Pagination, pageSlots } from './page-ui/pagination';
export { lazyPage, preloadPage } from './page-ui/lazy-page';
export { UI_TEXT } from './page-ui/texts';
export { useUrlFilters } from './page-ui/use-url-filters';
export { ROUTE_CONTENT_MARK, useRouteContentMark } from './page-ui/route-content-mark';
