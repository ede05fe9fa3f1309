import { matchText } from '../text/normalize';
import type { BankQuestion } from './bank';

/**
 * interview.vague.tools: a question asking which tools or software the student uses (你常用哪些新媒体工具, 你熟练使用
 * 哪些专业软件) or how they use a technology (如何利用信息技术辅助教学) is answered from the student's own use. An answer
 * that names the tools, each with what it is for (排版用秀米，做图用Canva，剪视频用剪映) and a stock remark (这些工具我都
 * 用得比较熟练, 工具只是辅助，关键还是内容), tells no use of its own: no particular of the student's (concreteness.ts: no
 * figure with its unit, no time or place, no words quoted, no past deed, no limit admitted), no occasion where a tool was
 * used (实习, 实训, 课程设计, 项目里) and no past use (用过, 学过, 做过). The tools are named and the use is not: the
 * rubric's 3, "an example that is only named", VAGUE_CONTENT at most however many of the bank's tools it names. A list
 * with where each was used (广联达在造价课上学过, 课程作业用过Trados), or one tool's use told (那次几十万行，Excel打不开，
 * 我就用pandas做的合并), is the student's own.
 */
const ASKS_TOOLS_USED = /(?:常用|熟练使用|使用|用过|会用)哪些[^？?，,。]{0,8}(?:工具|软件|系统)|如何(?:利用|运用|使用)[^？?，,。]{0,8}(?:技术|工具|软件)/u;

/** Whether a question asks the tools the student uses, or how they use a technology. */
export const asksToolsUsed = (question: Pick<BankQuestion, 'text'>): boolean => ASKS_TOOLS_USED.test(question.text);

/** A use of the student's own told: a past use (用过, 学过, 上过) or where a tool was used (实习, 实训, 课程设计, 项目里). */
const OWN_USE = /(?:用|学|做|试|练|跑|建|画|剪|拍|写|装|接触|操作|上)过|实习|实训|课程设计|课设|毕设|毕业设计|比赛|项目(?:里|中|上)|社团|学生会|兼职|工作室|机房/u;

/** interview.vague.tools (see above): the tools asked for named with no use of the student's own told; `particulars` the weight of their particulars (concreteness.ts). */
export function namesToolsWithoutUse(question: Pick<BankQuestion, 'text'>, answer: string, particulars: number): boolean {
  return asksToolsUsed(question) && particulars <= 0 && !OWN_USE.test(matchText(answer));
}
