import { findQuantified, findStar } from '../rules/quantify';
import type { StarPart } from '../rules/quantify-words';
import { normalizeText } from '../text/normalize';
import { taggedWords } from '../text/segment';
import { concretenessOf } from './concreteness';
import { OUTCOMES_IN_SHORT_CLAUSES, OUTCOMES_TOLD } from './outcomes-told';
import { OUTCOMES_REPORTED } from './outcomes-reported';
import { OUTCOMES_FOUND } from './outcomes-found';
import { PERSON_MET, SETTING_CUES } from './spoken-cues';

/**
 * interview.star: a concrete example told as STAR, with the cues of the resume engine (rules/quantify.ts) and those
 * of a story told aloud (当时…的时候, 我就把…, 从三秒降到两百毫秒): 25 for each part present (situation, task,
 * action, result: a figure, or an outcome said in words, SPOKEN_RESULT). The caller passes only what is said (sentences.ts): cue words alone are no story. It is an
 * example when it tells what they did and what came of it (action and result; a complete story has them), or
 * when the student says 比如/有一次/那天… (interview.star.that-day: the day a story happened on, 5月20号那天, 比赛那天) or names a particular person met (有个爷爷…: PERSON_MET) and tells what they did.
 */
export const EXAMPLE_CUES = ['比如', '例如', '举个例子', '举例', '有一次', '曾经', '那次', '记得', '那天'];

/**
 * A result said with Chinese numerals, as speech is transcribed: 从三秒多降到两百毫秒, 提升了一倍, 少了一半
 * 多了五十块, 考了八十多分, 从四十多条降到个位数, 卖了三百多箱, 补发了十几箱 (the resume rules read Arabic digits); 有一次, 这一次 are no
 * quantity, nor is 一 before a count word (一条, 一家: an article, not a figure), nor 一个人 (a person, 对一个人的考验), nor a count word said twice (一次次, 一天天: time after time), nor 万千 and 千万 (万千梦想, 千万不要: many, by all means).
 * interview.star.people-counted: the people a change was tried on or reached, counted by who they are (找了八个同学试,
 * 五位用户, 三十几个客户), as 八个人 is; 一个同学 is a person, not a count.
 * interview.star.places-counted: places counted by what they are (十几个名额, 三十个座位, 两个床位) are a count too.
 * interview.star.parts: a few parts of a matter (分成文化基础、自主发展、社会参与几块。 我分几块想) are no quantity: a
 * lone 几块 ending its clause or heading 想/说/来 divides the answer, while 十几块 and 几块钱 are sums.
 * interview.star.incidents: incidents counted with 起 (一周二十多起, 降到每周两三起), as 次 is; a year or a day a thing
 * started from (大二起, 周三起) and 起 of a verb (三起来) are no count.
 * interview.star.tens-counted: things counted with 个 in tens or more (退回来的不到一百个, 三十多个电话, 几十个): 一个 and
 * 两个 are an article and the parts of a matter (两个方面), while a count of tens is a figure.
 * Every run of numerals is read at most ten long (一千二百三十四 is seven): unbounded, a run tried from each numeral
 * of a line of them costs the square of its length.
 */
const SPOKEN_QUANTITY = /(?<![有这那每上下某第])(?!一个?人(?![次数]))(?!(?<=分)一分)(?!(?<=做|成为|像|当|选|挑|切|划|圈)一块[^钱多余一二两三四五六七八九十半])(?!几块(?:[来想说讲]|[，,。；;：:、！？!?\s]|$))(?!万千|千万|千千|万万)[一二两三四五六七八九十百千万几半]{1,10}[多余]?(?:个)?(倍|秒|毫秒|分钟|小时|天|周|人|次|成|万|千|百分点|个百分点|块|元|分)(?!\1)|一半|翻倍|翻番|百分之[一二两三四五六七八九十百]{1,10}|个位数|(?<![有这那每上下某第一])[二两三四五六七八九十百千万几][一二两三四五六七八九十百千万几]{0,9}[多余]?(?:条|单|篇|份|张|家|箱|件|斤|公斤|袋|盒|瓶|本|台|套|桌|场|所|[个名位]?(?:同学|用户|客户|顾客|学生|患者|病人|家长|同事|住户|居民|名额|座位|床位|车位|工位|号源))|(?<![有这那每上下某第一大初高研周期])[二两三四五六七八九十百千万几][一二两三四五六七八九十百千万几]{0,6}[多余来]?起(?![来床身点步])|(?<![有这那每上下某第千])(?!千万)[一二两三四五六七八九几]?[十百千万][一二两三四五六七八九十百千万几]{0,6}[多余来]?个/;

/**
 * A result told in words rather than a figure: what went away or did not come back (这个问题就没了, 差距基本没了, 没再出过问题,
 * 再也没有漏过, 没再收到…的投诉), what the people in it no longer had to bear (财务也不用被催了, 大家就不用再手抄), a prize
 * or an exam got (拿了省三等奖, 考过了, 我今年9月考的客观题，过了), how much better it went after the change (第二版就好多了;
 * interview.star.better-by: said with the amount after it, 加了侧光的照片以后就好了不少, 也顺了很多: the same result).
 * interview.star.taken-up: what the one persuaded or served did in the end, said with the consequence's adverb (他就全换了,
 * 家长当场就报了名, 老板最后才答应了, 对方终于同意了): the outcome of a persuasion or a sale, told as it happened.
 */
const TAKEN_UP = /(?:他|她|对方|他们|她们|客户|顾客|家长|老板|店主|用户)[^。，,；;！？!?]{0,6}?(?:就|才|终于|当场|马上)(?:就|都|全|也)?(?:全|都)?(?:同意|答应|接受|换|买|签|报名?|订|下单|认可|采纳|用上|加入|续费)了/u;
const SPOKEN_RESULT = /(?:就|才|也)(?:好|顺|快|清楚|整齐|稳)多了|(?:就|才|也)(?:好|顺|快|清楚|整齐|稳)了(?:不少|很多|好多|一大截)|考(?:的|了)?[^。，,；;！？]{0,8}[，,]\s*(?:都|也|就)?过了|(?:就|基本(?:上)?)没了|就没再|没(?:有)?再[^。，,；;]{0,8}(?:出|犯|发生|错|漏|坏|投诉)|再也没|(?:也|就|再也)不(?:用|必)再?[被让跟等催加手]|(?:下一批|下一次|下一轮|后来|之后|从那以后)[^。，,；;！？!?]{0,6}就不(?:用|必|需要)再?[^。，,；;！？!?]{1,4}了|(?:拿|得|获)(?:了|到了?)[^。，,；;]{0,8}奖|考过了|顺利通过/u;

/**
 * interview.star.delivered: a piece of work finished and handed over, or taken up by the one it was for, told as it
 * happened (八点半交了初稿, 十点前上了版, 做完交给会计，她拿去跟厂长汇报了): the outcome of a task with a deadline or a
 * client, said in words rather than a figure. A plan to hand it in (要交给, 准备交) is no outcome.
 */
const DELIVERED = /(?<![要会得需准备])(?:交了|交上了|交出了|上了版|见了报|发了出去|发出去了)(?:[^。，,；;！？!?]{0,4}(?:稿|稿子|初稿|报告|方案|作业|表|版|更正))?|(?:做|写|改|算|整理|弄)完(?:了|以后|之后|后)?[，,]?\s?(?:就)?交给|(?:他|她|对方|他们|老师|经理|主管|会计|主编|领导|客户)[^。，,；;！？!?]{0,3}拿(?:去|着)[^。，,；;！？!?]{0,10}(?:汇报|用|报|发|交|讲)了/u;

const BEFORE = '(?:平时|平常|往常|以往|以前|之前|原来|上次|上一次|上一期|上一轮|上个月|上周|前一周|前一个月|前一年|前几期|去年|往年|改之前|改版前)';
/**
 * interview.star.compared.easier: a result told as the work grown easier than the old way, named with it (村干部说比以前
 * 一户户打电话轻松多了, 比原来手抄省事多了): those it was for no longer bear what they bore, the before-and-after in
 * words. Only a change done (多了, 不少, 很多, 得多) counts: 比以前方便 alone is a trend in general, not an outcome.
 */
const EASIER_WORDS = '(?:轻松|省事|省心|省劲|省力|方便|简单|顺手|好用|清楚)';
const EASIER = `比${BEFORE}[^，,。；;！？!?]{0,10}?${EASIER_WORDS}(?:多了|了不少|了很多|得多)`;
/**
 * interview.star.compared: a result told as a comparison with how things went before the change or usually (报名的比平时多了
 * 不少, 出错比以前少了一截, 比上个月快了, 卖得比前一周好): the before-and-after the rubric's 5 asks for, said in words
 * rather than a figure. A comparison with no time of its own (比别人好, 比竞品便宜) or a trend in general (现在的学生比以前
 * 压力大) tells no outcome: only a change done (了, 得多, 不少, 一截) or a plain 好/多 closing its clause counts.
 */
const COMPARED = new RegExp(
  `比${BEFORE}[^，,。；;！？!?]{0,4}?(?:多|高|好|快|少|低|顺|稳|大)(?:了|出了?|得多|不少|很多|一截|一大截|一倍)|比${BEFORE}(?:多|高|好|快|少|低)(?=[，,。；;！？!?]|$)|${EASIER}`,
  'u',
);

/**
 * interview.star.after-change: a result told as how things went after the student's change was made (改完以后填同一个数的
 * 情况少了很多, 换了以后投诉的少了不少): the before-and-after in words, its before the change itself. Only a change
 * done (改完, 换了) and a shift done (少了很多, 快了不少) count: 以后会好很多 is a hope, not an outcome.
 * interview.star.after-change.next-clause: a change finished (改完, 改好, 调完) may tell its shift a clause on, said as
 * speech says it (改完商户说站在过道上就能看清，来问价的少多了): the same before-and-after, within its sentence.
 */
/**
 * interview.star.after-change.became: or the change told by what the thing became (改成按骑行距离算, 换成了竖着的列表,
 * 改用电子秤) and its shift told in a clause after, within the sentence (产品后来改成按骑行距离算，江对面那几个小区就不在
 * 范围里了，店里超时的投诉也少了很多): the same before-and-after, the change named by its new form. A change proposed
 * (建议改成…，应该会少很多) tells no shift done.
 */
const AFTER_CHANGE = /(?:(?:改完|改好|改了|换了|调整了|调完)(?:以后|之后|后)[^，,。；;！？!?]{0,12}?|(?:改完|改好|调完)(?:以后|之后|后)?[^。；;！？!?]{0,20}?[，,][^，,。；;！？!?]{0,8}?|(?:改成|换成|改为|改用|换用)[^。；;！？!?]{0,30}?[，,][^，,。；;！？!?]{0,10}?)(?:(?:多|少|快|慢|长|短|高|低|好)了(?:很多|不少|一半|一截|一大截|好多)|(?:少|快|好)多了)/u;
/**
 * interview.star.came-right: a fault's outcome told as the shop floor or the design office says it, in words: the
 * trouble come down (不良就降下来了, 投诉慢慢少下来了), the thing right after the fix (换了定位销以后那批就好了, 调完之后就
 * 正常了), a shift done after a change finished, said plain (改完再去看，…打电话来问的人也少了), or a check now met
 * (抗滑移和抗倾覆都满足了, 重新验算也通过了). A hope (改了应该就好了, 要满足要求) or a condition
 * (只要换了就好了) is no outcome: the fix is done (了, 完) before its shift, and the check met is said done.
 */
const CAME_RIGHT = /(?<![会要能应该希望争取])(?:降|少|减)下来了|(?:换|改|修|调|加|装|重做)(?:了|好|完)[^，,。；;！？!?]{0,10}?(?:以后|之后|后)[^，,。；;！？!?会要能应该可]{0,8}?就(?:好了|正常了|没(?:事|问题)了|稳了)|(?:改完|改好|调完|换完)(?:以后|之后|后)?[^。；;！？!?]{0,20}?[，,][^，,。；;！？!?会要能应该可]{0,10}?(?:也|就|都)(?:少|好|快|顺)了(?=[，,。；;！？!?]|$)|(?:都|也|就|全)满足(?:了|要求了)|(?:验算|复核|校核|复算)(?:也|都)?(?:通过了|过了|够了)/u;
/**
 * interview.star.told-easier: or as the people it was for say it now (他们说好用多了, 老师说清楚多了): their verdict on the
 * work grown easier, the before-and-after in their words (EASIER_WORDS). The student's own 我觉得方便多了 is no one's verdict.
 */
const TOLD_EASIER = new RegExp(`(?:他|她|他们|她们|大家|用户|老师|同事|客户|师傅)(?:都|也)?说[^，,。；;！？!?]{0,4}?${EASIER_WORDS}多了`, 'u');

/**
 * interview.star.told-verdict: a result told as the verdict of those the work was for or who oversaw it, reported as
 * said to the student (班长说这回好用了, 指导老师跟我说，这节课…是她带过的实习生里最好的, 师傅说这次总算管用了): the
 * outcome in their words, a clause or two on within the sentence. Only a verdict on what was done counts (这回/终于…
 * 好用了, 管用了, 最好的); advice or a hope reported (老师说要拿出最好的状态, 班长说希望这回好用) carries 要/应/希/争 and
 * tells none, and the student's own 我觉得这回好用了 is no one's verdict.
 */
const TOLD_VERDICT = /(?:他|她|他们|她们|大家|用户|老师|同事|客户|师傅|班长|组长|经理|主管|老板|领导|工人)(?:都|也)?(?:跟我|对我)?说[^。；;！？!?要应希争]{0,30}?(?:(?:这回|这次|终于|总算)[^，,。；;！？!?要应希争]{0,3}?(?:好用|管用|顺手|能用|清楚)了|(?:好用|管用)了|最好的)/u;

/**
 * interview.star.work-outcome: what became of a piece of work made for someone, told as it happened rather than in a
 * figure, in its three siblings:
 * - handed over at a time of its own (七点四十交给编辑, 九点半交的稿, 十点就交上去了): the deadline met, the clock time
 *   the deed's; a time it is due (八点要交稿, 八点前交) is no handover;
 * - decided on by the one it was for after seeing or hearing it (舅舅看了决定先跟隔壁村合用一间, 老板听完就拍板了,
 *   主任看了表同意了): the analysis acted on; the student's own 我看了决定…, 我自己看了决定… is a step of theirs, no outcome;
 * - taken into use for a time, or still in use (厂长用了一个多月, 现在还在用, 一直用到现在, 沿用至今), or judged by
 *   those it served against how it went before (说比以前心里有底, 说比原来省事): the work at work. The student's own
 *   我用了三个月 (时间) is time spent, not use by another. Still in use at its own pace (那个表现在每个月还在用, 至今每周都还在用)
 *   is still in use;
 * - interview.star.work-outcome.routine: kept in the routine from then on, a step added or changed for every time after
 *   (之后每月对账也加上了核佣金这一项, 以后每批都多了一道抽检, 从那以后每班交接都改成了当面点): the fix made the way
 *   the work is done. A resolution (以后每次都要仔细检查, 之后每周都会复盘) is a lesson drawn, no step added.
 */
/**
 * interview.star.saved: what the change saved, said as a share or an amount done (改完配筋反而省了一点, 省了不少事,
 * 节省了一半的时间): the outcome of a fix in words. Only a saving done counts: 为了省事, 能省不少, 想省点钱 are aims
 * or hopes, and 省 after a place (江苏省了解) is a province.
 */
const SAVED = /(?<![为想能会要可以打算希望江苏浙广东西南北湖河山安福四云贵青海甘吉辽黑台全本外各])省(?:了|下了)(?:不少|很多|好多|一点|一些|一半|大半|一大半|一大笔|[一二两三四五六七八九十几百千万]+[多余来]?[^，,。；;！？!?]{0,3}?(?:钱|时间|天|小时|分钟|块|元|万|成))/u;
/**
 * interview.star.agreed: an objection settled by a first step agreed, told as the talk's close (商量下来先试一个月,
 * 谈了以后决定先做一个点, 沟通完同意先按新版来): the compromise the student's case led to. A talk still to come, a modal
 * before it in its clause (我会跟他商量之后先试, 要商量一下) or 再 after it (商量之后再决定), tells none; nor
 * does a matter merely fixed by the talk (商量下来定了周二发): no step agreed to be tried first.
 */
const AGREED = /(?<!(?:会|要|想|再|得|打算|可以|应该|准备|需要)[^，,。；;！？!?]{0,8})(?:商量|协商|谈|沟通|讨论)(?:下来|了以后|了之后|之后|以后|完|了一下)[，,]?(?:最后|最终|大家)?(?:决定|同意)?先(?:试|按|做|在|排|拿|从)/u;
const HANDED_OVER = /(?:点半?|点多|[一二三四五六七八九十0-9]分?)(?:就|才|准时|按时)?(?:交给|交到|交上去?了?|交的稿|发给|发出去了?)/u;
const DECIDED_ON = /(?<!我们?(?:自己|就|也|又|先|再)?)(?:看了|看完|听了|听完|看过)(?:以后|之后|后)?[^，,。；;！？!?]{0,6}?(?:就|才|当场|马上|最后)?(?:决定|拍板|定了下来|采纳了|同意了|答应了)/u;
const IN_USE = new RegExp(
  `(?<!我们?|我们?[^，,。；;！？!?]{1,2})用了(?:[一二两三四五六七八九十几半]+|\\d+)(?:个)?多?(?:个)?(?:月|星期|礼拜|学期|季度|年)(?!时间|的时间)|(?:现在|至今|到现在|如今)(?:每(?:个)?(?:月|周|星期|天|年|季度|学期|次|批)|天天|月月)?(?:都|也)?(?:还|一直)在用|一直用(?:到现在|至今)|沿用(?:至今|到现在|下来)|(?<!我)说[^，,。；;！？!?]{0,4}?比${BEFORE}[^，,。；;！？!?]{2}`,
  'u',
);
const ROUTINE_KEPT = /(?:之后|以后|此后|从那以后|从此|后来)(?:每(?:个)?(?:月|周|星期|天|年|季度|学期|次|批|班|回)|都)[^，,。；;！？!?]{0,12}?(?:加上了|加了|多了一|改成了|变成了|改为了)/u;

/**
 * interview.star.mostly-handled: a result told as the share of the task the student carried (大部分都接住了, 基本都答上来了,
 * 多数都解决了, 绝大部分都对上了): the outcome of meeting a situation, in words rather than a figure. A share of anything
 * else (大部分都是学生) or one still to be done (大部分要靠自己) tells none: only a task's verb done (了) counts.
 */
const MOSTLY_HANDLED = /(?:大部分|大多数|绝大部分|绝大多数|多数|基本上?)(?:都|也)?[^，,。；;！？!?]{0,4}?(?:接住|答上来?|答出来?|解决|搞定|处理好|应付过去|对上|跟上|听懂|翻出来?|做完|完成)了/u;
/**
  * The narrative cues that set a story in an event of its own (有一次, 那次, 那天, 曾经), read in the whole answer:
 * the clause that opens a story (有一次要写学院同学去铜川一个老矿区做社会实践的稿子) may run long enough to read as
 * unsaid (sentences.ts), yet it still says a particular event is told. 比如 and 例如 head lists as often as cases, so
  * they count only where said, and 记得 is as often said of someone else (让客户记得你) as of an event.
 */
const NARRATIVE_CUES = ['有一次', '那次', '那天', '曾经'];

/**
 * The task of a story told aloud: what was handed to the student (交给我, 让我负责, 派我去) or the trouble that kept
 * coming back and had to be dealt with (老是装不进, 总是超时, 频繁报错, 反复出现, 连续三天被反馈).
 */
const SPOKEN_TASK = /交给我|派我|安排我|让我负责|分给我|老是|总是[^。，,；;]{0,6}(?:不|出|报|超|卡|坏|漏)|频繁|反复出现|屡次|连续[一二两三四五六七八九十几好]+(?:个)?(?:天|周|星期|月|次|批|班)[^。，,；;]{0,12}(?:被|出|报|不|坏|卡|漏|投诉|反馈)/u;

/**
 * Where a spoken story is set: 做项目的时候, 当时, 有一次, 去年实习.
 * interview.star.setting: and every time or place the other rules read a story's setting by (spoken-cues.ts SETTING_CUES:
 * 暑假在一家面包店帮忙, 上学期, 在一家, 兼职): the situation of STAR is the same setting, read in one place.
 */
const SPOKEN_SITUATION = [...new Set(['的时候', '当时', '那时', '有一次', '那次', '去年', '前年', '大一', '大二', '大三', '大四', '实习', '项目里', '项目中', '比赛', ...SETTING_CUES])];
/** Verbs that tell no deed: 我觉得, 我喜欢, 我是. */
const NOT_DEEDS = new Set(['是', '觉得', '认为', '喜欢', '想', '希望', '知道', '感觉', '有', '会', '能', '要']);

/** What the student did, as said: a clause with 我/我们 and a verb of a deed (我就把热点数据放到Redis里, 我们加了缓存). */
function spokenAction(text: string): boolean {
  return text.split(/[，,。！？!?；;\n]+/).some((clause) => {
    const words = taggedWords(clause);
    return words.some((w) => w.word === '我' || w.word === '我们') && words.some((w) => w.tag.startsWith('v') && !NOT_DEEDS.has(w.word));
  });
}

/**
 * interview.star.change: a change told as from one count to another in Chinese numerals, whatever is counted
 * (电话从三十个左右降到八九个, 从七八次减到两三次): a figure of the result, as 从3秒降到200毫秒 is in digits. And a count
 * said roughly with 来 (二十来只猫, 三十来个电话: some twenty, some thirty) counts as 多 does.
 * interview.star.change.raised: a rate raised as speech says it, 提到 right after the first figure (通过率从五十多提到了
 * 七十左右): 提到 after anything else is mentioning (从三个方面提到了两点), no change.
 */
const NUMERAL = '[一二两三四五六七八九十百千万几]';
const SPOKEN_CHANGE = new RegExp(
  `从[^，,。；;！？!?]{0,6}?${NUMERAL}{1,5}[^，,。；;！？!?]{0,6}?(?:降|减少?|缩短?|掉|跌|升|涨|增加?|提高|提升|加|变)(?:到|至|成)了?[^，,。；;！？!?]{0,3}?${NUMERAL}|从[^，,。；;！？!?]{0,6}?${NUMERAL}{1,5}[多余来]?(?:左右)?提到了?${NUMERAL}|(?<![有这那每上下某第一])[二两三四五六七八九十百千万几]${NUMERAL}{0,4}来(?:个|只|条|名|位|家|件|份|张|本|台|次|天|人)`,
  'u',
);

/**
 * interview.star.sizes: a size of a file, an image or a memory said in Chinese numerals with its unit, as speech says it
 * (镜像打出来有一个多G, 改完只有两百多兆, 压到三百多K): a figure of the result, as 三秒 is. A letter run on (一个Git仓库,
 * 一个GPU, 五个Kafka分区) names a thing, not a size, nor is 五G网络 or 五G手机; 这/每 before the numeral (这一个G) counts nothing.
 */
const SPOKEN_SIZE = /(?<![这那每上下某第])[一二两三四五六七八九十百千万几半]{1,10}(?:个)?[多余]?(?:兆|[GMKT]B?|[gmk]b)(?![A-Za-z网时手基信套])/u;

export const quantifiedOf = (text: string): boolean => findQuantified(text).length > 0 || SPOKEN_QUANTITY.test(text) || SPOKEN_CHANGE.test(text) || SPOKEN_SIZE.test(text);

/**
 * A result told, in a figure or in words (a figure, SPOKEN_RESULT, TAKEN_UP, DELIVERED, HANDED_OVER, DECIDED_ON, IN_USE, ROUTINE_KEPT, SAVED, AGREED, MOSTLY_HANDLED, COMPARED, AFTER_CHANGE, TOLD_EASIER, TOLD_VERDICT, CAME_RIGHT,
 * and the plain story's outcomes of outcomes-told.ts, outcomes-reported.ts and outcomes-found.ts): what STAR reads as the result, and what a story's close is read for (structure.ts interview.structure.result-close).
 */
export const tellsResult = (text: string): boolean => quantifiedOf(text) || SPOKEN_RESULT.test(text) || TAKEN_UP.test(text) || DELIVERED.test(text) || HANDED_OVER.test(text) || DECIDED_ON.test(text) || IN_USE.test(text) || ROUTINE_KEPT.test(text) || SAVED.test(text) || AGREED.test(text) || MOSTLY_HANDLED.test(text) || COMPARED.test(text) || AFTER_CHANGE.test(text) || TOLD_EASIER.test(text) || TOLD_VERDICT.test(text) || CAME_RIGHT.test(text) || OUTCOMES_TOLD.some((r) => r.test(text)) || OUTCOMES_REPORTED.some((r) => r.test(text)) || OUTCOMES_FOUND.some((r) => r.test(text));

/** A step of a method said as what must be done (首先要认真分析, 然后应该…, 最后还要检查, 确定以后要…): a rule, no deed. */
const METHOD_STEP = /(?:首先|第一步?|先|然后|其次|再|接着|之后|以后|最后)(?:还|也|就|都)?(?:要|应该|应当|需要|必须)/gu;
/** A lesson drawn (我明白了, 让我认识到, 我学到了): what a template closes on, no deed of an event. */
const LESSON = /我(?:们)?(?:也|才|更|就)?(?:明白|懂得|认识到|意识到|学到|体会到|收获)了?/gu;
/** The steps of a method from which an answer recites one. */
const METHOD_STEPS_MIN = 2;

/**
 * interview.star.method: an answer that recites a method as steps that must be done (首先要分析原因，然后查阅规范…最后
 * 还要检查效果, METHOD_STEPS_MIN or more) and tells no event of its own: no example cue (有一次, 那次, 比如), no
 * person met, no figure, no words quoted, no past deed of the student's (我…了/过: concreteness.ts; a lesson drawn, 我明白了, is none), no task that
 * kept coming back and no result. 在实习的时候遇到过一些问题 names where and tells nothing there: what the steps say
 * is how anyone should do it, no situation, action or result of a story, so it is no example. A student who tells
 * what they did (我先去现场看了…) or a case (有一次…) tells one.
 */
export function recitesMethod(answer: string): boolean {
  const text = normalizeText(answer);
  if ((text.match(METHOD_STEP) ?? []).length < METHOD_STEPS_MIN) return false;
  if (EXAMPLE_CUES.some((c) => text.includes(c)) || PERSON_MET.test(text)) return false;
  const own = concretenessOf(text.replace(LESSON, '，'));
  return !own.figures.length && !own.quotes && !own.deeds && !quantifiedOf(text) && !SPOKEN_RESULT.test(text) && !SPOKEN_TASK.test(text);
}

export type StarAnswer = { score: number; present: StarPart[]; example: boolean; quantified: boolean };

/**
 * `whole`: the answer as typed, when `answer` is only its said clauses (sentences.ts): a result said in words in a
 * clause too short to count as said (我今年9月考的客观题，过了; 第二版就好多了) is read there (SPOKEN_RESULT).
 */
export function starOf(answer: string, whole?: string): StarAnswer {
  const text = normalizeText(answer);
  if (!text) return { score: 0, present: [], example: false, quantified: false };
  // a method recited tells no story: none of its parts is an event's (recitesMethod)
  if (recitesMethod(text)) return { score: 0, present: [], example: false, quantified: false };
  const report = findStar(text);
  const quantified = quantifiedOf(text);
  // a story told, not written: its setting, the student's deeds and a result in Chinese numerals count too
  const spoken: Record<StarPart, boolean> = {
    situation: SPOKEN_SITUATION.some((c) => text.includes(c)),
    task: SPOKEN_TASK.test(text),
    action: spokenAction(text),
    // a saving told in a short clause of its own (…，省了不少事) is read there too (SAVED), as is a consent a day on or a
    // piece filed late in a clause the segmenter leaves unsaid (outcomes-told.ts OUTCOMES_IN_SHORT_CLAUSES)
    result: tellsResult(text) || (whole !== undefined && [SPOKEN_RESULT, SAVED, ...OUTCOMES_IN_SHORT_CLAUSES].some((r) => r.test(normalizeText(whole)))),
  };
  const present = (['situation', 'task', 'action', 'result'] as const).filter((p) => report.present.includes(p) || spoken[p]);
  const cue = EXAMPLE_CUES.some((c) => text.includes(c)) || PERSON_MET.test(text) || (whole !== undefined && NARRATIVE_CUES.some((c) => normalizeText(whole).includes(c)));
  const acted = present.includes('action');
  const example = (acted && present.includes('result')) || (cue && acted);
  return { score: present.length * 25, present, example, quantified };
}
