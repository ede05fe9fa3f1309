import { parseSiteInfo } from '../site/parse-site-info';
import type { SiteInfo } from '../types/site';
import { http } from './http';
import { takePageAnswer } from './page-answers';
import { conformed, parsed } from './parsed';
import type { Obj } from '../util/read';
import { CollegeList, CompanySiteInfo, LabelList, MajorList, QrCodeAnswer, SchoolHome, SiteConfig, TokenAnswer } from '../shapes/site-calls';
import type { Payload } from './result';

/** Site and contact calls (spec §7). */
export const site = {
  /** Site information of this host (the server reads the Host header). */
  getSiteInfo: () => parsed<SiteInfo>(http.get('/api/site/getsiteinfo'), parseSiteInfo),
  /** The landing and organiser pages' first call: answered from the page when the server sent it along (page-answers.ts). */
  getConfig: (domain: string) => conformed(takePageAnswer<Obj>(`site-config:${domain}`) ?? http.post('/api/site/getconfig', { domain }), SiteConfig),
  getCompanySiteInfo: (domain: string) => conformed(takePageAnswer<Obj>(`company:${domain}`) ?? http.post('/company/site/getinfo', { domain }), CompanySiteInfo),
  /** The messaging-app QR code; type '4' is the public-account code of the footer and the old header. */
  createQrParameter: (payload: Payload = { type: '4' }) =>
    conformed(http.get('/api/qrcodeparameter/create', { type: '4', ...payload }), QrCodeAnswer),
  selectLabel: (payload?: Payload) => conformed(http.get('/api/site/selectlabel', payload), LabelList),
  getToken: (payload?: Payload) => conformed(http.get('/api/site/gettoken', payload), TokenAnswer),
  getSiteCollege: (domain: string) => conformed(http.get('/api/site/getsitecollege', { domain }), CollegeList),
  getSiteMajors: (domain: string) => conformed(http.get('/api/site/getsitemajors', { domain }), MajorList),
  getCollegeMajors: (domain: string) => conformed(http.get('/api/school/getcollegemajors', { domain }), MajorList),
  getSchoolQrCode: (payload?: Payload) => conformed(http.post('/school/site/getschoolqrcode', payload), QrCodeAnswer),
  schoolHome: (payload?: Payload) => conformed(http.get('/school/site/home', payload), SchoolHome),
};
