import { useLocation } from 'react-router-dom';
import { findRoute, SUB_APP_PREFIX } from '@campus/shared-utils';

/**
 * Links between the jobs pages stay in the chapter they start from: a page under /subApp/ links to the
 * /subApp/ chapter of the next page (spec §2 sub-application children), a top-level page to the top-level route.
 */
export function useChapterLink(): (path: string, query?: Record<string, string | number>) => string {
  const { pathname } = useLocation();
  const inSubApp = pathname.startsWith(SUB_APP_PREFIX);
  return (path, query) => {
    const chapter = `${SUB_APP_PREFIX}${path.replace(/^\//, '')}`;
    // a page without a chapter of its own (/collegeJobfair) is linked at the top level
    const target = inSubApp && findRoute(chapter) ? chapter : path;
    const search = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
    return search ? `${target}?${search}` : target;
  };
}
