import type { CompanyQuery, PositionQuery } from '../types/jobs';
import { http } from './http';
import { parseCompanyDetail, parseCompanyPage, parseFilterOptions, parseJobFairPage, parsePositionDetail, parsePositionPage, parseZone } from './jobs-parsers';
import { parsed } from './parsed';
import type { RequestOptions } from './http';

type Paging = { page?: number; page_size?: number };

/** Browsing positions and companies (spec §7): lists, search, details, zones, college lists; scoped to this host by the server. */
export const jobs = {
  /** Search the site's open positions (keyword and filters; values outside their lists are ignored). */
  searchPositions: (query: PositionQuery, options?: RequestOptions) => parsed(http.post('/api/position/getlistbyselect', query, options), parsePositionPage),
  positionDetail: (id: number) => parsed(http.get('/api/position/getdetail', { id }), parsePositionDetail),
  /** What the list pages offer as filters. */
  filterOptions: () => parsed(http.get('/api/position/getfilteroptions'), parseFilterOptions),
  zone: (zoneid: number) => parsed(http.post('/api/zone/get', { zoneid }), parseZone),
  companies: (query: CompanyQuery, options?: RequestOptions) => parsed(http.get('/api/company/getlist', query, options), parseCompanyPage),
  companyDetail: (id: number) => parsed(http.get('/api/company/getdetail', { id }), parseCompanyDetail),
  companyPositions: (companyId: number, paging: Paging = {}) => parsed(http.post('/api/company/getpositionlist', { company_id: companyId, ...paging }), parsePositionPage),
  collegePositions: (paging: Paging = {}) => parsed(http.get('/api/position/getlistbycollege', paging), parsePositionPage),
  collegeCompanies: (paging: Paging = {}) => parsed(http.get('/api/company/getlistbycollege', paging), parseCompanyPage),
  collegeJobFairs: (paging: Paging = {}) => parsed(http.get('/api/schoolcollege/jobfairlist', paging), parseJobFairPage),
};
