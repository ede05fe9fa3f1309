import { useLocation } from 'react-router-dom';
import { findRoute, SUB_APP_PREFIX } from '@campus/shared-utils';

/**
 * The href of another student page, kept in the chapter the current page is in: under /subApp/ links go
 * to the /subApp/ chapter of the target when it has one (spec §2 sub-application children).
 */
export function usePageLink(): (path: string, query?: Record<string, string | number>) => string {
  const { pathname } = useLocation();
  const inSubApp = pathname.startsWith(SUB_APP_PREFIX);
  return (path, query) => {
    const chapter = `${SUB_APP_PREFIX}${path.replace(/^\//, '')}`;
    const target = inSubApp && findRoute(chapter) ? chapter : path;
    const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}` : '';
    return `#${target}${search}`;
  };
}
