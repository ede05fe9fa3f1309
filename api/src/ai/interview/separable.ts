import { words } from '../text/segment';

/**
 * interview.keywords.separable: a separable verb (离合词) as a student says it, split by an aspect word or a measure
 * (我们分了工, 开了个会, 帮过忙): the verb and its object are the term, whatever comes between them. Only verb-object
 * words that Chinese splits so; a word such as 分析 or 团队 is never split.
 */
const SEPARABLE = new Set(['分工', '开会', '见面', '帮忙', '加班', '值班', '排班', '请假', '排队', '报名', '聊天', '道歉', '出差', '上课', '讲课', '备课', '上岗', '签约', '打工', '吃亏', '谈心']);
/** What may stand between the verb and its object: 了, 过, 完, 好, a measure (个), or both (了个). */
const BETWEEN = ['了', '过', '完', '好', '个', '了个', '过个', '完了'];

/** The split forms of a term (分了工, 分好工), none for a term that is not a separable verb. */
export const splitFormsOf = (term: string): string[] => {
  if (!SEPARABLE.has(term)) return [];
  const [verb, object] = [...term];
  return BETWEEN.map((between) => `${verb}${between}${object}`);
};

/** Where the words of the text (jieba) end, as offsets into it; the last text's kept, as one answer asks for each concept's terms. */
let last: { text: string; ends: Set<number> } | undefined;
function wordEnds(text: string): Set<number> {
  if (last?.text === text) return last.ends;
  const ends = new Set<number>();
  let at = 0;
  for (const word of words(text)) {
    const start = text.indexOf(word, at);
    if (start < 0) continue;
    at = start + word.length;
    ends.add(at);
  }
  last = { text, ends };
  return ends;
}

/**
 * Whether the text says the term split (normalized text, as mentions reads it), its object a word's end: 分了工 is
 * 分工, 分了工资 is not.
 */
export function saysSplit(text: string, term: string): boolean {
  const forms = splitFormsOf(term).filter((form) => text.includes(form));
  if (!forms.length) return false;
  const ends = wordEnds(text);
  return forms.some((form) => {
    for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) if (ends.has(at + form.length)) return true;
    return false;
  });
}
