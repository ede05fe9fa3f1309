import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JOB_NATURE_OPTIONS, MINE_LIMITS } from '@campus/shared-utils/rules';
import type { Db } from '../../db/database';
import { getIntention } from '../../db/repositories/intention';
import { appliedPositionIds, categoryValues, intentionCandidates, popularPositions, type Candidate } from '../../db/repositories/recommend';
import { findResume } from '../../db/repositories/resume';
import { ok } from '../../lib/envelope';
import { TtlCache } from '../../lib/ttl-cache';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { hasSignal, rankAll, type Profile } from './rank';
import { RecommendPage } from '@campus/shared-utils/shapes';
import { StudentPageQuery, studentPageOf } from '../../lib/list-query';
import { optionalStudentId } from '../../auth/applicant';
import { routePlugin } from '../../lib/route-plugin';

const POPULAR_WINDOW_MS = 30 * 24 * 3600_000;
/** The popular list is the same for every visitor of a site: it is counted at most every 30 s per site. */
const POPULAR_CACHE_MS = 30_000;

async function studentProfile(db: Db, studentId: number): Promise<Profile> {
  const [intention, resume] = await Promise.all([getIntention(db, studentId), findResume(db, studentId)]);
  return {
    categories: intention.categories,
    cities: intention.cities,
    salaryMin: intention.salary_min,
    salaryMax: intention.salary_max,
    nature: JOB_NATURE_OPTIONS.find((o) => o.value === intention.nature)?.label ?? '',
    major: resume?.major ?? '',
    degree: resume?.degree ?? 0,
    graduationYear: resume?.graduation_year ?? 0,
  };
}

/** Three or more students make a position 热门; fewer are still worth saying. */
const popularReason = (heat: number) => (heat >= 3 ? `热门职位：近30天有${heat}位同学投递或收藏` : heat > 0 ? `近30天有${heat}位同学关注` : '最新发布');

const toItem = (c: Candidate, score: number, reasons: string[]) => {
  const { salary_min: _min, salary_max: _max, category_value: _value, graduation_year: _year, description: _d, requirements: _r, ...shown } = c;
  return { ...shown, score, reasons };
};

/** Recommendations (spec §7 position/getrecommend): ranked from the student's intention and resume, else popular. */
const recommendRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const popularCache = new TtlCache<Awaited<ReturnType<typeof popularPositions>>>(app.config.siteCacheMs === 0 ? 0 : POPULAR_CACHE_MS);
  app.get(
    '/api/position/getrecommend',
    {
      schema: {
        tags: ['mine'],
        summary: 'Recommended open positions of the requesting site, each with short reasons',
        description:
          'mode intention: a student with a job intention or resume, ranked by desired categories, cities, salary, nature and the resume’s major, degree and graduation year (applied positions left out). mode popular: visitors, other roles and students with neither — the most applied to and favourited in 30 days, then the newest. At most 400 are ranked.',
        querystring: Type.Object(StudentPageQuery),
        response: { 200: envelope(optionalFields(RecommendPage.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const site = await request.site();
      const { page, pageSize, offset } = studentPageOf(request.query);
      const now = app.now();
      const studentId = optionalStudentId(request);
      const profile = studentId ? await studentProfile(app.db, studentId) : null;
      const applied = studentId ? await appliedPositionIds(app.db, studentId) : new Set<number>();

      if (profile && hasSignal(profile)) {
        const values = await categoryValues(app.db, profile.categories);
        const candidates = await intentionCandidates(app.db, site.id, values, profile.cities, Math.ceil(MINE_LIMITS.recommendCandidates / 2));
        const ranked = rankAll(candidates.filter((c) => !applied.has(c.id)), profile, now);
        const list = ranked.slice(offset, offset + pageSize).map((r) => toItem(r, r.score, r.reasons));
        return ok({ mode: 'intention' as const, list, total: ranked.length, page, page_size: pageSize });
      }

      const all = await popularCache.get(`popular:${site.id}`, () => popularPositions(app.db, site.id, now - POPULAR_WINDOW_MS, MINE_LIMITS.recommendCandidates), now);
      const popular = all.filter((c) => !applied.has(c.id));
      const list = popular
        .slice(offset, offset + pageSize)
        .map((c) => toItem(c, c.heat, [popularReason(c.heat)]));
      return ok({ mode: 'popular' as const, list, total: popular.length, page, page_size: pageSize });
    },
  );
};

export default routePlugin('routes/position/recommend', recommendRoutes);
