// Cue words of the content checks, read from dictionaries/star-cues.json (one list for the diagnosis and the
// writer) and dictionaries/plain-cues.json (the same parts told in plain words: 原…需要 6 分钟, 我将…, 缩短到
// 50 秒, 被沿用); kept apart from the functions in quantify.ts.
import PLAIN from '../dictionaries/plain-cues.json';
import CUES from '../dictionaries/star-cues.json';

/** Units that make a number a result: 30%, 200人, 5万, 3倍, 10次, 40批次 … (no 年 / 月: those are dates). */
export const RESULT_UNITS: readonly string[] = [...CUES.result_units, ...PLAIN.result_units];

/** Words that announce a change; with a number nearby they are a result ("提升30%", "降到 90 ms"); and rankings (前5%). */
export const CHANGE_WORDS: readonly string[] = [...CUES.result_change, ...PLAIN.result_change, ...CUES.rank_words];

/** What may stand between a number and its unit and still make it a count: 200 余条, 300 多人. */
export const APPROX_WORDS: readonly string[] = PLAIN.approx;

/** What a number right after it counts, the unit said first: 播放2000多, 涨粉2100多, 销量300余. */
export const COUNTED_WORDS: readonly string[] = PLAIN.counted;

/** A change written as an arrow: QPS 1.2k→4k. */
export const ARROWS: readonly string[] = PLAIN.arrows;

/** Words that set a baseline a result is measured against (原导出需要 6 分钟), and words that only look like them (原因). */
export const BASELINE_WORDS: readonly string[] = PLAIN.baseline;
export const BASELINE_NOT: readonly string[] = PLAIN.baseline_not;

/** STAR cues: where a description sets the scene, states the task, acts and reports the result. */
export const STAR_CUES = {
  situation: [...CUES.situation, ...PLAIN.situation],
  task: [...CUES.task, ...PLAIN.task],
  action: [...CUES.action, ...PLAIN.action],
  result: [...CUES.result_lead, ...PLAIN.result_lead],
} as const satisfies Record<string, readonly string[]>;

export type StarPart = keyof typeof STAR_CUES;
