import { resumeCompleteness } from '../areas/resume/completeness';
import type {
  ResumeDeleted,
  ResumeEducation,
  JobIntention,
  ResumeProject,
  ResumeAttachment,
  ResumeAttachmentList,
  ResumeBasic,
  ResumeChoiceList,
  ResumeContent,
  ResumeDetail,
  ResumeExampleList,
  ResumeOther,
  ResumePhoto,
  ResumeWork,
} from '../types/resume';
import { isObj, readNum, readObj, readOneOf, readStr, readStrList, type Obj } from '../util/read';

// Each resume answer is rebuilt field by field: a malformed answer gives empty parts, never a crash.
const list = <T>(value: unknown, item: (o: Obj) => T): T[] => (Array.isArray(value) ? value.filter(isObj).map(item) : []);

export const parseResumeBasic = (o: Obj): ResumeBasic => ({
  name: readStr(o.name),
  sex: readOneOf(o.sex, [0, 1, 2] as const, 0),
  birth_date: readStr(o.birth_date),
  phone: readStr(o.phone),
  email: readStr(o.email),
  city: readStr(o.city),
  school: readStr(o.school),
  major: readStr(o.major),
  degree: readOneOf(o.degree, [0, 1, 2, 3, 4] as const, 0),
  graduation_year: readNum(o.graduation_year),
  photo: readStr(o.photo),
  version: readNum(o.version),
  updated_at: readNum(o.updated_at),
});

const period = (o: Obj) => ({ start_date: readStr(o.start_date), end_date: readStr(o.end_date), description: readStr(o.description) });
const meta = (o: Obj) => ({ id: readNum(o.id), version: readNum(o.version), updated_at: readNum(o.updated_at) });

export const parseEducation = (o: Obj): ResumeEducation => ({
  ...meta(o),
  school: readStr(o.school),
  major: readStr(o.major),
  degree: readOneOf(o.degree, [1, 2, 3, 4] as const, 2),
  ...period(o),
});

export const parseWork = (o: Obj): ResumeWork => ({
  ...meta(o),
  kind: readOneOf(o.kind, [1, 2] as const, 1),
  company: readStr(o.company),
  position: readStr(o.position),
  ...period(o),
});

export const parseProject = (o: Obj): ResumeProject => ({ ...meta(o), name: readStr(o.name), role: readStr(o.role), ...period(o) });

export const parseResumeOther = (o: Obj): ResumeOther => ({
  skills: readStr(o.skills),
  certificates: readStr(o.certificates),
  awards: readStr(o.awards),
  languages: readStr(o.languages),
  self_evaluation: readStr(o.self_evaluation),
  version: readNum(o.version),
  updated_at: readNum(o.updated_at),
});

export const parseJobIntention = (o: Obj): JobIntention => ({
  categories: readStrList(o.categories),
  cities: readStrList(o.cities),
  salary_min: readNum(o.salary_min),
  salary_max: readNum(o.salary_max),
  nature: readOneOf(o.nature, [0, 1, 2, 3] as const, 0),
  version: readNum(o.version),
  updated_at: readNum(o.updated_at),
});

export const parseResumeContent = (o: Obj): ResumeContent => ({
  basic: parseResumeBasic(readObj(o.basic)),
  intention: parseJobIntention(readObj(o.intention)),
  education_list: list(o.education_list, parseEducation),
  work_list: list(o.work_list, parseWork),
  project_list: list(o.project_list, parseProject),
  other: parseResumeOther(readObj(o.other)),
});

/** The detail; the completeness is recomputed with the shared rule, so it always matches what is shown. */
export const parseResumeDetail = (d: Obj): ResumeDetail => {
  const content = parseResumeContent(d);
  return {
    ...content,
    has_resume: content.basic.name ? 1 : 0,
    name: content.basic.name,
    sex: content.basic.sex,
    completeness: resumeCompleteness(content),
  };
};

export const parseDeleted = (d: Obj): ResumeDeleted => ({ id: readNum(d.id) });

export const parseAttachment = (o: Obj): ResumeAttachment => ({
  id: readNum(o.id),
  name: readStr(o.name),
  mime: readStr(o.mime),
  size: readNum(o.size),
  created_at: readNum(o.created_at),
  url: readStr(o.url),
  download_url: readStr(o.download_url),
});

export const parseAttachmentList = (d: Obj): ResumeAttachmentList => ({ list: list(d.list, parseAttachment) });

export const parsePhoto = (d: Obj): ResumePhoto => ({ photo: readStr(d.photo) });

export const parseResumeChoices = (d: Obj): ResumeChoiceList => ({
  list: list(d.list, (o) => ({ type: readOneOf(o.type, [1, 2] as const, 1), id: readNum(o.id), name: readStr(o.name), updated_at: readNum(o.updated_at) })),
});

export const parseExamples = (d: Obj): ResumeExampleList => ({
  list: list(d.list, (o) => ({
    id: readNum(o.id),
    major: readStr(o.major),
    title: readStr(o.title),
    summary: readStr(o.summary),
    content: parseResumeContent(readObj(o.content)),
  })),
  majors: readStrList(d.majors),
});
