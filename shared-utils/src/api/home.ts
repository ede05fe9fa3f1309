import { parseExhibition } from '../format/exhibition';
import { HomeCompanyList, HomeConfig, HomePositionPage, HomeResource } from '../shapes/home';
import { conform } from '../shapes/conform';
import { http } from './http';
import { takePageAnswer } from './page-answers';
import { conformed, parsed } from './parsed';
import type { Obj } from '../util/read';
import type { RequestOptions } from './http';

/**
 * The home calls (spec §7 Site and contact calls): scoped to this host by the server. The first call of the
 * shown home is answered from the page when the server sent its answer along (page-answers.ts).
 */
/** The configurable home; its exhibition list may also arrive as JSON text (as site info carries it). */
const homeConfig = (d: Obj) => ({ ...conform(HomeConfig, d), exhibition: parseExhibition(d.exhibition) });

export const home = {
  /** Banners, famous companies and the hot categories (recruit_hot, JSON text) of the new home. */
  getResource: () => conformed(takePageAnswer<Obj>('resource') ?? http.get('/api/site/gethomeresource'), HomeResource),
  /** The site's recruiting companies, at most 39. */
  getCompanies: () => conformed(http.get('/api/company/gethomeresource'), HomeCompanyList),
  /** One chunk of the site's recruiting positions (page from 1). */
  getPositions: (query: { page: number; page_size?: number }, options?: RequestOptions) =>
    conformed(http.get('/api/position/gethomeresource', query, options), HomePositionPage),
  /** The configurable home of a site. */
  getConfig: (domain: string) =>
    parsed(takePageAnswer<Obj>(`config:${domain}`) ?? http.post('/api/site/gethomeconfig', { domain }), homeConfig),
  /** The configurable home of a department (college) site. */
  getCollegeConfig: (domain: string) => parsed(http.post('/api/schoolcollege/gethomeconfig', { domain }), homeConfig),
};
