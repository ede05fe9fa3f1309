import type { Generated, Insertable, Selectable } from 'kysely';

/** One host: its kind, flags, brand and owner (spec §3 Site info, Site config by domain). */
export interface SiteTable {
  id: Generated<number>;
  host: string;
  brand_key: string;
  type: number;
  show_about: number;
  is_hide_logo: number;
  is_taiban: number;
  is_open_ai: number;
  is_ai_interview: number;
  is_ai_career_planning: number;
  not_prod: number;
  qr_parameter_id: string;
  /** '' uses the brand's contact QR. */
  company_concat_qr_code_url: string;
  position_recommend: number;
  company_show_all: number;
  school_id: number | null;
  channel_id: number | null;
  /** JSON text of {label, show, title}[] as the spec gives it. */
  exhibition: string;
  /** '' uses the configured MOBILE_JUMP_URL. */
  mobile_jump_url: string;
  use_bg_image: number;
  bg_image: string;
  title: string;
  subtitle: string;
  channel_type: number;
}

export type SiteRow = Selectable<SiteTable>;
export type NewSite = Insertable<SiteTable>;
