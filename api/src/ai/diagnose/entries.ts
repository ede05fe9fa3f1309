import type { ResumeContent } from '@campus/shared-utils/rules';

/** A described entry of the resume: an internship or job (titled by its employer) or a project (by its name). */
export type DescribedEntry = { section: 'work' | 'project'; id: number; title: string; field: 'company' | 'name'; text: string; start: string; end: string };

/** Every internship, job and project with its description, in the resume's order. */
export function describedEntries(r: ResumeContent): DescribedEntry[] {
  return [
    ...r.work_list.map((w): DescribedEntry => ({ section: 'work', id: w.id, title: w.company, field: 'company', text: w.description, start: w.start_date, end: w.end_date })),
    ...r.project_list.map((p): DescribedEntry => ({ section: 'project', id: p.id, title: p.name, field: 'name', text: p.description, start: p.start_date, end: p.end_date })),
  ];
}

/** A text of the resume a student writes in their own words: an entry's description, or the self-evaluation. */
export type DescribedText = { section: DescribedEntry['section'] | 'other'; id: number; field: 'description' | 'self_evaluation'; title: string; entry: string; text: string };

/** Every description (titled “employer”的描述, with its entry's title) and the self-evaluation, in the resume's order. */
export function describedTexts(r: ResumeContent): DescribedText[] {
  return [
    ...describedEntries(r).map((e): DescribedText => ({ section: e.section, id: e.id, field: 'description', title: `“${e.title}”的描述`, entry: e.title, text: e.text })),
    { section: 'other', id: 0, field: 'self_evaluation', title: '自我评价', entry: '', text: r.other.self_evaluation },
  ];
}

/**
 * The months an entry lasted (its start and end, YYYY-MM, both months counted), when it has both and they are in order;
 * undefined for one still running (end '') or dated wrongly.
 */
export function entryMonths(start: string, end: string): number | undefined {
  const [a, b] = [/^(\d{4})-(\d{2})$/.exec(start), /^(\d{4})-(\d{2})$/.exec(end)];
  if (!a || !b) return undefined;
  const months = (Number(b[1]) - Number(a[1])) * 12 + Number(b[2]) - Number(a[2]) + 1;
  return months >= 1 ? months : undefined;
}
