import { backOfficeOf, logoutBackTypeHere, openRouteInNewTab, requestDialog } from '@campus/shared-utils';
import type { AuthState, StudentInfo } from '@campus/shared-utils';
import type { DropdownItem } from '../../../components/dropdown-menu';
import { TEXT } from '../../../utils/texts';

/** The name shown beside the avatar for each role. */
export function displayName(auth: AuthState, student: StudentInfo | null): string {
  if (auth.state === 1) return student?.resume_name ?? '';
  if (auth.state === 3) return auth.school || auth.userName;
  if (auth.state === 4) return auth.channelName || auth.userName;
  return auth.userName;
}

/** Where "my resume" leads a student. */
export function myResumePath(student: StudentInfo | null): string {
  return student?.has_resume === 1 ? '/subApp/resume?from=3' : '/subApp/resume_create?from=3';
}

/**
 * The avatar menu (spec §2): student pages open in a new tab; school, employer and channel
 * sessions get the switch-identity prompt instead (spec §6), plus a link to their back office.
 * 投递反馈 carries the student's unread application updates.
 */
export function buildUserMenu(auth: AuthState, student: StudentInfo | null, careerPlanningOn: boolean, unread = 0): DropdownItem[] {
  const isStudent = auth.state === 1;
  const studentPage = (key: string, label: string, path: string): DropdownItem => ({
    key,
    label,
    onSelect: isStudent ? () => openRouteInNewTab(path) : () => requestDialog({ kind: 'switchIdentity' }),
  });
  const items: DropdownItem[] = [
    studentPage('resume', TEXT.myResume, myResumePath(student)),
    { ...studentPage('delivery', TEXT.deliveryFeedback, '/subApp/deliveryFeedback?from=3'), ...(isStudent && { badge: { count: unread, label: TEXT.unread(unread) } }) },
    studentPage('interview', TEXT.myInterview, '/subApp/myInterviewList'),
    studentPage('collect', TEXT.myCollect, '/subApp/myCollect?from=3'),
  ];
  if (careerPlanningOn) items.push(studentPage('assessment', TEXT.assessment, '/subApp/occupationAssessmentResult?from=5'));
  const office = backOfficeOf(auth);
  if (office) items.push({ key: 'back-office', label: TEXT.backOffice[office.role], href: office.url, newTab: true });
  items.push({ key: 'logout', label: TEXT.logout, onSelect: () => requestDialog({ kind: 'logoutConfirm', backType: logoutBackTypeHere() }) });
  return items;
}
