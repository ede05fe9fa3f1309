import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JobFilterOptions, PositionDetail, PositionPage, ZoneInfo } from '@campus/shared-utils/shapes';
import { COMPANY_SIZES, JOB_EDUCATIONS, JOB_INDUSTRIES, JOB_NATURES, JOBS_LIMITS, SALARY_BANDS } from '@campus/shared-utils/rules';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { TtlCache } from '../../lib/ttl-cache';
import { HomeCache, sendCachedAnswer } from '../../lib/home-cache';
import { homeCacheMs } from '../../lib/shared-state';
import { countZoneMembers, findSiteZone, listJobCategories, listPositionCities } from '../../db/repositories/jobs-browse';
import { countCompanyPositions, findPosition, listSimilarPositions, positionCardsByIds } from '../../db/repositories/position';
import { findCompany } from '../../db/repositories/company';
import { searchPositions } from '../../db/repositories/position-search';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { IdQuery, paging } from '../../lib/list-query';
import { positionFilters } from './filters';
import { positionCard } from '../../services/cards';
import { PositionQuery, ZoneBody } from './schemas';
import { routePlugin } from '../../lib/route-plugin';

/** Filter options change only when positions of new cities appear: a minute is fresh enough. */
const OPTIONS_CACHE_MS = 60_000;
/** How stale a browsed list page may be (a position closed in the back office shows this much longer at most). */
const LIST_CACHE_MS = 5_000;

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Position search, detail, zones and the list pages' filter options (spec §7), scoped to the requesting site. */
const positionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const optionCache = new TtlCache<JobFilterOptions>(app.config.siteCacheMs === 0 ? 0 : OPTIONS_CACHE_MS);
  // The list pages without a keyword, serialized for a few seconds as site info is: every visitor of a list page
  // asks for the same first pages, each a count and a page of cards. Positions are written by the employer back
  // office, which cannot tell this process, so the time is short. A cache of its own, so a flood of distinct
  // filters empties only this one.
  const listCache = new HomeCache(Math.min(homeCacheMs(app.config), LIST_CACHE_MS));

  app.post(
    '/api/position/getlistbyselect',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search the requesting site’s open positions by keyword and filters, newest or most relevant first',
        description:
          'Chinese keywords of any length (前端, 会计, 销售) are looked up in the term index; the keyword is only ever text. ' +
          'A filter outside its list or range is ignored and the others apply. hide_applied needs a student session (ignored otherwise). ' +
          `Counting stops at ${JOBS_LIMITS.countCap} (total_capped 1).`,
        body: PositionQuery,
        response: { 200: envelope(PositionPage.properties), ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.body;
      const site = await request.site();
      const search = positionFilters(q, site.id);
      if (q.zoneid !== undefined && (await findSiteZone(app.db, site.id, q.zoneid))?.kind === 'position') search.zoneId = q.zoneid;
      if (q.hide_applied === 1 && request.session?.role === 'student') search.excludeAppliedBy = request.session.user_id;
      const { page, pageSize, offset } = paging(q.page, q.page_size);
      const answer = async () => {
        const found = await searchPositions(app.db, search, offset, pageSize, JOBS_LIMITS.countCap);
        const cards = await positionCardsByIds(app.db, found.ids);
        return { list: cards.map(positionCard), page, page_size: pageSize, total: found.total, total_capped: found.capped ? (1 as const) : (0 as const) };
      };
      // a keyword search is the student's own; a list without their applications is never shared
      if (search.keyword !== undefined || search.excludeAppliedBy !== undefined) return ok(await answer());
      return sendCachedAnswer(listCache, reply, JSON.stringify([search, page, pageSize]), site.id, answer);
    },
  );

  app.get(
    '/api/position/getdetail',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A position of the requesting site with its company card and similar open positions',
        description: `A closed position is answered with status 0; an unknown id, or one of another site or a hidden company, gets ${CODES.positionNotFound.code}.`,
        querystring: IdQuery,
        response: { 200: envelope(optionalFields(PositionDetail.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const site = await request.site();
      const position = await findPosition(app.db, request.query.id);
      const company = position && position.site_id === site.id ? await findCompany(app.db, position.company_id) : undefined;
      if (!position || !company || company.status !== 1) throw new AppError(CODES.positionNotFound);
      const [similar, positionCount] = await Promise.all([listSimilarPositions(app.db, position, JOBS_LIMITS.similarPositions), countCompanyPositions(app.db, company.id)]);
      const card = positionCard({ ...position, company });
      const detail: PositionDetail = {
        ...card,
        headcount: position.headcount,
        description: position.description,
        requirements: position.requirements,
        salary_min: position.salary_min,
        salary_max: position.salary_max,
        salary_months: position.salary_months,
        status: position.status === 1 ? 1 : 0,
        company: { ...card.company, city: company.city, address: company.address, position_count: positionCount },
        similar: similar.map(positionCard),
      };
      return ok(detail);
    },
  );

  app.post(
    '/api/zone/get',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A zone of the requesting site (a named group of positions or companies that home items link to)',
        description: `An unknown zone, or one of another site, gets ${CODES.zoneNotFound.code}.`,
        body: ZoneBody,
        response: { 200: envelope(optionalFields(ZoneInfo.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const site = await request.site();
      const zone = await findSiteZone(app.db, site.id, request.body.zoneid);
      if (!zone) throw new AppError(CODES.zoneNotFound);
      return ok({ id: zone.id, kind: zone.kind, title: zone.title, intro: zone.intro, count: await countZoneMembers(app.db, zone) });
    },
  );

  app.get(
    '/api/position/getfilteroptions',
    {
      schema: {
        tags: ['jobs'],
        summary: 'What the position and company lists offer as filters: categories, the site’s cities, industries, sizes, degrees, natures, salary bands, years',
        response: { 200: envelope(JobFilterOptions.properties), ...errorResponses },
      },
    },
    async (request) => {
      const site = await request.site();
      const now = new Date(app.now());
      return ok(
        await optionCache.get(`options:${site.id}`, async () => {
          const [categories, cities] = await Promise.all([listJobCategories(app.db), listPositionCities(app.db, site.id)]);
          // graduation years a student looks for: last year's to three years ahead
          const year = now.getUTCFullYear();
          return {
            categories: categories.map((c) => ({ value: c.value, label: c.label, group: c.group_label })),
            cities: options(cities),
            industries: options(JOB_INDUSTRIES),
            company_sizes: options(COMPANY_SIZES),
            educations: options(JOB_EDUCATIONS),
            natures: options(JOB_NATURES),
            salaries: SALARY_BANDS.map((b) => ({ value: b.value, label: b.label })),
            graduation_years: [year - 1, year, year + 1, year + 2, year + 3].map((y) => ({ value: String(y), label: `${y}届` })),
          };
        }),
      );
    },
  );
};

export default routePlugin('routes/position/search', positionRoutes);
