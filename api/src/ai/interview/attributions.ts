import ATTRIBUTIONS from '../dictionaries/attributions.json';
import { NameTrie } from './name-trie';
import { ENDING, type Found, shapedNamesIn } from './shaped-names';

/**
 * interview.error.attribution: an answer that attributes one of the fields' well-known theories, models, methods,
 * tools, languages or laws to the wrong person, company or year (4P营销理论是菲利普·科特勒在2005年提出的,
 * TypeScript是谷歌在2015年推出的, 鱼骨图是戴明发明的, OKR是华为最早提出来的) states a factual error, whatever question it is
 * said on, as a misspelled acronym does (attributions.json: each concept's names, its right originators in their
 * common Chinese and English forms and its year or years of origin). Read where a sentence names a concept and
 * attributes it: X是…提出的 (发明, 推出, 创立, 首创, 开发, 提出来, 命名, 设计, 搞出来; 做, 出 for a product; 颁布, 施行 for a
 * law), X由…提出, X最早是…提出的, X提出于YEAR年, …提出的X, X的提出者是…, and X named in one sentence and taken up at the
 * next one's opening (这个模式是…, 它是…: `TAKES_UP`). The originator said is a known name (an entry's originator or a
 * well-known company or person of the dictionary's list) or a name-shaped one (`shapedNamesIn`: 彼得·圣吉, 东丽公司, 应急管理部, a
 * person jieba tags as one) in the attribution's span; it is wrong when none of the names there is one of the
 * concept's, and the year said there is wrong when it is more than YEAR_SLACK years off the concept's.
 * Not read: a sentence that corrects (很多人以为…其实, 不是…而是, 误以为) or asks, the student's own label (我自己总结的),
 * a span about the student's own use (我们用…开发的) or a later version (升级, 修订), a concept named without an
 * attribution, a year outside the span, and an attribution whose span names the right originator.
 */
type Concept = { names: string[]; by: string[]; year?: number | number[]; kind?: string; generic?: boolean; note: string };

/** A year said is wrong only when it is more than this many years off the concept's year or years. */
export const YEAR_SLACK = 3;

// the folded form read: NFKC (， is ',' there) and one middle dot for the several a name is written with
const fold = (text: string): string => text.normalize('NFKC').replace(/[•・‧∙⋅･]/gu, '·');

const CONCEPTS: Record<string, Concept> = Object.fromEntries(
  Object.entries(ATTRIBUTIONS.concepts as Record<string, Concept>).map(([key, c]) => [key, { ...c, names: c.names.map(fold), by: c.by.map(fold) }]),
);

const LATIN_START = /^[A-Za-z0-9]/;
const LATIN_END = /[A-Za-z0-9+#]$/;

/**
 * A concept's name as matched: a Latin name as a word of its own, not part of a longer name or version (Spring Cloud
 * Alibaba, Vue 3, ChatGPT, GPT-4); a law's name not the start of another text (劳动合同法实施条例) nor a foreign law's.
 * Checked around a match of the names' trie (name-trie.ts), not inside it: lookbehinds inside an alternation of some
 * 800 names made that regular expression about 60 times slower (27 ms against 0.4 ms over 5,000 characters).
 */
// a Latin name's neighbour that makes it part of a longer word
const ALNUM = /[A-Za-z0-9]/u;
const LATIN_BEFORE = /[A-Za-z0-9_.\-/@#]$/u;
const LATIN_AFTER = /^(?:[A-Za-z0-9_+#]|\s?[A-Za-z0-9]|[.\-/][A-Za-z0-9])/u;
const LAW_BEFORE = /(?:[德法日美英瑞]国《?|拿破仑)$/u;
const LAW_AFTER = /^(?:实施条例|实施细则|实施办法|司法解释|修正案|草案|第|律|规)/u;
function standsAlone(text: string, at: number, name: string, law: boolean): boolean {
  const before = text.slice(Math.max(0, at - 4), at);
  const after = text.slice(at + name.length, at + name.length + 6);
  if (LATIN_START.test(name) && LATIN_BEFORE.test(before)) return false;
  if (LATIN_END.test(name) && LATIN_AFTER.test(after)) return false;
  return !law || !(LAW_BEFORE.test(before) || LAW_AFTER.test(after));
}

const KEY_OF = new Map<string, string>();
for (const [key, c] of Object.entries(CONCEPTS)) for (const name of c.names) KEY_OF.set(name, key);
const CONCEPT = new NameTrie(KEY_OF.keys(), false);

// the known names: every entry's originators and the dictionary's list of well-known companies and people
const KNOWN = [...new Set([...Object.values(CONCEPTS).flatMap((c) => c.by), ...(ATTRIBUTIONS.originators as string[]).map(fold)])];
const NAME = new NameTrie(KNOWN, true);

// the verbs that attribute a concept: an idea is proposed, invented, named or designed (5E模式是…设计的), or in
// speech made up (搞出来); a product also launched, developed or open-sourced, or in speech made or put out (微信指数是
// 百度做的, WireMock是微软出的); a law passed or put in force; a work built
const IDEA = ['提出来', '提出', '首创', '首倡', '命名', '创立', '开创', '发明', '发现', '创造', '编制', '设计', '搞出'];
const VERBS: Record<string, string[]> = {
  idea: IDEA,
  product: [...IDEA, '推出', '发布', '开发', '开源', '研发', '研制', '创建', '创办', '设立', '发起', '主编', '编纂', '做', '出'],
  law: ['颁布', '通过', '出台', '公布', '施行', '实施', '生效', '制定', '发布', '印发', '提出', '推出', '推开', '设立'],
  build: [...IDEA, '修建', '建造', '建成'],
};
const alternation = (words: string[]): string => [...words].sort((a, b) => b.length - a.length).join('|');
const VERB_RE = Object.fromEntries(Object.entries(VERBS).map(([kind, words]) => [kind, new RegExp(alternation(words), 'gu')]));

// what follows a verb that attributes the sentence's subject: 的 at the clause's end or before the kind of thing the
// concept is (推出的一门语言), a clause's end, or a second verb (提出并推广); not 的 before another noun (在阿里开发的系统)
const CATEGORY =
  '理论|模型|格式|方法|方法论|工具|语言|框架|原则|法则|定律|效应|体系|技术|分析法|分析|产品|软件|系统|平台|协议|标准|算法|数据库|架构|思想|概念|学说|理念|测试|量表|评分|指标|战略|策略|法|库|引擎|应用|App|APP|网络|模式|矩阵|工作法|管理法|考试|法律|规定|政策';
const FOLLOW_A = /^(?:出来|出|来)?(?:的(?:$|[,:;、)\s])|$|[,:;、)\s]|并|和|后|于)/u;
// …是谷歌推出的一门语言, 是阿里开发的一个日志数据库: 的 before the kind of thing the concept is, after 是 only
const FOLLOW_KIND = new RegExp(`^(?:出来|出|来)?的(?:一|这)?[种个门款套项类部]?[^,的]{0,4}?(?:${CATEGORY})`, 'u');
// what makes the concept an object or a modifier where it is named (在…的基础上, 基于X, 赫尔巴特的X): only a clause
// that takes it up again (这是…提出的) attributes it then
const OBJECT = /(?:在|基于|用|使用|把|将|对|从|以|按|根据|通过|借助|针对|参考|借鉴|结合|和|与|跟|同|的)[“"'‘《「『]?$/u;
const TAKEN_UP = /^(?:这|它|该|此)/u;
// …提出的X, …提出了X: the verb, its particle and the words that may stand before the concept
const BEFORE_B = Object.fromEntries(
  Object.entries(VERBS).map(([kind, words]) => [kind, new RegExp(`(${alternation(words)})(?:出来|出|来)?(的|了)(?:一个|一种|这个|这一|著名的|经典的|所谓的|[“”"'‘’《「『(])*$`, 'u')]),
);
// X的提出者是…, X之父是…
const ROLE = /^[”"'’》」』)]?(?:的|这个(?:理论|模型|概念|方法|工具)的)?(?:最早的)?(?:提出者|发明者|发明人|创始人|创立者|开发者|缔造者|奠基人|首创者|提出人|之父)(?:是|为|:)/u;
// X提出于1960年, X诞生于…
const DATED = /^[”"'’》」』)]?[^,的]{0,6}?(?:最早|最初|首次|首先)?(?:提出|发明|推出|发布|诞生|问世|出现|创立|首创|开发|颁布|施行|实施|通过|出台)于/u;
// what opens an attribution's span after its subject: 是, 由, 于, 在, 最早, a year
const MARKER = /是|由|于|在|最早|最先|首先|起初|最初|上世纪|上个世纪|二十世纪|20世纪|(?:1[0-9]|20)[0-9]{2}\s*年/u;
// a span that tells the student's own use, an instrument, basis or purpose (为了纪念…), a later version or several
// subjects, not an origin
const GUARD = /我|咱|用|使用|基于|为了|纪念|借助|借鉴|参考|模仿|实习|项目|修订|修正|修改|升级|更新|迭代|版本|新版|改版|分别|各自|收购|引进|引入|推广|普及|流行|发扬/u;
// the boundary before …提出的X's agent (为了纪念南丁格尔创立了红十字会: 南丁格尔 is said to found it)
const AGENT_START = /[,:;、]|是|由|用|使用|基于|借助|根据|按照|参考|借鉴|比如|例如|包括|像|即|叫|为了|纪念/gu;

// the sentence corrects a wrong attribution (很多人以为…其实, 不是…而是, 都说…其实) or asks; 其实 alone asserts (其实就是)
const CORRECTED = /误以为|(?<![可所难])以为|不是|并非|(?:说|认为|觉得|当成|当作).*其实|误区|是错的|不对|搞混|混淆|弄混|记错|有人(?:说|认为|觉得)|误传|讹传|张冠李戴|而非|吗|是否|是不是|谁/u;
// the student's own label (我自己总结的…), not the field's
const OWN_LABEL = /我(?:自己)?(?:总结|归纳|概括|发明|起|取|编|自创|造)|自创|自己(?:的|起的|总结的)|我的[A-Za-z]/u;
// code and addresses: read as nothing
const CODE = /```[\s\S]*?```|`[^`\n]*`|https?:\/\/\S+|www\.\S+|[A-Za-z0-9_.-]+\.(?:com|cn|org|net|io)\S*/gu;

const CN_DIGIT: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const decadeOf = (d: string): number => (/^\d/.test(d) ? Number(d) : CN_DIGIT[d[0]!]! * 10);

type Said = { from: number; to: number; text: string; at: number };

/** The years an attribution's span says: 1960年, 1960年代, 上世纪九十年代, 60年代 (the 1900s). */
function yearsIn(span: string): Said[] {
  const said: Said[] = [];
  const take = (re: RegExp, read: (m: RegExpExecArray) => [number, number]) => {
    for (const m of span.matchAll(re)) {
      if (said.some((s) => m.index! < s.at + s.text.length && s.at < m.index! + m[0].length)) continue;
      const [from, to] = read(m);
      said.push({ from, to, text: m[0], at: m.index! });
    }
  };
  take(/(?:上个?世纪|二十世纪|20世纪)\s*([1-9]0|[一二三四五六七八九]十)年代/gu, (m) => [1900 + decadeOf(m[1]!), 1909 + decadeOf(m[1]!)]);
  take(/(?:十九世纪|19世纪)\s*([1-9]0|[一二三四五六七八九]十)年代/gu, (m) => [1800 + decadeOf(m[1]!), 1809 + decadeOf(m[1]!)]);
  take(/(?<![0-9])(1[0-9]{3}|20[0-9]{2})\s*年代/gu, (m) => [Number(m[1]), Number(m[1]) + 9]);
  take(/(?<![0-9])(1[0-9]{3}|20[0-9]{2})\s*年(?!代)/gu, (m) => [Number(m[1]), Number(m[1])]);
  take(/(?<![0-9]|世纪)([2-9]0|[二三四五六七八九]十)年代/gu, (m) => [1900 + decadeOf(m[1]!), 1909 + decadeOf(m[1]!)]);
  return said.sort((a, b) => a.at - b.at);
}

const yearRange = (c: Concept): [number, number] | undefined => (c.year === undefined ? undefined : Array.isArray(c.year) ? [c.year[0]!, c.year[1]!] : [c.year, c.year]);

/** Whether a year said is off the concept's year or years by more than YEAR_SLACK. */
const wrongYear = (c: Concept, y: Said): boolean => {
  const range = yearRange(c);
  return range !== undefined && (y.to < range[0] - YEAR_SLACK || y.from > range[1] + YEAR_SLACK);
};

// a person's name said in full or by surname (菲利普·科特勒 for 科特勒, Philip Kotler for Kotler), a company with or
// without 公司
const bare = (n: string): string => n.toLowerCase().replace(/(?:公司|集团)$/u, '');
const sameName = (a: string, b: string): boolean => {
  const [x, y] = [bare(a), bare(b)];
  return x === y || x.endsWith(`·${y}`) || y.endsWith(`·${x}`) || x.endsWith(` ${y}`) || y.endsWith(` ${x}`);
};
const isRight = (c: Concept, name: string): boolean => c.by.some((r) => sameName(name, r));

/** The known names an attribution's span says, in order. */
const namesIn = (span: string): Found[] =>
  NAME.matches(span, (at, said) => !(LATIN_START.test(said) && ALNUM.test(span[at - 1] ?? '')) && !(LATIN_END.test(said) && ALNUM.test(span[at + said.length] ?? ''))).map((m) => ({ name: m.said, at: m.at }));

// two Han characters running (卡普, 普兰) of a name's surname or an organisation's own name: what the same name in
// another transliteration or with another ending shares (a given name's 罗伯, 约翰 is shared by many)
const surnameOf = (name: string): string => name.replace(ENDING, '').split('·').at(-1)!;
const bigrams = (name: string): string[] => {
  const part = surnameOf(name);
  return [...part].slice(0, -1).map((ch, i) => ch + part[i + 1]!).filter((b) => /^[\u4e00-\u9fff]{2}$/u.test(b));
};
/** Whether a name-shaped originator is one of the concept's own in another form. */
const resembles = (c: Concept, name: string): boolean => isRight(c, name) || bigrams(name).some((b) => c.by.some((r) => surnameOf(r).includes(b)));

/** What the span says wrongly of the concept, if anything: the wrong names as said and the wrong year. */
function misread(c: Concept, span: string): { names: string; year?: string } | undefined {
  const known = namesIn(span);
  const shaped = shapedNamesIn(span, known);
  const names = [...known, ...shaped].sort((a, b) => a.at - b.at);
  if (GUARD.test(names.reduceRight((s, n) => s.slice(0, n.at) + '·'.repeat(n.name.length) + s.slice(n.at + n.name.length), span))) return undefined;
  const right = known.some((n) => isRight(c, n.name)) || shaped.some((n) => resembles(c, n.name));
  const wrongNames = names.length > 0 && !right ? names : [];
  const year = yearsIn(span).find((y) => wrongYear(c, y));
  if (!wrongNames.length && !year) return undefined;
  // 腾讯的周鸿祎 as said; names apart joined by 、, each once (谷歌2012年做谷歌眼镜时: 谷歌)
  const linked = wrongNames.every((n, i) => i === 0 || /^(?:的|和|与|、|及)$/u.test(span.slice(wrongNames[i - 1]!.at + wrongNames[i - 1]!.name.length, n.at)));
  const said = !wrongNames.length ? '' : linked ? span.slice(wrongNames[0]!.at, wrongNames.at(-1)!.at + wrongNames.at(-1)!.name.length) : [...new Set(wrongNames.map((n) => n.name))].join('、');
  return { names: said, year: year?.text };
}

type Match = { key: string; start: number; end: number };

/** The concepts a sentence names, in order; one inside a longer known name (Docker公司, 微信团队) is that name's part. */
function conceptsIn(sentence: string): Match[] {
  const found = CONCEPT.matches(sentence, (at, said) => standsAlone(sentence, at, said, CONCEPTS[KEY_OF.get(said)!]!.kind === 'law')).map((m) => ({ key: KEY_OF.get(m.said)!, start: m.at, end: m.at + m.said.length }));
  // the known names are looked for only where a concept is named: most sentences name none
  const names = found.length ? namesIn(sentence) : [];
  return found.filter((m) => !names.some((n) => n.at <= m.start && m.end <= n.at + n.name.length && n.name.length > m.end - m.start));
}

// what stands between a concept and another said as its originator: 是, 由, 反而是, 最早是
const AGENT_OF = /^[^,:;]{0,4}(?:是|由)$/u;

/** The span of X是…提出的, X由…提出, X最早是…发明的 after a concept, if the sentence attributes it so. */
function spanAfter(sentence: string, m: Match, all: Match[]): string | undefined {
  const c = CONCEPTS[m.key]!;
  // a concept said as another's originator (微信指数是微信在2017年推出的, 甘特图是微软Excel团队发明的) is no subject of an
  // attribution of its own: the span is the other's
  if (all.some((o) => o.end <= m.start && m.start - o.end <= 5 && AGENT_OF.test(sentence.slice(o.end, m.start)))) return undefined;
  const after = sentence.slice(m.end, m.end + 64);
  const role = ROLE.exec(after);
  if (role) return after.slice(role[0].length).split(/[,:;]/u)[0]!.slice(0, 24);
  const dated = DATED.exec(after);
  if (dated) return after.slice(dated[0].length).split(/[,:;]/u)[0]!.slice(0, 16);
  // a possessive (X的Y是…, X里的Y) makes another thing the subject
  if (/^(?:里|中|之中|上)?的/u.test(after)) return undefined;
  const verbs = VERB_RE[c.kind ?? 'idea'] ?? VERB_RE.idea!;
  for (const v of after.matchAll(verbs)) {
    const between = after.slice(0, v.index);
    if (between.length > 48) return undefined;
    // a verb of purpose (按四段教学法来设计, 用它去做) is the student's use of the concept: a later verb may attribute it
    if (/[来去]$/u.test(between)) continue;
    // another concept named before the verb is its subject, unless said as this one's originator (甘特图是微软Excel团队发明的)
    if (all.some((o) => o !== m && o.start >= m.end && o.start < m.end + v.index! && !(o.start - m.end <= 5 && AGENT_OF.test(sentence.slice(m.end, o.start))))) return undefined;
    const rest = after.slice(v.index! + v[0].length);
    const kindAfterIs = FOLLOW_KIND.test(rest);
    if (!FOLLOW_A.test(rest) && !kindAfterIs) continue;
    // …提出的Transformer: the verb attributes the concept after it
    if (all.some((o) => o.start >= m.end + v.index! + v[0].length && o.start <= m.end + v.index! + v[0].length + 6)) return undefined;
    if (/我|咱/u.test(between)) return undefined;
    const parts = between.split(/[,:;]/u);
    const last = parts.pop()!;
    if (parts.some((p) => p.length > 14)) return undefined;
    const marker = MARKER.exec(last);
    if (!marker) return undefined;
    const filler = last.slice(0, marker.index);
    if (filler.length > 10 || filler.includes('的') || GUARD.test(filler) || namesIn(filler).length) return undefined;
    if (!FOLLOW_A.test(rest) && marker[0] !== '是') return undefined;
    if (OBJECT.test(sentence.slice(Math.max(0, m.start - 8), m.start)) && !TAKEN_UP.test(last)) return undefined;
    const span = last.slice(marker.index);
    return span.length <= 26 ? span : undefined;
  }
  return undefined;
}

const BEFORE_WINDOW = 96;

/** The agent of …提出的X, …提出了X before a concept, if the sentence attributes it so. */
function spanBefore(sentence: string, m: Match, all: Match[]): string | undefined {
  const c = CONCEPTS[m.key]!;
  if (c.generic) return undefined;
  // the agent read is at most 16 characters before the verb: a window of the text before the concept is enough, and
  // spares reading the whole sentence again for each concept it names (a 5,000-character line naming JSON 400 times)
  const from = Math.max(0, m.start - BEFORE_WINDOW);
  const before = sentence.slice(from, m.start);
  const v = (BEFORE_B[c.kind ?? 'idea'] ?? BEFORE_B.idea!).exec(before);
  if (!v) return undefined;
  // 华为提出了OKR的改良版: 了 before a concept that heads another noun tells something else
  if (v[2] === '了' && /^的/u.test(sentence.slice(m.end))) return undefined;
  let agent = before.slice(0, v.index);
  const previous = all.filter((o) => o.end <= from + v.index!).at(-1);
  if (previous) agent = agent.slice(Math.max(0, previous.end - from));
  const starts = [...agent.matchAll(AGENT_START)].at(-1);
  if (starts) agent = agent.slice(starts.index! + starts[0].length);
  agent = agent.slice(-16);
  return /我|咱/u.test(agent) ? undefined : agent;
}

/** The sentences of an answer, in the folded form, code and addresses blanked. */
const sentencesOf = (answer: string): string[] =>
  fold(answer)
    .replace(CODE, ' ')
    .split(/[。!?;\n]+/u)
    .filter((s) => s.trim());

export type WrongAttribution = { key: string; said: string; year?: string; note: string };

/** The finding's note: the right fact and what was said instead (4P理论由杰罗姆·麦卡锡于1960年提出，不是菲利普·科特勒). */
const noteOf = (key: string, said: string, year: string | undefined): string =>
  `${CONCEPTS[key]!.note}，不是${said}${said && year ? '在' : ''}${year ?? ''}`;

/**
 * interview.error.attribution.taken-up: a concept named in one sentence and attributed in the next by a word that takes
 * it up at the next one's opening (我觉得最有效的是VMI。这个模式是格力在2012年前后搞出来的; 最客观的是眼动追踪。这个方法是
 * 谷歌2012年发明的; …Transformer。它是Facebook提出的) is attributed as if named there: the sentence is read as X是…提出的
 * with the word in X's place. Only when the sentence before names one concept (with two, the word could take up
 * either) and says no correction, and only 这 with a word of what kind of thing it is (这个模式, 这种方法, 该理论) or 它,
 * before 是, 由, 于, 在, 最早 or a year. Not taken up: a bare 这 (公司在推OKR。这是CEO去年提出的: the push, not OKR),
 * 这个模式的好处是… (the word is no subject of an attribution), 我们用的这个方法是… (not at the opening), and a sentence
 * that names the concept itself (read as before).
 */
const TAKES_UP =
  /^\s*(?:(?:这个|这种|这套|这一|该|此)(?:模式|方法论|方法|理论|模型|工具|概念|框架|技术|法则|原则|定律|效应|体系|思想|办法|做法|口诀|指标|格式|语言|标准|协议|算法|产品|软件|平台|系统|策略|战略|工作法|管理法)|它)(?=是|由|于|在|最早|最初|最先|首先|起初|(?:1[0-9]|20)[0-9]{2}\s*年)/u;

/** The concepts an answer attributes wrongly, each once, in the order said. */
export function wrongAttributionsOf(answer: string): WrongAttribution[] {
  const wrong: WrongAttribution[] = [];
  // the concepts the sentence before names (none after a correction)
  let before: Match[] = [];
  for (const sentence of sentencesOf(answer)) {
    if (CORRECTED.test(sentence) || OWN_LABEL.test(sentence)) {
      before = [];
      continue;
    }
    const all = conceptsIn(sentence);
    const keys = new Set(before.map((m) => m.key));
    const lead = keys.size === 1 ? TAKES_UP.exec(sentence) : null;
    // the word that takes the concept up stands where it would be named
    const taken: Match[] = lead && !all.some((o) => o.start < lead[0].length) ? [{ key: [...keys][0]!, start: lead.index, end: lead[0].length }] : [];
    for (const m of [...taken, ...all]) {
      if (wrong.some((w) => w.key === m.key)) continue;
      const c = CONCEPTS[m.key]!;
      const spans = taken.includes(m) ? [spanAfter(sentence, m, all)] : [spanAfter(sentence, m, all), spanBefore(sentence, m, all)];
      for (const span of spans) {
        const error = span === undefined ? undefined : misread(c, span);
        if (!error) continue;
        wrong.push({ key: m.key, said: error.names, year: error.year, note: noteOf(m.key, error.names, error.year) });
        break;
      }
    }
    before = all;
  }
  return wrong;
}

/** The notes of the concepts an answer attributes wrongly, in the order said. */
export const attributionErrorsOf = (answer: string): string[] => wrongAttributionsOf(answer).map((w) => w.note);

/**
 * Whether another finding's note names the fact already: the concept and one of its right originators, the name
 * said wrongly or a right year (杜邦分析由美国杜邦公司提出… for 杜邦分析是通用汽车发明的).
 */
export function namesAttribution(text: string, wrong: WrongAttribution): boolean {
  const c = CONCEPTS[wrong.key]!;
  const folded = fold(text);
  if (!conceptsIn(folded).some((m) => m.key === wrong.key)) return false;
  const range = yearRange(c);
  return (
    namesIn(folded).some((n) => isRight(c, n.name) || wrong.said.includes(n.name)) ||
    (range !== undefined && yearsIn(folded).some((y) => y.from >= range[0] - YEAR_SLACK && y.to <= range[1] + YEAR_SLACK))
  );
}

/** The dictionary's concepts, for the tests that hold each to its right and a wrong attribution. */
export const attributionConcepts = (): [string, Concept][] => Object.entries(CONCEPTS);
