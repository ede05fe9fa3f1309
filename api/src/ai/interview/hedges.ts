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
  // interview.hedges.word: 行了 closing a verb (执行了, 进行了) or a failure (他又不行了) is no 'that will do'
  /(?:就|也)?(?:可以了|(?<![执进运举实发施推履通修试不])行了)(?=[，。！？,.!?；;]|$)/g,
  /(?:按|看)[^，。,.]{0,8}(?:规定|情况|要求)(?:来)?吧/g,
  /不太(?:记得|清楚|了解|确定|懂)/g,
  /记不清/g,
  // owning up to little practice: 项目里用的不多, 不是很熟
  /(?:用|接触|了解|做)(?:得|的)(?:不多|很少)/g,
  /不(?:是很|太)熟/g,
  // interview.hedges.few-times: a count guessed (大概按几下吹一口气), not strokes told (湿毛巾擦几下就掉, 来回按几下)
  /(?:大概|大约|差不多|好像)[^，。,.]{0,3}几下/g,
  // never committing: 到时候再看, 要综合考虑吧, 怎么说呢, 每个人情况不一样 (a fair 都有道理 or 不好说谁更重要 weighs a case)
  /到时候(?:再)?看/g,
  /怎么说呢/g,
  /(?:要|得)综合考虑/g,
  /每个人(?:的)?情况不一样/g,
  /之类的/g,
  // one's own story half-remembered: 做的是那个纸桥还是什么
  /(?:还是|或者)什么(?:的)?(?=[，。！？,.!?；;]|$)/g,
  // 吧 closing a claim (…差不多吧 is above); not closing an offer (讲一次…的经历吧, 就说实习那段吧, 讲那次吧), nor a figure
  // given as a round one (期望六千左右吧: a salary or an estimate is said so). interview.hedges.tag-question: nor a
  // question put to the listener (越擦越大一圈，对吧？ 您每天签字应该不少吧？): asking for their nod hedges no claim
  // interview.hedges.addressed: nor a tag put to the listener without its question mark (您说平时签字多对吧)
  /(?<!差不多|经历|例子|事情|一下|说说|讲讲|规定|情况|要求|来|左右|上下|那段|那次|对)吧(?=[，。！,.!；;]|$)/g,
];

/**
 * interview.hedges.addressed: 吧 closing a clause said to someone (你, 您: 老师说你先去试试吧, 您先拿一支用用吧, 您平时
 * 开会要记不少东西吧) is a suggestion or a question put to them, reported or in role, not the student's claim hedged:
 * it is read as a stop. A hedge before it in the clause (好像, 应该是) is still read.
 */
const ADDRESSED_BA = /([你您][^，。！？,.!?；;\n]{0,40})吧(?=[，。！,.!；;\n]|$)/gu;

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

/**
 * interview.hedges.quoted: words in quotation marks are someone's speech quoted (我小声跟他说：“你好像特别会玩磁铁”) or a
 * term named, not the student's claim hedged.
 */
const QUOTED = /[“「『"‘'][^”」』"’'\n]{0,80}[”」』"’']/gu;

/**
 * interview.hedges.limit: the hedges that admit a limit of the student's own on one matter (现金流量表的间接法我还不太熟,
 * 有一点我不太确定, 我不太懂技术细节, 项目里用得不多) rather than hedge a claim: in an answer that has already told the
 * student's own (`told`: analysis.ts), they are the rubric's honesty (limits admitted, 还在学), not hedges. The claims
 * hedged beside them (好像, 应该是…吧) still are. Said as the whole answer (这个我不太清楚; 人才测评工具我不太了解，应该就是
 * 考试吧), they are not knowing the matter.
 */
export const LIMIT_HEDGES: readonly RegExp[] = [/不太(?:清楚|了解|确定|懂)/gu, /不(?:是很|太)熟/gu, /(?:用|接触|了解|做)(?:得|的)(?:不多|很少)/gu];
const withoutLimits = (text: string): string => LIMIT_HEDGES.reduce((rest, h) => rest.replace(h, ''), text);

/**
 * The hedges said in an answer, in the order of HEDGES (an example's picking opening aside: withoutPickingOpening;
 * words quoted aside; the limits admitted aside when the answer has told the student's own: `told`).
 */
export function hedgesOf(answer: string, { example = false, told = false } = {}): string[] {
  const read = (example ? withoutPickingOpening(normalizeText(answer).trim()) : normalizeText(answer)).replace(QUOTED, '，').replace(ADDRESSED_BA, '$1');
  const text = told ? withoutLimits(read) : read;
  return HEDGES.flatMap((h) => text.match(h) ?? []);
}
