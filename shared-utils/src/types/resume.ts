/**
 * Requests and answers of the resume calls (spec §7 "Student, resume and position calls", §3 "Resume data"),
 * shared by the client (`api.resume`) and the server; the answers are defined once in shapes/resume.ts.
 * docs/api-resume.md describes each call.
 *
 * Conventions: dates of entries are months `YYYY-MM` (an empty end month means 至今, "until now"); the date of
 * birth is `YYYY-MM-DD`; times are epoch milliseconds. Every editable part carries a `version`: send back the
 * version you read, and a save made meanwhile elsewhere (another tab) answers 41001 with the stored record.
 */

/** 1 男, 2 女. */
export type ResumeSex = 1 | 2;
/** 1 大专, 2 本科, 3 硕士, 4 博士. */
export type ResumeDegree = 1 | 2 | 3 | 4;
/** Job nature of the intention: 1 校招, 2 实习, 3 社招. */
export type IntentionNature = 1 | 2 | 3;
/** An experience entry: 1 实习经历 (internship), 2 工作经历 (work). */
export type ResumeWorkKind = 1 | 2;

import type { CompletenessPart, ResumeContent } from '../shapes/resume';

export type {
  ResumeBasic, ResumeEducation, ResumeWork, ResumeProject, ResumeOther, JobIntention, CompletenessPart, Completeness, ResumeContent, ResumeDetail,
  ResumeDeleted, ResumeAttachment, ResumeAttachmentList, ResumePhoto, ResumeChoice, ResumeChoiceList, ResumeExample, ResumeExampleList,
} from '../shapes/resume';

/** A part of the resume that counts toward the completeness score. */
export type CompletenessPartKey = CompletenessPart['key'];
/** The section of the resume page a missing part links to. */
export type ResumeSectionKey = CompletenessPart['section'];

/** POST /api/resume/savebasicinfo. `version` is basic_version as read (0 before the first save). */
export type ResumeBasicInput = {
  name: string;
  sex: ResumeSex;
  /** YYYY-MM-DD */
  birth_date: string;
  phone: string;
  email: string;
  /** current city */
  city: string;
  school: string;
  major: string;
  degree: ResumeDegree;
  graduation_year: number;
  version: number;
};

/** POST /api/resume/saveedu: no id (or 0) adds an entry; an id with its version updates it. */
export type ResumeEducationInput = {
  id?: number;
  school: string;
  major: string;
  degree: ResumeDegree;
  /** YYYY-MM */
  start_date: string;
  /** YYYY-MM, '' for 至今 */
  end_date: string;
  description: string;
  version?: number;
};
/** POST /api/resume/savework: internship or work experience. */
export type ResumeWorkInput = {
  id?: number;
  kind: ResumeWorkKind;
  company: string;
  position: string;
  start_date: string;
  end_date: string;
  description: string;
  version?: number;
};
/** POST /api/resume/saveproject. */
export type ResumeProjectInput = {
  id?: number;
  name: string;
  /** the student's role in the project */
  role: string;
  start_date: string;
  end_date: string;
  description: string;
  version?: number;
};
/** POST /api/resume/saveother: skills, certificates, awards, languages and self-evaluation (all optional texts). */
export type ResumeOtherInput = {
  skills: string;
  certificates: string;
  awards: string;
  languages: string;
  self_evaluation: string;
  version: number;
};
/** POST /api/position/savepositionintention. Salaries in 元/月; both 0 means 面议. */
export type JobIntentionInput = {
  /** desired job categories (labels, e.g. 前端开发), 1-5 */
  categories: string[];
  /** desired cities, 1-5 */
  cities: string[];
  salary_min: number;
  salary_max: number;
  nature: IntentionNature;
  version: number;
};
/** 1 the online resume, 2 an attachment. */
export type ResumeChoiceType = 1 | 2;
/** A copy of what was sent with an application (kept with the application, so later edits do not change it). */
export type ResumeSnapshot =
  | { type: 1; id: number; name: string; content: ResumeContent }
  | { type: 2; id: number; name: string; attachment: { id: number; name: string; mime: string; size: number; file_key: string } };

/** POST /api/example/get: sample resumes by major. */
export type ResumeExampleQuery = { major?: string };
