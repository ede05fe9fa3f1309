import { getSession, type AuthState, type StudentInfo } from '@campus/shared-utils';

/**
 * Where "improve resume" goes (spec §2 old-style home): /login without a user id, /resume when the resume has a
 * name, /resume_create otherwise. The login page is told to come back to the resume (`?to=`), so the press that
 * asked for it carries on. Another role (a school admin, an employer) has a user id but no resume: it is asked to
 * switch identity (null here). Student info (getcommon, loaded in every tab) says whether there is a resume by
 * has_resume and resume_name; the resume data kept in the session counts too (saved in this tab).
 */
export function resumeTarget(auth: AuthState, student: StudentInfo | null): '/login?to=/resume' | '/resume' | '/resume_create' | null {
  if (!auth.userId || auth.state === 0) return '/login?to=/resume';
  if (auth.state !== 1) return null;
  if (student?.has_resume === 1 || student?.resume_name) return '/resume';
  const stored = getSession('resume_data');
  return typeof stored?.name === 'string' && stored.name !== '' ? '/resume' : '/resume_create';
}
