import { MSG } from '@campus/shared-utils';
import {
  api, validateIntention,
  type ApiResult, type ResumeBasicInput, type ResumeDetail, type ResumeDraft, type ResumeEducationInput, type ResumeProjectInput, type ResumeWorkInput,
} from '@campus/shared-utils/student';
import { DRAFT_PARTS, type ListPart } from './draft-sections';

export type PartKey = 'basic' | 'intention' | ListPart | 'other';
const LIST_OF = { education: 'education_list', work: 'work_list', project: 'project_list' } as const;
const LISTS: ListPart[] = ['education', 'work', 'project'];

const hasText = (o: object) => Object.values(o).some((v) => typeof v === 'string' && v.trim() !== '');
/** The intention the draft carries, its salary when the file named one (else the online one's), the online nature (校招 when none was set). */
function intentionInput(draft: ResumeDraft, resume: ResumeDetail) {
  const { intention } = resume;
  const named = (draft.intention.salary_max ?? 0) > 0;
  const salary = named ? { salary_min: draft.intention.salary_min ?? 0, salary_max: draft.intention.salary_max ?? 0 } : { salary_min: intention.salary_min, salary_max: intention.salary_max };
  return { categories: draft.intention.categories, cities: draft.intention.cities, ...salary, nature: intention.nature || 1, version: intention.version } as const;
}

/** The parts of the draft that have something to write. */
export function draftParts(draft: ResumeDraft, resume: ResumeDetail): PartKey[] {
  const parts: PartKey[] = [];
  if (hasText(draft.basic.value)) parts.push('basic');
  if (Object.keys(validateIntention(intentionInput(draft, resume))).length === 0) parts.push('intention');
  for (const list of LISTS) if (draft[list].length > 0) parts.push(list);
  if (hasText(draft.other.value)) parts.push('other');
  return parts;
}

/** What the online resume already holds in a part ('' when nothing): the confirm asks before replacing it. */
export function existing(part: PartKey, resume: ResumeDetail): string {
  if (part === 'basic') return resume.basic.name;
  if (part === 'intention') return resume.intention.nature === 0 ? '' : resume.intention.categories.join('、');
  if (part === 'other') return hasText({ ...resume.other, version: '', updated_at: '' }) ? '1' : '';
  const n = resume[LIST_OF[part]].length;
  return n > 0 ? String(n) : '';
}

/** The first part to be written that the resume area's rules refuse, to open for the student. */
export function firstInvalid(draft: ResumeDraft, parts: readonly PartKey[], now: number): { part: PartKey; index: number } | null {
  for (const part of parts) {
    if (part === 'basic' && Object.keys(DRAFT_PARTS.basic.check(draft.basic.value, now)).length > 0) return { part, index: 0 };
    if (part === 'other' && Object.keys(DRAFT_PARTS.other.check(draft.other.value)).length > 0) return { part, index: 0 };
    if (part === 'education' || part === 'work' || part === 'project') {
      const check = DRAFT_PARTS[part].check as (v: object, now: number) => object;
      const index = draft[part].findIndex((e) => Object.keys(check(e.value, now)).length > 0);
      if (index >= 0) return { part, index };
    }
  }
  return null;
}

export type SaveResult = { ok: true } | { ok: false; msg: string };

const failed = (r: ApiResult<unknown>): SaveResult | null => (r.apiStatus ? null : { ok: false, msg: r.msg || MSG.requestFailed });

/**
 * Writes the chosen parts into the online resume with the resume area's own calls and versions: a part the
 * resume already has is written only when the student chose to replace it (its old entries are deleted
 * first); an empty part is filled. Stops at the first refusal, saying what the server said.
 */
export async function saveDraft(draft: ResumeDraft, resume: ResumeDetail, parts: readonly PartKey[], replace: ReadonlySet<PartKey>): Promise<SaveResult> {
  const writes = parts.filter((p) => !existing(p, resume) || replace.has(p));
  for (const part of writes) {
    let problem: SaveResult | null;
    if (part === 'basic') {
      problem = failed(await api.resume.saveBasicInfo({ ...(draft.basic.value as Omit<ResumeBasicInput, 'version'>), version: resume.basic.version }));
    } else if (part === 'intention') {
      problem = failed(await api.resume.savePositionIntention(intentionInput(draft, resume) as Parameters<typeof api.resume.savePositionIntention>[0]));
    } else if (part === 'other') {
      problem = failed(await api.resume.saveOther({ ...draft.other.value, version: resume.other.version }));
    } else {
      problem = await replaceList(part, draft, resume);
    }
    if (problem) return problem;
  }
  return { ok: true };
}

async function replaceList(part: ListPart, draft: ResumeDraft, resume: ResumeDetail): Promise<SaveResult | null> {
  const remove = { education: api.resume.delEdu, work: api.resume.delWork, project: api.resume.delProject }[part];
  for (const old of resume[LIST_OF[part]]) {
    const problem = failed(await remove(old.id));
    if (problem) return problem;
  }
  // oldest first, so the resume's own order (newest first by start month) comes out right whatever the ids
  for (const entry of [...draft[part]].reverse()) {
    const result =
      part === 'education'
        ? await api.resume.saveEdu(entry.value as ResumeEducationInput)
        : part === 'work'
          ? await api.resume.saveWork(entry.value as ResumeWorkInput)
          : await api.resume.saveProject(entry.value as ResumeProjectInput);
    const problem = failed(result);
    if (problem) return problem;
  }
  return null;
}
