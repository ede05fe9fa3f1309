import { normalizeText } from '../text/normalize';
import CONCRETENESS from '../dictionaries/concreteness.json';
import { withoutPicks } from './concreteness';
import { engagementOf, saysWhatWasSaid } from './engagement';
import { withGlosses } from './english-glosses';
import { EXAMPLE_CUES, quantifiedOf } from './star';
import { PERSON_MET, SETTING_CUES } from './spoken-cues';
import { PREMISE_ASKED_SHARE } from './weights';

/**
 * interview.specific: whether an answer says anything particular — a figure (30%, 三个多月), a case (比如我们班…), the
 * student's own experience (我实习时, 那次), or speech and cases of the situation (engagement.ts). A recruiter tells a
 * generic answer (标准要明确，过程要透明，结果要反馈) from a specific one by these, whatever the question; the rubric's
 * "honest and specific". The analysis caps the content of an answer with none of them (GENERIC_CONTENT).
 */
const OWN_EXPERIENCE = /我(?:们)?(?:[^。！？；，,]{0,8})(?:实习|兼职|课设|课程设计|毕设|社团|学生会|比赛|项目里|项目中|班里|班上|宿舍|实验室|家教|见习|实训)|我们(?:班|组|学校|社团|宿舍|专业|实验室)/u;

export function isSpecific(answer: string): boolean {
  return specificWithout(answer, withoutListedExamples);
}

/**
 * interview.specific.remembered: 记得 heads a case when the student remembers (我记得, 还记得那次); one told to do or to
 * be remembered (让客户记得你, 要记得复查) names no case and is read out.
 */
const NOT_REMEMBERED = /(?<![我还])记得/gu;
/** Whether an answer names a case (EXAMPLE_CUES, read in what `cases` leaves of it) or says anything particular. */

function specificWithout(answer: string, cases: (text: string) => string): boolean {
  const text = normalizeText(answer);
  const left = cases(text).replace(NOT_REMEMBERED, '');
  return EXAMPLE_CUES.some((c) => left.includes(c)) || particularOf(text);
}

/**
 * interview.specific.hollow-example: isSpecific with no hollow 比如 counted (HOLLOW_EXAMPLES). The analysis caps a
 * generic answer's content by it (GENERIC_CONTENT); the gaming rules still read a 比如 as an answer's own try at a case.
 */
export function illustratesSpecifically(answer: string): boolean {
  return specificWithout(answer, (text) => withoutStockCases(withoutListedExamples(text)));
}

/**
 * interview.vague.hollow-example: an answer that reaches for a case (比如, 例如, 譬如, 举个例子) and gives none once its
 * hollow cases are read out (HOLLOW_EXAMPLES, a list of terms: illustratesSpecifically false): the definition and the
 * standard points with an example only gestured at, the rubric's 3 ("an example that is only named"). The analysis
 * caps it as vague when nothing of the student's own is in it either. A worked case (比如用银行存款买了一台电脑，就是借
 * 固定资产) or names (比如冰淇淋销量和溺水人数) still head one, and an answer that reaches for none is judged as before.
 */
const ILLUSTRATION_CUES = /比如|例如|譬如|举个例子|打个比方/u;
export function illustratesHollowly(answer: string): boolean {
  return ILLUSTRATION_CUES.test(answer) && !illustratesSpecifically(answer);
}

/**
 * interview.specific.mention: the student's own setting named only in an aside (我之前在儿童乐园兼职的时候，店长也经常说…;
 * 在实习的时候我也给患者做过宣教: a sentence with 也 and no event told, 后来/结果/当时) where the particulars of the
 * student's own weigh nothing (concreteness.ts score 0): read without it, an answer otherwise generic says nothing
 * particular, and the analysis caps it as generic (GENERIC_CONTENT). A case told (我实习那个项目就碰到过…后来…) stays.
 */
const SENTENCE = /[^。！？!?\n]{1,400}[。！？!?\n]?/gu;
const EVENT_TOLD = /后来|结果|当时|那次|有一次|第二天/u;
const namesSetting = (sentence: string): boolean => OWN_EXPERIENCE.test(sentence) || SETTING_CUES.some((c) => sentence.includes(c));
const asideOnly = (sentence: string): boolean => namesSetting(sentence) && sentence.includes('也') && !EVENT_TOLD.test(sentence);
export function specificOnlyByAside(answer: string): boolean {
  const sentences = normalizeText(answer).match(SENTENCE) ?? [];
  const rest = sentences.filter((s) => !asideOnly(s));
  return rest.length < sentences.length && !rest.some(namesSetting) && !illustratesSpecifically(rest.join(''));
}

/**
 * 比如 or 例如 heading no case but the stock words again: a bare method ending the
 * sentence (需要进一步验证，比如做实验。), rules said again (比如图标要统一，间距要一致), a case any company or product
 * could be told only what it should do (比如一个卖茶叶的App，就应该用素雅的颜色), or a case told only to weigh the
 * answer's own points (比如一家茶企要投新的生产线，就要把这几方面都考虑到). Read without it. A worked case (比如用银行存款
 * 买了一台电脑，就是借固定资产), names (比如冰淇淋销量和溺水人数) or the student's own (比如我们社团) still head one.
 */
const HOLLOW_EXAMPLES = [
  // a bare method of a few characters, ending its sentence
  /(?:比如|例如)(?:说)?\p{Script=Han}{1,4}(?=[。！？!?；;\n]|$)/gu,
  // rules said again: two short prescriptions side by side
  /(?:比如|例如)(?:说)?[^，,。！？!?；;\n]{1,6}(?:要|应该|需要)[^，,。！？!?；;\n]{1,8}[，,、][^，,。！？!?；;\n]{1,6}(?:要|应该|需要)[^，,。！？!?；;\n]{1,10}/gu,
  // any one company or product, told only what it should do
  /(?:比如|例如)(?:说)?一(?:个|家|款|种|条)[^，,。！？!?；;\n]{1,14}[，,]就(?:应该|要|需要|得)[^。！？!?；;\n]{0,30}/gu,
  // a case told only to weigh the points above
  /(?:比如|例如)(?:说)?[^。！？!?；;\n]{0,24}(?:这几|这些|以上|上面)(?:个)?(?:方面|点|因素|指标)[^。！？!?；;\n]{0,20}/gu,
  // interview.specific.placeholder-case: a case told in placeholders alone (比如两个东西都受第三个因素影响, 比如某个变量…):
  // the definition said again in vaguer words, nothing named
  // (比如两个数据可能都受别的因素影响: the data and the other factor left unnamed as much)
  /(?:比如|例如)(?:说)?(?:有)?(?:两个|两样|某个|某些|某一个|一个|一些)(?:东西|事物|事情|变量|因素|指标|数据|现象)[^，,。！？!?；;\n]{0,20}(?:第三个|另一个|另外一个|某个|某种|别的|其他的?|其它的?)(?:东西|因素|变量|原因)[^。！？!?；;\n]{0,30}/gu,
  // interview.specific.bare-tool: a tool's name alone ending its sentence (比如用ESLint。): the stock tool of the point
  // named, no use of it told; 比如用ESLint配了提交前检查，一次拦下… goes on and stays
  /(?:比如|例如)(?:说)?(?:用|使用|采用)?[A-Za-z][A-Za-z\d.+#-]{0,15}(?=[。！？!?；;\n]|$)/gu,
  // interview.specific.kinds: kinds of the matter set side by side by what each stresses (比如文学翻译更注重美感，技术
  // 翻译更注重准确): the textbook's contrast of categories, no case of any one of them
  /(?:比如|例如)(?:说)?[^，,。！？!?；;\n]{1,10}(?:更|比较|主要)(?:注重|看重|强调|偏重|讲究|在意|重视)[^，,。！？!?；;\n]{1,12}[，,、](?:而)?[^，,。！？!?；;\n]{1,10}(?:更|比较|主要|则)(?:注重|看重|强调|偏重|讲究|在意|重视)[^。！？!?；;\n]{0,12}/gu,
];
// named apart from frames.ts withoutHollowExamples, which drops whole sentences that claim an example and tell none
const withoutStockCases = (text: string): string => HOLLOW_EXAMPLES.reduce((t, re) => t.replace(re, ''), text);

/**
 * interview.specific.listed: 比如 or 例如 heading a list of terms (比如阅读量、播放量、点赞数…: three or more
 * short items joined by 、) names the terms a question asks about, no case; read without it. 比如我们班 still heads a case.
 */
const LISTED_EXAMPLE = /(?:比如(?:说)?|例如|譬如)(?:[^、和，,。！？!?；;\n]{1,10}[、和]){2,}[^、和，,。！？!?；;\n]{1,10}/gu;
export const withoutListedExamples = (text: string): string => text.replace(LISTED_EXAMPLE, '');

/** The interviewer's organisation (贵公司, 贵单位: concreteness.json interviewer_org). */
const INTERVIEWER_ORG = CONCRETENESS.interviewer_org;
/**
 * interview.specific.asked-quote: a term of the question put in quotation marks (‘双减’ for 你如何看待“双减”政策) is the
 * question's name for its matter, not words someone said: read unquoted, it is no particular of the student's own
 * (concreteness.ts quotes). What a customer or a teacher said, quoted, is still theirs.
 */
const QUOTED_TERM = /[‘“「'"]([^‘’“”「」'"\n]{1,20})[’”」'"]/gu;
export function withoutAskedQuotes(answer: string, question: string): string {
  const asked = normalizeText(question);
  return answer.replace(QUOTED_TERM, (quoted, term: string) => (asked.includes(normalizeText(term)) ? term : quoted));
}

/** The characters of a count (几个, 多家, 两份), which a premise says back in any words: not read for its share. */
const COUNT_CHARS = new Set('几多两个家份些一二三四五');
/** What opens a case weighed (如果, 假如…), and the stops that end its premise. */
const PREMISE = /(?:如果|假如|假设|要是|万一)([^，,。！？!?；;\n]{2,30})/gu;
/**
 * interview.specific.premise: the answer without a premise it only restates from the question (如果同时收到几家公司的
 * offer, for 如果你同时收到多家公司的录用通知…): PREMISE_ASKED_SHARE or more of its Chinese characters are the question's.
 * The question's own case, said back, is no case the student weighs (engagement.ts conditional); a case of their own
 * (如果两家都在杭州) is.
 */
export function withoutAskedPremise(answer: string, question: string): string {
  const asked = new Set(normalizeText(question));
  return normalizeText(answer).replace(PREMISE, (whole, premise: string) => {
    // the interview's own outcome (如果能拿到贵公司的offer，我会…) is a pledge to the interviewer, no case of the student's
    if (INTERVIEWER_ORG.some((org) => premise.includes(org))) return '';
    // interview.specific.premise.paraphrase: read with the Chinese of its English (offer → 录用) and without its counts
    // (几个, 多家: COUNT_CHARS), 如果同时拿到几个offer restates 如果你同时收到多家公司的录用通知 as much as its own words do
    const han = [...withGlosses(premise)].filter((c) => /\p{Script=Han}/u.test(c) && !COUNT_CHARS.has(c));
    return han.length > 0 && han.filter((c) => asked.has(c)).length >= PREMISE_ASKED_SHARE * han.length ? '' : whole;
  });
}

/** Percentages with no base claim nothing particular (提升了35%, 完成率100%, 团队整体能力提升了50%). */
export const withoutBarePercentages = (answer: string): string => normalizeText(answer).replace(/\d+(?:\.\d+)?\s*%/g, '');

/**
 * interview.specific.own: something particular of the student's own, not a cue word nor a claimed figure: a figure
 * with a base (percentages alone claim), a case set in time and place (SETTING_CUES), the student's own experience
 * (OWN_EXPERIENCE), a particular person met (有个爷爷: PERSON_MET), or speech and cases of the situation. 比如 and
 * 例如 alone head an illustration, which the aspects of a template have too (比如在工作中善于观察): a frame around
 * nothing says them (frames.ts). `cases: false` reads a case weighed (如果…我会…) as none: a view's stance on the
 * question's own kind of case (如果是工作需要，我会配合) is no particular of the student's own (analysis.ts interview.vague.bare.case).
 */
export function tellsParticulars(answer: string, { cases = true } = {}): boolean {
  return particularOf(withoutBarePercentages(answer), cases);
}

function particularOf(text: string, cases = true): boolean {
  // digits that name a term (HTTP2, Vue3, 360度评估) are no figure; nor is a term of letters and digits (5W2H, Vue3)
  // a quantity (5W read as watts), while 300ms is one
  if (/\d/.test(text.replace(/[A-Za-z]+\d+|\d+[A-Za-z]+|\d+度(?=评估|反馈|考核|测评)/g, '')) || quantifiedOf(text.replace(/[A-Za-z]+\d+[A-Za-z\d]*|\d+[A-Za-z]+\d[A-Za-z\d]*/g, ''))) return true;
  // a pick among alternatives (最适合自己的那家) is no setting (concreteness.ts withoutPicks)
  if (SETTING_CUES.some((c) => withoutPicks(text).includes(c)) || OWN_EXPERIENCE.test(text) || PERSON_MET.test(text)) return true;
  // speech as said is the situation's own, the talking only named is not (engagement.ts saysWhatWasSaid)
  return saysWhatWasSaid(text) || (cases && engagementOf(text).conditional);
}
