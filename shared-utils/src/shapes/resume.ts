import { Type, type SchemaOptions, type Static } from '@sinclair/typebox';

/**
 * Answers of the resume calls (spec §7 "Student, resume and position calls", §3 "Resume data"; docs/api-resume.md).
 * Dates of entries are months `YYYY-MM` ('' end month: 至今), the date of birth `YYYY-MM-DD`, times epoch ms.
 * Every editable part carries the `version` a save sends back (41001 when another tab saved first).
 */

/** A union of literals (`const` keeps them literal where the union sits inside an object). */
const oneOf = <const T extends readonly (string | number)[]>(values: T, options?: SchemaOptions) =>
  Type.Union(values.map((v) => Type.Literal(v as T[number])), options);
const Time = Type.Number({ description: 'epoch ms' });
const Version = Type.Integer({ description: 'send it back with the next save' });

/** The stored basic information (the answer of savebasicinfo; part of getdetail). */
export const ResumeBasic = Type.Object({
  name: Type.String(),
  sex: oneOf([0, 1, 2]),
  birth_date: Type.String({ description: 'YYYY-MM-DD' }),
  phone: Type.String(),
  email: Type.String(),
  city: Type.String({ description: 'current city' }),
  school: Type.String(),
  major: Type.String(),
  degree: oneOf([0, 1, 2, 3, 4]),
  graduation_year: Type.Integer(),
  version: Version,
  photo: Type.String({ description: "URL of the photo, '' for none: the page shows the default avatar of spec §2" }),
  updated_at: Time,
});
export type ResumeBasic = Static<typeof ResumeBasic>;

const period = { start_date: Type.String({ description: 'YYYY-MM' }), end_date: Type.String({ description: "YYYY-MM, '' for 至今" }), description: Type.String() };

export const ResumeEducation = Type.Object({
  id: Type.Integer(),
  school: Type.String(),
  major: Type.String(),
  degree: oneOf([1, 2, 3, 4], { default: 2, description: '1 大专, 2 本科, 3 硕士, 4 博士' }),
  ...period,
  version: Version,
  updated_at: Time,
});
export type ResumeEducation = Static<typeof ResumeEducation>;

/** Internship or work experience. */
export const ResumeWork = Type.Object({
  id: Type.Integer(),
  kind: oneOf([1, 2], { description: '1 实习经历, 2 工作经历' }),
  company: Type.String(),
  position: Type.String(),
  ...period,
  version: Version,
  updated_at: Time,
});
export type ResumeWork = Static<typeof ResumeWork>;

export const ResumeProject = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: Type.String({ description: 'the student’s role in the project' }),
  ...period,
  version: Version,
  updated_at: Time,
});
export type ResumeProject = Static<typeof ResumeProject>;

/** Skills, certificates, awards, languages and self-evaluation. */
export const ResumeOther = Type.Object({
  skills: Type.String(),
  certificates: Type.String(),
  awards: Type.String(),
  languages: Type.String(),
  self_evaluation: Type.String(),
  version: Version,
  updated_at: Time,
});
export type ResumeOther = Static<typeof ResumeOther>;

/** GET /api/position/getpositionintention; salaries in 元/月 (both 0: 面议), nature 0 until saved once. */
export const JobIntention = Type.Object({
  categories: Type.Array(Type.String(), { description: 'desired job categories (labels), 1-5' }),
  cities: Type.Array(Type.String(), { description: 'desired cities, 1-5' }),
  salary_min: Type.Integer({ description: '元/月' }),
  salary_max: Type.Integer({ description: '元/月; both 0 = 面议' }),
  nature: oneOf([0, 1, 2, 3]),
  version: Version,
  updated_at: Time,
});
export type JobIntention = Static<typeof JobIntention>;

/** A part of the resume that counts toward the completeness score, and the section of the page it links to. */
export const CompletenessPart = Type.Object({
  key: oneOf(['basic', 'photo', 'intention', 'education', 'work', 'project', 'skills', 'honors', 'evaluation']),
  label: Type.String(),
  weight: Type.Integer(),
  section: oneOf(['basic', 'intention', 'education', 'work', 'project', 'other']),
});
export type CompletenessPart = Static<typeof CompletenessPart>;
export const Completeness = Type.Object({ score: Type.Integer({ minimum: 0, maximum: 100 }), missing: Type.Array(CompletenessPart) });
export type Completeness = Static<typeof Completeness>;

export const ResumeContentFields = {
  basic: ResumeBasic,
  intention: JobIntention,
  /** newest first by start month */
  education_list: Type.Array(ResumeEducation),
  work_list: Type.Array(ResumeWork),
  project_list: Type.Array(ResumeProject),
  other: ResumeOther,
};
/** The resume's content: what the preview and an employer see. */
export const ResumeContent = Type.Object(ResumeContentFields);
export type ResumeContent = Static<typeof ResumeContent>;

/**
 * GET /api/resume/getdetail: the session's own resume. `name` and `sex` are repeated at the top (spec §3
 * "Resume data"); has_resume is 1 when the resume has a name. A student without a resume gets empty parts.
 */
export const ResumeDetail = Type.Object({
  has_resume: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 when the resume has a name' }),
  name: Type.String(),
  sex: oneOf([0, 1, 2]),
  ...ResumeContentFields,
  completeness: Completeness,
});
export type ResumeDetail = Static<typeof ResumeDetail>;

/** Answer of the delete calls (deledu, delwork, delproject, deleteattachment). */
export const ResumeDeleted = Type.Object({ id: Type.Integer() });
export type ResumeDeleted = Static<typeof ResumeDeleted>;

/** An uploaded resume file (PDF, DOC or DOCX). */
export const ResumeAttachment = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'the original file name' }),
  mime: Type.String(),
  size: Type.Integer({ description: 'bytes' }),
  created_at: Time,
  url: Type.String({ description: 'owner-only; opens inline for a PDF (preview), downloads otherwise' }),
  download_url: Type.String({ description: 'the same file as a download' }),
});
export type ResumeAttachment = Static<typeof ResumeAttachment>;
/** GET /api/resume/getattachment: live attachments, newest first. */
export const ResumeAttachmentList = Type.Object({ list: Type.Array(ResumeAttachment) });
export type ResumeAttachmentList = Static<typeof ResumeAttachmentList>;

/** POST /api/resume/uploadphoto: the new photo's URL. */
export const ResumePhoto = Type.Object({ photo: Type.String() });
export type ResumePhoto = Static<typeof ResumePhoto>;

/** One resume a student can send with an application: 1 the online resume, 2 an attachment. */
export const ResumeChoice = Type.Object({ type: Type.Union([Type.Literal(1), Type.Literal(2)]), id: Type.Integer(), name: Type.String(), updated_at: Time });
export type ResumeChoice = Static<typeof ResumeChoice>;
/** POST /api/resume/getresumelist: the online resume (when it has a name) first, then live attachments. */
export const ResumeChoiceList = Type.Object({ list: Type.Array(ResumeChoice) });
export type ResumeChoiceList = Static<typeof ResumeChoiceList>;

/** POST /api/example/get: sample resumes by major. */
export const ResumeExample = Type.Object({
  id: Type.Integer(),
  major: Type.String(),
  title: Type.String(),
  summary: Type.String({ description: 'one line on why the example is good' }),
  content: ResumeContent,
});
export type ResumeExample = Static<typeof ResumeExample>;
export const ResumeExampleList = Type.Object({ list: Type.Array(ResumeExample), majors: Type.Array(Type.String()) });
export type ResumeExampleList = Static<typeof ResumeExampleList>;
