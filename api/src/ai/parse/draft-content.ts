import type { ResumeContent, ResumeDraft } from '@campus/shared-utils/rules';

/**
 * A draft (an uploaded file's) as the online resume's content, so the diagnosis reads a file as it reads the
 * resume: entries numbered in their order, lists newest first as the resume area keeps them, nothing versioned.
 */
export function draftToContent(draft: ResumeDraft, now: number): ResumeContent {
  const stamp = { version: 0, updated_at: now };
  const newestFirst = <T extends { start_date: string }>(list: T[]) => [...list].sort((a, b) => b.start_date.localeCompare(a.start_date));
  return {
    basic: { ...draft.basic.value, ...stamp, photo: '' },
    intention: { categories: draft.intention.categories, cities: draft.intention.cities, salary_min: draft.intention.salary_min ?? 0, salary_max: draft.intention.salary_max ?? 0, nature: 0, ...stamp },
    education_list: newestFirst(draft.education.map((e, i) => ({ id: i + 1, ...e.value, ...stamp }))),
    work_list: newestFirst(draft.work.map((w, i) => ({ id: i + 1, ...w.value, ...stamp }))),
    project_list: newestFirst(draft.project.map((p, i) => ({ id: i + 1, ...p.value, ...stamp }))),
    other: { ...draft.other.value, ...stamp },
  };
}
