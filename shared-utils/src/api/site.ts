import { parseSiteInfo } from '../site/parse-site-info';
import type { SiteInfo } from '../types/site';
import { http } from './http';
import { parsed } from './parsed';
import {
  parseCollegeList,
  parseCompanySiteInfo,
  parseLabelList,
  parseMajorList,
  parseQrCode,
  parseSchoolHome,
  parseSiteConfig,
  parseToken,
} from './parsers';
import type { Payload } from './result';

/** Site and contact calls (spec §7). */
export const site = {
  /** Site information of this host (the server reads the Host header). */
  getSiteInfo: () => parsed<SiteInfo>(http.get('/api/site/getsiteinfo'), parseSiteInfo),
  getConfig: (domain: string) => parsed(http.post('/api/site/getconfig', { domain }), parseSiteConfig),
  getCompanySiteInfo: (domain: string) => parsed(http.post('/company/site/getinfo', { domain }), parseCompanySiteInfo),
  /** The messaging-app QR code; type '4' is the public-account code of the footer and the old header. */
  createQrParameter: (payload: Payload = { type: '4' }) =>
    parsed(http.get('/api/qrcodeparameter/create', { type: '4', ...payload }), parseQrCode),
  selectLabel: (payload?: Payload) => parsed(http.get('/api/site/selectlabel', payload), parseLabelList),
  getToken: (payload?: Payload) => parsed(http.get('/api/site/gettoken', payload), parseToken),
  getSiteCollege: (domain: string) => parsed(http.get('/api/site/getsitecollege', { domain }), parseCollegeList),
  getSiteMajors: (domain: string) => parsed(http.get('/api/site/getsitemajors', { domain }), parseMajorList),
  getCollegeMajors: (domain: string) => parsed(http.get('/api/school/getcollegemajors', { domain }), parseMajorList),
  getSchoolQrCode: (payload?: Payload) => parsed(http.post('/school/site/getschoolqrcode', payload), parseQrCode),
  schoolHome: (payload?: Payload) => parsed(http.get('/school/site/home', payload), parseSchoolHome),
};
