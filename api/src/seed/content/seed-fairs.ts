import type { BoothState } from '@campus/shared-utils/rules';
import type { Db } from '../../db/database';
import type { Rng } from '../home/prng';
import { chinaDayStart } from '../../lib/china-time';
import { inSeason, nextOpening, seasonIn, seasonOf, seasonVariants } from '../home/seasons';
import { cstTime, DAY, insertBatches } from './batches';
import { FAIR_PLANS, type FairPlan, type FairTiming } from './fair-plans';
import { bigFairHalls, gridHall, type HallGeometry } from './floorplan';
import { addSiteCompanies } from './school-companies';
import { seedLiveBooths } from './seed-live-booths';

type SiteCompany = { id: number; industry: string; second_industry: string };

/** The big fair's 300 booths: these many are not booked (the rest are, one company each). */
const BIG_FAIR_UNBOOKED: Record<Exclude<BoothState, 'booked'>, number> = { pending: 20, paused: 12, open: 22 };
const BIG_FAIR_BOOTHS = 300;
/** Industries whose companies the big fair puts in hall B (理工馆) first. */
const ENGINEERING = new Set(['互联网/IT', '电子/半导体', '汽车/新能源', '制造业', '能源/化工']);

/** A running fair has been open at least this long when the demo is seeded (its first day, at the earliest). */
const RUNNING_FOR = 3_600_000;

/** A fair's start and end around `now`, at hours of the day (China Standard Time) whatever hour `now` is. */
export function fairTimes(timing: FairTiming, now: number): { start_at: number; end_at: number } {
  const end_at = cstTime(now, timing.end[0], timing.end[1]);
  if ('running' in timing) {
    const [daysAgo, hour] = timing.running;
    const opened = cstTime(now, -daysAgo, hour);
    // seeded before the day's opening hour: it opened the day before
    return { start_at: opened > now - RUNNING_FOR ? opened - DAY : opened, end_at };
  }
  return { start_at: cstTime(now, timing.start[0], timing.start[1]), end_at };
}

/** A plan's times: a fair that keeps its title's season and falls outside it moves to the season's next opening, at the same hours. */
function planTimes(plan: FairPlan, now: number): { start_at: number; end_at: number } {
  const when = fairTimes(plan.timing, now);
  const season = plan.keepSeason ? seasonIn(plan.title) : undefined;
  if (!season || seasonOf(when.start_at) === season) return when;
  const start_at = nextOpening(season, now) + (when.start_at - chinaDayStart(when.start_at));
  return { start_at, end_at: start_at + (when.end_at - when.start_at) };
}

/** Whether a company is of a themed fair's industries (first- or second-level names); any company for other fairs. */
const ofTheme = (plan: FairPlan, c: SiteCompany) => !plan.industries || plan.industries.includes(c.industry) || plan.industries.includes(c.second_industry);

/**
 * `count` of the site's companies in a random order, those of the fair's theme first: a themed fair's first
 * booths and list places are of its industries, and others fill it only when the site has too few.
 */
function takeFor(rng: Rng, plan: FairPlan, companies: SiteCompany[], count: number): SiteCompany[] {
  const shuffled = rng.sample(companies, companies.length);
  return [...shuffled.filter((c) => ofTheme(plan, c)), ...shuffled.filter((c) => !ofTheme(plan, c))].slice(0, count);
}

/**
 * Job fairs of the demo sites: the home seed's fairs re-timed around `now` (school.localhost gets past,
 * running and upcoming ones, online and offline) with organiser, intro, entrance and "about" image, and new
 * fairs for the department site; each with labels, companies of its own site with the positions they bring,
 * and for offline fairs a venue map (the big fair: two halls, 300 booths); then the live booths of the running
 * online fair (seed-live-booths.ts). Answers the featured fair per host.
 */
export async function seedFairs(db: Db, rng: Rng, now: number, sites: Map<string, number>): Promise<Map<string, number>> {
  const featured = new Map<string, number>();
  const school = sites.get('school.localhost');
  if (school !== undefined) {
    const have = await countCompanies(db, school);
    const booked = BIG_FAIR_BOOTHS - Object.values(BIG_FAIR_UNBOOKED).reduce((a, b) => a + b, 0);
    await addSiteCompanies(db, rng, school, booked - have);
  }
  const companiesBySite = new Map<number, SiteCompany[]>();
  const positionsBySite = new Map<number, Map<number, number[]>>();
  for (const plan of FAIR_PLANS) {
    const siteId = sites.get(plan.host);
    if (siteId === undefined) continue;
    const fairId = await placeFair(db, plan, siteId, now);
    if (fairId === undefined) continue;
    if (plan.featured) featured.set(plan.host, fairId);
    if (!companiesBySite.has(siteId)) {
      companiesBySite.set(siteId, await db.selectFrom('company').select(['id', 'industry', 'second_industry']).where('site_id', '=', siteId).where('status', '=', 1).orderBy('id').execute());
      positionsBySite.set(siteId, await openPositions(db, siteId));
    }
    const companies = companiesBySite.get(siteId) ?? [];
    const positions = positionsBySite.get(siteId) ?? new Map<number, number[]>();
    const taking = plan.map ? await addVenue(db, rng, fairId, plan, companies) : takeFor(rng, plan, companies, plan.companies ?? 10).map((c) => ({ company: c, boothId: null, hall: '' }));
    await addParticipants(db, rng, fairId, taking, positions);
  }
  // after every fair: the running online fair's live booths (a PRNG of their own: the draws above stay as they were)
  await seedLiveBooths(db, now, sites);
  return featured;
}

async function countCompanies(db: Db, siteId: number): Promise<number> {
  const row = await db.selectFrom('company').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', siteId).where('status', '=', 1).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function openPositions(db: Db, siteId: number): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('position').select(['id', 'company_id']).where('site_id', '=', siteId).where('status', '=', 1).orderBy('id').execute();
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.company_id, [...(out.get(r.company_id) ?? []), r.id]);
  return out;
}

/**
 * Updates the home seed's fair of that title on the site (in whichever season it was written) or creates the
 * plan's new one, titled with the season of its new date; its id.
 */
async function placeFair(db: Db, plan: FairPlan, siteId: number, now: number): Promise<number | undefined> {
  const when = planTimes(plan, now);
  const fields = {
    title: inSeason(plan.title, when.start_at),
    organiser: plan.organiser,
    intro: plan.intro.join('\n\n'),
    online_url: plan.online_url ?? '',
    about_image_url: plan.about,
    ...when,
  };
  if (plan.create) {
    const sort = await db.selectFrom('job_fair').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', siteId).executeTakeFirstOrThrow();
    const { kind, place, thumbnail } = plan.create;
    const row = await db
      .insertInto('job_fair')
      .values({ site_id: siteId, kind, place, thumbnail_url: thumbnail, home_thumbnail_url: thumbnail, on_home: 1, status: 1, sort: Number(sort.n), ...fields })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const row = await db.updateTable('job_fair').set(fields).where('site_id', '=', siteId).where('title', 'in', seasonVariants(plan.title)).returning('id').executeTakeFirst();
  return row?.id;
}

type Taking = { company: SiteCompany; boothId: number | null; hall: string };

/** Halls and booths of an offline fair, booked by the site's companies; answers who is at which booth. */
async function addVenue(db: Db, rng: Rng, fairId: number, plan: FairPlan, companies: SiteCompany[]): Promise<Taking[]> {
  const map = plan.map;
  if (!map) return [];
  const halls = map.kind === 'big' ? bigFairHalls() : [gridHall({ name: map.name, prefix: 'A', x: 0, y: 0, doubleRows: map.doubleRows, perRow: map.perRow, doors: [{ side: 'south', label: '主入口' }, { side: 'north', label: '次入口' }] })];
  const booths = halls.flatMap((h, hall) => h.booths.map((b) => ({ ...b, hall })));
  const states = map.kind === 'big' ? bigFairStates(rng, booths.length) : smallFairStates(rng, booths.length, Math.min(companies.length, Math.round(booths.length * (plan.booked ?? 0.6))));
  const bookedAt = states.flatMap((s, i) => (s === 'booked' ? [i] : []));
  // booths in code order (A001 first): a themed fair's first booked booths go to companies of its theme
  const owners = map.kind === 'big' ? bigFairOwners(rng, bookedAt, booths, halls, companies) : takeFor(rng, plan, companies, bookedAt.length);
  // a booth meant to be booked stays open when the site ran out of companies
  const ownerOf = new Map<number, SiteCompany>();
  bookedAt.forEach((i, n) => {
    const owner = owners[n];
    if (owner) ownerOf.set(i, owner);
  });

  const hallIds: number[] = [];
  for (const [sort, h] of halls.entries()) {
    const row = await db
      .insertInto('job_fair_hall')
      .values({ fair_id: fairId, name: h.name, x: h.x, y: h.y, width: h.width, height: h.height, layout: JSON.stringify(h.layout), sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    hallIds.push(row.id);
  }
  await insertBatches(
    db,
    'job_fair_booth',
    booths.map((b, i) => ({
      fair_id: fairId,
      hall_id: hallIds[b.hall] ?? 0,
      code: b.code,
      x: b.x,
      y: b.y,
      width: b.width,
      height: b.height,
      state: ownerOf.has(i) ? 'booked' : states[i] === 'booked' ? 'open' : (states[i] ?? 'open'),
      company_id: ownerOf.get(i)?.id ?? null,
    })),
  );
  const stored = await db.selectFrom('job_fair_booth').select(['id', 'code']).where('fair_id', '=', fairId).execute();
  const idOf = new Map(stored.map((b) => [b.code, b.id]));
  return [...ownerOf.entries()].flatMap(([i, company]) => {
    const booth = booths[i];
    return booth ? [{ company, boothId: idOf.get(booth.code) ?? null, hall: halls[booth.hall]?.name ?? '' }] : [];
  });
}

/** 300 states: the unbooked ones at random places, the rest booked. */
function bigFairStates(rng: Rng, count: number): BoothState[] {
  const states: BoothState[] = Array.from({ length: count }, () => 'booked');
  const spots = rng.sample(
    states.map((_, i) => i),
    Object.values(BIG_FAIR_UNBOOKED).reduce((a, b) => a + b, 0),
  );
  let n = 0;
  for (const [state, many] of Object.entries(BIG_FAIR_UNBOOKED) as [BoothState, number][]) {
    for (let k = 0; k < many; k += 1) states[spots[n++] ?? 0] = state;
  }
  return states;
}

/** A smaller map: `booked` booths at random, a tenth pending, a few paused, the rest open. */
function smallFairStates(rng: Rng, count: number, booked: number): BoothState[] {
  const states: BoothState[] = Array.from({ length: count }, () => 'open');
  const pending = Math.max(1, Math.round(count * 0.1));
  const paused = Math.max(1, Math.round(count * 0.05));
  const spots = rng.sample(
    states.map((_, i) => i),
    Math.min(count, booked + pending + paused),
  );
  spots.forEach((i, n) => {
    states[i] = n < booked ? 'booked' : n < booked + pending ? 'pending' : 'paused';
  });
  return states;
}

/** Owners of the big fair's booked booths, in their order: engineering companies fill hall B (理工馆) first. */
function bigFairOwners(rng: Rng, bookedAt: number[], booths: { hall: number }[], halls: HallGeometry[], companies: SiteCompany[]): (SiteCompany | undefined)[] {
  const shuffled = rng.sample(companies, companies.length);
  const inHallB = (i: number) => booths[i]?.hall === halls.length - 1;
  const countB = bookedAt.filter(inHallB).length;
  const forB = [...shuffled.filter((c) => ENGINEERING.has(c.industry)), ...shuffled.filter((c) => !ENGINEERING.has(c.industry))].slice(0, countB);
  const inB = new Set(forB.map((c) => c.id));
  const forA = shuffled.filter((c) => !inB.has(c.id));
  let a = 0;
  let b = 0;
  return bookedAt.map((i) => (inHallB(i) ? forB[b++] : forA[a++]));
}

/** Participating companies with their booths, the positions they bring (2-6 open ones) and their labels. */
async function addParticipants(db: Db, rng: Rng, fairId: number, taking: Taking[], positions: Map<number, number[]>): Promise<void> {
  if (taking.length === 0) return;
  const industries = new Map<string, number>();
  for (const t of taking) industries.set(t.company.industry, (industries.get(t.company.industry) ?? 0) + 1);
  const halls = [...new Set(taking.map((t) => t.hall).filter(Boolean))];
  const labels = [
    ...halls.map((name) => ({ kind: 'hall' as const, name })),
    ...[...industries.entries()].sort((p, q) => q[1] - p[1] || p[0].localeCompare(q[0])).map(([name]) => ({ kind: 'industry' as const, name })),
  ];
  await insertBatches(
    db,
    'job_fair_label',
    labels.map((l, sort) => ({ fair_id: fairId, ...l, sort })),
  );
  const stored = await db.selectFrom('job_fair_label').select(['id', 'kind', 'name']).where('fair_id', '=', fairId).execute();
  const labelId = new Map(stored.map((l) => [`${l.kind}:${l.name}`, l.id]));

  await insertBatches(
    db,
    'job_fair_company',
    taking.map((t, sort) => ({ fair_id: fairId, company_id: t.company.id, booth_id: t.boothId, sort })),
  );
  await insertBatches(
    db,
    'job_fair_company_label',
    taking.flatMap((t) =>
      [labelId.get(`industry:${t.company.industry}`), t.hall ? labelId.get(`hall:${t.hall}`) : undefined]
        .filter((id): id is number => id !== undefined)
        .map((label_id) => ({ fair_id: fairId, company_id: t.company.id, label_id })),
    ),
  );
  await insertBatches(
    db,
    'job_fair_position',
    taking.flatMap((t) => {
      const open = positions.get(t.company.id) ?? [];
      return rng.sample(open, rng.int(2, 6)).map((position_id) => ({ fair_id: fairId, company_id: t.company.id, position_id }));
    }),
  );
}
