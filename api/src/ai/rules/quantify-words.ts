// Cue words of the content checks, read from dictionaries/star-cues.json (one list for the diagnosis and the
// writer; kept apart from the functions in quantify.ts).
import CUES from '../dictionaries/star-cues.json';

/** Units that make a number a result: 30%, 200人, 5万, 3倍, 10次 … (no 年 / 月: those are dates). */
export const RESULT_UNITS: readonly string[] = CUES.result_units;

/** Words that announce a change; with a number nearby they are a result ("提升30%"), alone they still hint at one; and rankings (前5%). */
export const CHANGE_WORDS: readonly string[] = [...CUES.result_change, ...CUES.rank_words];

/** STAR cues: where a description sets the scene, states the task, acts and reports the result. */
export const STAR_CUES = {
  situation: CUES.situation,
  task: CUES.task,
  action: CUES.action,
  result: CUES.result_lead,
} as const satisfies Record<string, readonly string[]>;

export type StarPart = keyof typeof STAR_CUES;
