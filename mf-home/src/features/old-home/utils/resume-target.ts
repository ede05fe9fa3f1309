import { getSession, type AuthState, type StudentInfo } from '@campus/shared-utils';

/**
 * Where "improve resume" goes (spec §2 old-style home): /login without a user id, /resume when the
 * resume has a name, /resume_create otherwise. Student info (getcommon, loaded in every tab) says so by
 * has_resume and resume_name; the resume data kept in the session counts too (saved in this tab).
 */
export function resumeTarget(auth: AuthState, student: StudentInfo | null): '/login' | '/resume' | '/resume_create' {
  if (!auth.userId) return '/login';
  if (student?.has_resume === 1 || student?.resume_name) return '/resume';
  const stored = getSession('resume_data');
  return typeof stored?.name === 'string' && stored.name !== '' ? '/resume' : '/resume_create';
}
