import { slotProblem } from '@campus/shared-utils/rules';
import type { Db } from '../../db/database';
import { setBoothOpen } from '../../db/repositories/live-fair';
import { publishSlots } from '../../db/repositories/live-fair-slots';
import { indexPositions } from '../../db/repositories/position-terms';
import { logoUrl } from '../../lib/company-logo';
import { DEMO_EMPLOYERS } from '../data/accounts';
import { makePositions } from '../home/positions';
import { createRng } from '../home/prng';
import { seasonVariants } from '../home/seasons';
import { SEED_NOW } from '../home/seed-home';
import { cstTime, DAY, insertBatches } from './batches';
import { FAIR_PLANS } from './fair-plans';

/**
 * The demo's online fair that happens here (docs/api-live-fair.md): the fair plan marked `staffed` runs while the
 * demo is seeded; the demo employer (13900000001) recruits for its company, 临江智造科技有限公司, which takes part
 * with positions of its own, its booth open and 15-minute slots published for tomorrow; a few other companies'
 * booths are open too, with the same slots. The company is added to the site (the home seed has none of that name), of the kind its
 * name says (科技有限公司: 互联网/IT), in 临江 like the school. Deterministic: a PRNG of its own (the content
 * seed's draws stay as they were) and times from the seed's `now`.
 */

const EMPLOYER = DEMO_EMPLOYERS[0];
/** Job categories of the company's positions, one each: an internet company's roles that economics and management graduates take. */
const CATEGORIES = ['data_analyst', 'pm', 'user_ops', 'hr'];
/** Companies besides the demo employer's whose booths are open. */
const OTHER_OPEN_BOOTHS = 3;
/** Tomorrow's slot starts (hours of the day, China Standard Time): every quarter of these hours. */
const SLOT_HOURS = [10, 14];
const QUARTER_HOURS = [0, 0.25, 0.5, 0.75];

export async function seedLiveBooths(db: Db, now: number, sites: Map<string, number>): Promise<void> {
  for (const plan of FAIR_PLANS.filter((p) => p.staffed)) {
    const siteId = sites.get(plan.host);
    if (siteId === undefined) continue;
    const fair = await db.selectFrom('job_fair').select(['id', 'start_at', 'end_at']).where('site_id', '=', siteId).where('title', 'in', seasonVariants(plan.title)).where('kind', '=', 'online').executeTakeFirst();
    if (!fair) continue;
    const companyId = await demoCompany(db, siteId);
    await joinFair(db, fair.id, companyId);
    const employer = await db.selectFrom('employer').select('id').where('phone', '=', EMPLOYER.phone).executeTakeFirst();
    if (employer) await db.insertInto('company_recruiter').values({ employer_id: employer.id, company_id: companyId, created_at: now }).onConflict((oc) => oc.column('employer_id').doNothing()).execute();

    const others = await db.selectFrom('job_fair_company').select('company_id').where('fair_id', '=', fair.id).where('company_id', '!=', companyId).orderBy('sort').limit(OTHER_OPEN_BOOTHS).execute();
    const window = { start_at: Number(fair.start_at), end_at: Number(fair.end_at) };
    const starts = SLOT_HOURS.flatMap((h) => QUARTER_HOURS.map((q) => cstTime(now, 1, h + q))).filter((start) => slotProblem(start, window, now) === null);
    // every open booth publishes the same times, as booths of one fair do (a student books one booth per time)
    for (const id of [companyId, ...others.map((o) => o.company_id)]) {
      await setBoothOpen(db, { fairId: fair.id, companyId: id }, true, now);
      await publishSlots(db, { fairId: fair.id, companyId: id }, starts, now);
    }
  }
}

/** The demo employer's company on the site (added once, with its positions, indexed for search): its id. */
async function demoCompany(db: Db, siteId: number): Promise<number> {
  const name = EMPLOYER.company_name;
  const found = await db.selectFrom('company').select('id').where('site_id', '=', siteId).where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  const rng = createRng(20261128);
  const last = await db.selectFrom('company').select((eb) => eb.fn.max('sort').as('sort')).where('site_id', '=', siteId).executeTakeFirst();
  const insize = '100-499人';
  const company = {
    site_id: siteId,
    name,
    short_name: '临江智造科技',
    logo_url: logoUrl('临江', 5),
    industry: '互联网/IT',
    second_industry: '互联网',
    insize,
    nature: '民营企业',
    city: '临江',
    address: '临江市高新区科技园路168号',
    intro:
      `${name}是一家专注于工业互联网领域的民营企业，总部位于临江，现有员工${insize}，为制造企业提供设备监控、生产数据分析和数字化工厂平台。` +
      '公司与临江大学长期合作，为应届毕业生提供导师带教、轮岗实践和清晰的职业发展通道。',
    website: '',
    welfare: JSON.stringify(['五险一金', '年终奖', '带薪年假', '餐补', '导师带教', '人才公寓']),
    is_famous: 0,
    is_recruiting: 1,
    status: 1,
    sort: Number(last?.sort ?? 0) + 1,
    created_at: SEED_NOW - 300 * DAY,
    updated_at: SEED_NOW - 3 * DAY,
  };
  const { id } = await db.insertInto('company').values(company).returning('id').executeTakeFirstOrThrow();
  // one position of each category, in 临江
  const positions = CATEGORIES.flatMap((category, i) =>
    makePositions(rng, { ...company, id, categories: [category] }, 1, SEED_NOW - i * 3_600_000).map((p) => ({ ...p, city: '临江', work_addr: '临江·高新区' })),
  );
  await insertBatches(db, 'position', positions);
  const added = await db.selectFrom('position').select('id').where('company_id', '=', id).orderBy('id').execute();
  await indexPositions(
    db,
    added.map((p) => p.id),
  );
  return id;
}

/** The company takes part in the online fair with every open position of its own and its industry's label. */
async function joinFair(db: Db, fairId: number, companyId: number): Promise<void> {
  const taking = await db.selectFrom('job_fair_company').select('company_id').where('fair_id', '=', fairId).where('company_id', '=', companyId).executeTakeFirst();
  if (taking) return;
  const company = await db.selectFrom('company').select('industry').where('id', '=', companyId).executeTakeFirstOrThrow();
  // after the fair's own companies: a themed fair is led by companies of its theme (seed-consistency); students find
  // the booth by the fair's company search, or among the open booths
  const sorts = await db.selectFrom('job_fair_company').select((eb) => eb.fn.max('sort').as('sort')).where('fair_id', '=', fairId).executeTakeFirst();
  await db.insertInto('job_fair_company').values({ fair_id: fairId, company_id: companyId, booth_id: null, sort: Number(sorts?.sort ?? 0) + 1 }).execute();

  let label = await db.selectFrom('job_fair_label').select('id').where('fair_id', '=', fairId).where('kind', '=', 'industry').where('name', '=', company.industry).executeTakeFirst();
  if (!label) {
    const labelSorts = await db.selectFrom('job_fair_label').select((eb) => eb.fn.max('sort').as('sort')).where('fair_id', '=', fairId).executeTakeFirst();
    label = await db
      .insertInto('job_fair_label')
      .values({ fair_id: fairId, kind: 'industry', name: company.industry, sort: Number(labelSorts?.sort ?? 0) + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  await db.insertInto('job_fair_company_label').values({ fair_id: fairId, company_id: companyId, label_id: label.id }).execute();

  const positions = await db.selectFrom('position').select('id').where('company_id', '=', companyId).where('status', '=', 1).orderBy('id').limit(6).execute();
  await insertBatches(
    db,
    'job_fair_position',
    positions.map((p) => ({ fair_id: fairId, company_id: companyId, position_id: p.id })),
  );
}
