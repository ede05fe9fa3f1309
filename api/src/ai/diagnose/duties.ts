import type { ResumeContent } from '@campus/shared-utils/rules';
import { findQuantified } from '../rules/quantify';
import DUTIES from './duties.json';
import { describedEntries } from './entries';
import type { Finding } from './finding';
import { starRewrite } from './rewrite';
import { descriptionQuote, isKeywordList } from './sentences';

/**
 * content.duties: experience written as the post's duties (协助项目经理整理底稿，参与需求评审，负责原型设计，完成领导交办的工作),
 * none of them with a result, a figure or a particular of the student's own. A recruiter reads it as the job description:
 * it says what the post was, not what was done. The openers, the stock teamwork line and the praise that stands in for
 * a result are in duties.json.
 */

/** Share of a description's clauses (praise left out) that must be duties, and the fewest duty clauses, for it to be a duty list. */
export const DUTY_SHARE = 0.75;
export const DUTY_LEAST = 2;
/** The most a resume can score when every described entry is a duty list: below the resumes that tell results. */
export const DUTIES_CAP = 65;

/**
 * diagnose.duties.few: a resume whose every described entry is a duty list holding FEW_DUTIES or fewer duties with an
 * object of their own (负责客户接待 is one; the catch-all 完成领导交办的其他工作 and help with nothing named, 协助销售人员
 * 开展工作, are none: duties.json empty; praise and what one learned are none either) tells almost nothing of the work:
 * one vague post, the rubric's 2 rather than the 3 of a full list of duties. It scores FEW_DUTIES_CAP at most.
 */
export const FEW_DUTIES = 2;
export const FEW_DUTIES_CAP = 55;

const OPENER = new RegExp(`^(?:${DUTIES.modifiers.join('|')})*(?:${DUTIES.openers.join('|')})`);
const TEAMWORK = new RegExp(DUTIES.teamwork);
/** Work named only as help about the place (主要在现场做一些辅助工作, 做些杂事): the post's duty, no deed told. */
const AUXILIARY = new RegExp(DUTIES.auxiliary);
const PRAISE = new RegExp(DUTIES.praise);
const VAGUE = new RegExp(DUTIES.vague);
const LEARNED = new RegExp(DUTIES.learned);
const LEARNED_THROUGH = new RegExp(DUTIES.learned_through);
const EMPTY = new RegExp(DUTIES.empty);
const EMPTY_ASSIGNED = new RegExp(DUTIES.empty_assigned);
const RESULT_MARKS = new RegExp(DUTIES.results.join('|'));
const PARTICULARS = new RegExp(DUTIES.particulars.join('|'));

/**
 * Praise (获得带教老师好评), a stock outcome (活动顺利完成, 反响良好) or what one learned (学习了店铺运营的整个流程,
 * 熟悉了报销流程, 我了解了…基本工作内容, 提高了自己的沟通能力, and the 通过实习 that heads it): said in place of a
 * deed or a result, left out of the count. The 我 of 我了解了 tells no particular: what is learned is the post's.
 */
const hollow = (clause: string): boolean => PRAISE.test(clause) || VAGUE.test(clause) || LEARNED.test(clause) || LEARNED_THROUGH.test(clause);

/** A clause without the bullet or number a list line opens with (• 协助…, 1. 负责…, 2、完成…). */
const withoutListMark = (clause: string): string => clause.trim().replace(/^(?:[•·●▪■◆*-]|\d{1,2}[.、)）])\s*/, '');

const clausesOf = (text: string): string[] =>
  text
    .normalize('NFKC')
    .split(/[，,；;。！？!?\n]+/)
    .map(withoutListMark)
    .filter((c) => c.replace(/[\p{P}\p{S}\s]/gu, '') !== '');

/** A clause that names a duty of the post: it opens with 协助, 参与, 负责 … (after 按时, 积极 …), is the stock teamwork line, or help about the place (做一些辅助工作). */
export const isDutyClause = (clause: string): boolean => OPENER.test(clause) || TEAMWORK.test(clause) || AUXILIARY.test(clause);

/**
 * A duty with no object of its own (duties.json empty): the catch-all 完成领导交办的其他工作, help with nothing named
 * (协助销售人员开展工作), the office's work by its kind (完成日常行政工作); and diagnose.duties.assigned, the work named
 * only by who handed it out, in any of the words students use for it (empty, empty_assigned): 认真完成领导交办的各项任务,
 * 及时完成上级布置的各项任务, 完成主管交代的其他事项, 保质保量完成领导交给的工作任务, and the same said the other way
 * round, the work first (领导交办的各项任务都能按时完成, 对老师布置的任务认真完成). Work the student names beside its
 * giver is a duty of its own: 完成领导交办的盘点任务, 完成主管安排的新品推文撰写.
 */
export const isEmptyDuty = (clause: string): boolean => {
  const c = withoutListMark(clause.normalize('NFKC'));
  return EMPTY.test(c) || EMPTY_ASSIGNED.test(c);
};

/**
 * The duties of a description that name work of their own: its clauses but praise, what one learned (hollow) and a duty
 * with no object (isEmptyDuty), each with the items it lists (负责接待、排课、整理资料 names three).
 */
export const ownDutiesOf = (text: string): number =>
  clausesOf(text)
    .filter((c) => !hollow(c) && !isEmptyDuty(c))
    .reduce((n, c) => n + 1 + (c.match(/、/g)?.length ?? 0), 0);

/**
 * A clause after a duty in the same sentence or list that only continues it (负责协助招聘工作，筛选简历，安排面试;
 * 协调团队成员完成开发): judged by what it holds, whatever its length — no figure, no Latin name, nothing quoted or
 * bracketed, no mark of a told result (了, 把, 发现, 使 … in duties.json results) and no particular told (我, 第一次,
 * 因为, 比如 … in particulars).
 */
export const continuesDuties = (clause: string): boolean =>
  !/[\dA-Za-z“”"‘’'「」『』《》（）()【】[\]]/.test(clause) && !RESULT_MARKS.test(clause) && !PARTICULARS.test(clause);

/**
 * A description that lists duties only: no figure anywhere, and of its clauses other than praise, stock outcomes and
 * what one learned (获得带教老师好评, 活动顺利完成, 学习了整个流程) DUTY_SHARE or more are duties — a duty opener, or a bare continuation of a duty sentence —
 * and the duties with the hollow clauses are DUTY_LEAST or more (one duty and 反响良好 tells no more than two duties).
 */
export function isDutyList(text: string): boolean {
  if (findQuantified(text, { chinese: true }).length > 0) return false;
  let [duties, others, hollowCount] = [0, 0, 0];
  // a list's items split by ； (负责…；根据需求文档编写测试用例；…) continue it as commas do: only a full stop ends it
  for (const sentence of text.normalize('NFKC').split(/[。！？!?\n]+/)) {
    let inDuty = false;
    for (const clause of clausesOf(sentence)) {
      if (hollow(clause)) {
        hollowCount += 1;
        continue;
      }
      const duty: boolean = isDutyClause(clause) || (inDuty && continuesDuties(clause));
      inDuty = duty;
      if (duty) duties += 1;
      else others += 1;
    }
  }
  return duties > 0 && duties + hollowCount >= DUTY_LEAST && duties / (duties + others) >= DUTY_SHARE;
}

export function dutyListFindings(r: ResumeContent): Finding[] {
  return describedEntries(r)
    .filter((e) => e.text.trim() && !isKeywordList(e.text) && isDutyList(e.text))
    .map(
      (e): Finding => ({
        rule: 'content.duties',
        dimension: 'quality',
        // low, in place of the entry's content.star (diagnose.ts): the cap is what ranks a resume of duties alone
        severity: 'low',
        section: e.section,
        entry_id: e.id,
        field: 'description',
        found: `“${e.title}”只列了岗位职责（协助、参与、负责……），没有写你做成了什么`,
        why: '职责谁在这个岗位上都有；招聘方想看的是你具体做了哪件事、怎么做的、结果如何。',
        suggestion: '挑一两件你亲手做的事，写清当时的问题、你的做法和结果（数字请按实际填写）。',
        // the 背景 → 行动 → 结果 reordering of content.star, whose finding this one takes the place of
        ...((quote) => ({ quote, rewrite: starRewrite(quote) }))(descriptionQuote(e.text)),
      }),
    );
}

/**
 * The cap of diagnose.duties: DUTIES_CAP when every described entry (there being one) is a duty list, else none.
 * diagnose.duties.lone: FEW_DUTIES_CAP when that list is the resume's one described entry (no other internship, job or
 * project told), however many duties it names: a recruiter sees one post's job description and nothing else, the
 * rubric's "one vague entry", the 2. Two entries of duties (an internship and a job, or a student-union post beside one)
 * are "some experience", the 3, and keep DUTIES_CAP.
 * diagnose.duties.internships: so when every internship or job (there being one) is a duty list and no other entry tells
 * a figure nor its deed with a result (content.star found missing: a course project 成绩良好, a paper that
 * 提出了一些改进建议, a design 顺利完成并通过答辩): the experience is the posts' duties and a project named, the rubric's 3
 * ("generic duties with little of what the student did or achieved").
 * A project with its figures (抽检了60多组, 从5步减到2步), or an internship told with one, is what the student did.
 */
export function dutiesCap(r: ResumeContent, findings: readonly Finding[]): number {
  const described = describedEntries(r).filter((e) => e.text.trim());
  const duties = new Set(findings.filter((f) => f.rule === 'content.duties').map((f) => `${f.section}:${f.entry_id}`));
  const isDuty = (e: (typeof described)[number]) => duties.has(`${e.section}:${e.id}`);
  if (described.length > 0 && described.every(isDuty)) {
    return described.length === 1 || described.reduce((n, e) => n + ownDutiesOf(e.text), 0) <= FEW_DUTIES ? FEW_DUTIES_CAP : DUTIES_CAP;
  }
  const work = described.filter((e) => e.section === 'work');
  // an entry whose STAR the diagnosis finds missing (quality.ts content.star) tells no deed with its result
  const untold = new Set(findings.filter((f) => f.rule === 'content.star').map((f) => `${f.section}:${f.entry_id}`));
  const rest = described.filter((e) => !isDuty(e));
  const restUntold = rest.every((e) => untold.has(`${e.section}:${e.id}`) && findQuantified(e.text, { chinese: true }).length === 0);
  return work.length > 0 && work.every(isDuty) && restUntold ? DUTIES_CAP : 100;
}
