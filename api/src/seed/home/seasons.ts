import { CHINA_OFFSET_MS, chinaMidnight } from '../../lib/china-time';

/** The season words a fair's title may hold; the seed writes the one of the fair's date. */
const SEASON_WORD = /[春夏秋冬]季/;
const SEASONS = ['春季', '夏季', '秋季', '冬季'] as const;

/**
 * The recruiting season of a moment (China time): 春季 February-May, 夏季 June-July, 秋季 August-December
 * (autumn recruiting runs to the year's end), 冬季 January.
 */
export function seasonOf(at: number): (typeof SEASONS)[number] {
  const month = new Date(at + CHINA_OFFSET_MS).getUTCMonth() + 1;
  if (month >= 2 && month <= 5) return '春季';
  if (month >= 6 && month <= 7) return '夏季';
  if (month >= 8) return '秋季';
  return '冬季';
}

/** A title naming the season of `at` where it names one: the demo's fairs move with the clock, so their season does. */
export const inSeason = (title: string, at: number): string => title.replace(SEASON_WORD, seasonOf(at));

/** The title in each season: how a fair written for one date is found again at another. */
export const seasonVariants = (title: string): string[] => (SEASON_WORD.test(title) ? SEASONS.map((s) => title.replace(SEASON_WORD, s)) : [title]);

/** When a season's fairs begin: 春季 after the Spring Festival, 秋季 once term has started. */
const SEASON_OPENING: Record<(typeof SEASONS)[number], [month: number, day: number]> = { 春季: [3, 10], 夏季: [6, 10], 秋季: [9, 10], 冬季: [1, 10] };

/** The season a title names, if any. */
export const seasonIn = (title: string): (typeof SEASONS)[number] | undefined => SEASONS.find((s) => title.includes(s));

/** China midnight of the season's next opening day after `now`. */
export function nextOpening(season: (typeof SEASONS)[number], now: number): number {
  const [month, day] = SEASON_OPENING[season];
  const year = new Date(now + CHINA_OFFSET_MS).getUTCFullYear();
  const opening = chinaMidnight(year, month, day);
  return opening > now ? opening : chinaMidnight(year + 1, month, day);
}
