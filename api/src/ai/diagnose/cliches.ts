import type { ResumeContent } from '@campus/shared-utils/rules';
import { findSkills, withoutSkills } from '../dictionary';
import CLICHES from '../dictionaries/cliches.json';
import { findActionVerbs } from '../rules/quantify';
import { normalizeText } from '../text/normalize';
import { distinctPhrasesIn, longestFirst } from '../text/phrases';
import { isEmptyDuty } from './duties';
import { describedEntries } from './entries';
import type { Finding } from './finding';
import { isPlaceholder } from './gaming';
import { gap } from './rewrite';
import { descriptionQuote, sentencesOf } from './sentences';

/**
 * Clichés (cliches.json): 吃苦耐劳, 学习能力强 … claimed by every resume. A sentence counts as one when, its
 * clichés taken out, nothing is left that a reader could check: no number, no skill, no deed of its own.
 */

const PHRASES = [...CLICHES.phrases].sort((a, b) => b.length - a.length);
const PATTERNS = CLICHES.patterns.map((p) => new RegExp(p.pattern, 'g'));
const CLASSICAL = [...CLICHES.classical_lines].sort((a, b) => b.length - a.length);
const BUZZWORDS = longestFirst(CLICHES.buzzwords);

/** The distinct buzzwords of a text (cliches.json buzzwords: 闭环, 赋能, 全链路). English ones are listed in lower case (end-to-end, SOTA as sota). */
export const buzzwordsOf = (text: string): string[] => distinctPhrasesIn(normalizeText(text).toLowerCase(), BUZZWORDS);

/**
 * content.cliche (classical): lines of classical poetry and maxims quoted as content (cliches.json classical_lines:
 * 随风潜入夜，润物细无声; 宝剑锋从磨砺出; 不忘初心，方得始终): verse says what the student feels, nothing they did.
 * A sentence of them and nothing else is a bare cliché; a lesson that quotes a line beside what was taught is not.
 */
export const classicalLinesOf = (text: string): string[] => CLASSICAL.filter((l) => text.includes(l));

/**
 * The clichés of a sentence in the order written: the set phrases that take a name in the middle first
 * (得到了…的一致好评), then the phrases, the longest where one holds another (学习能力强, not 学习能力).
 */
export function clichesOf(sentence: string): string[] {
  const text = sentence.normalize('NFKC');
  let rest = text;
  const found: string[] = [];
  const take = (p: string) => {
    found.push(p);
    rest = rest.split(p).join('|'.repeat(p.length));
  };
  for (const re of PATTERNS) for (const m of text.matchAll(re)) if (rest.includes(m[0])) take(m[0]);
  for (const p of PHRASES) if (rest.includes(p)) take(p);
  for (const line of classicalLinesOf(rest)) if (rest.includes(line)) take(line);
  return found.sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

/** A sentence of clichés and nothing else: what stays without them has no figure, no skill and no deed. */
export function isBareCliche(sentence: string): boolean {
  const found = clichesOf(sentence);
  if (found.length === 0) return false;
  const rest = found.reduce((s, p) => s.split(p).join('，'), sentence.normalize('NFKC'));
  const letters = rest.replace(/[\p{P}\p{S}\s]/gu, '');
  return !/\d/.test(rest) && findSkills(rest).length === 0 && (findActionVerbs(rest).length === 0 || [...letters].length < 8);
}

/** The self-evaluation's cliché sentences, quoted, each with the fact it needs asked for. */
export function clicheFindings(r: ResumeContent): Finding[] {
  const bare = sentencesOf(r.other.self_evaluation).filter(isBareCliche);
  if (bare.length === 0) return [];
  const phrases = bare.flatMap(clichesOf);
  const all = bare.length === sentencesOf(r.other.self_evaluation).length;
  return [
    {
      rule: 'content.cliche',
      dimension: 'quality',
      severity: all ? 'medium' : 'low',
      section: 'other',
      entry_id: 0,
      field: 'self_evaluation',
      found: `自我评价中的“${phrases.join('”“')}”是空泛的套话，没有事实支撑`,
      why: '几乎每份简历都这样写，招聘方会直接跳过；一件具体的事比十个形容词更有说服力。',
      suggestion: '每个优点配一件发生过的事：在哪段经历里、做了什么、结果如何；证明不了的就删去。',
      quote: bare.join(''),
      rewrite: `${phrases[0]}：${gap(`一件能证明“${phrases[0]}”的具体事情，如在哪段经历中做了什么、结果如何`)}`,
    },
  ];
}

/**
 * Experience told in clichés alone (工作认真负责，积极主动…，得到了领导的认可): a description none of whose sentences
 * says a checkable thing is no experience, whatever its title. A gaming finding (gaming.ts GAMING_RULES): the
 * entry counts as hollow, and when every described entry is hollow the finding is serious.
 */
/** The share of a description's characters that may be in clauses other than bare clichés and it still be hollow (one clause of filler, 实习期间). */
export const HOLLOW_SHARE = 0.8;

const clausesOf = (text: string): string[] => text.normalize('NFKC').split(/[，,；;。！？!?\n]+/).filter((c) => c.trim());
const lettersOf = (text: string): number => [...text.replace(/[\p{P}\p{S}\s]/gu, '')].length;

/**
 * A description with nothing checkable in it: every sentence a bare cliché; or no figure, and HOLLOW_SHARE of its characters or more in clauses that
 * are clichés and nothing else (isBareCliche), read clause by clause as such lists are written (吃苦耐劳，认真负责，…).
 */
export function isHollow(text: string): boolean {
  if (sentencesOf(text).every(isBareCliche)) return true;
  if (/\d/.test(text.normalize('NFKC'))) return false;
  const clauses = clausesOf(text);
  const total = clauses.reduce((n, c) => n + lettersOf(c), 0);
  if (total === 0) return false;
  if (clauses.filter(isBareCliche).reduce((n, c) => n + lettersOf(c), 0) / total >= HOLLOW_SHARE) return true;
  return repeatedLeads(clauses, total) || buzzwordDense(clauses, total) || bareSkillClaims(text);
}

/**
 * content.hollow.skill-claims: a mastery or a charge claimed (精通, 熟练掌握, 负责, 主导, 全面负责, 具备…能力) over skill
 * terms and the qualities of a system and nothing else (高并发、高可用、高性能架构; 分布式微服务; Spring Boot; 系统架构设计):
 * no object of the student's own (订单模块, 挤奶数据的采集接口), no figure, no deed told.
 */
const CLAIM_LEAD = /(?:全面|独立|深度|全程|亲自)?(?:精通|熟练掌握|熟练运用|熟练使用|熟悉|掌握|负责|主导|主持|牵头|具备|具有|实现|打造|擅长)/gu;
/** The qualities and parts of a system that a skill claim strings after its skill terms (高并发、高可用; 架构设计; 系统建设; 全链路). */
const SYSTEM_TERMS =
  /高并发|高可用|高性能|高扩展性?|高可靠性?|高吞吐|低延迟|大数据|云原生|分布式|微服务|中台|全链路|全栈|架构设计|架构|系统|平台|建设|设计|优化|治理|落地|能力|缓存|集群|服务|技术|开发|方案|的|和|与|及|等|相关|各类|核心/gu;
/** The fewest clauses of bare skill terms a description needs to be hollow for them. */
export const SKILL_CLAIMS_MIN = 2;

/** The longest clause (letters) read as a skill claim: a longer run of terms is a keyword list, judged as one (gaming.ts). */
const SKILL_CLAIM_LETTERS = 60;

/** A clause of skill terms and system qualities only (精通高并发高可用分布式微服务; 高可用架构落地), its claim lead aside: letters left, none. */
export function isBareSkillClaim(clause: string): boolean {
  const text = clause.normalize('NFKC');
  const letters = lettersOf(text);
  if (/\d/.test(text) || letters === 0 || letters > SKILL_CLAIM_LETTERS) return false;
  const terms = text.replace(CLAIM_LEAD, '，');
  if (lettersOf(terms) === 0) return false;
  const rest = withoutBuzzwords(withoutSkills(terms).toLowerCase()).replace(SYSTEM_TERMS, '，');
  return lettersOf(rest) === 0;
}

/** The buzzwords as one alternation, longest first (BUZZWORDS): one pass over a clause takes them all out (withoutBuzzwords). */
const BUZZWORD_RUN = new RegExp(BUZZWORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gu');
const withoutBuzzwords = (text: string): string => text.replace(BUZZWORD_RUN, '，');

/** Clauses as skill claims are written: between commas, or between the emoji and bullets of a stuffed line (🐄 精通… 🐄 …). */
const claimClausesOf = (text: string): string[] =>
  text.normalize('NFKC').split(/[，,；;。！？!?\n•·●▪■◆◇★☆]+|\p{Extended_Pictographic}+/u).filter((c) => lettersOf(c) > 0);

/**
 * content.hollow.skill-claims: a description with no figure, HOLLOW_SHARE of its characters or more in clauses of bare skill
 * terms (isBareSkillClaim), SKILL_CLAIMS_MIN such clauses or more, and a claim among them (精通…, 负责…, 主导…) or a term said
 * in two of them (高并发…，分布式高并发): mastery and charge claimed, nothing done. A description that names its skills
 * in what was built with them (用 Spring Boot 写了订单模块的接口) is a deed, whatever its skills.
 */
function bareSkillClaims(text: string): boolean {
  const clauses = claimClausesOf(text);
  const total = clauses.reduce((n, c) => n + lettersOf(c), 0);
  // read clause by clause until more than the share left over is told: a description of deeds stops at its first few
  const bare: string[] = [];
  const read = new Map<string, boolean>();
  let told = 0;
  for (const c of clauses) {
    if (!read.has(c)) read.set(c, isBareSkillClaim(c));
    if (read.get(c)) bare.push(c);
    else if ((told += lettersOf(c)) / total > 1 - HOLLOW_SHARE) return false;
  }
  if (bare.length < SKILL_CLAIMS_MIN) return false;
  if (bare.some((c) => c.normalize('NFKC').search(CLAIM_LEAD) >= 0)) return true;
  const seen = bare.map((c) => new Set(c.match(SYSTEM_TERMS)?.filter((t) => t.length > 1)));
  return seen.some((a, i) => seen.some((b, j) => j > i && [...a].some((t) => b.has(t))));
}

/** content.hollow.buzzwords: the fewest distinct buzzwords of a description with no figure that claims and tells nothing. */
export const HOLLOW_BUZZWORDS_MIN = 4;

/**
 * content.hollow.buzzwords: a description with no figure that strings big words (深度参与…全面赋能业务增长…落地…极大提升;
 * 赋能全校数字化转型…降本增效闭环), HOLLOW_BUZZWORDS_MIN distinct ones or more, HOLLOW_SHARE of its characters in clauses that
 * hold one: claims in place of deeds. A description that tells what was done names a thing or two of the kind among
 * clauses of its own deeds (和仓库一起梳理了缺货的原因…痛点终于解决了…沉淀成了交接文档).
 */
function buzzwordDense(clauses: readonly string[], total: number): boolean {
  if (buzzwordsOf(clauses.join('，')).length < HOLLOW_BUZZWORDS_MIN) return false;
  return clauses.filter((c) => buzzwordsOf(c).length > 0).reduce((n, c) => n + lettersOf(c), 0) / total >= HOLLOW_SHARE;
}

/** content.hollow.repeated-leads: the clauses a lead word of two characters opens at least this often (负责…，负责…，负责…). */
export const REPEATED_LEAD_MIN = 3;
/** Clauses longer than this (letters) tell more than a heading, and are never counted as one. */
const HEADING_LETTERS = 16;

/**
 * content.hollow.repeated-leads: a description with no figure whose clauses are headings repeating their lead word
 * (负责前端开发，负责前端性能优化，负责前端工程化…全面赋能业务增长，全面提升用户体验…; 主导…主导…打造…打造…), two
 * leads or more each opening REPEATED_LEAD_MIN short clauses or more, HOLLOW_SHARE of its characters or more in them:
 * duties and slogans said over again, nothing done told. Three duties under one 负责 with a deed beside them is a plain list.
 */
function repeatedLeads(clauses: readonly string[], total: number): boolean {
  const heads = clauses.map((c) => c.trim()).filter((c) => lettersOf(c) <= HEADING_LETTERS);
  const counts = new Map<string, number>();
  for (const c of heads) counts.set(c.slice(0, 2), (counts.get(c.slice(0, 2)) ?? 0) + 1);
  const leads = new Set([...counts].filter(([, n]) => n >= REPEATED_LEAD_MIN).map(([lead]) => lead));
  if (leads.size < 2) return false;
  return heads.filter((c) => leads.has(c.slice(0, 2))).reduce((n, c) => n + lettersOf(c), 0) / total >= HOLLOW_SHARE;
}

export function hollowDescriptionFindings(r: ResumeContent): Finding[] {
  const described = describedEntries(r).filter((e) => e.text.trim());
  const hollow = described.filter((e) => isHollow(e.text));
  return hollow.map((e) => {
    // what it says in place of deeds: its clichés and big words, or else its repeated headings themselves
    const claims = bareSkillClaims(e.text) ? claimClausesOf(e.text).filter(isBareSkillClaim).map((c) => c.trim()) : [];
    const said = claims.length ? claims : [...new Set([...sentencesOf(e.text).flatMap(clichesOf), ...buzzwordsOf(e.text)])];
    const phrases = said.length ? said : clausesOf(e.text).map((c) => c.trim());
    return {
      rule: 'content.hollow',
      dimension: 'quality',
      severity: hollow.length === described.length ? 'high' : 'medium',
      section: e.section,
      entry_id: e.id,
      field: 'description',
      found: `“${e.title}”的描述只有“${phrases.slice(0, 4).join('”“')}”这类套话，没有写做了什么`,
      why: '招聘方要从经历里看到你做了什么、怎么做、结果如何；只有套话的经历等于没写。',
      suggestion: '写出这段经历中你亲手做的 2-3 件事，每件说清做法和结果（数字请按实际填写）。',
      quote: descriptionQuote(e.text),
      rewrite: `在${e.title}期间，我负责${gap('具体任务')}，通过${gap('你的做法')}，${gap('结果，如完成了多少、提升了多少')}。`,
    } satisfies Finding;
  });
}

/**
 * content.cliche (description): experience told in set phrases where a reader can check nothing, short of content.hollow.
 * A clause counts when it is a bare cliché (isBareCliche) or a deed on a generic whole with no object of its own and
 * nothing else but clichés (认真细致地完成每一项工作, 做好本职工作: STOCK_DEED); a description is set phrases when it has
 * no figure and HOLLOW_SHARE of its characters are in such clauses, or SET_PHRASE_VAGUE_SHARE under an employer or
 * project named as nothing (长春一家公司, 某公司: isVagueTitle), the name being no evidence of its own. When every
 * described entry is set phrases or hollow, the resume is the rubric's 2 at best: capped at SET_PHRASES_CAP
 * (setPhrasesCap), without the credibility cost a hollow entry's gaming finding takes.
 */
export const SET_PHRASE_VAGUE_SHARE = 0.6;
/** The most a resume scores when every described entry is set phrases or hollow: the gaming ceiling (credibility.ts GAMING_CAP). */
export const SET_PHRASES_CAP = 40;

/** The people an intern works beside, named only by their kind or post (其他组员, 同事们, 领导, 店长). */
const PEERS = '(?:其他|各位)?(?:组员|同事|队友|组长|老师|指导老师|带教老师|领导|上级|主管|经理|店长|前辈|师傅|同学|大家|团队)们?';
/** Those a post serves, named only by their kind (客户, 每一位顾客, 患者). */
const SERVED = '(?:客户|顾客|用户|消费者|患者|病人|病患|学生|幼儿|孩子|家长|游客|乘客|旅客|读者|客人|宾客|来访者|群众)';
/** The warmth a service is claimed in (热情, 用心, 耐心地), and the praise of the service given (优质, 贴心): none says what was done. */
const WARMTH = '(?:用心|热情|耐心|真诚|细心|贴心|热心|周到)';
const PRAISE = '(?:优质|满意|贴心|周到|良好|热情|专业|高效|用心|细致)';

/** The manner words a stock completion is told in (较好地, 圆满, 保质保量地): none names the work. */
const MANNER = '(?:积极|认真|努力|主动|顺利|圆满|较好|很好|良好|出色|较为出色|高质量|保质保量|按时|按期|如期|及时)';

const STOCK_DEED = /(?:完成|做好|干好|对待|处理好|落实好)(?:了|好)?(?:每一项|每一件|每一个|每项|每件|各项|所有的?|全部的?|一切|本职|分内的?|手头的?)(?:工作|任务|事情|事务|事)(?=[，,。；;！!]|$)/gu;

/**
 * Stock conduct: what any intern or trainee is expected to do, told toward people and tasks named only by their kind
 * (积极配合组员, 服从学校安排, 服从护士长安排, 尊敬指导老师, 和同事相处十分融洽, 领导和同事对我的评价都很高, 顺利完成了实训任务,
 * 按时交上了实训报告), and a contribution claimed with nothing said of what it was (为专题顺利完成贡献了自己的力量, 为活动尽了
 * 自己的一份力: content.cliche.contribution; the whole it was for in eight characters at most, as a bare cliché's rest);
 * the placement's task done in any manner words (较好地完成了实习任务, 能够积极完成各项任务, 认真完成各项学习任务:
 * content.cliche.stock-completion; 完成了数据迁移任务 names its work) and the accountant's code recited (坚持准则, 廉洁自律,
 * 客观公正, 不做假账: content.cliche.accountant-code, what every 会计 student is taught to claim), the served put first and
 * served all alike (以用户为中心, 用心服务好每一位顾客: content.cliche.service-creed) and a spirit carried forward or a success
 * claimed with nothing named (发扬团队协作精神, 最终取得了圆满成功: content.cliche.stock-success), talk and learning from one another
 * with no one named (积极沟通, 取长补短: content.cliche.stock-teamwork):
 * manners and a requirement met, no deed of the student's own. A set phrase as a clause of its own
 * (isStockClause), never a bare cliché: a description of such conduct is set phrases, not hollow.
 */
const STOCK_CONDUCT = new RegExp(
  [
    // the people of two kinds at once (积极配合主管和同事, 配合老师与同学): content.cliche.stock-people
    `(?:积极|主动|认真|努力)?地?配合(?:好)?${PEERS}(?:[和与及、]${PEERS})?(?:的工作)?(?=[，,。；;！!、]|$)`,
    '服从(?:学校|公司|单位|医院|园所|部门|科室|上级|组织|带教老师|指导老师|老师|领导|主管|经理|店长|护士长|师傅|组长|项目部)的?(?:工作)?(?:安排|分配)',
    '(?:尊敬|尊重)(?:师长|老师|指导老师|带教老师|领导|前辈|老员工|老教师|同事)',
    '(?:与|和|同|跟)(?:同事|同学|组员|队友|老师|领导|大家)们?(?:之间)?(?:团结友爱|相处得?(?:十分|非常|很|比较)?融洽|关系(?:十分|非常|很)?融洽)',
    '(?:领导|老师|同事|同学|大家)(?:[和与及、](?:领导|老师|同事|同学))?对我的?评价(?:都|也)?(?:很|非常|十分|比较|较)?高',
    // the placement's task done, in whatever manner (较好地完成了实习任务, 能够积极完成各项任务): content.cliche.stock-completion
    `(?:能够?|都能|均能|总能)?(?:${MANNER}地?){0,4}完成了?(?:本次|此次|这次|各项|全部|所有|每一项|每项)?的?(?:实训|实习|见习|实践|社会实践|学习|培训|教学|工作)?的?(?:工作)?任务(?=[，,。；;！!、]|$)`,
    // the accountant's code recited as conduct (坚持准则，廉洁自律，客观公正，不做假账): content.cliche.accountant-code
    '(?:坚持准则|廉洁自律|客观公正|操守为重|不做假账|保守(?:公司|商业|客户)?(?:的)?秘密)',
    '(?:按时|按期|如期|及时)(?:且|并)?(?:高质量|保质保量)?地?(?:完成|交上|提交|上交)了?(?:实训|实习|课程|结课|小组)?(?:报告|作业)(?=[，,。；;！!]|$)',
    // the stock contribution line, with the whole it was for in a few words (为专题顺利完成贡献了自己的力量, 尽了自己的一份力)
    '(?:(?:为|给)[^，,。；;！!\\d]{0,8}?)?(?:(?:贡献|奉献|献出)(?:了|出)?(?:自己|我|个人)?的?(?:一份|一点)?(?:微薄|绵薄)?的?(?:力量|之力)|(?:尽|出)了?(?:自己|我)?的?(?:一份|一点|绵薄之)力量?)',
    // the served put first as a creed (以用户为中心, 顾客至上) and served all alike (用心服务好每一位顾客, 为顾客提供优质的服务):
    // content.cliche.service-creed, what every counter and sales post asks, no customer or service of the student's own
    `(?:始终|一直|坚持|秉承|秉持|树立|牢记){0,2}(?:以${SERVED}(?:的?需求)?为(?:中心|导向|核心|本|先)|${SERVED}(?:至上|第一|就是上帝)|以人为本)(?:的(?:服务)?(?:理念|宗旨|原则))?(?=[，,。；;！!、]|$)`,
    `(?:(?:${MANNER}|${WARMTH})地?){0,3}(?:服务|接待|对待|招待)(?:好)?(?:每一位|每位|每一个|每个|每一名|所有的?)(?:来访|到店|进店|前来)?的?${SERVED}(?=[，,。；;！!、]|$)`,
    `(?:(?:${MANNER}|${WARMTH})地?){0,3}(?:为|给)${SERVED}提供(?:了)?${PRAISE}(?:[、和]${PRAISE})?的?服务(?=[，,。；;！!、]|$)`,
    // a spirit carried forward and a success claimed, with nothing named (发扬团队协作精神, 最终取得了圆满成功): content.cliche.stock-success
    '(?:充分)?(?:发扬|弘扬|秉承|秉持|传承|践行)(?:了)?(?:团队|团结|合作|协作|集体|奉献|敬业|工匠|拼搏|互助|吃苦耐劳|艰苦奋斗)(?:合作|协作|互助)?的?精神(?=[，,。；;！!、]|$)',
    '(?:最终|最后|终于|并|均|都|也)?(?:取得|获得)了?(?:圆满(?:的)?成功|(?:圆满|良好|较好|很好|不错|显著)的?(?:效果|成果|成绩|反响))(?=[，,。；;！!、]|$)',
    // talk and learning from one another claimed with no one and nothing named (积极沟通，取长补短): content.cliche.stock-teamwork
    '(?:积极|主动|及时|充分|有效)地?(?:沟通|交流)(?=[，,。；;！!、]|$)',
    '(?:相互|互相)?(?:取长补短|互帮互助|共同进步)(?=[，,。；;！!、]|$)',
  ].join('|'),
  'gu',
);

/** A name that says no more than 某公司: a placeholder (gaming.ts isPlaceholder), read with 一家 as 某 (长春一家公司; 南宁一家小型翻译公司 is a name). */
export const isVagueTitle = (title: string): boolean => isPlaceholder(title) || isPlaceholder(title.replace(/一家/gu, '某'));

/**
 * A clause of set phrases: a bare cliché, or a stock deed (完成每一项工作) or stock conduct (积极配合组员) with nothing but clichés beside it;
 * or content.cliche.empty-duty, a duty with no object of its own (duties.ts isEmptyDuty: 认真完成领导交办的各项任务, 协助店长完成
 * 日常工作, 领导安排的工作都能按时完成): it names no work, as 完成每一项工作 names none. Among clichés (踏实肯干，积极主动，服从主管
 * 安排，及时完成上级布置的各项任务，受到了领导表扬) it is one more of them, where neither the cliché share nor the duty share
 * alone is met; a duty with its object (完成领导交办的盘点任务) is none.
 */
export function isStockClause(clause: string): boolean {
  if (isBareCliche(clause) || isEmptyDuty(clause)) return true;
  const text = clause.normalize('NFKC');
  if (!text.match(STOCK_DEED) && !text.match(STOCK_CONDUCT)) return false;
  // conduct first: its manner words (能够积极完成各项任务) lead a stock deed's whole
  const rest = text.replace(STOCK_CONDUCT, '，').replace(STOCK_DEED, '，');
  return lettersOf(rest) === 0 || isBareCliche(rest);
}

/** A description of set phrases (not already hollow): no figure, and the share of its characters in stock clauses reached. */
export function isSetPhrases(text: string, vague = false): boolean {
  if (!text.trim() || /\d/.test(text.normalize('NFKC'))) return false;
  const clauses = clausesOf(text);
  const total = clauses.reduce((n, c) => n + lettersOf(c), 0);
  if (total === 0) return false;
  return clauses.filter(isStockClause).reduce((n, c) => n + lettersOf(c), 0) / total >= (vague ? SET_PHRASE_VAGUE_SHARE : HOLLOW_SHARE);
}

export function setPhraseFindings(r: ResumeContent): Finding[] {
  return describedEntries(r)
    .filter((e) => !isHollow(e.text) && isSetPhrases(e.text, isVagueTitle(e.title)))
    .map((e) => {
      const phrases = clausesOf(e.text).filter(isStockClause);
      return {
        rule: 'content.cliche',
        dimension: 'quality',
        severity: 'medium',
        section: e.section,
        entry_id: e.id,
        field: 'description',
        found: `“${e.title}”的描述几乎都是“${phrases.slice(0, 3).join('”“')}”这类套话，没有写具体做了什么`,
        why: '“完成每一项工作”“得到一致好评”谁都能写；招聘方要看的是哪项工作、怎么做的、结果如何。',
        suggestion: '把套话换成这段经历中你亲手做的 2-3 件事，写清对象、做法和结果（数字请按实际填写）。',
        quote: descriptionQuote(e.text),
        rewrite: `在${e.title}期间，我负责${gap('具体任务')}，通过${gap('你的做法')}，${gap('结果，如完成了多少、提升了多少')}。`,
      } satisfies Finding;
    });
}

/** SET_PHRASES_CAP when every described entry (there being one) is set phrases (content.cliche on it) or hollow (content.hollow), else none. */
export function setPhrasesCap(r: ResumeContent, findings: readonly Finding[]): number {
  const described = describedEntries(r).filter((e) => e.text.trim());
  const told = new Set(findings.filter((f) => (f.rule === 'content.cliche' || f.rule === 'content.hollow') && f.field === 'description').map((f) => `${f.section}:${f.entry_id}`));
  return described.length > 0 && described.every((e) => told.has(`${e.section}:${e.id}`)) ? SET_PHRASES_CAP : 100;
}
