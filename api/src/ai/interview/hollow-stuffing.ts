import GENERIC from '../dictionaries/generic-words.json';
import { buzzwordsOf } from '../diagnose/cliches';
import { normalizeText } from '../text/normalize';
import type { BankQuestion } from './bank';
import { termsOf } from './relevance';
import { tellsParticulars } from './specificity';
import { HOLLOW_CLAUSES_MIN, HOLLOW_JARGON_CHARS, HOLLOW_LIST_TERMS, HOLLOW_SHARE, HOLLOW_TERM_CHARS } from './weights';

/**
 * interview.gaming.buzzwords.hollow: an answer made of clauses that each say nothing of the student's own, read clause
 * by clause (between ，。；！？ and lines): the question said back (提升品牌知名度, 让年轻人知道品牌), a list of terms
 * standing for what is done with them (种草、破圈、私域流量…; KPI OKR 360度), a motto (公平公正公开), a slogan of
 * management jargon (激励约束双轮驱动, 赋能增长, 形成闭环) and a tautology (绩效就是考核，考核就是绩效). With HOLLOW_SHARE of
 * its characters in such clauses, HOLLOW_CLAUSES_MIN of them, a slogan, a motto or a tautology among them, and nothing
 * particular in the rest, it strings words where an answer says how. A list of terms each then explained, or steps told
 * (先定目标，再每月面谈一次), are clauses of their own: they bind words and say something of a subject.
 */

/** Jargon of management slogans beyond the buzzwords of cliches.json: words a slogan is made of, no act. */
const JARGON = ['双轮驱动', '拉通', '对齐', '品效合一', '破圈', '心智', '势能', '抓手', '打法', '组合拳', '全域', '赛道', '矩阵', '飞轮', '链路', '闭环', '赋能', '颗粒度'];
/** Thin verbs a restatement links the question's words with (通过…实现…, 从而提升…): they add nothing of their own. */
const THIN_VERBS = new Set(['通过', '实现', '达到', '做到', '做好', '形成', '知道', '提升', '提高', '增强', '关键', '从而', '进而', '最终', '真正']);
const GENERIC_WORDS = new Set<string>(GENERIC.words);
/** A word that binds speech or tells an act (我, 的, 会, 先, 再, 让…去): a clause holding one says something, no slogan. */
const SPEECH = /[我你他她们了把会先再去过着被给吗呢吧啊]/u;
/** The marks of speech a term of a list never holds (家长会 and 过程管理 are terms, though 会 and 过 bind in a clause). */
const LIST_SPEECH = /[我你他她们的了把吗呢吧啊]/u;
/** X就是Y / X即Y / X等于Y: a clause that equates two spans (a tautology when they are one span turned round). */
const EQUATES = /^([^，,。；;]{1,12}?)(?:就是|即是|等于|即)([^，,。；;]{1,12})$/u;
/** A motto of one head said three times or more over (公平公正公开, 严管严控严查): no act, whatever the head. */
const MOTTO = /^(\p{Script=Han})\p{Script=Han}{1,2}\1\p{Script=Han}{1,2}(?:\1\p{Script=Han}{1,2})+$/u;

const clausesOf = (answer: string): string[] => normalizeText(answer).split(/[，,。！？!?；;\n]+/u).map((c) => c.trim()).filter(Boolean);
const charsOf = (text: string): number => [...text.replace(/[\p{P}\p{S}\s]+/gu, '')].length;
const sortedChars = (text: string): string => [...text].sort().join('');

/** The words a question has, a part of one, or one with a character added (家长 of 学生家长): a restatement turns them round. */
function ownWordOf(question: Pick<BankQuestion, 'text'>): (term: string) => boolean {
  const asked = normalizeText(question.text).toLowerCase();
  const words = termsOf(question.text).filter((w) => [...w].length >= 2);
  return (t) => asked.includes(t) || words.some((w) => [...t].length === [...w].length + 1 && t.includes(w)) || words.some((w) => w.includes(t));
}

/** A clause of the question's words alone, linked by thin verbs and generic words: the question said back. */
const restates = (clause: string, own: (term: string) => boolean): boolean => {
  const terms = termsOf(clause);
  return terms.length > 0 && terms.some(own) && terms.every((t) => own(t) || THIN_VERBS.has(t) || GENERIC_WORDS.has(t));
};

/**
 * A clause that is a list: HOLLOW_LIST_TERMS pieces or more between 、, spaces or slashes, all short and binding no speech
 * but the first (关键是品牌、…), which may lead the list in.
 */
const lists = (clause: string): boolean => {
  const pieces = clause.split(/[、\s/／]+/u).filter(Boolean);
  const isTerm = (p: string) => [...p].length <= HOLLOW_TERM_CHARS && !LIST_SPEECH.test(p);
  return pieces.length >= HOLLOW_LIST_TERMS && pieces.slice(1).every(isTerm);
};

/** A short clause of jargon (激励约束双轮驱动, 绩效闭环赋能组织, 实现品效合一): a slogan, no act told. */
const jargonSlogan = (clause: string): boolean =>
  charsOf(clause) <= HOLLOW_JARGON_CHARS && !SPEECH.test(clause) && (JARGON.some((j) => clause.includes(j)) || buzzwordsOf(clause).length > 0);

/** The tautologies of an answer: X就是Y with Y the same characters as X (公平有效就是有效公平), or Y就是X said too. */
function tautologies(clauses: readonly string[]): Set<string> {
  const pairs = clauses.map((c) => EQUATES.exec(c)).map((m) => (m ? [m[1]!.trim(), m[2]!.trim()] as const : null));
  const said = new Set(pairs.filter((p) => p !== null).map(([x, y]) => `${x}|${y}`));
  return new Set(clauses.filter((_, i) => {
    const p = pairs[i];
    return p != null && (sortedChars(p[0]) === sortedChars(p[1]) || said.has(`${p[1]}|${p[0]}`));
  }));
}

/** Whether an answer is hollow stuffing (interview.gaming.buzzwords.hollow, above). */
export function stuffsHollowly(answer: string, question: Pick<BankQuestion, 'text'>): boolean {
  const clauses = clausesOf(answer);
  const own = ownWordOf(question);
  const circular = tautologies(clauses);
  const slogans = clauses.map((c) => circular.has(c) || jargonSlogan(c) || MOTTO.test(c));
  if (!slogans.includes(true)) return false;
  const hollow = clauses.map((c, i) => slogans[i] || lists(c) || restates(c, own));
  if (hollow.filter(Boolean).length < HOLLOW_CLAUSES_MIN) return false;
  const total = clauses.reduce((n, c) => n + charsOf(c), 0);
  const share = clauses.reduce((n, c, i) => n + (hollow[i] ? charsOf(c) : 0), 0) / total;
  const rest = clauses.filter((_, i) => !hollow[i]).join('，');
  return share >= HOLLOW_SHARE && !tellsParticulars(rest);
}
