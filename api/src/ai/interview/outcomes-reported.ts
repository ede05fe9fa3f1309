/*
 * Outcomes of a plain story told in words that outcomes-told.ts and star.ts do not read: the one served placing an
 * order, those the work was for reporting what it was like to use, and the way of working a story left behind. star.ts
 * reads them among its results (tellsResult). Each pattern is a single pass: its gaps are bounded and stop at a clause's end.
 */

/** A clause that sets a condition or a hope (如果, 只要, 希望): what follows in it has not happened. */
export const UNLESS_HOPED = '(?<!(?:如果|要是|假如|万一|只要|一旦|等到?|希望|争取|打算|怕|担心|为了|想让|要让)[^，,。；;！？!?]{0,6})';

/** Those who buy or commission: a customer, a buyer, the other side of a deal. */
const BUYER = '(?:客户|客人|顾客|买家|采购|经销商|代理商|甲方|对方|他们|她们|老板|店主|厂家)';
/**
 * interview.star.ordered: the one served placing an order or signing, told as done (客户走之前下了一个样品单, 对方当天
 * 签了合同, 买家后来追加了两百件的订单): the outcome of a sale, a visit or a negotiation, a figure or not. An order hoped
 * for or set as a condition (希望客户下单, 如果对方签了合同, 只要客户签了单就行), or one still to come (客户要下个单, 准备签合同: a modal
 * in the gap), tells none.
 */
export const ORDER_PLACED = new RegExp(
  `${UNLESS_HOPED}${BUYER}[^，,。；;！？!?要会想准备打算能可]{0,8}?(?:下了|签了|签下了|订了|追加了|返了)[^，,。；;！？!?]{0,8}?(?:单|订单|合同|协议)`,
  'u',
);

/** What the work was like to use, as those it was for say it: a quality of the work, not a liking (满意, 喜欢, 不错 are anyone's). */
const USE_WORDS = '(?:清楚|清晰|好用|好懂|易懂|看得懂|看得明白|能看懂|能看明白|方便|直观|顺手|省事|实用)';
/**
 * interview.star.told-use: a result told as those the work was for reported it in use (做完同学反馈挺清楚的, 用户说挺方便
 * 的, 老师觉得很直观; one reader asked to check it, 她说能看懂): their word on a quality of the work, closing its clause. A liking reported (大家都挺满意的, 反响很好)
 * is generic talk (concreteness.json vague); an aim (要让用户觉得好用, 希望大家觉得清楚) or a view of the student's own
 * (我觉得挺清楚的) tells none.
 */
export const TOLD_IN_USE = new RegExp(
  `${UNLESS_HOPED}(?:他们|她们|(?<![其])他|她|同学|老师|用户|读者|观众|客户|顾客|家长|大家|同事|领导|老板|评委|工人|师傅|店主|患者|居民|村民)们?(?:都|也)?(?:反馈|说|觉得|评价)(?:说)?(?:都|也)?(?:挺|很|比较|蛮|还挺|特别|非常|更)?${USE_WORDS}(?:的|了|多了)?(?=[，,。；;！？!?\\s]|$)`,
  'u',
);

/**
 * interview.star.told-shift: a result told as those the work was for reported a shift in what they meet (店主说顾客问路的
 * 少了, 老师反馈交错作业的少了很多, 老板说来退货的人多了), also after their word on it (店主挺满意，说…少了): the
 * before-and-after in their words, the people or cases that do a thing (…的, …的人, …的情况) grown fewer or more. A hope
 * or a condition (希望老板说…少了), a modal in the gap (老板说以后会少的), the student's own view (我觉得问的人少了) or a
 * thing found lacking (用户说按钮少了) tells none.
 */
export const TOLD_SHIFT = new RegExp(
  `${UNLESS_HOPED}(?:他们|她们|同学|老师|用户|读者|观众|客户|顾客|家长|大家|同事|领导|老板|工人|师傅|店主|店长|患者|居民|村民)们?(?:[^，,。；;！？!?要会能该希想]{1,6}?[，,])?(?:都|也)?(?:跟我|对我)?(?:反馈|说)(?:说)?[，,]?[^，,。；;！？!?要会能该希想]{1,12}?的(?:人|情况|次数)?(?:也|都|就)?(?:少|多)(?:了|了很多|了不少|多了)(?=[，,。；;！？!?\\s]|$)`,
  'u',
);

/**
 * interview.star.habit-kept: the way of working a story left behind, told as the habit it became the next time (后来再有分歧，
 * 我们都习惯先摆数字再讨论; 之后遇到新词，我就习惯先查实物; 从那以后养成了每天对账的习惯): the lesson put to work, not
 * drawn. A resolution (以后我要习惯先…, 以后会养成…的习惯: a modal before it) tells none.
 */
export const HABIT_KEPT = new RegExp(
  `(?:后来|之后|以后|从那以后|从那之后|从此)[，,]?(?:再|每次|一)?(?:有|遇到|碰到|出现)?[^，,。；;！？!?要会得该想能准打]{0,8}?[，,]?\\s?(?:我们?|大家|我俩|我们俩|他们|她们|两个人)?(?:都|就|也)?(?:习惯(?:了)?(?:先|把|用|直接|提前)|养成了[^，,。；;！？!?]{1,12}?习惯)`,
  'u',
);

/**
 * interview.star.trusted-again: a result told as the trust it earned, the one who oversaw the work asking the student
 * back for more afterwards (老板后来还让我暑假再去帮忙, 老师后来也让我帮忙核别的表了, 之后店长又找我去带新人): their
 * verdict in a deed. A task set before the story's deed (老板让我去帮忙) has no 后来 and no 还, 也 or 又; a hope or a
 * condition (希望老师以后还让我…) tells none.
 */
export const TRUSTED_AGAIN = new RegExp(
  `${UNLESS_HOPED}(?:老板|老师|店长|店主|经理|主管|组长|领导|师傅|导师|班主任|社长|主任)[^，,。；;！？!?]{0,4}?(?:后来|之后|以后|第二年|下学期)(?:还|也|又)(?:让|请|叫|找)我[^，,。；;！？!?要会能该希想]{0,8}?(?:帮忙|再去|再来|继续|接着|带新人|负责)`,
  'u',
);

/** Every outcome above: read among a story's results (star.ts tellsResult). */
export const OUTCOMES_REPORTED: readonly RegExp[] = [ORDER_PLACED, TOLD_IN_USE, TOLD_SHIFT, TRUSTED_AGAIN, HABIT_KEPT];
