import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fairStatusAt } from '@campus/shared-utils/rules';
import { articleBody } from '../src/seed/content/article-body';
import { EXTERNAL_HOSTS } from '../src/seed/content/article-types';
import { POLICY_ARTICLES } from '../src/seed/content/articles-policy';
import { seedContentDemo } from '../src/seed/content/seed-content';
import { overlaps, type Rect } from '../src/seed/content/floorplan';
import { body, buildTestApp, DB_KINDS, useTestApp } from './helper';

/** The school's big fair: its season follows its date (seed/home/seasons.ts), so the title is matched whatever the season. */
const BIG_FAIR = /^临江大学2026届毕业生.季大型双选会$/;

/** The duration in seconds an MP4 file's movie header (mvhd) gives. */
function mp4Seconds(file: string): number {
  const buf = readFileSync(file);
  const at = buf.indexOf('mvhd');
  if (at < 0) throw new Error(`${file}: no mvhd box`);
  if (buf[at + 4] === 1) return Number(buf.readBigUInt64BE(at + 28)) / buf.readUInt32BE(at + 24);
  return buf.readUInt32BE(at + 20) / buf.readUInt32BE(at + 16);
}

/** Codes of booths whose rectangles share area. */
function overlapping(booths: (Rect & { code: string })[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < booths.length; i += 1) {
    for (let j = i + 1; j < booths.length; j += 1) if (overlaps(booths[i]!, booths[j]!)) out.push(`${booths[i]!.code}/${booths[j]!.code}`);
  }
  return out;
}


describe.each(DB_KINDS)('content demo seed on %s', (kind) => {
  const t = useTestApp(kind);
  const staticFile = (url: string) => path.join(t.config.staticDir, url.replace(/^\/static\//, ''));
  const siteId = async (host: string) => (await t.app.db.selectFrom('site').select('id').where('host', '=', host).executeTakeFirstOrThrow()).id;
  const count = async (table: 'media_column' | 'media_material' | 'job_fair' | 'job_fair_booth' | 'job_fair_company' | 'job_fair_position' | 'company' | 'position') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('gives every demo site columns and points the home zone items of config_type 4 and 5 at columns of their own site', async () => {
    const columns = await t.app.db.selectFrom('media_column').innerJoin('site', 'site.id', 'media_column.site_id').select(['media_column.id', 'media_column.site_id', 'media_column.title', 'media_column.intro', 'site.host']).execute();
    const perHost = (host: string) => columns.filter((c) => c.host === host).length;
    expect(perHost('school.localhost')).toBe(8);
    expect(perHost('fair.localhost')).toBe(2);
    expect(perHost('localhost')).toBeGreaterThanOrEqual(1);
    expect(perHost('dept.school.localhost')).toBeGreaterThanOrEqual(1);
    for (const c of columns) expect(c.intro).not.toBe('');

    const items = await t.app.db.selectFrom('home_zone_item').select(['site_id', 'title', 'config_type', 'config_content']).where('config_type', 'in', [4, 5]).execute();
    expect(items.length).toBe(10);
    for (const item of items) {
      const column = columns.find((c) => String(c.id) === item.config_content);
      expect(column).toMatchObject({ site_id: item.site_id, title: item.title });
    }
  });

  it('writes at least 30 articles, most on the school site, with covers, sources, past dates and sanitised rich bodies', async () => {
    const now = Date.now();
    const articles = await t.app.db.selectFrom('media_material').innerJoin('site', 'site.id', 'media_material.site_id').selectAll('media_material').select('site.host').where('kind', '=', 'article').execute();
    expect(articles.length).toBeGreaterThanOrEqual(30);
    const perHost = new Map<string, number>();
    for (const a of articles) perHost.set(a.host, (perHost.get(a.host) ?? 0) + 1);
    expect(Math.max(...[...perHost.entries()].filter(([h]) => h !== 'school.localhost').map(([, n]) => n))).toBeLessThan(perHost.get('school.localhost') ?? 0);

    for (const a of articles) {
      expect(a.cover_url).toMatch(/^\/static\/content\/cover\/[a-z-]+\.svg$/);
      expect(existsSync(staticFile(a.cover_url))).toBe(true);
      expect(a.summary).not.toBe('');
      expect(a.source).not.toBe('');
      expect(a.author).not.toBe('');
      expect(a.views).toBeGreaterThan(0);
      expect(Number(a.publish_at)).toBeLessThan(now);
      expect(Number(a.publish_at)).toBeGreaterThan(now - 130 * 86_400_000);
      for (const tag of ['<h2>', '<h3>', '<p>', '<table>', '<ol>', '<ul>', '<figure>', '<a href=']) expect(a.body_html).toContain(tag);
      expect(a.body_html).not.toMatch(/<script|<iframe|<style|\son[a-z]+\s*=|javascript:|data:|style=/i);
      for (const [, src] of a.body_html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)) {
        expect(src).toMatch(/^\/static\/content\//);
        expect(existsSync(staticFile(src ?? ''))).toBe(true);
      }
      for (const [, href] of a.body_html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^#\/|^https:\/\//);
      // links outside our sites go only to the real public services of EXTERNAL (seed-consistency checks the marking)
      for (const [, href] of a.body_html.matchAll(/href="(https:[^"]+)"/g)) expect(EXTERNAL_HOSTS.has(new URL(href ?? '').host)).toBe(true);
    }

    const withFiles = articles.filter((a) => a.attachments !== '[]');
    expect(withFiles.length).toBeGreaterThanOrEqual(3);
    const kinds = new Set<string>();
    for (const a of withFiles) {
      for (const file of JSON.parse(a.attachments) as { name: string; url: string; size: number }[]) {
        expect(file.name).toMatch(/\.(pdf|docx|csv)$/);
        kinds.add(path.extname(file.url));
        expect(statSync(staticFile(file.url)).size).toBe(file.size);
      }
    }
    expect([...kinds].sort()).toEqual(['.csv', '.docx', '.pdf']);
  });

  it('stores the article written with dangerous markup (handlers, script, javascript: and data: links, iframe) without it, text kept', async () => {
    const written = POLICY_ARTICLES.find((a) => a.title.startsWith('求职防骗指南'));
    const raw = written ? articleBody(written) : '';
    for (const bad of ['onclick=', 'onfocus=', 'onmouseover=', '<script', '<iframe', 'javascript:', 'data:', 'style=']) expect(raw).toContain(bad);
    const scam = await t.app.db.selectFrom('media_material').select('body_html').where('title', 'like', '求职防骗指南%').executeTakeFirstOrThrow();
    expect(scam.body_html).toContain('点击此处缴纳培训押金');
    expect(scam.body_html).toContain('记住：正规单位招聘不会以任何名义收取费用。');
    expect(scam.body_html).toContain('入职通知书.html');
    expect(scam.body_html).not.toMatch(/onclick|onfocus|onmouseover|<script|<iframe|document\.cookie|evil\.example|javascript:|data:|style=/);
  });

  it('ships at least 6 videos in mixed columns, each a real file lasting exactly its duration, with a poster and chapters', async () => {
    const videos = await t.app.db
      .selectFrom('media_material')
      .innerJoin('media_column', 'media_column.id', 'media_material.column_id')
      .select(['media_material.video_url', 'media_material.poster_url', 'media_material.cover_url', 'media_material.duration', 'media_material.chapters', 'media_material.body_html', 'media_column.title as column_title'])
      .where('kind', '=', 'video')
      .execute();
    expect(videos.length).toBeGreaterThanOrEqual(6);
    expect(new Set(videos.map((v) => v.video_url)).size).toBe(videos.length);
    const items = await t.app.db.selectFrom('home_zone_item').select('config_content').where('config_type', '=', 5).execute();
    const columns = await t.app.db.selectFrom('media_column').select(['id', 'title']).execute();
    const mixedTitles = new Set(columns.filter((c) => items.some((i) => i.config_content === String(c.id))).map((c) => c.title));
    expect(videos.filter((v) => mixedTitles.has(v.column_title)).length).toBeGreaterThanOrEqual(6);

    let bytes = 0;
    for (const v of videos) {
      expect(v.video_url).toMatch(/^\/static\/content\/video\/[a-z-]+\.mp4$/);
      const file = staticFile(v.video_url);
      bytes += statSync(file).size;
      expect(statSync(file).size).toBeLessThan(400_000);
      expect(mp4Seconds(file)).toBeCloseTo(v.duration, 1);
      expect(v.duration).toBeGreaterThanOrEqual(20);
      expect(v.duration).toBeLessThanOrEqual(40);
      expect(existsSync(staticFile(v.poster_url))).toBe(true);
      expect(v.cover_url).toBe(v.poster_url);
      const chapters = JSON.parse(v.chapters) as { at: number; title: string }[];
      expect(chapters[0]?.at).toBe(0);
      expect(chapters.length).toBeGreaterThanOrEqual(4);
      for (const [i, c] of chapters.entries()) {
        expect(c.title).not.toBe('');
        expect(c.at).toBeLessThan(v.duration);
        if (i > 0) expect(c.at).toBeGreaterThan(chapters[i - 1]?.at ?? 0);
      }
      expect(v.body_html).toContain('<p>');
    }
    expect(bytes).toBeLessThan(2_500_000);
  });

  it('times the school site’s fairs around now: past, running and upcoming, running and upcoming ones online and offline, with their details', async () => {
    const now = Date.now();
    const fairs = await t.app.db.selectFrom('job_fair').selectAll().where('site_id', '=', await siteId('school.localhost')).execute();
    expect(fairs.length).toBeGreaterThanOrEqual(7);
    const states = fairs.map((f) => fairStatusAt(Number(f.start_at), Number(f.end_at), now));
    expect(new Set(states)).toEqual(new Set([0, 1, 2]));
    // the online fair that happens here runs with its booths staffed (seed-live-booths.ts), beside the big fair
    expect(new Set(fairs.filter((_, i) => states[i] === 1).map((f) => f.kind))).toEqual(new Set(['online', 'offline']));
    expect(new Set(fairs.filter((_, i) => states[i] === 0).map((f) => f.kind))).toEqual(new Set(['online', 'offline']));
    const big = fairs.find((f) => BIG_FAIR.test(f.title));
    expect(big && fairStatusAt(Number(big.start_at), Number(big.end_at), now)).toBe(1);
    for (const f of fairs) {
      expect(f.organiser).toMatch(/临江大学学生就业指导中心/);
      expect(f.intro.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(existsSync(staticFile(f.about_image_url))).toBe(true);
      // an online fair's entrance is one of our own pages (the positions its companies bring)
      if (f.kind === 'online') expect(f.online_url).toMatch(/^\/#\/subApp\//);
      else expect(f.online_url).toBe('');
      expect(Number(f.end_at)).toBeGreaterThan(Number(f.start_at));
    }
  });

  it('gives the big fair exactly 300 booths over two halls, most booked by the site’s companies, none overlapping', async () => {
    const school = await siteId('school.localhost');
    const fair = await t.app.db.selectFrom('job_fair').select('id').where('site_id', '=', school).where('title', 'like', '临江大学2026届毕业生_季大型双选会').executeTakeFirstOrThrow();
    const halls = await t.app.db.selectFrom('job_fair_hall').selectAll().where('fair_id', '=', fair.id).orderBy('sort').execute();
    expect(halls.map((h) => h.name)).toEqual(['A馆 主馆', 'B馆 理工馆']);
    expect(overlaps(halls[0] as Rect, halls[1] as Rect)).toBe(false);
    const booths = await t.app.db.selectFrom('job_fair_booth').selectAll().where('fair_id', '=', fair.id).orderBy('code').execute();
    expect(booths.length).toBe(300);
    for (const [i, h] of halls.entries()) {
      const prefix = i === 0 ? 'A' : 'B';
      const own = booths.filter((b) => b.hall_id === h.id);
      expect(own.map((b) => b.code)).toEqual(Array.from({ length: 150 }, (_, n) => `${prefix}${String(n + 1).padStart(3, '0')}`));
      const layout = JSON.parse(h.layout) as { entrances: { x: number; y: number; label: string }[]; aisles: Rect[] };
      expect(layout.entrances.length).toBeGreaterThanOrEqual(2);
      expect(layout.aisles.length).toBeGreaterThanOrEqual(5);
      for (const b of own) {
        expect(b.width).toBe(3);
        expect(b.height).toBe(3);
        expect(b.x >= h.x && b.y >= h.y && b.x + b.width <= h.x + h.width && b.y + b.height <= h.y + h.height).toBe(true);
        expect(layout.aisles.filter((aisle) => overlaps(b, aisle))).toEqual([]);
      }
    }
    expect(overlapping(booths)).toEqual([]);

    const byState = (s: string) => booths.filter((b) => b.state === s);
    expect(byState('booked').length).toBeGreaterThan(200);
    for (const s of ['open', 'pending', 'paused']) expect(byState(s).length).toBeGreaterThan(0);
    for (const b of booths) expect(b.company_id === null).toBe(b.state !== 'booked');
    const owners = byState('booked').map((b) => b.company_id ?? 0);
    expect(new Set(owners).size).toBe(owners.length);
    const ofSite = await t.app.db.selectFrom('company').select('id').where('site_id', '=', school).where('id', 'in', owners).execute();
    expect(ofSite.length).toBe(owners.length);

    const taking = await t.app.db.selectFrom('job_fair_company').selectAll().where('fair_id', '=', fair.id).execute();
    expect(taking.length).toBe(owners.length);
    for (const c of taking) expect(booths.find((b) => b.id === c.booth_id)?.company_id).toBe(c.company_id);
  });

  it('gives every fair labels and companies of its own site with 2-6 of their open positions; offline ones a map of their own', async () => {
    const fairs = await t.app.db.selectFrom('job_fair').select(['id', 'site_id', 'kind', 'title']).execute();
    expect(fairs.length).toBeGreaterThanOrEqual(15);
    for (const f of fairs) {
      const labels = await t.app.db.selectFrom('job_fair_label').selectAll().where('fair_id', '=', f.id).execute();
      const companies = await t.app.db.selectFrom('job_fair_company').innerJoin('company', 'company.id', 'job_fair_company.company_id').select(['company.id', 'company.site_id', 'company.industry', 'job_fair_company.booth_id']).where('fair_id', '=', f.id).execute();
      expect(companies.length).toBeGreaterThan(0);
      expect(companies.every((c) => c.site_id === f.site_id)).toBe(true);
      expect(new Set(labels.filter((l) => l.kind === 'industry').map((l) => l.name))).toEqual(new Set(companies.map((c) => c.industry)));
      expect(labels.some((l) => l.kind === 'hall')).toBe(f.kind === 'offline');
      const companyLabels = await t.app.db.selectFrom('job_fair_company_label').select(['company_id', 'label_id']).where('fair_id', '=', f.id).execute();
      const positions = await t.app.db
        .selectFrom('job_fair_position')
        .innerJoin('position', 'position.id', 'job_fair_position.position_id')
        .select(['job_fair_position.company_id', 'position.company_id as owner', 'position.status'])
        .where('fair_id', '=', f.id)
        .execute();
      for (const c of companies) {
        const mine = positions.filter((p) => p.company_id === c.id);
        expect(mine.length).toBeGreaterThanOrEqual(2);
        expect(mine.length).toBeLessThanOrEqual(6);
        expect(mine.every((p) => p.owner === c.id && p.status === 1)).toBe(true);
        const kinds = companyLabels.filter((l) => l.company_id === c.id).map((l) => labels.find((x) => x.id === l.label_id)?.kind);
        expect(kinds.sort()).toEqual(f.kind === 'offline' ? ['hall', 'industry'] : ['industry']);
        expect(c.booth_id === null).toBe(f.kind === 'online');
      }
      if (f.kind === 'offline' && !BIG_FAIR.test(f.title)) {
        const booths = await t.app.db.selectFrom('job_fair_booth').selectAll().where('fair_id', '=', f.id).execute();
        expect(booths.length).toBeGreaterThanOrEqual(30);
        expect(booths.length).toBeLessThanOrEqual(60);
        expect(new Set(booths.map((b) => b.hall_id)).size).toBe(1);
        expect(overlapping(booths)).toEqual([]);
      }
    }
  });

  it('adds at least two fairs to the department site, which its college fair list shows', async () => {
    const fairs = body<{ list: { id: number; title: string }[]; total: number }>(await t.app.inject({ url: '/api/schoolcollege/jobfairlist', headers: { host: 'dept.school.localhost' } })).data;
    expect(fairs.total).toBeGreaterThanOrEqual(2);
    expect(fairs.list.map((f) => f.title)).toContain('计算机与人工智能学院2026届毕业生专场招聘会');
  });

  it('is idempotent: a second run writes nothing', async () => {
    const tables = ['media_column', 'media_material', 'job_fair', 'job_fair_booth', 'job_fair_company', 'job_fair_position', 'company', 'position'] as const;
    const before = await Promise.all(tables.map(count));
    expect(await seedContentDemo(t.app.db)).toBe(false);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('is deterministic apart from the time: a fresh database gets the same booths, companies and articles', async () => {
    const other = await buildTestApp('sqlite', {}, { fresh: true });
    try {
      const rows = async (app: typeof t.app) => ({
        booths: await app.db.selectFrom('job_fair_booth').leftJoin('company', 'company.id', 'job_fair_booth.company_id').select(['job_fair_booth.code', 'job_fair_booth.state', 'job_fair_booth.x', 'job_fair_booth.y', 'company.name']).orderBy('job_fair_booth.id').execute(),
        media: await app.db.selectFrom('media_material').select(['title', 'views', 'body_html']).orderBy('id').execute(),
      });
      expect(await rows(other.app)).toEqual(await rows(t.app));
    } finally {
      await other.close();
    }
  });
});
