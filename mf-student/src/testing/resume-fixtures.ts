import { resumeCompleteness } from '@campus/shared-utils/student';
import type {
  JobIntention,
  ResumeAttachment,
  ResumeBasic,
  ResumeContent,
  ResumeDetail,
  ResumeEducation,
  ResumeOther,
  ResumeProject,
  ResumeWork,
} from '@campus/shared-utils/student';

/** Answers of the resume calls for component tests (mocked at the api object). */
export { failed, ok } from '@campus/shared-utils/testing';

export const emptyBasic = (): ResumeBasic => ({
  name: '', sex: 0, birth_date: '', phone: '', email: '', city: '', school: '', major: '', degree: 0, graduation_year: 0, photo: '', version: 0, updated_at: 0,
});

export const basic = (over: Partial<ResumeBasic> = {}): ResumeBasic => ({
  name: '李明', sex: 1, birth_date: '2003-04-12', phone: '13800000001', email: 'liming@example.com', city: '上海', school: '临江大学', major: '软件工程',
  degree: 2, graduation_year: 2026, photo: '', version: 1, updated_at: 1, ...over,
});

export const emptyIntention = (): JobIntention => ({ categories: [], cities: [], salary_min: 0, salary_max: 0, nature: 0, version: 0, updated_at: 0 });
export const emptyOther = (): ResumeOther => ({ skills: '', certificates: '', awards: '', languages: '', self_evaluation: '', version: 0, updated_at: 0 });

export const education = (id: number, over: Partial<ResumeEducation> = {}): ResumeEducation => ({
  id, school: `临江大学${id}`, major: '软件工程', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '', version: 1, updated_at: 1, ...over,
});
export const work = (id: number, over: Partial<ResumeWork> = {}): ResumeWork => ({
  id, kind: 1, company: `星河科技${id}`, position: '前端实习生', start_date: '2025-07', end_date: '2025-09', description: '', version: 1, updated_at: 1, ...over,
});
export const project = (id: number, over: Partial<ResumeProject> = {}): ResumeProject => ({
  id, name: `项目${id}`, role: '负责人', start_date: '2024-03', end_date: '', description: '', version: 1, updated_at: 1, ...over,
});

/** A getdetail answer: empty parts unless given, completeness worked out as the server does. */
export function detail(over: Partial<ResumeContent> = {}): ResumeDetail {
  const content: ResumeContent = { basic: emptyBasic(), intention: emptyIntention(), education_list: [], work_list: [], project_list: [], other: emptyOther(), ...over };
  return { ...content, name: content.basic.name, sex: content.basic.sex, has_resume: content.basic.name ? 1 : 0, completeness: resumeCompleteness(content) };
}

export const attachment = (id: number, over: Partial<ResumeAttachment> = {}): ResumeAttachment => ({
  id, name: `简历${id}.pdf`, mime: 'application/pdf', size: 200 * 1024, created_at: Date.UTC(2026, 10, 1), url: `/api/resume/viewattachment?id=${id}`, download_url: `/api/resume/viewattachment?id=${id}&download=1`, ...over,
});

/** A picked file of a given size (jsdom's File takes its size from the content). */
export function file(name: string, bytes: number, type = 'application/pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
