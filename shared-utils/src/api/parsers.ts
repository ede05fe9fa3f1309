import type { CollegeList, CompanySiteInfo, LabelList, MajorList, QrCodeAnswer, SchoolHome, SiteConfig, TokenAnswer } from '../types/api';
import { isObj, readFlag, readNum, readOneOf, readStr, type Obj } from '../util/read';

// Each answer the UI reads is rebuilt field by field, so a malformed answer gives empty values, not a crash.
const list = <T>(value: unknown, item: (o: Obj) => T): T[] => (Array.isArray(value) ? value.filter(isObj).map(item) : []);

export const parseSiteConfig = (d: Obj): SiteConfig => ({
  use_bg_image: readFlag(d.use_bg_image),
  bg_image: readStr(d.bg_image),
  title: readStr(d.title),
  subtitle: readStr(d.subtitle),
  channel_type: readNum(d.channel_type),
});

export const parseCompanySiteInfo = (d: Obj): CompanySiteInfo => ({
  company_concat_qr_code_url: readStr(d.company_concat_qr_code_url),
  wechat: readStr(d.wechat),
  phone: readStr(d.phone),
  email: readStr(d.email),
});

export const parseQrCode = (d: Obj): QrCodeAnswer => ({ QRcode: readStr(d.QRcode) });

export const parseLabelList = (d: Obj): LabelList => ({
  list: list(d.list, (o) => ({ value: readStr(o.value), label: readStr(o.label) })),
});

export const parseToken = (d: Obj): TokenAnswer => ({ token: readStr(d.token) });

export const parseCollegeList = (d: Obj): CollegeList => ({
  list: list(d.list, (o) => ({ id: readNum(o.id), name: readStr(o.name) })),
});

export const parseMajorList = (d: Obj): MajorList => ({
  list: list(d.list, (o) => ({ id: readNum(o.id), name: readStr(o.name), college_id: readNum(o.college_id) })),
});

export const parseSchoolHome = (d: Obj): SchoolHome => ({
  school: readStr(d.school),
  school_type: readOneOf(d.school_type, [1, 2] as const, 1),
  school_badge: readStr(d.school_badge),
  school_building: readStr(d.school_building),
  qr_parameter_id: readStr(d.qr_parameter_id),
});
