import { Type, type Static } from '@sinclair/typebox';
import { Flag } from './site';

/** Answers of the site, school and user calls (spec §3, §7) beside the site information. */

/** POST /api/site/getconfig {domain}: site config by domain (§3). */
export const SiteConfig = Type.Object({ use_bg_image: Flag, bg_image: Type.String(), title: Type.String(), subtitle: Type.String(), channel_type: Type.Integer({ description: '0 none, 1 organiser site' }) });
export type SiteConfig = Static<typeof SiteConfig>;

/** POST /company/site/getinfo {domain}: the company contact data of the footer. */
export const CompanySiteInfo = Type.Object({
  company_concat_qr_code_url: Type.String({ description: 'image URL of the contact QR code (generated per request)' }),
  wechat: Type.String(),
  phone: Type.String(),
  email: Type.String(),
});
export type CompanySiteInfo = Static<typeof CompanySiteInfo>;

/** A QR image: GET /api/qrcodeparameter/create, POST /school/site/getschoolqrcode. */
export const QrCodeAnswer = Type.Object({
  QRcode: Type.String({ description: 'PNG data URL (data:image/png;base64,…)' }),
  qr_parameter_id: Type.String({ description: 'the scene encoded' }),
  url: Type.String({ description: 'what the QR code opens' }),
});
export type QrCodeAnswer = Static<typeof QrCodeAnswer>;

/** GET /api/site/selectlabel: the exhibition labels with their titles. */
export const LabelOption = Type.Object({
  value: Type.String({ description: 'block key, the exhibition item’s label (e.g. jobfair)' }),
  label: Type.String({ description: 'display title of the block' }),
  show: Flag,
});
export type LabelOption = Static<typeof LabelOption>;
export const LabelList = Type.Object({ type: Type.String(), list: Type.Array(LabelOption) });
export type LabelList = Static<typeof LabelList>;

/** GET /api/site/gettoken. */
export const TokenAnswer = Type.Object({ token: Type.String(), expires_at: Type.Integer({ description: 'epoch milliseconds' }), expires_in: Type.Integer({ description: 'seconds' }) });
export type TokenAnswer = Static<typeof TokenAnswer>;

export const College = Type.Object({ id: Type.Integer(), name: Type.String() });
export type College = Static<typeof College>;
export const Major = Type.Object({ id: Type.Integer(), name: Type.String(), college_id: Type.Integer(), college_name: Type.String() });
export type Major = Static<typeof Major>;
/** GET /api/site/getsitecollege {domain}. */
export const CollegeList = Type.Object({ list: Type.Array(College) });
export type CollegeList = Static<typeof CollegeList>;
/** GET /api/site/getsitemajors, /api/school/getcollegemajors {domain}. */
export const MajorList = Type.Object({ list: Type.Array(Major) });
export type MajorList = Static<typeof MajorList>;

/** GET /school/site/home: what the school landing page shows (§2 Landing page). */
export const SchoolHome = Type.Object({
  school: Type.String(),
  school_type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  college: Type.String({ description: 'department name on department sites' }),
  school_badge: Type.String(),
  school_building: Type.String(),
  use_bg_image: Flag,
  bg_image: Type.String(),
  qr_parameter_id: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
});
export type SchoolHome = Static<typeof SchoolHome>;

/** POST /api/user/checkstulogin {user_id}: the session check (§4). */
export const SessionCheck = Type.Object({ user_id: Type.String(), login_type: Type.Union([Type.Literal('student'), Type.Literal('school')]) });
export type SessionCheck = Static<typeof SessionCheck>;

/**
 * GET /api/user/getcommon: the session's student (spec §3 Student info). The resume's name decides whether a
 * resume exists ('' without one); the result ids are 0 until the AI diagnosis and career book have results.
 */
export const StudentInfo = Type.Object({
  has_resume: Flag,
  has_resume_diagnose: Flag,
  has_ai_career_planning: Flag,
  sex: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 unknown, 1 male, 2 female (the resume’s once it states one)' }),
  avatar: Type.String(),
  resume_name: Type.String({ description: 'the resume’s name, \'\' without one (has_resume is 1 exactly when it is set)' }),
  resume_diagnose_id: Type.Integer({ description: 'the latest resume diagnosis, 0 without one' }),
  ai_career_planning_id: Type.Integer({ description: 'the latest career-planning book, 0 without one' }),
});
export type StudentInfo = Static<typeof StudentInfo>;
