/*
 * Outcomes of a plain story told in words, as they happened, that the figure and the stock results of star.ts miss:
 * the one served come round a day on or doing the thing on their own, the piece run or filed a little late, a design
 * re-checked and met or graded. star.ts reads them among its results (tellsResult). Each pattern is a single pass:
 * its gaps are bounded and stop at a clause's end.
 */

/** A clause that sets a condition or a hope (如果, 希望): what follows in it has not happened. */
const UNLESS_HOPED = '(?<!(?:如果|要是|假如|万一|等到?|希望|争取|打算|怕|担心)[^，,。；;！？!?]{0,6})';

/** Those a student serves or persuades, named as a story does (她, 阿婆, 家长, 患者), or the other side of a dispute (房东, 商家). */
const SERVED = '(?:他|她|对方|他们|她们|客户|顾客|家长|老板|店主|用户|患者|病人|老人|阿姨|大爷|大妈|爷爷|奶奶|阿婆|阿公|村民|居民|房东|商家|店家|店长|物业|中介|厂家)';

/** When a consent came: a while after the case was made. */
const LATER = '(?:第二天|隔天|次日|第二周|后来|最后|过了[一两三几]?(?:天|周|个星期))';
/**
 * interview.star.came-round-later: the one served came round a while after the case was made, told with the time it
 * took (第二天她同意了, 过了两天家长答应了, 后来对方也接受了): the outcome of a persuasion with no adverb of consequence
 * (star.ts TAKEN_UP reads 他就同意了). A consent only hoped for or set as a condition (希望第二天她能同意, 如果后来
 * 他同意了) tells none.
 * interview.star.came-round-later.terms: the one named before the time (房东后来同意了), or the consent told by its
 * terms rather than 了 (后来同意按原合同租到期, 最后答应退一半): nothing may stand between them and the consent, so a
 * modal (后来可能会同意) tells none.
 */
export const CAME_ROUND_LATER = new RegExp(
  `${UNLESS_HOPED}(?:${LATER}[，,]?${SERVED}|${SERVED}${LATER})(?:也|就|还是|终于)?(?:同意|答应|接受|点头|认可)(?:了|下来了|(?=按|把|继续|照|退|赔|补|付))`,
  'u',
);

/**
 * interview.star.on-own: the one served or taught doing the thing on their own by the story's end (出院前已经能自己打针,
 * 后来他已经会自己查了): a skill handed on, told as done. 要让她自己打针, 希望她能自己来 are aims.
 */
export const ON_OWN = new RegExp(`${UNLESS_HOPED}已经(?:能|会|可以|学会了?)(?:自己|独立)[^，,。；;！？!?]{1,6}`, 'u');

/** A modal or a purpose before a change (会, 能, 应该, 这样): what follows in its clause is expected, not seen. */
const EXPECTED = '(?<!(?:会|能|可以|应该|可能|估计|将|这样|以便|为了)[^，,。；;！？!?]{0,4})';

/**
 * interview.star.on-own.now: or said without 已经, the skill closing its clause done (他们说能自己点了, 后来她会自己
 * 换药了): the change of state is the 了. 希望她能自己点, 要让他们能自己来 (no 了, or a hope before it) are aims.
 */
export const ON_OWN_NOW = new RegExp(`${UNLESS_HOPED}(?<![要让使想])(?:能|会|可以)(?:自己|独立)[^，,。；;！？!?]{1,6}?了(?=[，,。；;！？!?\\s]|$)`, 'u');

/**
 * interview.star.no-longer: the burden the work took away, told as gone (基本不用我守着了, 大家不用再手抄了, 不需要再
 * 一台台装了): what the people it was for, or the student, no longer had to do, the before-and-after in words. Only a
 * burden gone (了 closing the clause) counts; one expected (这样就能不用再抄了, 以后应该不用我管了) or hoped (希望不用
 * 再…了) tells none, nor does a rule's consequence (通了就不用再查了, 证考够了就不用再学了: 就 right before it).
 */
export const NO_LONGER = new RegExp(`${UNLESS_HOPED}${EXPECTED}(?<!就)不(?:用|必|需要)(?:我们?|再|我们?再)[^，,。；;！？!?]{1,8}?了(?=[，,。；;！？!?\\s]|$)`, 'u');

/**
 * interview.star.run: a piece of work taken up by the one it was for and run as it was, told as it happened (老师改了个
 * 标题就发了, 编辑看完直接用了): the outcome of a piece written to a deadline. 老师说改好就发 (no 了) is a plan.
 */
export const RUN_AS_IS = new RegExp(
  `${UNLESS_HOPED}(?:老师|编辑|主编|责编|领导|经理|主管|客户|甲方|对方)[^，,。；;！？!?]{0,8}?(?:就|直接|原样|当天就?)(?:发|登|刊发|发表|用|采用|播|上线|印)(?:了|出来了|出去了)`,
  'u',
);

/**
 * interview.star.filed-late: a piece filed a measured while past its deadline (交稿晚了二十分钟, 交上去迟了半个小时):
 * the deadline nearly met is still a piece filed. A fear of filing late (怕交稿晚了, 不然就交晚了) names no time filed.
 */
export const FILED_LATE = new RegExp(
  `${UNLESS_HOPED}(?<![就会要])交(?:稿|上去|上)?(?:晚|迟)了(?:[一两二三四五六七八九十几半]+|\\d{1,3})[多来]?(?:个)?(?:分钟|小时|钟头|天)`,
  'u',
);

/**
 * interview.star.rechecked: a design re-checked and found to meet its requirement (重新算了沉降，能满足要求, 重新验算了
 * 一遍，满足规范): the fix's outcome in the design office's words, the check done (了, 过) before it is met. A check to
 * come (我会重新算，要满足要求) is a plan.
 */
export const RECHECKED_MET = new RegExp(
  `${UNLESS_HOPED}(?<![会要])重新(?:算|验算|计算|核算|复核|校核)(?:了|过)[^。；;！？!?]{0,12}?[，,]?(?:就|也|都|已经|能|可以)?满足(?:了|要求|规范)`,
  'u',
);

/**
 * interview.star.graded: a course design or a paper graded by whoever judged it (老师给了良, 答辩老师打了个优): the
 * outcome a student's coursework has. A grade on its own word only: 老师给了优化建议 is advice.
 */
export const GRADED = new RegExp(
  `(?:老师|导师|评委|答辩老师|考官)[^，,。；;！？!?]{0,4}?(?:给了|打了|评了|评为|给的是)(?:个)?(?:优秀|良好|优|良|中等|及格|满分|高分)(?=[，,。；;！？!?\\s]|$)`,
  'u',
);

/** A fall guessed or to come, not seen (应该也少了, 可能会少了, 能降了): said between the change and the fall, it tells none. */
const GUESSED = '应该|可能|估计|大概|也许|或许|会(?![员议计])|能|将';

/**
 * interview.star.fewer-after: the trouble grown fewer once the change was made, told in words (调整以后那几个地方的退款明显
 * 少了, 改版之后投诉少了很多, 换了包装后破损率降下来了): the before-and-after of a fix, with no figure. A hope or a
 * condition (希望调整以后投诉能少一些, 如果改了之后还是没少) tells none; nor does a fall guessed (改完以后，来问的人应该也少了).
 */
export const FEWER_AFTER = new RegExp(
  `${UNLESS_HOPED}(?<![会要])(?:调整|改|换|改版|改完|上线|实施|推行|用上)了?[^，,。；;！？!?]{0,8}?(?:以后|之后|后)[，,]?(?:(?!${GUESSED})[^。；;！？!?]){0,16}?(?<![不没])(?:明显|大大|一下子|很快)?(?:少了|减少了|下降了|降下来了|降了)`,
  'u',
);

/**
 * interview.star.settled: a dispute closed, told as it happened: the settlement signed or reached (双方签了调解协议,
 * 达成了和解, 调解成功), the claim dropped or won (撤诉了, 胜诉了). A settlement hoped for or to come (希望能达成和解,
 * 准备签调解协议, 要签协议) tells none.
 */
export const SETTLED = new RegExp(
  `${UNLESS_HOPED}(?<!会|要|能|准备)(?:签(?:了|订了|署了|下了)[^，,。；;！？!?]{0,6}?(?:调解|和解)(?:协议|书)|(?:双方|两家|两边|两方)[^，,。；;！？!?]{0,8}?签(?:了|订了|署了|下了)[^，,。；;！？!?]{0,6}?协议|达成了(?:调解|和解|一致)|调解成功了?|(?:和解|撤诉|胜诉)了)`,
  'u',
);

/**
 * interview.star.passed: an interview, an exam or a review the student sat, then passed, told as it happened (半年后面
 * 另一家，问到类似的问题我能讲出来了，就过了; 复试的时候…，最后过了): the outcome of a setback's lesson put to use. The
 * trial named first in its sentence, the pass closing a clause of its own; a pass hoped for or set as a condition
 * (希望复试能过了, 如果面试…就过了) tells none.
 */
export const PASSED = new RegExp(
  `${UNLESS_HOPED}(?:面试?|复试|笔试|考核|答辩|评审)[^。；;！？!?]{0,30}?[，,]\\s*(?:就|也|都|终于|最后|顺利)(?:通)?过了(?=[，,。；;！？!?\\s]|$)`,
  'u',
);

/**
 * interview.star.both-sides: a dispute between two parties closed, told as both of them taking the arrangement
 * (两边都接受了, 双方都同意了, 两个班都挺满意的, 两个部门也都没意见了): the outcome of a coordination, each side's
 * consent in one clause. Liking said of everyone (大家都挺满意的) is generic talk; said of both sides of a dispute, it
 * is the dispute settled. A consent hoped for, set as a condition or still to come (希望两边都能接受, 如果双方都同意了,
 * 两边都会接受: a modal in the gap) tells none.
 */
export const BOTH_SIDES = new RegExp(
  `${UNLESS_HOPED}(?:两边|双方|两方|两家|两个[^，,。；;！？!?的要会能该想希]{1,3}?)(?:后来|最后|最终|当时)?(?:也)?都(?:挺|很|比较|还挺|还算|还是)?(?:满意|接受|同意|认可|答应|没意见|没有意见|没什么意见)(?:了|的)`,
  'u',
);

/**
 * interview.star.markedly: the state the change was for, told as it came to be, marked (年底说手里的钱明显宽裕了,
 * 排班明显顺畅了, 孩子明显好转了): the outcome of a suggestion taken up, in words rather than a figure. A change hoped
 * for or guessed (希望能明显改善, 应该会明显好转了) tells none; nor does 明显 of a state merely described (明显不够).
 */
export const MARKEDLY = new RegExp(`${UNLESS_HOPED}(?<!会|要|能|应该|可能)明显(?:宽裕|好转|改善|轻松|宽松|顺畅|稳定)(?:了|多了|起来了)`, 'u');

/** Every outcome above: read among a story's results (star.ts tellsResult). */
export const OUTCOMES_TOLD: readonly RegExp[] = [CAME_ROUND_LATER, ON_OWN, ON_OWN_NOW, NO_LONGER, RUN_AS_IS, FILED_LATE, RECHECKED_MET, GRADED, FEWER_AFTER, SETTLED, PASSED, BOTH_SIDES, MARKEDLY];

/**
 * The outcomes a segmenter may leave in a clause read as unsaid (第二天她同意了: 同意 read as an adverb; 交稿晚了二十分钟:
 * 晚 as a time word; 就过了 too short to be said): star.ts reads them in the answer as typed, as it does a saving.
 */
export const OUTCOMES_IN_SHORT_CLAUSES: readonly RegExp[] = [CAME_ROUND_LATER, FILED_LATE, PASSED];
