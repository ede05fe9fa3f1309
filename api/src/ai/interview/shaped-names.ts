import { taggedWords } from '../text/segment';

/** A name found in an attribution's span, and where. */
export type Found = { name: string; at: number };

/**
 * interview.error.attribution.shaped: an originator need not be on the dictionary's list to be read as one. In the span
 * of an attribution of a concept the dictionary holds, a name by its shape counts too: a transliterated foreign name
 * joined by a middle dot (平衡计分卡是1990年彼得·圣吉提出的), an organisation named with its ending (公司, 集团, 大学,
 * 学院, 研究院, 研究所, 委员会, 协会, a ministry's 部: 谐波传动是日本东丽公司发明的, 应急管理部), and a person or
 * organisation jieba tags as one (nr, nrt, nrfg, nt: 王小明, 乔姆斯基), whole (not 塞尔 cut from 穆塞尔) and not after
 * 在 or 于 as a place is (在克里米亚战争中). Such a name is the concept's own when it is one of its originators in another
 * form (attributions.ts: said in full or by surname), or its surname or own name sharing two characters running with one of
 * theirs (罗伯特·柯普兰 for 卡普兰, 拉扎斯费尔德 for 拉扎斯菲尔德; not 罗伯特·清崎 for 罗伯特·卡普兰); then the
 * attribution is right. A span that names a right originator passes whatever else it names (平衡计分卡是哈佛大学的卡普兰
 * 和诺顿提出的). Not names: words for any company, school or ministry (一家咨询公司, 美国一所大学), parts and regions
 * (内部, 全部, 东北部), and the student's own (我们公司: the span's 我 guards it already).
 */
// a character of a transliterated name: a Han character but the particles, prepositions, verbs, titles and nouns
// that stand around a name in an attribution (1990年彼得·圣吉在《第五项修炼》里提出, 美国学者彼得·德鲁克教授)
const NAME_CHAR = '(?:(?![是由于在年月日的和与及、被把将从同跟让给即叫等提发首最早教授博士先生创推开设编研究写说认曾国家者人师学里中])[\\u4e00-\\u9fff])';
// a character of an organisation's own name before its ending: any Han character but the particles, prepositions and
// verbs around it (由日本发那科公司发明, 2015年住建部在…)
const ORG_CHAR = '(?:(?![是由于在年月日的和与及、被把将从同跟让给即叫等提发首最早])[\\u4e00-\\u9fff])';
const NAME_HAN = new RegExp(`^${NAME_CHAR}$`, 'u');
const DOTTED = new RegExp(`${NAME_CHAR}{1,4}(?:·${NAME_CHAR}{1,6})+`, 'gu');
// a ministry's 部 after a name of two characters or more, not a part or region (内部, 全部, 东北部, 俱乐部, 大部分)
const ORG_END = '(?:公司|集团|大学|学院|研究院|研究所|委员会|协会|(?<=[\\u4e00-\\u9fff]{2})(?<![东西南北中上下前后左右里外内半总局全乐干头底顶腹背胸腰脑一这那某每各])部(?![分门位件队长署]))';
const ORGANISATION = new RegExp(`${ORG_CHAR}{1,8}?${ORG_END}`, 'gu');
export const ENDING = /(?:公司|集团|大学|学院|研究院|研究所|委员会|协会|部)$/u;
// an organisation named only by what kind it is or where (一家咨询公司, 美国大学, 某部): no name
const GENERIC_ORG =
  /^(?:某|这|那|该|本|一|各|每|哪|其|家|所|个|间|大|小|外国|国外|国内|一些|很多|许多|有的|知名|著名|互联网|科技|软件|咨询|广告|管理|商|外资|国有|私营|民营|美国|日本|德国|英国|法国|中国|韩国|欧洲|西方)*$/u;
// jieba's tags of a person's or an organisation's name
const NAME_TAGS = new Set(['nr', 'nrt', 'nrfg', 'nt']);

const overlaps = (a: Found, b: Found): boolean => a.at < b.at + b.name.length && b.at < a.at + a.name.length;

/** The name-shaped originators a span says, in order, none inside a known name (`known`) or another shaped one. */
export function shapedNamesIn(span: string, known: Found[]): Found[] {
  const found: Found[] = [];
  const take = (name: string, at: number) => {
    const f = { name, at };
    if (!known.some((k) => overlaps(k, f)) && !found.some((g) => overlaps(g, f))) found.push(f);
  };
  for (const m of span.matchAll(DOTTED)) take(m[0], m.index!);
  for (const m of span.matchAll(ORGANISATION)) if (!GENERIC_ORG.test(m[0].replace(ENDING, ''))) take(m[0], m.index!);
  let from = 0;
  for (const { word, tag } of taggedWords(span)) {
    const at = span.indexOf(word, from);
    if (at < 0) continue;
    from = at + word.length;
    // a whole name, not a piece jieba cut from a longer one (穆塞尔 cut 穆/塞尔), nor a place the concept came up in
    // (在克里米亚战争中, 在斯坦福)
    const whole = !NAME_HAN.test(span[at - 1] ?? '') && !NAME_HAN.test(span[at + word.length] ?? '');
    if (NAME_TAGS.has(tag) && word.length >= 2 && /^[\u4e00-\u9fff·]+$/u.test(word) && whole && !/[在于到从]$/u.test(span.slice(0, at))) take(word, at);
  }
  return found.sort((a, b) => a.at - b.at);
}
