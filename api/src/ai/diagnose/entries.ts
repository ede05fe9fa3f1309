import type { ResumeContent } from '@campus/shared-utils/rules';

/** A described entry of the resume: an internship or job (titled by its employer) or a project (by its name). */
export type DescribedEntry = { section: 'work' | 'project'; id: number; title: string; field: 'company' | 'name'; text: string };

/** Every internship, job and project with its description, in the resume's order. */
export function describedEntries(r: ResumeContent): DescribedEntry[] {
  return [
    ...r.work_list.map((w): DescribedEntry => ({ section: 'work', id: w.id, title: w.company, field: 'company', text: w.description })),
    ...r.project_list.map((p): DescribedEntry => ({ section: 'project', id: p.id, title: p.name, field: 'name', text: p.description })),
  ];
}
