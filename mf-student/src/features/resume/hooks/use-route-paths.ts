import { useLocation } from 'react-router-dom';

/**
 * Where the resume pages are, as seen from the current page: a page shown as a /subApp chapter links to
 * the other chapters (resume, resume_create, attentdetail), a top-level page to the top-level routes.
 */
export function useRoutePaths(): { resume: string; create: string; preview: string } {
  const chapter = useLocation().pathname.startsWith('/subApp/');
  const base = chapter ? '/subApp' : '';
  return { resume: `${base}/resume`, create: `${base}/resume_create`, preview: `${base}/attentdetail` };
}
