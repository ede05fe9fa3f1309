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

/** The hedges said in an answer, in the order of HEDGES. */
export function hedgesOf(answer: string): string[] {
  const text = normalizeText(answer);
  return HEDGES.flatMap((h) => text.match(h) ?? []);
}
