/**
 * Requests and answers of the resume calls (spec §7 "Student, resume and position calls", §3 "Resume data"),
 * shared by the client (`api.resume`) and the server. docs/api-resume.md describes each call.
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

/** The stored basic information (the answer of savebasicinfo; part of getdetail). */
export type ResumeBasic = Omit<ResumeBasicInput, 'sex' | 'degree'> & {
  /** 0 until the basic information is saved once */
  sex: 0 | ResumeSex;
  degree: 0 | ResumeDegree;
  /** URL of the photo (GET /api/resume/photo…), '' for none: show the default avatar of spec §2 */
  photo: string;
  updated_at: number;
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
export type ResumeEducation = Required<ResumeEducationInput> & { updated_at: number };

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
export type ResumeWork = Required<ResumeWorkInput> & { updated_at: number };

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
export type ResumeProject = Required<ResumeProjectInput> & { updated_at: number };

/** POST /api/resume/saveother: skills, certificates, awards, languages and self-evaluation (all optional texts). */
export type ResumeOtherInput = {
  skills: string;
  certificates: string;
  awards: string;
  languages: string;
  self_evaluation: string;
  version: number;
};
export type ResumeOther = ResumeOtherInput & { updated_at: number };

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
/** GET /api/position/getpositionintention; nature 0 until saved once. */
export type JobIntention = Omit<JobIntentionInput, 'nature'> & { nature: 0 | IntentionNature; updated_at: number };

/** A part of the resume that counts toward the completeness score. */
export type CompletenessPartKey = 'basic' | 'photo' | 'intention' | 'education' | 'work' | 'project' | 'skills' | 'honors' | 'evaluation';
/** The section of the resume page a missing part links to. */
export type ResumeSectionKey = 'basic' | 'intention' | 'education' | 'work' | 'project' | 'other';
export type CompletenessPart = { key: CompletenessPartKey; label: string; weight: number; section: ResumeSectionKey };
export type Completeness = { score: number; missing: CompletenessPart[] };

/** The resume's content: what the preview and an employer see (no versions). */
export type ResumeContent = {
  basic: ResumeBasic;
  intention: JobIntention;
  /** newest first by start month */
  education_list: ResumeEducation[];
  work_list: ResumeWork[];
  project_list: ResumeProject[];
  other: ResumeOther;
};

/**
 * GET /api/resume/getdetail: the session's own resume. `name` and `sex` are repeated at the top (spec §3
 * "Resume data"); has_resume is 1 when the resume has a name. A student without a resume gets empty parts.
 */
export type ResumeDetail = ResumeContent & {
  has_resume: 0 | 1;
  name: string;
  sex: 0 | ResumeSex;
  completeness: Completeness;
};

/** Answer of the delete calls (deledu, delwork, delproject, deleteattachment). */
export type ResumeDeleted = { id: number };

/** An uploaded resume file (PDF, DOC or DOCX). */
export type ResumeAttachment = {
  id: number;
  /** the file's original name */
  name: string;
  mime: string;
  /** bytes */
  size: number;
  created_at: number;
  /** owner-only address of the file: opens inline for a PDF (preview), downloads otherwise */
  url: string;
  /** the same file as a download */
  download_url: string;
};
/** GET /api/resume/getattachment: live attachments, newest first. */
export type ResumeAttachmentList = { list: ResumeAttachment[] };

/** POST /api/resume/uploadphoto: the new photo's URL. */
export type ResumePhoto = { photo: string };

/** 1 the online resume, 2 an attachment. */
export type ResumeChoiceType = 1 | 2;
/** One resume a student can send with an application. */
export type ResumeChoice = { type: ResumeChoiceType; id: number; name: string; updated_at: number };
/** POST /api/resume/getresumelist: the online resume (when it has a name) first, then live attachments. */
export type ResumeChoiceList = { list: ResumeChoice[] };

/** A copy of what was sent with an application (kept with the application, so later edits do not change it). */
export type ResumeSnapshot =
  | { type: 1; id: number; name: string; content: ResumeContent }
  | { type: 2; id: number; name: string; attachment: { id: number; name: string; mime: string; size: number; file_key: string } };

/** POST /api/example/get: sample resumes by major. */
export type ResumeExampleQuery = { major?: string };
export type ResumeExample = {
  id: number;
  major: string;
  title: string;
  /** one line on why the example is good */
  summary: string;
  content: ResumeContent;
};
export type ResumeExampleList = { list: ResumeExample[]; majors: string[] };
