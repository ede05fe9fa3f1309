import type { CollegeList, CompanySiteInfo, LabelList, MajorList, QrCodeAnswer, SchoolHome, SessionCheck, SiteConfig, TokenAnswer } from '@campus/shared-utils';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { Flag, QrImage } from '../lib/envelope-schema';

/** Data fields of each answer (inside the envelope), shared with the front end's types (checked below). */
export const SiteConfigFields = {
  use_bg_image: Flag,
  bg_image: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  channel_type: Type.Integer({ description: '0 none, 1 organiser site' }),
};

export const CompanySiteInfoFields = {
  company_concat_qr_code_url: Type.String({ description: 'image URL of the contact QR code (generated per request)' }),
  wechat: Type.String(),
  phone: Type.String(),
  email: Type.String(),
};

export const QrCodeFields = {
  QRcode: QrImage,
  qr_parameter_id: Type.String({ description: 'the scene encoded' }),
  url: Type.String({ description: 'what the QR code opens' }),
};

export const LabelListFields = {
  type: Type.String(),
  list: Type.Array(
    Type.Object({
      value: Type.String({ description: 'block key, the exhibition item’s label (e.g. jobfair)' }),
      label: Type.String({ description: 'display title of the block' }),
      show: Flag,
    }),
  ),
};

export const TokenFields = {
  token: Type.String(),
  expires_at: Type.Integer({ description: 'epoch milliseconds' }),
  expires_in: Type.Integer({ description: 'seconds' }),
};

export const CollegeListFields = { list: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) };

export const MajorListFields = {
  list: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), college_id: Type.Integer(), college_name: Type.String() })),
};

export const SchoolHomeFields = {
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
};

export const SessionCheckFields = {
  user_id: Type.String(),
  login_type: Type.Union([Type.Literal('student'), Type.Literal('school')]),
};

type Answer<P extends TProperties> = Static<TObject<P>>;
type Assert<T extends true> = T;
type Fits<A, B> = [A] extends [B] ? true : false;
/** Compile-time proof that every answer carries what the front end's API types read. */
export type AnswersFitClientTypes = [
  Assert<Fits<Answer<typeof SiteConfigFields>, SiteConfig>>,
  Assert<Fits<Answer<typeof CompanySiteInfoFields>, CompanySiteInfo>>,
  Assert<Fits<Answer<typeof QrCodeFields>, QrCodeAnswer>>,
  Assert<Fits<Answer<typeof LabelListFields>, LabelList>>,
  Assert<Fits<Answer<typeof TokenFields>, TokenAnswer>>,
  Assert<Fits<Answer<typeof CollegeListFields>, CollegeList>>,
  Assert<Fits<Answer<typeof MajorListFields>, MajorList>>,
  Assert<Fits<Answer<typeof SchoolHomeFields>, SchoolHome>>,
  Assert<Fits<Answer<typeof SessionCheckFields>, SessionCheck>>,
];
