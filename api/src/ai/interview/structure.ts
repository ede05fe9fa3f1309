import { normalizeText } from '../text/normalize';

/**
 * interview.structure: an answer an interviewer can follow opens with its point, goes through it in steps
 * (首先/其次/最后…) and closes with a conclusion. Opening 30, connectives 40 (20 for one), conclusion 30;
 * a one-sentence answer earns at most 40.
 */
export const OPENING_CUES = ['我认为', '我觉得', '我的理解', '我的看法', '主要', '分为', '几点', '几个方面', '以下', '简单来说', '概括', '总体', '我叫', '我是', '关于', '我会从', '我想从', '这个问题'];
export const CONNECTIVES = ['首先', '其次', '再次', '然后', '接着', '另外', '此外', '同时', '第一', '第二', '第三', '一方面', '另一方面', '最后'];
export const CONCLUSION_CUES = ['总之', '总的来说', '综上', '总结', '总而言之', '所以', '因此', '最终', '让我', '我相信', '希望', '这就是'];

export type StructureReport = { score: number; opening: boolean; connectives: string[]; conclusion: boolean; sentences: number; notes: string[] };

export const sentencesOf = (text: string): string[] => normalizeText(text).split(/[。！？!?；;\n]+/).map((s) => s.trim()).filter(Boolean);

export function structureOf(answer: string): StructureReport {
  const sentences = sentencesOf(answer);
  const text = normalizeText(answer);
  const first = sentences[0] ?? '';
  const last = sentences.length > 1 ? sentences[sentences.length - 1]! : '';
  const opening = OPENING_CUES.some((c) => first.includes(c));
  const connectives = CONNECTIVES.filter((c) => text.includes(c));
  const conclusion = CONCLUSION_CUES.some((c) => last.includes(c));
  const notes: string[] = [];
  if (!opening) notes.push('开头没有先亮出观点或概述');
  if (connectives.length < 2) notes.push('缺少“首先、其次、最后”等层次连接词');
  if (!conclusion) notes.push('结尾没有总结');
  let score = (opening ? 30 : 0) + (connectives.length >= 2 ? 40 : connectives.length * 20) + (conclusion ? 30 : 0);
  if (sentences.length < 2) score = Math.min(score, 40);
  return { score: text ? score : 0, opening, connectives, conclusion, sentences: sentences.length, notes: text ? notes : [] };
}
