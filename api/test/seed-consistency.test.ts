import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { chinaMidnight } from '../src/lib/china-time';
import { EXTERNAL_HOSTS } from '../src/seed/content/article-types';
import { FAIR_PLANS } from '../src/seed/content/fair-plans';
import { seedContentDemo } from '../src/seed/content/seed-content';
import { seedDemo } from '../src/seed/demo';
import { isCataloguePair, BACHELOR_MAJORS } from '../src/seed/data/major-catalogue';
import { COLLEGE_SITES, SCHOOL_HOME } from '../src/seed/home/content';
import { CITY_NAMED, EMPLOYER_KINDS, kindOf, sizeAtLeast, sizeFloor } from '../src/seed/home/industries';
import { seedHomeDemo } from '../src/seed/home/seed-home';
import { DB_KINDS, useTestApp } from './helper';

/** Tables whose text the demo shows or links from; every absolute URL in them must be ours or a marked real one. */
const LINKING_TABLES = [
  'brand', 'company_contact', 'site', 'school', 'channel', 'company', 'position', 'home_banner', 'home_config', 'home_zone_item', 'home_college',
  'job_fair', 'media_column', 'media_material', 'interview', 'resume', 'resume_example',
] as const;

const HOUR = 3_600_000;
/** A moment's month (1-12) and minute of the day in China Standard Time, as the pages show it. */
const chinaClock = (at: number) => {
  const d = new Date(at + 8 * HOUR);
  return { month: d.getUTCMonth() + 1, minute: d.getUTCHours() * 60 + d.getUTCMinutes() };
};
/** A season a title names and the months (China time) it may fall in. */
const SEASON_MONTHS: [RegExp, number[]][] = [
  [/春季/, [2, 3, 4, 5]],
  [/秋季/, [8, 9, 10, 11, 12]],
];
/** A fair's title without its season: the seed names a fair after the season of its date. */
const sameFair = (title: string, planned: string) => title.replace(/[春夏秋冬]季/, '') === planned.replace(/[春夏秋冬]季/, '');

/**
 * Fairs that read true whatever the clock: each starts and ends between 08:00 and 21:00 China time, names the
 * season it falls in, and the school's big fair is running. Answers what is wrong.
 */
async function fairTimeFaults(db: Kysely<Database>, now: number): Promise<string[]> {
  const fairs = await db.selectFrom('job_fair').innerJoin('site', 'site.id', 'job_fair.site_id').select(['site.host', 'job_fair.title', 'job_fair.start_at', 'job_fair.end_at']).execute();
  const wrong: string[] = [];
  for (const f of fairs) {
    const [start, end] = [chinaClock(Number(f.start_at)), chinaClock(Number(f.end_at))];
    if (start.minute < 8 * 60 || start.minute > 21 * 60 || end.minute < 8 * 60 || end.minute > 21 * 60) wrong.push(`${f.title}: ${new Date(Number(f.start_at) + 8 * HOUR).toISOString()} - ${new Date(Number(f.end_at) + 8 * HOUR).toISOString()} (UTC+8)`);
    if (Number(f.end_at) <= Number(f.start_at)) wrong.push(`${f.title}: ends before it starts`);
    for (const [season, months] of SEASON_MONTHS) if (season.test(f.title) && !months.includes(start.month)) wrong.push(`${f.title}: in month ${start.month}`);
  }
  const big = fairs.find((f) => f.host === 'school.localhost' && /大型双选会/.test(f.title));
  if (!big || !(Number(big.start_at) <= now && now < Number(big.end_at))) wrong.push(`the big fair is not running at ${new Date(now).toISOString()}`);
  return wrong;
}

/** First-level industries of a theme (first- or second-level names). */
const firstLevel = (names: string[]) => new Set(names.map((n) => EMPLOYER_KINDS.find((k) => k.industry === n || k.second === n)?.industry ?? n));

/** What a position's description says, by its title: words it must have, and words it must not. */
const DESCRIPTION_FITS: { title: RegExp; says: RegExp; never?: RegExp }[] = [
  { title: /风控|信贷|合规|审批/, says: /风险|信贷|授信|合规|审批/, never: /账务/ },
  { title: /硬件|PCB/, says: /硬件|电路|PCB|单板/, never: /业务系统|代码/ },
  { title: /测试/, says: /测试/ },
  { title: /教师|老师|教研|课程研发|教学设计/, says: /教学|授课|课程|教研/ },
  { title: /护士|医师|医生/, says: /患者|临床|护理|诊疗/ },
  { title: /会计|出纳|资金/, says: /账|资金|报表|凭证|核算/ },
  { title: /质检|质量/, says: /质量|检验|检测/ },
];
/** Claims only a platform can make (its partner schools, its fairs), not a school's own site. */
const PLATFORM_CLAIM = /合作高校|合作院校|[0-9百千万]+\+?\s*所?高校|场线上招聘会|场线下招聘会/;
/** A figure's statistic: labels that count the same thing are one (合作高校 and 高校, 2025届毕业去向落实率 and 毕业去向落实率). */
const statistic = (label: string) => (/落实率/.test(label) ? '落实率' : /宣讲会/.test(label) ? '宣讲会' : /^(合作)?(高校|院校)$/.test(label) ? '高校' : label.replace(/^\d{4}届/, ''));
/** The figures an article states: [statistic, value]. */
const statedFigures = (text: string): [string, string][] => [
  ...[...text.matchAll(/落实率[为是达]?\s*([\d.]+%)/g)].map((m): [string, string] => ['落实率', m[1]!]),
  ...[...text.matchAll(/宣讲会\s*(\d+)\s*场/g)].map((m): [string, string] => ['宣讲会', m[1]!]),
];
const bare = (value: string) => value.replace(/\+$/, '');

/**
 * The demo data reads true (issue 14 point 5): every rule here is checked on the database the app seeds, so a
 * change of a generator, a table of industries.ts or a hand-written seed file that breaks one fails here.
 */
describe.each(DB_KINDS)('seed consistency on %s', (kind) => {
  const t = useTestApp(kind);

  it('gives every company a kind of employer whose name, industries and size agree, and positions of its categories only', async () => {
    const companies = await t.app.db.selectFrom('company').select(['id', 'name', 'short_name', 'industry', 'second_industry', 'insize']).execute();
    const positions = await t.app.db.selectFrom('position').select(['company_id', 'category_value', 'title']).execute();
    expect(companies.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    for (const c of companies) {
      const kind = kindOf(c.industry, c.second_industry);
      if (!kind) {
        wrong.push(`${c.name}: no kind ${c.industry}/${c.second_industry}`);
        continue;
      }
      const endings = kind.endings.filter((e) => c.name.endsWith(e.full));
      if (endings.length === 0) wrong.push(`${c.name}: not a name of ${c.second_industry}`);
      else if (!endings.some((e) => c.short_name.endsWith(e.short))) wrong.push(`${c.name}: short name ${c.short_name}`);
      if (!kind.sizes.includes(c.insize as never) || !sizeAtLeast(c.insize, sizeFloor(c.name))) wrong.push(`${c.name}: ${c.insize}`);
      const categories = new Set(positions.filter((p) => p.company_id === c.id).map((p) => p.category_value));
      for (const category of categories) if (!kind.categories.includes(category)) wrong.push(`${c.name} (${c.second_industry}) hires ${category}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names the issue’s examples rightly: banks hire tellers and trainees, law firms paralegals, no 20-99 person 证券 or 保险 company', async () => {
    const rows = await t.app.db.selectFrom('position').innerJoin('company', 'company.id', 'position.company_id').select(['company.name', 'company.second_industry', 'company.insize', 'position.category_value']).execute();
    const hires = (pattern: RegExp) => new Set(rows.filter((r) => pattern.test(r.name)).map((r) => r.category_value));
    expect([...hires(/银行/)].every((c) => ['bank_teller', 'mt', 'risk', 'key_account', 'fin_analyst', 'accountant', 'data_analyst'].includes(c))).toBe(true);
    expect(hires(/银行/).has('fe')).toBe(false);
    expect(hires(/律师事务所/).has('paralegal')).toBe(true);
    expect(rows.filter((r) => /会计师事务所/.test(r.name)).every((r) => r.second_industry === '会计/审计')).toBe(true);
    expect(rows.filter((r) => /证券|保险|银行/.test(r.name) && r.insize === '20-99人')).toEqual([]);
    expect(rows.filter((r) => /律师事务所|会计师事务所|学校|医院|幼儿园/.test(r.name)).every((r) => CITY_NAMED.test(r.name))).toBe(true);
  });

  it('names majors of the national catalogues, each with a degree it is taught at', async () => {
    const majors = await t.app.db.selectFrom('major').select('name').distinct().execute();
    expect(majors.filter((m) => !BACHELOR_MAJORS.has(m.name))).toEqual([]);
    const basics = await t.app.db.selectFrom('resume').select(['major', 'degree']).execute();
    const entries = await t.app.db.selectFrom('resume_education').select(['school', 'major', 'degree']).where('deleted_at', 'is', null).execute();
    const examples = (await t.app.db.selectFrom('resume_example').select('content').execute()).flatMap((r) => {
      const content = JSON.parse(r.content) as { basic: { major: string; degree: number }; education_list: { school: string; major: string; degree: number }[] };
      return [content.basic, ...content.education_list];
    });
    const all = [...basics, ...entries, ...examples];
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((e) => !isCataloguePair(e.major, e.degree))).toEqual([]);
    const schools = [...entries, ...examples].map((e) => ('school' in e ? String(e.school) : ''));
    expect(schools.filter((s) => /中学|高中/.test(s))).toEqual([]);
  });

  it('gives every department site of the school home positions, companies of its college and fairs that agree with the school home', async () => {
    const school = await t.app.db.selectFrom('site').select('id').where('host', '=', 'school.localhost').executeTakeFirstOrThrow();
    const linked = await t.app.db.selectFrom('home_college').select(['name', 'domain']).where('site_id', '=', school.id).execute();
    expect(linked.map((c) => c.domain).sort()).toEqual(COLLEGE_SITES.map((c) => c.host).sort());
    const schoolFairs = await t.app.db.selectFrom('job_fair').select(['title', 'place', 'start_at', 'end_at']).where('site_id', '=', school.id).where('status', '=', 1).execute();
    for (const college of linked) {
      const plan = COLLEGE_SITES.find((c) => c.host === college.domain)!;
      const site = await t.app.db.selectFrom('site').select('id').where('host', '=', college.domain).executeTakeFirstOrThrow();
      const companies = await t.app.db.selectFrom('company').select(['industry', 'second_industry']).where('site_id', '=', site.id).where('status', '=', 1).execute();
      const positions = await t.app.db.selectFrom('position').select('id').where('site_id', '=', site.id).where('status', '=', 1).execute();
      const fairs = await t.app.db.selectFrom('job_fair').select(['id', 'title', 'place', 'start_at', 'end_at']).where('site_id', '=', site.id).where('status', '=', 1).execute();
      const home = await t.app.db.selectFrom('home_config').select('site_id').where('site_id', '=', site.id).executeTakeFirst();
      expect({ host: college.domain, companies: companies.length > 0, positions: positions.length > 0, fairs: fairs.length > 0, home: !!home }).toEqual({ host: college.domain, companies: true, positions: true, fairs: true, home: true });
      expect(companies.filter((c) => !plan.industries.includes(c.industry) && !plan.industries.includes(c.second_industry))).toEqual([]);
      // the school home's fair of this college is on the department site too, at the same time and place
      const ofCollege = SCHOOL_HOME.fairs.filter((f) => f.title === plan.schoolFair);
      for (const f of ofCollege) {
        const onSchool = schoolFairs.find((s) => s.title === f.title);
        expect(fairs.find((d) => d.title === f.title)).toMatchObject({ place: onSchool?.place, start_at: onSchool?.start_at, end_at: onSchool?.end_at });
      }
      for (const fair of fairs) {
        const taking = await t.app.db.selectFrom('job_fair_company').select('company_id').where('fair_id', '=', fair.id).execute();
        expect({ fair: fair.title, companies: taking.length > 0 }).toEqual({ fair: fair.title, companies: true });
      }
    }
  });

  it('writes contact fields once: each interview names its contact and its company’s own phone, never the same one for two companies', async () => {
    const interviews = await t.app.db.selectFrom('interview').select(['company_id', 'contact_name', 'contact_phone', 'place', 'link', 'note']).execute();
    expect(interviews.length).toBeGreaterThanOrEqual(3);
    const phoneOf = new Map<number, string>();
    for (const i of interviews) {
      expect(i.contact_phone).toMatch(/^0\d{2,3}-\d{7,8}$/);
      expect(i.contact_name).not.toMatch(/\d{4}/);
      for (const other of [i.contact_name, i.place, i.link, i.note]) expect(other).not.toContain(i.contact_phone);
      phoneOf.set(i.company_id, i.contact_phone);
    }
    expect(new Set(phoneOf.values()).size).toBe(phoneOf.size);
    const contacts = await t.app.db.selectFrom('company_contact').select(['phone', 'email', 'wechat']).execute();
    for (const field of ['phone', 'email', 'wechat'] as const) expect(new Set(contacts.map((c) => c[field])).size).toBe(contacts.length);
  });

  it('links nowhere outside our sites but to the few real public services, each marked as external', async () => {
    const outside: string[] = [];
    for (const table of LINKING_TABLES) {
      const rows = await t.app.db.selectFrom(table).selectAll().execute();
      for (const row of rows) {
        for (const [, url] of JSON.stringify(row).matchAll(/(https?:\/\/[^\s"'<>\\)）]+)/g)) {
          if (!EXTERNAL_HOSTS.has(new URL(url!).host)) outside.push(`${table}: ${url}`);
        }
      }
    }
    expect(outside).toEqual([]);
    const bodies = await t.app.db.selectFrom('media_material').select('body_html').execute();
    const external = bodies.flatMap((b) => [...b.body_html.matchAll(/<a href="(https?:[^"]+)"[^>]*>([^<]*)<\/a>/g)]);
    expect(external.length).toBeGreaterThan(0);
    expect(external.filter(([, , text]) => !text!.includes('外部链接'))).toEqual([]);
  });

  it('fills a themed fair with companies of its theme: its first booths, its first companies, its first label and most of them', async () => {
    const themed = FAIR_PLANS.filter((p) => p.industries);
    expect(themed.length).toBeGreaterThanOrEqual(10);
    const wrong: string[] = [];
    for (const plan of themed) {
      const site = await t.app.db.selectFrom('site').select('id').where('host', '=', plan.host).executeTakeFirstOrThrow();
      const fair = (await t.app.db.selectFrom('job_fair').select(['id', 'title']).where('site_id', '=', site.id).execute()).find((f) => sameFair(f.title, plan.title));
      if (!fair) {
        wrong.push(`${plan.host}: no fair ${plan.title}`);
        continue;
      }
      const taking = await t.app.db
        .selectFrom('job_fair_company')
        .innerJoin('company', 'company.id', 'job_fair_company.company_id')
        .leftJoin('job_fair_booth', 'job_fair_booth.id', 'job_fair_company.booth_id')
        .select(['company.name', 'company.industry', 'company.second_industry', 'job_fair_booth.code', 'job_fair_company.sort'])
        .where('job_fair_company.fair_id', '=', fair.id)
        .execute();
      const fits = (c: { industry: string; second_industry: string }) => plan.industries!.includes(c.industry) || plan.industries!.includes(c.second_industry);
      // the booth map's first booths (A001…), or the list's first companies of an online fair
      const inOrder = [...taking].sort((a, b) => (a.code && b.code ? a.code.localeCompare(b.code) : a.sort - b.sort));
      for (const c of inOrder.slice(0, 3)) if (!fits(c)) wrong.push(`${fair.title}: ${c.code ?? `#${c.sort + 1}`} ${c.name} (${c.industry}/${c.second_industry})`);
      if (taking.filter(fits).length * 2 <= taking.length) wrong.push(`${fair.title}: ${taking.filter(fits).length} of ${taking.length} companies of its theme`);
      const label = await t.app.db.selectFrom('job_fair_label').select('name').where('fair_id', '=', fair.id).where('kind', '=', 'industry').orderBy('sort').executeTakeFirst();
      if (!label || !firstLevel(plan.industries!).has(label.name)) wrong.push(`${fair.title}: first industry label ${label?.name}`);
    }
    expect(wrong).toEqual([]);
  });

  it('describes each position as its title reads: no 账务 for a risk or credit post, no 施工 outside building, a hardware test post about hardware tests', async () => {
    const rows = await t.app.db.selectFrom('position').innerJoin('company', 'company.id', 'position.company_id').select(['position.title', 'position.description', 'company.name', 'company.industry', 'company.second_industry']).execute();
    const wrong = new Set<string>();
    for (const r of rows) {
      for (const fit of DESCRIPTION_FITS) {
        if (!fit.title.test(r.title)) continue;
        if (!fit.says.test(r.description) || fit.never?.test(r.description)) wrong.add(`${r.title}: ${r.description.split('\n')[0]}`);
      }
      if (/账务/.test(r.description) && !/会计|出纳|资金|财务|审计/.test(r.title)) wrong.add(`${r.title}: 账务`);
      if (/施工/.test(r.description) && r.industry !== '房地产/建筑' && r.second_industry !== '环保') wrong.add(`${r.title} (${r.second_industry}): 施工`);
      if (/患者/.test(r.description) && r.second_industry !== '医院/医疗服务') wrong.add(`${r.title} (${r.second_industry}): 患者`);
    }
    expect([...wrong]).toEqual([]);
  });

  it('never asks an internship for a doctorate', async () => {
    const interns = await t.app.db.selectFrom('position').select(['title', 'education', 'requirements', 'salary_str']).where('nature', '=', '实习').execute();
    expect(interns.length).toBeGreaterThan(50);
    expect(interns.filter((p) => p.education === '博士' || /博士/.test(p.requirements))).toEqual([]);
  });

  it('times fairs in day hours and names the season they fall in', async () => {
    expect(await fairTimeFaults(t.app.db, Date.now())).toEqual([]);
  });

  it('names one contact person and one phone in an interview invite, each in its own field', async () => {
    const interviews = await t.app.db.selectFrom('interview').select(['contact_name', 'contact_phone', 'place', 'link', 'note']).execute();
    expect(interviews.length).toBeGreaterThanOrEqual(3);
    for (const i of interviews) {
      expect(i.contact_name).toMatch(/^[\u4e00-\u9fff]{1,2}(老师|先生|女士|经理)$/);
      expect(i.contact_phone).toMatch(/^0\d{2,3}-\d{7,8}$/);
      for (const other of [i.place, i.link, i.note]) expect(other).not.toMatch(/1[3-9]\d{9}|0\d{2,3}-\d{7,8}/);
    }
  });

  it('states each figure once: a site’s footer, home figures and articles give one statistic one value', async () => {
    const sites = await t.app.db.selectFrom('site').innerJoin('brand', 'brand.key', 'site.brand_key').select(['site.id', 'site.host', 'brand.figures']).execute();
    const wrong: string[] = [];
    const platform = new Map<string, string>();
    for (const site of sites) {
      const values = new Map<string, Set<string>>();
      const add = (key: string, value: string) => values.set(key, (values.get(key) ?? new Set()).add(bare(value)));
      const footer = JSON.parse(site.figures) as { value: string; label: string }[];
      for (const f of footer) add(statistic(f.label), f.value);
      const stats = await t.app.db.selectFrom('home_stat').select(['value', 'label']).where('site_id', '=', site.id).execute();
      for (const f of stats) add(statistic(f.label), f.value);
      const articles = await t.app.db.selectFrom('media_material').select(['title', 'summary', 'body_html']).where('site_id', '=', site.id).execute();
      for (const a of articles) for (const [key, value] of statedFigures(`${a.title} ${a.summary} ${a.body_html.replace(/<[^>]+>/g, '')}`)) add(key, value);
      for (const [key, set] of values) if (set.size > 1) wrong.push(`${site.host} ${key}: ${[...set].join(' / ')}`);
      // the platform's figures are one set wherever a site shows them
      for (const f of footer.filter((x) => PLATFORM_CLAIM.test(x.label))) {
        const seen = platform.get(f.label);
        if (seen !== undefined && seen !== f.value) wrong.push(`${site.host} ${f.label}: ${f.value} / ${seen}`);
        platform.set(f.label, f.value);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a school site to its own figures: no platform-wide claim like 1000+ 合作高校 in its own footer, home or articles', async () => {
    const schools = await t.app.db.selectFrom('site').innerJoin('brand', 'brand.key', 'site.brand_key').select(['site.id', 'site.host', 'site.title', 'site.subtitle', 'brand.is_main', 'brand.figures']).where('site.type', '=', 2).execute();
    expect(schools.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const site of schools) {
      // a school's own brand speaks for the school; the platform's footer on a school site is the platform's
      const own = site.is_main === 1 ? [] : (JSON.parse(site.figures) as { value: string; label: string }[]).map((f) => `${f.value} ${f.label}`);
      const stats = (await t.app.db.selectFrom('home_stat').select(['value', 'label']).where('site_id', '=', site.id).execute()).map((f) => `${f.value} ${f.label}`);
      const about = (await t.app.db.selectFrom('home_config').select('aboutus').where('site_id', '=', site.id).executeTakeFirst())?.aboutus ?? '';
      const articles = (await t.app.db.selectFrom('media_material').select(['title', 'summary', 'body_html']).where('site_id', '=', site.id).execute()).map((a) => `${a.title} ${a.summary} ${a.body_html}`);
      for (const text of [...own, ...stats, about, site.title, site.subtitle, ...articles]) if (PLATFORM_CLAIM.test(text)) wrong.push(`${site.host}: ${text.match(PLATFORM_CLAIM)?.[0]} in ${text.slice(0, 40)}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** The seed's clock is the real one: a demo seeded at dawn or late at night, in spring or summer, reads true too. */
describe('seed consistency at other hours and seasons', () => {
  it.each([
    ['a March dawn', chinaMidnight(2027, 3, 9) + 6 * HOUR + 10 * 60_000],
    ['a July night', chinaMidnight(2027, 7, 20) + 22 * HOUR + 40 * 60_000],
  ])('times the fairs of a demo seeded on %s in day hours, in their season, the big fair running', async (_when, now) => {
    const db = connectDatabase({ databaseUrl: ':memory:', sqliteBusyTimeoutMs: 1000 });
    try {
      await migrateToLatest(db);
      await seedDemo(db);
      await seedHomeDemo(db);
      expect(await seedContentDemo(db, now)).toBe(true);
      expect(await fairTimeFaults(db, now)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
