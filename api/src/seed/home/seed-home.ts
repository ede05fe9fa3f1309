import type { Insertable, Transaction } from 'kysely';
import type { Database, Db } from '../../db/database';
import { chinaTimeAfter } from '../../lib/china-time';
import { CATEGORIES, categoryOf, JOB_CATEGORIES, recruitHotText } from './categories';
import { makeCompanies, type SeedCompany } from './companies';
import { COLLEGE_SITES, collegeHome, DEPT_HOME, FAIR_HOME, FAMOUS_TILES, MAIN_BANNERS, SCHOOL_HOME, UNI_HOME, UNI_INDUSTRIES, type SeedHome } from './content';
import { makePositions } from './positions';
import { createRng, type Rng } from './prng';
import { inSeason } from './seasons';

type Trx = Transaction<Database>;

/** A fixed "now" for the demo data, so every run writes the same rows. */
export const SEED_NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const BATCH = 200;

/** Companies and positions per demo site: [companies, fewest and most positions each]. */
const SCALE: Record<string, [number, number, number]> = {
  localhost: [120, 8, 18],
  'school.localhost': [40, 5, 10],
  'fair.localhost': [24, 4, 8],
  'uni.localhost': [20, 4, 8],
  'dept.school.localhost': [12, 3, 6],
  // the other department sites of the college zone: fewer companies, of their college's industries
  ...Object.fromEntries(COLLEGE_SITES.filter((c) => c.host !== 'dept.school.localhost').map((c) => [c.host, [8, 3, 6] as [number, number, number]])),
};
/** Industries a site's companies keep to: a college site's, the 理工 university's; any for the others. */
const siteIndustries = (host: string) => (host === 'uni.localhost' ? UNI_INDUSTRIES : COLLEGE_SITES.find((c) => c.host === host)?.industries);

/**
 * Seeds the home content of the demo hosts, once: categories, companies and positions per site, banners,
 * famous tiles, the configurable homes with zones, colleges with their own department sites, and job fairs.
 * Runs when the demo sites exist and no home config does; deterministic (a seeded PRNG and a fixed date).
 */
export async function seedHomeDemo(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('home_config').select('site_id').limit(1).executeTakeFirst()) return false;
    const sites = await siteIds(trx);
    if (!sites.has('localhost')) return false;
    const rng = createRng(20261122);

    await trx.insertInto('job_category').values(JOB_CATEGORIES).onConflict((oc) => oc.column('value').doNothing()).execute();
    await addCollegeSites(trx, sites);

    let start = 0;
    const companies = new Map<string, (SeedCompany & { id: number })[]>();
    for (const [host, [count, fewest, most]] of Object.entries(SCALE)) {
      const siteId = sites.get(host);
      if (siteId === undefined) continue;
      companies.set(host, await addCompanies(trx, rng, siteId, count, start, [fewest, most], siteIndustries(host)));
      start += count + 17;
    }

    await addMainHome(trx, requireId(sites, 'localhost'), companies.get('localhost') ?? []);
    const homes: [string, SeedHome][] = [
      ['school.localhost', SCHOOL_HOME],
      ['fair.localhost', FAIR_HOME],
      ['uni.localhost', UNI_HOME],
      ['dept.school.localhost', DEPT_HOME],
      ...COLLEGE_SITES.filter((c) => c.host !== 'dept.school.localhost').map((c, n): [string, SeedHome] => [c.host, collegeHome(n)]),
    ];
    for (const [host, home] of homes) {
      const siteId = sites.get(host);
      if (siteId !== undefined) await addConfigHome(trx, rng, siteId, home, companies.get(host) ?? [], host === 'school.localhost' ? sites : null);
    }
    return true;
  });
}

async function siteIds(trx: Trx): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('site').select(['id', 'host']).execute();
  return new Map(rows.map((r) => [r.host, r.id]));
}

function requireId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`home seed: no site ${key}`);
  return id;
}

/** Inserts many rows a batch at a time (PostgreSQL takes at most 65,535 parameters a statement). */
async function insertBatches<T extends keyof Database & string>(trx: Trx, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // Kysely cannot relate a generic table's Insertable to its insert expression; the signature keeps callers typed
    await trx.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
  }
}

/** Companies of a site with their positions; answers the companies with their ids. */
async function addCompanies(trx: Trx, rng: Rng, siteId: number, count: number, start: number, [fewest, most]: [number, number], industries?: string[]) {
  const seeds = makeCompanies(rng, { siteId, count, start, now: SEED_NOW, famousEvery: 15, ...(industries ? { industries } : {}) });
  await insertBatches(trx, 'company', seeds.map(({ categories: _categories, ...row }) => row));
  const rows = await trx.selectFrom('company').select(['id', 'name']).where('site_id', '=', siteId).execute();
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  const withIds = seeds.map((s) => ({ ...s, id: requireId(ids, s.name) }));
  const positions = withIds.flatMap((company) => makePositions(rng, company, rng.int(fewest, most), SEED_NOW));
  await insertBatches(trx, 'position', positions);
  return withIds;
}

/** The new home of the main site: banners, famous tiles, hot categories. */
async function addMainHome(trx: Trx, siteId: number, companies: (SeedCompany & { id: number })[]): Promise<void> {
  const famous = companies.filter((c) => c.is_famous === 1);
  const taken = new Set<number>();
  // a tile about an industry opens a company of it (a famous one first); the others take famous companies in turn
  const tileCompany = (industry: string | undefined) => {
    const pool = industry ? [...famous, ...companies].filter((c) => c.industry === industry) : famous;
    const company = pool.find((c) => !taken.has(c.id)) ?? pool[0];
    if (company) taken.add(company.id);
    return company;
  };
  await trx
    .insertInto('home_banner')
    .values([
      ...MAIN_BANNERS.map((b, sort) => ({ site_id: siteId, kind: 'banner' as const, title: b.title, img_url: b.img, jump_link: b.link, status: 1, sort })),
      ...FAMOUS_TILES.map((t, sort) => {
        const company = tileCompany(t.industry);
        return {
          site_id: siteId,
          kind: 'famous' as const,
          title: company ? `${company.short_name} · ${t.slogan}` : t.slogan,
          img_url: t.img,
          jump_link: company ? `/#/subApp/companyDetailPage?id=${company.id}` : '/#/subApp/companyList',
          status: 1,
          sort,
        };
      }),
    ])
    .execute();
  await trx.insertInto('home_config').values({ site_id: siteId, head_img_url: '', top_img: '', recruit_hot: recruitHotText(), aboutus: '{}', exhibition: '[]', show_all: 1, updated_at: SEED_NOW }).execute();
}

/** A configurable home: config row, statistics, zones with members, zone items, companies, colleges, job fairs. */
async function addConfigHome(trx: Trx, rng: Rng, siteId: number, home: SeedHome, companies: (SeedCompany & { id: number })[], collegeHosts: Map<string, number> | null): Promise<void> {
  await trx
    .insertInto('home_config')
    .values({
      site_id: siteId,
      head_img_url: home.head,
      top_img: home.top,
      recruit_hot: recruitHotText(home.hot ?? CATEGORIES.filter((c) => c.hot).map((c) => c.value)),
      aboutus: home.about ? JSON.stringify(home.about) : '{}',
      exhibition: JSON.stringify(home.exhibition),
      show_all: home.showAll,
      updated_at: SEED_NOW,
    })
    .execute();
  if (home.stats.length > 0) await trx.insertInto('home_stat').values(home.stats.map((s, sort) => ({ site_id: siteId, ...s, sort }))).execute();

  const zoneIds = new Map<string, number>();
  const positions = await trx.selectFrom('position').select(['id', 'category_value', 'nature']).where('site_id', '=', siteId).orderBy('id').execute();
  for (const [sort, zone] of home.zones.entries()) {
    const { id } = await trx.insertInto('zone').values({ site_id: siteId, kind: zone.kind, title: zone.title, intro: '', sort }).returning('id').executeTakeFirstOrThrow();
    zoneIds.set(zone.key, id);
    // members fit the zone's title: 央国企 holds state-owned companies, 技术研发岗位 technical positions
    const pool =
      zone.kind === 'position'
        ? positions.filter((p) => (!zone.groups || zone.groups.includes(categoryOf(p.category_value).group)) && (!zone.nature || p.nature === zone.nature)).map((p) => p.id)
        : companies.filter((c) => (!zone.industries || zone.industries.includes(c.industry)) && (!zone.natures || zone.natures.includes(c.nature))).map((c) => c.id);
    const members = rng.sample(pool, zone.size);
    if (members.length > 0) await trx.insertInto('zone_member').values(members.map((target_id, n) => ({ zone_id: id, target_id, sort: n }))).execute();
  }
  if (home.items.length > 0) {
    await trx
      .insertInto('home_zone_item')
      .values(
        home.items.map((item, sort) => ({
          site_id: siteId,
          zone: item.zone,
          title: item.title,
          config_type: item.type,
          icon: item.icon,
          config_content: item.type <= 3 ? String(requireId(zoneIds, item.target)) : item.type === 6 ? '' : item.target,
          web_domain: item.type === 6 ? item.target : '',
          sort,
        })),
      )
      .execute();
  }
  const chosen = companies.slice(0, home.configCompanies);
  if (chosen.length > 0) await trx.insertInto('home_company').values(chosen.map((c, sort) => ({ site_id: siteId, company_id: c.id, sort }))).execute();
  if (collegeHosts) {
    await trx
      .insertInto('home_college')
      .values(COLLEGE_SITES.filter((c) => collegeHosts.has(c.host)).map((c, sort) => ({ site_id: siteId, name: c.college, thumbnail_url: c.image, domain: c.host, sort })))
      .execute();
  }
  if (home.fairs.length > 0) {
    await trx
      .insertInto('job_fair')
      .values(
        home.fairs.map((f, sort) => {
          // 09:00-16:00 China time on its day, named after the season of that day (the content seed re-times it)
          const start = chinaTimeAfter(SEED_NOW, f.days, 9);
          return {
            site_id: siteId,
            title: inSeason(f.title, start),
            kind: f.kind,
            place: f.place,
            organiser: '',
            thumbnail_url: `/static/home/fair/${(sort % 7) + 1}.svg`,
            home_thumbnail_url: `/static/home/fair/${(sort % 7) + 1}.svg`,
            intro: '',
            start_at: start,
            end_at: start + 7 * 3_600_000,
            on_home: 1,
            status: 1,
            sort,
          };
        }),
      )
      .execute();
  }
}

/** Each college of the college zone gets a department site like dept.school.localhost (a clone of it). */
async function addCollegeSites(trx: Trx, sites: Map<string, number>): Promise<void> {
  const model = await trx.selectFrom('site').selectAll().where('host', '=', 'dept.school.localhost').executeTakeFirst();
  const modelSchool = model?.school_id ? await trx.selectFrom('school').selectAll().where('id', '=', model.school_id).executeTakeFirst() : undefined;
  const parent = await trx.selectFrom('school').select('id').where('name', '=', modelSchool?.name ?? '').where('school_type', '=', 1).executeTakeFirst();
  if (!model || !modelSchool || !parent) return;
  for (const { college, host } of COLLEGE_SITES) {
    if (sites.has(host)) continue;
    const key = host.split('.')[0] ?? host;
    const { id: _schoolId, ...schoolRow } = modelSchool;
    const school = await trx.insertInto('school').values({ ...schoolRow, college, qr_parameter_id: `dept-linjiang-${key}` }).returning('id').executeTakeFirstOrThrow();
    const source = await trx.selectFrom('college').select(['id', 'name']).where('school_id', '=', parent.id).where('name', '=', college).executeTakeFirst();
    const { id: newCollege } = await trx.insertInto('college').values({ school_id: school.id, name: college, sort: 0 }).returning('id').executeTakeFirstOrThrow();
    if (source) {
      const majors = await trx.selectFrom('major').select(['name', 'sort']).where('college_id', '=', source.id).execute();
      if (majors.length > 0) await trx.insertInto('major').values(majors.map((m) => ({ school_id: school.id, college_id: newCollege, name: m.name, sort: m.sort }))).execute();
    }
    const { id: _siteId, ...siteRow } = model;
    const site = await trx
      .insertInto('site')
      .values({ ...siteRow, host, school_id: school.id, qr_parameter_id: `site-linjiang-${key}`, title: `临江大学${college}就业信息网` })
      .returning('id')
      .executeTakeFirstOrThrow();
    sites.set(host, site.id);
  }
}
