import { normalizeText } from '../text/normalize';

/**
 * interview.hedges: what a student says when they do not know the matter (差不多吧, 好像, 应该就是, 按公司的规定吧,
 * 大概按几下, 用的不多; 到时候再看, 要综合考虑: never committing): a claim hedged is no claim, so each lowers the answer's content (analysis.ts). An estimate in a story
 * (大概两倍, 差不多三成) is no hedge, nor is offering a story (说一次实习的经历吧).
 */
export const HEDGES: readonly RegExp[] = [
  /差不多吧/g,
  /好像/g,
  /应该(?:就)?是/g,
  /(?:就|也)?(?:可以了|行了)(?=[，。！？,.!?；;]|$)/g,
  /(?:按|看)[^，。,.]{0,8}(?:规定|情况|要求)(?:来)?吧/g,
  /不太(?:记得|清楚|了解|确定|懂)/g,
  /记不清/g,
  // owning up to little practice: 项目里用的不多, 不是很熟
  /(?:用|接触|了解|做)(?:得|的)(?:不多|很少)/g,
  /不(?:是很|太)熟/g,
  /几下/g,
  // never committing: 到时候再看, 要综合考虑吧, 怎么说呢, 每个人情况不一样 (a fair 都有道理 or 不好说谁更重要 weighs a case)
  /到时候(?:再)?看/g,
  /怎么说呢/g,
  /(?:要|得)综合考虑/g,
  /每个人(?:的)?情况不一样/g,
  /之类的/g,
  // one's own story half-remembered: 做的是那个纸桥还是什么
  /(?:还是|或者)什么(?:的)?(?=[，。！？,.!?；;]|$)/g,
  // 吧 closing a claim (…差不多吧 is above); not closing an offer (讲一次…的经历吧, 就说实习那段吧, 讲那次吧), nor a figure
  // given as a round one (期望六千左右吧: a salary or an estimate is said so)
  /(?<!差不多|经历|例子|事情|一下|说说|讲讲|规定|情况|要求|来|左右|上下|那段|那次)吧(?=[，。！？,.!?；;]|$)/g,
];

/**
 * interview.hedges.picking: the opening sentence of an answer to a question asking for an example that picks which
 * one to tell while recalling it aloud (最有成就感的啊……嗯，我想想，应该是我们学院那个“老乡帮帮团”吧。): PICKING_CUES
 * in a sentence of PICKING_MAX_CHARS at most. Choosing the story is no claim hedged; what the story then says is read.
 */
export const PICKING_CUES: readonly string[] = ['我想想', '让我想想', '我想一想', '想一想', '我想一下', '我回忆一下', '要说的话'];
const PICKING_MAX_CHARS = 40;
const OPENING = /^[^。！？!?\n]*[。！？!?\n]/u;

export function withoutPickingOpening(text: string): string {
  const opening = OPENING.exec(text)?.[0];
  if (!opening || [...opening].length > PICKING_MAX_CHARS || !PICKING_CUES.some((c) => opening.includes(c))) return text;
  return text.slice(opening.length);
}

/** The hedges said in an answer, in the order of HEDGES (an example's picking opening aside: withoutPickingOpening). */
export function hedgesOf(answer: string, { example = false } = {}): string[] {
  const text = example ? withoutPickingOpening(normalizeText(answer).trim()) : normalizeText(answer);
  return HEDGES.flatMap((h) => text.match(h) ?? []);
}
