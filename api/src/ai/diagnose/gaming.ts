import type { ResumeContent } from '@campus/shared-utils/rules';
import PLACEHOLDERS from '../dictionaries/placeholder-titles.json';
import { describedEntries, describedTexts, entryMonths } from './entries';
import { gradeListFindings } from './grades';
import { implausibleRoleFindings } from './implausible-roles';
import { labelFindings } from './labels';
import { postingFindings } from './posting';
import { templateFindings } from './template';
import type { Finding } from './finding';
import { figureRewrite, keywordListRewrite, ownWordsSkeleton } from './rewrite';
import { descriptionQuote, isKeywordList, LIST_MARKS, sentenceWhere } from './sentences';

/**
 * What games a diagnosis instead of telling it something: one paragraph copied into every entry, figures no
 * one can believe, placeholder names and keyword lists in place of sentences. Each function is one rule; the
 * ids are GAMING_RULES, which the credibility factor (credibility.ts) reads.
 */

export const GAMING_RULES = ['content.duplicate', 'content.implausible', 'content.placeholder', 'content.keyword-list', 'content.hollow', 'content.posting', 'content.grades', 'content.template', 'content.labels'] as const;

const quality = (f: Omit<Finding, 'dimension'>): Finding => ({ dimension: 'quality', ...f });

/** Character pairs of a text without spaces and punctuation, for a similarity that ignores small edits. */
function bigrams(text: string): Set<string> {
  const plain = [...text.normalize('NFKC').replace(/[\p{P}\p{S}\s]/gu, '')];
  return new Set(plain.slice(1).map((c, i) => plain[i]! + c));
}

/** Dice similarity of two texts' character pairs (0-1). */
export function similarity(a: string, b: string): number {
  const [x, y] = [bigrams(a), bigrams(b)];
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const g of x) if (y.has(g)) shared += 1;
  return (2 * shared) / (x.size + y.size);
}

/** Near-duplicate descriptions: one at least 80 % like an earlier entry's is flagged on the later entry. */
export const DUPLICATE_SIMILARITY = 0.8;

export function duplicateDescriptions(r: ResumeContent): Finding[] {
  const entries = describedEntries(r).filter((e) => [...e.text.trim()].length >= 20);
  return entries.flatMap((e, i) => {
    const earlier = entries.slice(0, i).find((o) => similarity(o.text, e.text) >= DUPLICATE_SIMILARITY);
    if (!earlier) return [];
    return [
      quality({
        rule: 'content.duplicate',
        severity: 'high',
        section: e.section,
        entry_id: e.id,
        field: 'description',
        found: `“${e.title}”的描述与“${earlier.title}”几乎相同`,
        why: '不同经历写成同一段话，招聘方会认为内容是套用的，两段经历都失去可信度。',
        suggestion: `只写“${e.title}”中真正发生的事：当时的问题、你的做法和结果，与其他经历区分开。`,
        quote: descriptionQuote(e.text),
        rewrite: ownWordsSkeleton(e.title),
      }),
    ];
  });
}

type Figure = { text: string; why: string };
// a percentage and the words before it in its clause: 使系统性能提升 300%, 满意度达到 100%
const PERCENT = /([^，。；,;]{0,14}?)(\d+(?:\.\d+)?)\s*%/g;
const GROWTH = /提升|提高|增长|增加|上涨|翻|扩大/;
const DECREASE = /降低|减少|下降|缩短|节省|节约/;
// rates that real work never brings to 100 % (a test coverage or a completion rate may well be 100 %)
const PERFECT = /满意度|满意率|好评率|好评|准确率|正确率|转化率|留存率/;
// a base that makes a growth checkable: 从 1.2k 到 4k, 由 A 到 B, 380→90
const BASE = /从|由|→|->|=>|原来|原先|此前|之前|以前/;

/**
 * Figures no reader believes: a growth of 200 % or more without its base (从…到…), 1000 % or more at all,
 * a decrease of 100 % or more, and 100 % of a rate that is never perfect (满意度, 好评率, 准确率, 转化率).
 */
export function implausibleFigures(sentence: string, entryMonths?: number): Figure[] {
  const out: Figure[] = [...implausibleCounts(sentence, entryMonths), ...creditedSums(sentence)];
  const hasBase = BASE.test(sentence);
  for (const m of plainNumbers(sentence).matchAll(PERCENT)) {
    const [lead, value] = [m[1] ?? '', Number(m[2])];
    if (value >= 1000) out.push({ text: m[0].trim(), why: '增幅在十倍以上' });
    else if (GROWTH.test(lead) && value >= 200 && !hasBase) out.push({ text: m[0].trim(), why: '增幅达数倍却没有写原来的数值' });
    else if (DECREASE.test(lead) && value >= 100) out.push({ text: m[0].trim(), why: '降幅达到或超过 100%' });
    else if (PERFECT.test(lead) && value >= 100) out.push({ text: m[0].trim(), why: '比率达到 100%' });
  }
  return out;
}

// a span of a year or less said in the sentence: 两个月, 10 个月内, 3 周, 30 天, 半年
const SHORT_SPAN = /(?:(\d+(?:\.\d+)?)|([一两二三四五六七八九十]+))\s*(个月|个星期|周|天|星期)|半年|一年/;
const CN_DIGITS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
// counts of an audience or of sales, with the least that no student reaches in a year or less (in units)
// (ownAudience: an audience is the student's own doing and is judged over the entry's dates too; a shop's sales are often its team's, told as context)
const COUNT_KINDS: readonly { words: RegExp; least: number; why: string; ownAudience: boolean }[] = [
  { words: /粉丝|涨粉|关注者|订阅/, least: 1e6, why: '短期内粉丝增长上百万', ownAudience: true },
  { words: /播放|阅读量|浏览|曝光|观看/, least: 1e8, why: '短期内播放或曝光上亿', ownAudience: true },
  { words: /GMV|销售额|销售收入|带货|成交额|营收|营业额|利润|收入|创收|流水/i, least: 1e7, why: '短期内个人带来的销售额或收入上千万', ownAudience: false },
];
// a count in 万 or 亿 and the words before it in its clause: 累计涨粉520万, GMV 1.5亿元
const COUNT = /([^，。；,;]{0,10}?)(\d+(?:\.\d+)?)\s*(万|亿)/g;

/** The span a sentence says, in months, when it is a year or less. */
function shortSpanMonths(sentence: string): number | undefined {
  const m = SHORT_SPAN.exec(sentence);
  if (!m) return undefined;
  if (m[0] === '半年') return 6;
  if (m[0] === '一年') return 12;
  const n = m[1] !== undefined ? Number(m[1]) : [...(m[2] ?? '')].reduce((sum, c) => (c === '十' ? (sum || 1) * 10 : sum + (CN_DIGITS[c] ?? 0)), 0);
  const months = m[3] === '天' ? n / 30 : m[3] === '个月' ? n : n / 4;
  return months <= 12 ? months : undefined;
}

/** A sentence with its circled numbers (①②, list marks) made breaks, NFKC-normalised: ② is no digit 2 of the figure after it. */
const plainNumbers = (sentence: string): string => sentence.replace(/[\u2460-\u2473\u2776-\u277f]/gu, '；').normalize('NFKC');

/**
 * Audience and sales counts no student brings about in a year or less: a million followers gained, a hundred
 * million plays, ten million yuan of sales or profit, said in a sentence that names such a span (两个月, 10 个月),
 * or, for followers and plays, in an entry dated over a year or less (content.implausible.entry-span: 2024-09 to 2025-06) when the
 * sentence names no span.
 */
export function implausibleCounts(sentence: string, entryMonths?: number): Figure[] {
  const text = plainNumbers(sentence);
  const inSentence = shortSpanMonths(text) !== undefined;
  const inEntry = !SHORT_SPAN.test(text) && entryMonths !== undefined && entryMonths <= 12;
  if (!inSentence && !inEntry) return [];
  const out: Figure[] = [];
  for (const m of text.matchAll(COUNT)) {
    const [lead, value] = [m[1] ?? '', Number(m[2]) * (m[3] === '亿' ? 1e8 : 1e4)];
    const kind = COUNT_KINDS.find((k) => k.words.test(lead) && value >= k.least && (inSentence || k.ownAudience));
    if (kind) out.push({ text: m[0].trim().replace(/^[\d.]*\s*(?:个月|个星期|周|天|星期)?内?/, ''), why: kind.why });
  }
  return out;
}

/** The least sum (in yuan) no student's internship or project brings about or saves, whatever the span: ten million. */
export const CREDITED_SUM_LEAST = 1e7;
// a sum the student says their work made, saved or won back (为公司节省成本, 帮助企业年营收提升, 创造利润, 挽回损失), tax
// saved among it (为客户节税, 帮企业省税, 减税: content.implausible.credited-sum.tax)
const CREDITED = /创造|带来|节省|节约|挽回|新增|创收|增加|提升|提高|增长|节税|省税|减税/;
// …of money: a cost, a revenue or a profit named before it, or 元 after it
const MONEY = /成本|费用|利润|营收|收入|收益|资金|产值|损失|销售额|营业额|开支|支出|投资|采购额|税款|税费|税负/;

/**
 * content.implausible.credited-sum: a sum of CREDITED_SUM_LEAST or more that the student says their internship or
 * project made, saved or won back (为公司节省成本5000万, 帮企业年营收提升10亿元, 一个月节省推广费用2000万元, 为客户节税2000万元), over any
 * span: no student's work brings that about. A company's size told as context (公司年营收2亿，我负责…), with no verb
 * crediting the student, is believed.
 */
export function creditedSums(sentence: string): Figure[] {
  const text = plainNumbers(sentence);
  const out: Figure[] = [];
  for (const m of text.matchAll(COUNT)) {
    const [lead, value] = [m[1] ?? '', Number(m[2]) * (m[3] === '亿' ? 1e8 : 1e4)];
    const yuan = text.slice((m.index ?? 0) + m[0].length).trimStart().startsWith('元');
    if (value >= CREDITED_SUM_LEAST && CREDITED.test(lead) && (MONEY.test(lead) || yuan)) out.push({ text: m[0].trim(), why: '实习或课程项目为单位带来或省下上千万元' });
  }
  return out;
}

export function implausibleFigureFindings(r: ResumeContent): Finding[] {
  return describedEntries(r).flatMap((e) => {
    const months = entryMonths(e.start, e.end);
    const sentence = sentenceWhere(e.text, (s) => implausibleFigures(s, months).length > 0);
    const figures = implausibleFigures(sentence, months);
    if (figures.length === 0) return [];
    return [
      quality({
        rule: 'content.implausible',
        severity: 'high',
        section: e.section,
        entry_id: e.id,
        field: 'description',
        found: `“${e.title}”中的“${figures.map((f) => f.text).join('”“')}”难以令人相信（${figures[0]!.why}）`,
        why: '夸大或无法核实的数字比没有数字更糟：招聘方会在面试中追问，答不上来就会怀疑整份简历。',
        suggestion: '写出变化前后的真实数值和统计口径，例如“从多少到多少、在什么范围内统计”。',
        quote: sentence,
        rewrite: figureRewrite(sentence),
      }),
    ];
  });
}

/**
 * What separates the honours of an awards or certificates field: the list marks (、，；), a line, and content.placeholder.symbols: a bar,
 * a bullet's mark (sentences.ts LIST_MARKS: ❖ ◆ ●) or a pictograph strung between them (优秀 ❖ 奖, 证书｜奖项).
 */
export const HONOUR_SEPARATORS = new RegExp(`[、,，;；\\n|｜${LIST_MARKS}]|\\p{Extended_Pictographic}`, 'u');

const EXACT = new Set(PLACEHOLDERS.exact.map((w) => w.toLowerCase()));
const PATTERNS = PLACEHOLDERS.patterns.map((p) => new RegExp(p, 'iu'));

/** A name that is no name: 项目, 奖, 某公司, XX项目, 测试项目 (placeholder-titles.json). */
/** What a student writes in a field they have nothing for: 无, 暂无, 没有, 无证书, N/A. */
const NONE = /^(?:无|暂无|没有|无证书|无获奖|暂无证书|暂无获奖|none|n\/a|nil|-+|—+)[。.]?$/i;

/** Characters a 某 name must keep of its own, without the 某 part and bare type words, to be an anonymised employer (placeholder-titles.json anonymised). */
export const ANONYMISED_MIN = 4;
const ANONYMISED = [...PLACEHOLDERS.anonymised].sort((a, b) => b.length - a.length);
const SOME = /某某?(?:公司|单位|企业|集团|科技|机构|项目|系统|平台|银行|医院|学校|大学|奖)?/gu;

/**
 * content.placeholder (anonymised): a name with 某 that still says where or what it is (深圳某企业SaaS服务公司, 某头部电商
 * 公司（保密）): ANONYMISED_MIN characters or more of its own once the 某 part and bare type words are dropped.
 */
const anonymised = (t: string): boolean => t.includes('某') && [...ANONYMISED.reduce((rest, w) => rest.split(w).join(''), t.replace(SOME, '')).replace(/[\p{P}\p{S}]/gu, '')].length >= ANONYMISED_MIN;

export function isPlaceholder(name: string): boolean {
  const t = name.normalize('NFKC').trim().replace(/[\s“”"'「」《》]/g, '');
  return t !== '' && (EXACT.has(t.toLowerCase()) || (PATTERNS.some((p) => p.test(t)) && !anonymised(t)));
}

export function placeholderTitles(r: ResumeContent): Finding[] {
  const titled = describedEntries(r).filter((e) => isPlaceholder(e.title));
  const findings = titled.map((e) =>
    quality({
      rule: 'content.placeholder',
      severity: 'high',
      section: e.section,
      entry_id: e.id,
      field: e.field,
      found: e.section === 'work' ? `实习/工作单位写作“${e.title}”，不是真实的单位名称` : `项目名称写作“${e.title}”，不是真实的项目名称`,
      why: '占位的名称说明这段经历没有写完，或是照模板填的，招聘方无法核实，也记不住。',
      suggestion: e.section === 'work' ? '写出单位的全称或通用简称；保密时可写“某头部电商公司（保密）”并说明行业和规模。' : '用一句话能说清的名字命名项目，例如“做了什么 + 给谁用”。',
      quote: e.title,
      rewrite: e.section === 'work' ? '【请补充：单位的真实名称】' : '【请补充：项目的真实名称，说明做了什么、给谁用】',
    }),
  );
  // an honour of one placeholder word (奖, 证书) in the awards or certificates
  for (const field of ['awards', 'certificates'] as const) {
    // 无 / 暂无 in these fields says honestly that there is none: an empty field, not a placeholder
    const items = r.other[field].split(HONOUR_SEPARATORS).map((s) => s.trim()).filter((s) => s && !NONE.test(s));
    const fake = items.filter(isPlaceholder);
    if (fake.length > 0) {
      findings.push(
        quality({
          rule: 'content.placeholder',
          severity: fake.length === items.length ? 'high' : 'medium',
          section: 'other',
          entry_id: 0,
          field,
          found: `${field === 'awards' ? '获奖' : '证书'}写作“${fake.join('、')}”，没有写明名称`,
          why: '只写一个“奖”字无法证明任何能力，反而显得在凑内容。',
          suggestion: '写明全称、级别和时间，例如“2024 年全国大学生数学建模竞赛省一等奖”；没有就不写。',
          quote: fake.join('、'),
          rewrite: '【请补充：奖项或证书的全称、级别和获得时间】',
        }),
      );
    }
  }
  return findings;
}

/** Descriptions and self-evaluations that list keywords instead of saying what was done. */
export function keywordLists(r: ResumeContent): Finding[] {
  return describedTexts(r)
    .filter((f) => isKeywordList(f.text))
    .map((f) =>
      quality({
        rule: 'content.keyword-list',
        severity: f.field === 'description' ? 'high' : 'medium',
        section: f.section,
        entry_id: f.id,
        field: f.field,
        found: `${f.title}只罗列了关键词，没有完整的句子`,
        why: '一串技能名说明不了你用它们做成了什么；招聘方和筛选系统都看重写在经历里的关键词。',
        suggestion: '挑两三个最相关的技能，写成“用什么 → 做了什么 → 结果如何”的句子。',
        quote: descriptionQuote(f.text),
        rewrite: keywordListRewrite(f.text),
      }),
    );
}

/** Every gaming rule, in the order the result lists them; a copied description's figures are the copy's finding, not another. */
export function gamingFindings(r: ResumeContent): Finding[] {
  const duplicates = duplicateDescriptions(r);
  const copied = new Set(duplicates.map((f) => `${f.section}:${f.entry_id}`));
  const implausible = implausibleFigureFindings(r).filter((f) => !copied.has(`${f.section}:${f.entry_id}`));
  // a posting pasted into several entries is the posting's finding on each, not also a copy's
  const posted = postingFindings(r);
  const pasted = new Set(posted.map((f) => `${f.section}:${f.entry_id}`));
  // a template's unfilled slots and an AI's disclaimer (template.ts), personality-test labels in place of deeds (labels.ts)
  return [...duplicates.filter((f) => !pasted.has(`${f.section}:${f.entry_id}`)), ...implausible, ...implausibleRoleFindings(r), ...placeholderTitles(r), ...keywordLists(r), ...posted, ...gradeListFindings(r), ...templateFindings(r), ...labelFindings(r)];
}
