import type { IntentionNature, ResumeContent, ResumeDegree, ResumeSex } from '@campus/shared-utils/rules';

/** The parts of a sample or demo resume worth writing out; the rest is filled in here. */
export type SeedResume = {
  basic: { name: string; sex: ResumeSex; birth_date: string; phone: string; email: string; city: string; school: string; major: string; degree: ResumeDegree; graduation_year: number };
  intention?: { categories: string[]; cities: string[]; salary_min: number; salary_max: number; nature: IntentionNature };
  education: { school: string; major: string; degree: ResumeDegree; start_date: string; end_date: string; description: string }[];
  work: { kind: 1 | 2; company: string; position: string; start_date: string; end_date: string; description: string }[];
  projects: { name: string; role: string; start_date: string; end_date: string; description: string }[];
  other: { skills: string; certificates: string; awards: string; languages: string; self_evaluation: string };
};

/** A sample resume as ResumeContent (ids by position, version 1; no photo). */
export function toContent(r: SeedResume, at: number): ResumeContent {
  const meta = (i: number) => ({ id: i + 1, version: 1, updated_at: at });
  return {
    basic: { ...r.basic, photo: '', version: 1, updated_at: at },
    intention: r.intention ? { ...r.intention, version: 1, updated_at: at } : { categories: [], cities: [], salary_min: 0, salary_max: 0, nature: 0, version: 0, updated_at: 0 },
    education_list: r.education.map((e, i) => ({ ...meta(i), ...e })),
    work_list: r.work.map((w, i) => ({ ...meta(i), ...w })),
    project_list: r.projects.map((p, i) => ({ ...meta(i), ...p })),
    other: { ...r.other, version: 1, updated_at: at },
  };
}
