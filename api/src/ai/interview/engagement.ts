import { normalizeText } from '../text/normalize';

/**
 * interview.engaged: an answer to a situational question (客户嫌贵、学生打架、需求有分歧) that takes the situation on:
 * it says what the student would say to the people in it (我会说：“您是跟哪家比的呀？”, 先问她装在哪个房间, or
 * says it to them: 您看这支笔…您试试) or
 * reasons through its cases (如果他比的是便宜的那种，我就跟他算一下; 要是预算卡住了，就先配基础款). Such an answer
 * answers in the situation's own words, which are rarely the bank's (提问、倾听、痛点): it is judged on the question
 * when it also touches the question's field (analysis.ts). A fluent answer about something else tells of the
 * student's own hobbies or feelings; it neither speaks to anyone nor weighs a case.
 */

/** A quotation after a verb of saying: the words said, as said. */
const QUOTED = /(?:说|问|讲|道|回答|回复|告诉[他她您对方]*)[：:，,]?\s*[“「"‘][^”」"’]{4,}/u;

/** Speech said or asked in the situation: a quotation after a verb of saying, or 问/告诉/跟 … 说 addressed to someone. */
const ROLE_PLAY = [
  QUOTED,
  /(?:问|告诉|提醒|劝|安慰|夸|请)(?:一下)?(?:他|她|您|对方|客户|顾客|家长|学生|孩子|同学|用户|老人|病人|患者|领导|同事|开发|老师)/u,
  /(?:跟|和|对|给)(?:他|她|您|对方|客户|顾客|家长|学生|孩子|同学|用户|老人|病人|患者|领导|同事|开发|老师)们?(?:说|讲|解释|聊|算|沟通|商量|确认)/u,
];

/** The other person addressed directly, as a role-play is said (您看这支…您试试): 您 said this many times. */
const DIRECT_ADDRESS_MIN = 2;

/** A case weighed: 如果/要是/假如/万一 …, then what is done (就、我会、那我、先); 要是 of 主要是、需要是 is none. */
const CONDITIONAL = /(?:如果|(?<![主需只重必不还总])要是|假如|万一|假设)[^。！？!?；;\n]{1,40}?(?:就|我会|那我|我先|那就|那么)/u;

export type Engagement = { rolePlay: boolean; conditional: boolean };

/** Whether a normalised answer addresses the other person directly (您, DIRECT_ADDRESS_MIN times or more). */
const addresses = (text: string): boolean => text.split('您').length - 1 >= DIRECT_ADDRESS_MIN;

/**
 * Words said to someone in the situation, as said: a quotation after a verb of saying (跟他说“您先别急…”) or the other
 * person addressed as 您 DIRECT_ADDRESS_MIN times (您看这支笔…您试试). Unlike rolePlay, 跟开发沟通 and 问一下他 only name
 * the talking (principles.ts).
 */
export function quotesSpeech(answer: string): boolean {
  const text = normalizeText(answer);
  return addresses(text) || QUOTED.test(text);
}

/** Someone in the situation told or asked something, what was said following in the clause (跟学生说这个问题我现在没法准确回答, 问她装在哪个房间). */
const SAID_WHAT = /(?:(?:跟|和|对|给)(?:他|她|您|对方|客户|顾客|家长|学生|孩子|同学|用户|老人|病人|患者|领导|同事|开发|老师)们?(?:说|讲|解释)|(?:问|告诉|提醒|请)(?:一下)?(?:他|她|您|对方|客户|顾客|家长|学生|孩子|同学|用户|老人|病人|患者|领导|同事|开发|老师)们?)[^，,。！？!?；;\n]{6}/u;

/**
 * interview.specific.talking-named: what was said in the situation, quoted (quotesSpeech) or told after the verb of saying
 * (SAID_WHAT: 跟学生说这个问题我现在没法准确回答, 请患者说出自己的姓名), is the situation's own; the talking only named
 * (多和家长沟通, 或者直接问客户, 问一下老师) is a step anyone lists (specificity.ts).
 */
export const saysWhatWasSaid = (answer: string): boolean => quotesSpeech(answer) || SAID_WHAT.test(normalizeText(answer));

export function engagementOf(answer: string): Engagement {
  const text = normalizeText(answer);
  return { rolePlay: addresses(text) || ROLE_PLAY.some((re) => re.test(text)), conditional: CONDITIONAL.test(text) };
}
