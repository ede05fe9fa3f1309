import { getSession, type AuthState, type StudentInfo } from '@campus/shared-utils';

/**
 * Where "improve resume" goes (spec §2 old-style home): /login without a user id, /resume when the
 * resume has a name (student info, or the resume data kept in the session), /resume_create otherwise.
 */
export function resumeTarget(auth: AuthState, student: StudentInfo | null): '/login' | '/resume' | '/resume_create' {
  if (!auth.userId) return '/login';
  const stored = getSession('resume_data');
  const name = student?.resume_name || (typeof stored?.name === 'string' ? stored.name : '');
  return name ? '/resume' : '/resume_create';
}
