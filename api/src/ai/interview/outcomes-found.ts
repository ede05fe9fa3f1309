/*
 * Outcomes of a plain story told in words that outcomes-told.ts, outcomes-reported.ts and star.ts do not read: the cause
 * an inquiry found, the two sides of a dispute working together after it (star.ts reads them among its results:
 * tellsResult), and what a change made grow, in words (stories.ts reads it as a story's close, not STAR's result).
 * Each pattern is a single pass: its gaps are bounded and stop at a clause's end.
 */
import { UNLESS_HOPED } from './outcomes-reported';

/** A rise guessed or to come, not seen (应该会多, 可能多了, 能提高): said between the change and the rise, it tells none. */
const GUESSED = '应该|可能|估计|大概|也许|或许|会(?![员议计])|能|将|要';

/**
 * interview.story.matter-told.more-after: what the change was for grown more once it was made, told in words and as
 * loosely as a student remembers it (改了以后下单的人确实多了一些, 换了标题之后点进来的明显多了, 上线以后报名的人数提高了):
 * the change took. A story of the matter asked that closes on it is told (stories.ts toldStory); STAR's result asks for
 * what came of it as the families of star.ts read it, and a rise with no size is looser. A change still to make or hoped
 * for (希望改了以后报名的能多一些, 如果换了以后还是没多), a rise guessed (改完以后应该会多一些), denied (改了以后也没多)
 * or a fall (少多了) tells none.
 */
export const MORE_AFTER = new RegExp(
  `${UNLESS_HOPED}(?<![会要])(?:调整|改|换|改版|改完|上线|实施|推行|用上)了?[^，,。；;！？!?]{0,8}?(?:以后|之后|后)[，,]?(?:(?!${GUESSED})[^。；;！？!?]){0,16}?(?<![不没])(?:确实|明显|真的|一下子|很快)?(?<!少)(?:多了|增加了|提高了|上去了|涨了|上升了)(?:一些|一点|不少|很多|些)?(?=[，,。；;！？!?\\s]|$)`,
  'u',
);

/**
 * interview.star.cause-found: the cause an inquiry found, told as learnt once it was made (老师去厂里一问，才知道是模具老化;
 * 查了日志以后才发现是字段长度不够; 对了一下单据，这才搞清楚是重复入账): what came of a data story or a fault traced, the
 * analysis' outcome. The inquiry is done (一问, 查了, 对完) and the cause said (是…); a cause guessed or still to find
 * (要问一下才知道是不是, 可能是) or a plain 发现 that opens the story (看后台发现很多人走了) tells none.
 */
export const CAUSE_FOUND = new RegExp(
  `(?:一问|一查|一看|一对|问了(?:一下|一圈)?|查了(?:一下)?|对了一下|核对了|对完|查完|问完)[^，,。；;！？!?]{0,10}?[，,]?\\s?(?:才|这才|最后才|后来才)(?:知道|发现|弄清楚?|搞清楚?|弄明白|搞明白|明白|确定)(?:了)?(?:原来)?(?:是|问题出在)(?!不是)`,
  'u',
);

/**
 * interview.star.together-after: a dispute's outcome told as the two sides working together again after it (后来两个部长
 * 还一起办了下一次活动, 之后他们俩又一起做了期末的展览): the conflict settled in a deed, no verdict asked. Only a deed done
 * together after the story (后来/之后 with 还, 又 or 也, 了 after the deed) counts: a hope (希望他们以后还能一起…), a plan
 * (以后要一起…) or a habit in general (我们平时也一起吃饭) tells none.
 */
export const TOGETHER_AFTER = new RegExp(
  `${UNLESS_HOPED}(?:后来|之后|此后|从那以后)[^，,。；;！？!?要会能该希想]{0,6}?(?:还|又|也)(?:一起|一块儿?|合作)[^，,。；;！？!?要会能该希想]{1,10}?了`,
  'u',
);

/** Every outcome above: read among a story's results (star.ts tellsResult). */
export const OUTCOMES_FOUND: readonly RegExp[] = [CAUSE_FOUND, TOGETHER_AFTER];
