import type { CompanyQuery, PositionQuery } from '../types/jobs';
import { http } from './http';
import { CompanyDetail, CompanyPage, JobFairPage, JobFilterOptions, PositionDetail, PositionPage, ZoneInfo } from '../shapes/jobs';
import { conformed } from './parsed';
import type { RequestOptions } from './http';

type Paging = { page?: number; page_size?: number };

/** Browsing positions and companies (spec §7): lists, search, details, zones, college lists; scoped to this host by the server. */
export const jobs = {
  /** Search the site's open positions (keyword and filters; values outside their lists are ignored). */
  searchPositions: (query: PositionQuery, options?: RequestOptions) => conformed(http.post('/api/position/getlistbyselect', query, options), PositionPage),
  positionDetail: (id: number) => conformed(http.get('/api/position/getdetail', { id }), PositionDetail),
  /** What the list pages offer as filters. */
  filterOptions: () => conformed(http.get('/api/position/getfilteroptions'), JobFilterOptions),
  zone: (zoneid: number) => conformed(http.post('/api/zone/get', { zoneid }), ZoneInfo),
  companies: (query: CompanyQuery, options?: RequestOptions) => conformed(http.get('/api/company/getlist', query, options), CompanyPage),
  companyDetail: (id: number) => conformed(http.get('/api/company/getdetail', { id }), CompanyDetail),
  companyPositions: (companyId: number, paging: Paging = {}) => conformed(http.post('/api/company/getpositionlist', { company_id: companyId, ...paging }), PositionPage),
  collegePositions: (paging: Paging = {}) => conformed(http.get('/api/position/getlistbycollege', paging), PositionPage),
  collegeCompanies: (paging: Paging = {}) => conformed(http.get('/api/company/getlistbycollege', paging), CompanyPage),
  collegeJobFairs: (paging: Paging = {}) => conformed(http.get('/api/schoolcollege/jobfairlist', paging), JobFairPage),
};
