import type { Generated, Insertable, Selectable } from 'kysely';
import type { BoothState, FairLabelKind, MediaKind } from '@campus/shared-utils/rules';

/** A column (zone) of articles and videos on one site; home zone items of config_type 4 and 5 name one by id. */
export interface MediaColumnTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  intro: string;
  sort: number;
}

/** An article or a video. body_html is stored sanitised (and sanitised again when sent). */
export interface MediaMaterialTable {
  id: Generated<number>;
  site_id: number;
  column_id: number;
  kind: MediaKind;
  title: string;
  summary: string;
  cover_url: string;
  source: string;
  author: string;
  body_html: string;
  video_url: string;
  poster_url: string;
  /** JSON text: {name, url, size}[] */
  attachments: string;
  /** JSON text: {at, title}[] */
  chapters: string;
  /** seconds; 0 for articles */
  duration: number;
  views: number;
  publish_at: number;
  status: number;
}

/** A student's last position in a video. */
export interface VideoProgressTable {
  student_id: number;
  material_id: number;
  seconds: number;
  updated_at: number;
}

export interface JobFairLabelTable {
  id: Generated<number>;
  fair_id: number;
  kind: FairLabelKind;
  name: string;
  sort: number;
}

/** A hall of an offline fair's venue, in map units (metres). */
export interface JobFairHallTable {
  id: Generated<number>;
  fair_id: number;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** JSON text: {entrances: {x, y, label}[], aisles: {x, y, width, height}[]} */
  layout: string;
  sort: number;
}

export interface JobFairBoothTable {
  id: Generated<number>;
  fair_id: number;
  hall_id: number;
  code: string;
  x: number;
  y: number;
  width: number;
  height: number;
  state: BoothState;
  company_id: number | null;
}

/** A company taking part in a fair, at a booth (offline) or not. */
export interface JobFairCompanyTable {
  fair_id: number;
  company_id: number;
  booth_id: number | null;
  sort: number;
}

export interface JobFairCompanyLabelTable {
  fair_id: number;
  company_id: number;
  label_id: number;
}

/** A position a company brings to a fair. */
export interface JobFairPositionTable {
  fair_id: number;
  company_id: number;
  position_id: number;
}

/** A student's sign-up for an offline fair, with the entrance ticket its QR code carries. */
export interface JobFairSignupTable {
  fair_id: number;
  student_id: number;
  ticket: string;
  created_at: number;
}

export interface ContentTables {
  media_column: MediaColumnTable;
  media_material: MediaMaterialTable;
  video_progress: VideoProgressTable;
  job_fair_label: JobFairLabelTable;
  job_fair_hall: JobFairHallTable;
  job_fair_booth: JobFairBoothTable;
  job_fair_company: JobFairCompanyTable;
  job_fair_company_label: JobFairCompanyLabelTable;
  job_fair_position: JobFairPositionTable;
  job_fair_signup: JobFairSignupTable;
}

export type MediaColumnRow = Selectable<MediaColumnTable>;
export type MediaMaterialRow = Selectable<MediaMaterialTable>;
export type NewMediaMaterial = Insertable<MediaMaterialTable>;
export type JobFairBoothRow = Selectable<JobFairBoothTable>;
export type JobFairHallRow = Selectable<JobFairHallTable>;
