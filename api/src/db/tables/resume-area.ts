import type { Generated, Insertable, Selectable } from 'kysely';

/** The resume area's tables, merged into `Database` (api/src/db/database.ts); see migration 3001. */
export interface ResumeTables {
  resume: ResumeTable;
  resume_education: ResumeEducationTable;
  resume_work: ResumeWorkTable;
  resume_project: ResumeProjectTable;
  job_intention: JobIntentionTable;
  resume_attachment: ResumeAttachmentTable;
  resume_example: ResumeExampleTable;
}

/** One per student: the basic information and the "other" texts, each part with its own version. */
export interface ResumeTable {
  student_id: number;
  /** '' until the basic information is saved: a resume "exists" when it has a name (spec §3) */
  name: string;
  /** 0 unset, 1 男, 2 女 */
  sex: number;
  /** YYYY-MM-DD */
  birth_date: string;
  phone: string;
  email: string;
  city: string;
  school: string;
  major: string;
  /** 0 unset, 1 大专, 2 本科, 3 硕士, 4 博士 */
  degree: number;
  graduation_year: number;
  /** files-provider key of the photo, '' for none */
  photo_key: Generated<string>;
  basic_version: Generated<number>;
  basic_updated_at: Generated<number>;
  skills: Generated<string>;
  certificates: Generated<string>;
  awards: Generated<string>;
  languages: Generated<string>;
  self_evaluation: Generated<string>;
  other_version: Generated<number>;
  other_updated_at: Generated<number>;
  created_at: number;
}

/** Columns every list entry has. Months are YYYY-MM; end_date '' means 至今. */
interface EntryColumns {
  id: Generated<number>;
  student_id: number;
  start_date: string;
  end_date: string;
  description: string;
  /** starts at 1, +1 on every save */
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  /** set when deleted (kept for applications already sent) */
  deleted_at: number | null;
}

export interface ResumeEducationTable extends EntryColumns {
  school: string;
  major: string;
  degree: number;
}

export interface ResumeWorkTable extends EntryColumns {
  /** 1 实习, 2 工作 */
  kind: number;
  company: string;
  position: string;
}

export interface ResumeProjectTable extends EntryColumns {
  name: string;
  role: string;
}

export interface JobIntentionTable {
  student_id: number;
  /** JSON text: string[] */
  categories: string;
  /** JSON text: string[] */
  cities: string;
  /** 元/月; both 0 = 面议 */
  salary_min: number;
  salary_max: number;
  /** 0 unset, 1 校招, 2 实习, 3 社招 */
  nature: number;
  version: Generated<number>;
  updated_at: number;
}

export interface ResumeAttachmentTable {
  id: Generated<number>;
  student_id: number;
  /** files-provider key */
  file_key: string;
  original_name: string;
  /** the type found in the content: application/pdf, application/msword or the DOCX type */
  mime: string;
  size: number;
  /** 1 once an application sent it: a delete then keeps the stored file */
  in_use: Generated<number>;
  created_at: number;
  deleted_at: number | null;
}

export interface ResumeExampleTable {
  id: Generated<number>;
  major: string;
  title: string;
  summary: string;
  /** JSON text: ResumeContent */
  content: string;
  sort: number;
}

export type ResumeRow = Selectable<ResumeTable>;
export type EducationRow = Selectable<ResumeEducationTable>;
export type WorkRow = Selectable<ResumeWorkTable>;
export type ProjectRow = Selectable<ResumeProjectTable>;
export type JobIntentionRow = Selectable<JobIntentionTable>;
export type AttachmentRow = Selectable<ResumeAttachmentTable>;
export type NewAttachment = Insertable<ResumeAttachmentTable>;
export type ResumeExampleRow = Selectable<ResumeExampleTable>;
export type NewResumeExample = Insertable<ResumeExampleTable>;
