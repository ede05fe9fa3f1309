import type { Generated, Insertable, Selectable } from 'kysely';
import type { ApplicationStatus } from '@campus/shared-utils/rules';

export interface FavouritePositionTable {
  student_id: number;
  position_id: number;
  created_at: number;
}

export interface FavouriteCompanyTable {
  student_id: number;
  company_id: number;
  created_at: number;
}

/** One student's application to one position (unique per pair); a time per step reached. */
export interface ApplicationTable {
  id: Generated<number>;
  student_id: number;
  position_id: number;
  company_id: number;
  resume_type: 'online' | 'attachment';
  resume_id: number;
  /** the resume's name as the student saw it when choosing */
  resume_name: string;
  /** JSON text: what was sent, frozen at that moment */
  resume_snapshot: string;
  status: ApplicationStatus;
  delivered_at: number;
  viewed_at: number | null;
  interview_at: number | null;
  hired_at: number | null;
  rejected_at: number | null;
  updated_at: number;
  /** 1 when the employer changed it and the student has not seen that yet */
  unread: number;
  /** the sent copy's own photo file ('' without a photo): replacing the resume's photo leaves it */
  sent_photo_key: Generated<string>;
}

/** The timeline of an application: one row per step reached. */
export interface ApplicationEventTable {
  id: Generated<number>;
  application_id: number;
  status: ApplicationStatus;
  note: string;
  created_at: number;
}

/** An interview invitation an employer sent for an application. */
export interface InterviewTable {
  id: Generated<number>;
  application_id: number;
  student_id: number;
  position_id: number;
  company_id: number;
  start_at: number;
  mode: 'online' | 'onsite';
  place: string;
  link: string;
  contact_name: string;
  contact_phone: string;
  note: string;
  status: 'scheduled' | 'cancelled';
  created_at: number;
  /** the student's answer, given once while the interview is ahead */
  reply: Generated<InterviewReply>;
  /** why the student declined ('' otherwise) */
  reply_reason: Generated<string>;
  /** when the student answered (epoch ms, 0 before) */
  reply_at: Generated<number>;
}

export type InterviewReply = 'none' | 'accepted' | 'declined';

/** The mine area's tables, merged into `Database` (api/src/db/database.ts). */
export interface MineTables {
  favourite_position: FavouritePositionTable;
  favourite_company: FavouriteCompanyTable;
  application: ApplicationTable;
  application_event: ApplicationEventTable;
  interview: InterviewTable;
}

export type ApplicationRow = Selectable<ApplicationTable>;
export type NewApplication = Insertable<ApplicationTable>;
export type InterviewRow = Selectable<InterviewTable>;
export type NewInterview = Insertable<InterviewTable>;
