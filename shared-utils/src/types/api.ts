/** Request and response shapes of the site and user calls (spec §3, §7), shared with the server. */
import type { Flag } from './site';

/** POST /api/site/getconfig {domain}: site config by domain (§3). */
export type SiteConfig = { use_bg_image: Flag; bg_image: string; title: string; subtitle: string; channel_type: number };

/** POST /company/site/getinfo {domain}: the company contact data of the footer. */
export type CompanySiteInfo = { company_concat_qr_code_url: string; wechat: string; phone: string; email: string };

/** A QR image (data URL or our own URL): GET /api/qrcodeparameter/create, POST /school/site/getschoolqrcode. */
export type QrCodeAnswer = { QRcode: string };

/** GET /api/site/selectlabel: the exhibition labels with their titles. */
export type LabelOption = { value: string; label: string };
export type LabelList = { list: LabelOption[] };

/** GET /api/site/gettoken. */
export type TokenAnswer = { token: string };

export type College = { id: number; name: string };
export type Major = { id: number; name: string; college_id: number };
/** GET /api/site/getsitecollege {domain}. */
export type CollegeList = { list: College[] };
/** GET /api/site/getsitemajors, /api/school/getcollegemajors {domain}. */
export type MajorList = { list: Major[] };

/** GET /school/site/home: what the school landing page shows (§2 Landing page). */
export type SchoolHome = { school: string; school_type: 1 | 2; school_badge: string; school_building: string; qr_parameter_id: string };

/** POST /api/user/checkstulogin {user_id}: the session check (§4). */
export type SessionCheck = { user_id: string };
