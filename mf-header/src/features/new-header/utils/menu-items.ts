import { parseExhibition } from '@campus/shared-utils';
import type { SiteInfo, StudentInfo } from '@campus/shared-utils';
import { targetMatches } from '../../../utils/links';
import { TEXT } from '../../../utils/texts';

export type MenuLink = { key: string; label: string; path: string; active: boolean };
export type MenuEntry = ({ kind: 'link' } & MenuLink) | { kind: 'group'; key: string; label: string; active: boolean; items: MenuLink[] };

/** Pages that belong to the AI-resume drop-down besides its two targets. */
const AI_RESUME_PAGES = ['/aiResumeBasicInfo', '/aiResumeDetail', '/subApp/diagnosticResult', '/subApp/aiIntroduction'];
const CAREER_PAGES = ['/subApp/aiCareerPlanningBookIntroduce', '/subApp/aiCareerPlanningBookResult'];

function link(key: string, label: string, target: string, path: string, also: string[] = []): { kind: 'link' } & MenuLink {
  return { kind: 'link', key, label, path: target, active: targetMatches(target, path) || also.includes(path) };
}

/** True on department-style sites: a school site of school_type 2. */
export function isDepartmentSite(info: SiteInfo): boolean {
  return info.type === 2 && info.school?.school_type === 2;
}

function aiEntries(info: SiteInfo, student: StudentInfo | null, path: string): MenuEntry[] {
  const entries: MenuEntry[] = [];
  if (info.is_open_ai === 1) {
    const diagnosis =
      student?.has_resume_diagnose === 1
        ? `/subApp/diagnosticResult?id=${student.resume_diagnose_id ?? ''}&type=1`
        : '/subApp/aiIntroduction';
    const items = [
      link('ai-writing', TEXT.aiWriting, '/subApp/aiIntelligentfilling?isAuth=1', path),
      link('ai-diagnosis', TEXT.aiDiagnosis, diagnosis, path),
    ];
    const active = items.some((i) => i.active) || AI_RESUME_PAGES.includes(path) || path === '/aiIntelligentfilling';
    entries.push({ kind: 'group', key: 'ai-resume', label: TEXT.aiResume, active, items });
  }
  if (info.is_ai_interview === 1) {
    entries.push(link('ai-interview', TEXT.aiInterview, '/subApp/aiInterviewIntroduce', path));
  }
  if (info.is_ai_career_planning === 1) {
    const target =
      student?.has_ai_career_planning === 1
        ? `/subApp/aiCareerPlanningBookResult?id=${student.ai_career_planning_id ?? ''}&type=1`
        : '/subApp/aiCareerPlanningBookIntroduce';
    entries.push(link('ai-career', TEXT.aiCareerBook, target, path, CAREER_PAGES));
  }
  return entries;
}

/** The job-fair tab of a department site: the third exhibition block, when its show is 1. */
function jobFairEntry(info: SiteInfo, path: string): MenuEntry[] {
  const block = parseExhibition(info.exhibition)[2];
  if (!block || block.show !== 1) return [];
  return [link('college-jobfair', block.title || TEXT.collegeJobfair, '/collegeJobfair?from=2', path)];
}

/** The header menu of spec §2 for this site, student and current path. */
export function buildMenu(info: SiteInfo, student: StudentInfo | null, path: string): MenuEntry[] {
  if (isDepartmentSite(info)) {
    return [
      link('college-position', TEXT.collegePosition, '/subApp/collegePosition?from=0', path),
      link('college-company', TEXT.collegeCompany, '/subApp/collegeCompany?from=1', path),
      ...jobFairEntry(info, path),
      ...aiEntries(info, student, path),
    ];
  }
  return [
    link('home', TEXT.home, '/', path),
    ...aiEntries(info, student, path),
    // the site's catalogue: position_recommend 0 leaves the recommendations out of the menu
    ...(info.catalogue.position_recommend === 1 ? [link('job-recommend', TEXT.jobRecommend, '/subApp/jobRecommend', path)] : []),
    link('companies', TEXT.companies, '/subApp/companyList', path, ['/subApp/companyDetailPage', '/companyDetailPage']),
  ];
}
