import type { HomeCompanyList, HomeConfig, HomePositionPage, HomeResource } from '../types/home';
import { http } from './http';
import { parseHomeCompanies, parseHomeConfig, parseHomePositions, parseHomeResource } from './home-parsers';
import { takePageAnswer } from './page-answers';
import { parsed } from './parsed';
import type { Obj } from '../util/read';
import type { RequestOptions } from './http';

/**
 * The home calls (spec §7 Site and contact calls): scoped to this host by the server. The first call of the
 * shown home is answered from the page when the server sent its answer along (page-answers.ts).
 */
export const home = {
  /** Banners, famous companies and the hot categories (recruit_hot, JSON text) of the new home. */
  getResource: () => parsed<HomeResource>(takePageAnswer<Obj>('resource') ?? http.get('/api/site/gethomeresource'), parseHomeResource),
  /** The site's recruiting companies, at most 39. */
  getCompanies: () => parsed<HomeCompanyList>(http.get('/api/company/gethomeresource'), parseHomeCompanies),
  /** One chunk of the site's recruiting positions (page from 1). */
  getPositions: (query: { page: number; page_size?: number }, options?: RequestOptions) =>
    parsed<HomePositionPage>(http.get('/api/position/gethomeresource', query, options), parseHomePositions),
  /** The configurable home of a site. */
  getConfig: (domain: string) =>
    parsed<HomeConfig>(takePageAnswer<Obj>(`config:${domain}`) ?? http.post('/api/site/gethomeconfig', { domain }), parseHomeConfig),
  /** The configurable home of a department (college) site. */
  getCollegeConfig: (domain: string) => parsed<HomeConfig>(http.post('/api/schoolcollege/gethomeconfig', { domain }), parseHomeConfig),
};
