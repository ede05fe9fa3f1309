import type { CareerTarget, CareerTerm } from '@campus/shared-utils/shapes';
import DATA from './plan-data.json';
import { CHINA_OFFSET_MS, chinaMidnight } from '../../lib/china-time';
import { act, fairActions, type Action, type Fair } from './plan';

/**
 * The plan of a student past graduation (June of the graduation year): no semesters, but the job search in two
 * windows, now (until the next recruiting season starts) and that season (春招 March-May, 秋招 September-
 * November). Within two years of graduation many employers still treat a graduate as a new one (the 择业期),
 * so the seasons' campus recruiting is open to them; later the plan is social recruiting (社招). Within a year of
 * graduation the paperwork (档案, 户口) comes first. This site's fairs go into the window they start in.
 */

const T = DATA.jobSearch;
/** First months of the recruiting seasons (spring March-May, autumn September-November). */
const SEASONS = [
  { key: 'spring', start: 3, end: 5, label: '春招（3-5月）' },
  { key: 'autumn', start: 9, end: 11, label: '秋招（9-11月）' },
] as const;
/** Years after graduation in which campus recruiting is still open to a graduate (择业期). */
const FRESH_YEARS = 2;

/** What the months of now are called: winter (Dec-Feb), spring (Mar-May), summer (Jun-Aug), autumn (Sep-Nov). */
const seasonOf = (month: number): keyof typeof T.now => (month === 12 || month <= 2 ? 'winter' : month <= 5 ? 'spring' : month <= 8 ? 'summer' : 'autumn');

/** The first recruiting season starting after the month of now: its year, and its window as epoch ms. */
function nextSeason(year: number, month: number) {
  const candidates = [year, year + 1].flatMap((y) => SEASONS.map((s) => ({ ...s, year: y })));
  const next = candidates.find((s) => s.year > year || s.start > month)!;
  return { ...next, from: chinaMidnight(next.year, next.start, 1), to: chinaMidnight(next.year, next.end + 1, 1) - 1 };
}

export function buildJobSearchPlan(now: number, graduationYear: number, targets: readonly CareerTarget[], fairs: readonly Fair[]): CareerTerm[] {
  const d = new Date(now + CHINA_OFFSET_MS);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const roles = targets.map((t) => t.role).join('、') || '目标岗位';
  const next = nextSeason(year, month);
  const freshUntil = chinaMidnight(graduationYear + FRESH_YEARS, 7, 1);
  const fresh = next.from < freshUntil;

  const first: Action[] = [act('job', T.applyNow.replace('{roles}', roles)), act('job', now < freshUntil ? T.now[seasonOf(month)] : T.nowExperienced)];
  if (now < chinaMidnight(graduationYear + 1, 7, 1)) first.push(act('job', T.paperwork));
  const second = (fresh ? T[next.key] : T.experienced).map((text) => act('job', text));
  return [
    { term: `即日起（${year}年${month}月）`, actions: [...first, ...fairActions(fairs, now, next.from - 1)] },
    { term: fresh ? `${next.year}年${next.label}` : `${next.year}年${next.start}-${next.end}月`, actions: [...second, ...fairActions(fairs, next.from, next.to)] },
  ];
}
