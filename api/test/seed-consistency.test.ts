import { EXTERNAL_HOSTS } from '../src/seed/content/article-types';
import { isCataloguePair, BACHELOR_MAJORS } from '../src/seed/data/major-catalogue';
import { COLLEGE_SITES, SCHOOL_HOME } from '../src/seed/home/content';
import { CITY_NAMED, kindOf, sizeAtLeast, sizeFloor } from '../src/seed/home/industries';
import { DB_KINDS, useTestApp } from './helper';

/** Tables whose text the demo shows or links from; every absolute URL in them must be ours or a marked real one. */
const LINKING_TABLES = [
  'brand', 'company_contact', 'site', 'school', 'channel', 'company', 'position', 'home_banner', 'home_config', 'home_zone_item', 'home_college',
  'job_fair', 'media_column', 'media_material', 'interview', 'resume', 'resume_example',
] as const;

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
});
