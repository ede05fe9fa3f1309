import { normalizeText } from '../text/normalize';
import { ACT_DEEDS_WINDOW } from './weights';

/*
 * interview.story.act: what an example question asks the student to have done, read as an act (说服, 招募, 沟通协调,
 * 发现问题), and whether a story's own deeds are that act however it words them. A counsellor knows a persuasion by
 * its shape (someone held another view, the case was made, they came round), not by the word 说服; a recruitment by
 * people sought where they are and a count of those who came; a coordination by the parties asked in turn and an
 * arrangement made; a problem found by a comparison and the cause traced beneath it. A story told in the situation's
 * words (牧民, 马鞍, 嫌贵…买了一副) shares few words with the bank's reference, yet tells the very act asked.
 */

/** A clause of the answer: a deed is read in one. */
type Clause = string;
/** One deed of an act, read in a clause. */
type Deed = (clause: Clause) => boolean;
/** An act an example question asks for (asks, read in its text), and the deeds a story of it tells, in the order told. */
type Act = { name: string; asks: RegExp; deeds: readonly Deed[] };

/**
 * A clause of someone else's (no 我 in it): another's view or deed, not the student's. A 我们 another's view is about
 * (嫌我们的贵, 不信我们) or a 我们的 (我们的带子) is the seller the other names, not the student speaking: it is still theirs.
 */
const others = (cue: RegExp): Deed => (clause) => !studentSpeaks(clause) && cue.test(clause);
/**
 * interview.story.act.view-of-me: a view someone else holds, told in a clause of theirs (他一开始以为我嫌他不会买, 家长担心
 * 我教不好, 老板不信我能按时交): the view's words come first and a 我 after them is what the view is about, not the
 * student speaking. Only a 我 before the view's words (我觉得, 我以为他…, 我担心) makes the view the student's own.
 */
const othersView = (cue: RegExp): Deed => (clause) => {
  const at = clause.search(cue);
  return at >= 0 && !studentSpeaks(clause.slice(0, at));
};
/** Whether the student is a subject of the clause: a 我 but one in a 我们 the other names (OTHERS_NAME_US). */
const studentSpeaks = (clause: Clause): boolean => clause.replace(OTHERS_NAME_US, '').includes('我');
/** 我们 as the object of a view (嫌我们, 不信我们, 怀疑我们) or as an owner (我们的贵); 我们觉得 stays the student's. */
const OTHERS_NAME_US = /(?<=嫌|信|疑)我们|我们的/gu;
/** A deed told in either shape. */
const either = (...shapes: readonly Deed[]): Deed => (clause) => shapes.some((shape) => shape(clause));
/** A clause of anyone's: the student's subject is often dropped (摆了两天摊, 请他试). */
const said = (cue: RegExp): Deed => (clause) => cue.test(clause);

const NUMERAL = '[0-9一二三四五六七八九十两百千几多]';
/** What is meant or hoped for (保证, 争取, 打算, 我会): a plan's clause, not what happened. */
const PLANNED = /保证|确保|争取|避免|防止|尽量|希望|打算|准备|[会要能得]/u;
/** A clause of what happened: the cue told in no plan's clause (保证当天没人掉队 is hoped for, 一整天没人掉队 happened). */
const unplanned = (cue: RegExp): Deed => (clause) => cue.test(clause) && !PLANNED.test(clause);
/** A case supposed (如果对账时发现差错, 一旦车出了问题): a plan's condition, nothing that happened. */
const SUPPOSED = /如果|假如|假设|要是|一旦|万一/u;
/** A deed that happened: told in no plan's clause (unplanned) and in no case supposed. */
const happened = (cue: RegExp): Deed => (clause) => unplanned(cue)(clause) && !SUPPOSED.test(clause);
/** A modal right before a deed (我会先打电话, 要跟老师确认): the deed planned, not done. */
const MODAL_BEFORE = /(?:会|要|将|得|应该|需要|可以)(?:先|再|马上|立刻|及时|主动|第一时间)?$/u;
/**
 * A deed done, read where a clause holds other words of plan (找到能借的设备后跟老师商量了): no modal right before the
 * cue, and no case supposed.
 */
const done = (cue: RegExp): Deed => (clause) => {
  const at = clause.search(cue);
  return at >= 0 && !MODAL_BEFORE.test(clause.slice(0, at)) && !SUPPOSED.test(clause);
};

/**
 * A step of the law's own in a dispute: the evidence gathered (收据、合同和付款记录, 聊天记录, 进货单), the remedy sought
 * where the law provides it (投诉 to 市场监管, 12315, 仲裁, 起诉, 律师函, 催款函), or the rule found or stated: named
 * (规定, 司法解释, 第几条), or said as a statute says it, by the party's role and what it may or must do (消费者可以要求退还,
 * 用人单位应当支付) or the class a thing falls in (属于强制性产品认证的范围).
 */
const LEGAL_STEP = /收据|发票|合同|协议|付款记录|转账记录|聊天记录|截图|录音|凭证|进货单|证书|欠条|借条|工资条|考勤|流水|证据|投诉|举报|仲裁|起诉|诉讼|报警|律师函|催告|催款函|12315|12345|消协|消费者协会|市场监管|工商局|劳动监察|法律援助|调解|法院|规定|法条|条文|法规|条例|司法解释|民法典|第[一二三四五六七八九十百零0-9]{1,4}条|(?:消费者|劳动者|员工|职工|买方|卖方|买家|租客|承租人|出租人|房东|业主|当事人|债权人|经营者|商家|用人单位)(?:可以|有权|应当|必须|不得|依法)|属于[^，,]{1,16}(?:范围|情形)|强制性/u;

/**
 * interview.story.act.law.told: the text a dispute turns on read (帮他看了租赁合同, 查了劳动合同法, 把合同从头看了一遍),
 * done (了, 过): a contract, a statute by its name, or a rule.
 */
const LEGAL_TEXT = '(?:合同|协议|条款|租约|法条|法规|规定|条例|司法解释|民法典|(?:劳动|合同|劳动合同|消费者权益保护|消保|民|公司|物权|侵权责任|道路交通安全|婚姻|治安管理处罚)法)';
const READ = '(?:看|读|查|翻|研究|对照|核对|查阅)';
const TEXT_READ = new RegExp(`${READ}(?:了|过)(?:一下|一遍|下)?[^，,]{0,8}?${LEGAL_TEXT}|把[^，,]{0,8}?${LEGAL_TEXT}[^，,]{0,6}?${READ}(?:了|过)`, 'u');
/**
 * What the text allows told to the other side (说明房东不能单方解约, 告诉老板应当支付加班费, 跟店长说押金得退): a verb of
 * telling, then what a party may, may not or must do.
 */
const ALLOWED_TOLD = /(?:说明|告诉|指出|回复|答复|提醒|告知|写明|讲明|讲清|跟[^，,]{1,6}?(?:说|讲))[^，,]{0,10}?(?:不能|不得|无权|不可以|没(?:有)?(?:权|资格)|应当|应该|必须|可以|有权|[得要](?:赔|退|付|还|给|补))/u;
/**
 * The other side yielding (房东后来同意按原合同租到期, 老板答应补发, 店里退了押金, 不再提收回的事), with no 我 before the
 * cue (同意把押金退给我 is theirs; 我们后来答应了 is the student's side giving way). Refused (不同意, 没让步) or hoped
 * for before the cue (希望房东能同意) it is none.
 */
const YIELDED = /(?<![不没别])(?:同意|答应|让步|松口|认了)|作罢|不再(?:提|要求|坚持|追究|扣|催)|(?<![不没])(?:退|赔|补|付|返)(?:回|还|偿|给|发|清)?了|收回了/u;
const yielded: Deed = (clause) => {
  const at = clause.search(YIELDED);
  return at >= 0 && !studentSpeaks(clause.slice(0, at)) && !PLANNED.test(clause.slice(0, at));
};

/** Another's view or doubt (他觉得…都是花架子, 嫌贵, 园长一开始说够用了): read in a clause of theirs (othersView). */
// interview.story.act.wants-only: or a want of theirs held to one thing (只想要最便宜的, 非要买进口的, 坚持用老款)
const OTHERS_VIEW = /觉得|以为|认为|不信|嫌|担心|顾虑|不愿|不肯|犹豫|反对|一开始说|起初说|本来说|只想(?:要|买|用)|非要|坚持(?:要|用|买)/u;
/** The case made to them (跟他讲…, 我就说…, 建议他先…, 请他试, 算了一笔账), the student's subject often dropped. */
const CASE_MADE = /跟[^，,]{0,4}(?:讲|说|解释)|我(?:就|便)?(?:说|讲)|讲了|解释|告诉(?:他|她|他们|她们|对方)|建议|演示|示范|拿(?:了)?出来|给(?:他|她|他们|她们)看|让(?:他|她|他们|她们|大家|人家)[^，,]{0,6}?(?:试|摸|算|看|尝)|请(?:他|她|他们|她们)|(?:叫|喊|请)[^，,]{0,6}?来(?:看|尝|试|摸)|算了?一?笔账|对比|样品|先试|试一/u;
/**
 * interview.story.act.thought-over: a choice made in the end, after thinking it over (回去想了两天，最后选了断桥的; 还是定了
 * 贵的那款): 最后, 最终, 后来, 还是 or 终于 before the choice. A choice with no such turn (选了最便宜的) is no coming round.
 */
const CHOSE_IN_THE_END = '(?:最后|最终|后来|还是|终于)(?:[^，,]{0,2}?)(?:选|定|挑)(?:了|的是)';
/**
 * They came round (他试完说确实…, 买了一副, 同意改了): read in a clause of theirs (others).
 * interview.story.act.takes-stock: or took the goods by a quantity (先进二十斤试试, 要了三箱, 订五十套, 要十罐): a shop or a buyer
 * come round orders an amount, with or without 了. 不进, 没要 or a count with no verb of taking (二十斤太多) is none.
 */
const CAME_ROUND = new RegExp(`同意|答应|接受了|买了|订了|签了|改用|换了|认可|说(?:确实|的确|还真|有道理)|${CHOSE_IN_THE_END}|(?<![不没别])(?:进|要|拿|订|买|采购|收)(?:了)?${NUMERAL}{1,6}[多来]?(?:个)?(?:斤|公斤|箱|件|份|套|袋|包|台|吨|盒|瓶|罐|桶|批|条|本|张)`, 'u');
/** A side asked whether it could give way (问车间主任培训能不能往后挪, 问能不能上门, 问老师可不可以换一天). */
const ASKS_WHETHER = /问[^，,]{0,12}?(?:能不能|可不可以|行不行|能否|可否|方不方便|有没有办法)/u;
/** Both kept by the way found (都没耽误, 两不误, 互不影响, 两边都同意了, 上午体检、下午培训). */
const BOTH_KEPT = /(?:都|谁都|哪边都|两边都|两头都)(?:没|不|没有)(?:耽误|冲突|影响|撞)|两不误|互不(?:耽误|影响|冲突)|(?:两边|双方|两头|两个部门)都(?:同意|满意|接受|没意见)|(?:上午|早上)[^，,]{1,8}?(?:下午|晚上)/u;
/** A trial of the fix (先在这个工位试, 试了一周, 试点, 试用): the student's or allowed by whoever decides. */
const TRIED = /先[^，,]{0,8}?试(?![卷题验])|试(?:了|用|点|行)/u;
/** The fix taken up or the trouble gone (另外两个工位也照着做了, 推广到, 舒服多了, 后来没再漏过, 写进了流程). */
const TAKEN_UP = /(?:也|都)(?:照着|跟着|按这个|这样)(?:做|改|弄|装|用)|推广|沿用|(?:别的|其他|另外|其余)[^，,]{0,8}?(?:也|都)(?:用|改|换|照|跟|装|做)|(?:舒服|方便|顺手|轻松|省事|快)(?:多了|了不少|了很多|了一些)|没(?:再|有再)(?:出|发生|犯|漏|错)|写进了?|纳入了?/u;

/** A party called or sought out (打电话问了两家车队, 联系了仓库, 挨家问了): the student's subject often dropped. */
const PARTY_CALLED = /打(?:了)?(?:个|几个|几通|一圈)?电话|联系(?:了|上)|挨(?:家|个)问/u;
/**
 * The matter settled with a party named (跟带队老师商量预算, 和仓库确认了, 同供应商谈好): 跟, 和 or 同 and the party, then the verb.
 * interview.story.act.sought-out: or the party sought out for it (找社长商量, 找辅导员确认了): 找 is how a student says they
 * went to someone to settle a thing; 找不到人商量 settles nothing.
 */
const SETTLED_WITH = /(?:跟|和|同|与|找(?![不没]))[^，,]{1,8}?(?:商量|协商|确认|敲定|谈(?:好|妥)|说好|约好|定好)/u;
/** The task done on its day (按时出发了, 如期交货, 准时到了, 没耽误). */
const DONE_ON_TIME = /(?:按时|如期|准时|按期|提前)[^，,]{0,4}?(?:出发|完成|交付|交货|到货|发货|到达|到了|开(?:始|展|课|幕)|上线|举办|结束)|(?:没|没有)(?:耽误|延误|误(?:事|点))/u;
/** An error found by a check of the books (对账发现, 核对时发现, 盘点发现, 复核的时候). */
const FOUND_BY_CHECK = /对账|核对|对了一下账|盘点|复核|比对|勾对|余额调节/u;
/** The source documents read against it (翻了原始单据, 查了凭证和合同, 调了银行流水). */
const SOURCE_READ = /(?:翻|查|看|调|找|核|对)(?:了|出)?[^，,]{0,6}?(?:原始单据|原始凭证|凭证|单据|合同|发票|流水|回单|明细账|入库单|出库单)/u;
/** An entry made to put it right (调整分录, 红字冲销, 把原来的冲掉, 补记, 重新入账, 改记到). */
const ENTRY_MADE = /(?:调整|更正|红字|冲销|补充|补记)分录|红字冲|冲(?:掉|销|回)|补记|重新(?:记账|入账|登记|记到)|改记|调(?:整)?到[^，,]{0,8}?(?:科目|收入|费用|成本)|转(?:入|到)[^，,]{0,8}?(?:科目|收入|费用|成本)/u;

/** The acts and their deeds. Each deed is a shape of the act, not a word of one story: its siblings are listed with it. */
export const ASKED_ACTS: readonly Act[] = [
  {
    // someone else held another view or doubt (他觉得…都是花架子, 嫌贵, 园长一开始说够用了), the case was made to them
    // (跟他讲…, 我就说…, 建议他先…, 告诉她可以…, 请他试, 让他自己尝, 算了一笔账 or 算了笔账: the set phrase with or without its 一; the student's subject often dropped;
    // interview.story.act.trial: or let them try or see for themselves: 让他拿一亩地试, 让大家摸一摸, 把邻居都叫来看)
    // and they came round (他试完说确实…, 买了一副, 订了六套). Without the case made in between, someone who doubted
    // and bought in the end (a mother 嫌贵 who chose a coat herself) was not persuaded
    name: 'persuade',
    asks: /说服|劝说/u,
    deeds: [
      othersView(OTHERS_VIEW),
      said(CASE_MADE),
      either(
        others(CAME_ROUND),
        // interview.story.act.comes-back: or they came to the student on their own for it (十几户主动找我订, 又主动来问我要):
        // the 我 after 主动 is whom they sought, and a 我 before it (我主动找他们) is the student's own canvassing
        othersView(/主动(?:来)?(?:找|联系|问)(?:我|我们)?[^，,]{0,4}?(?:订|买|要|签|换|报名|预订|续)/u),
      ),
    ],
  },
  {
    // people sought where they are (摆桌子, 发传单, 贴海报, 宣讲, 登记) and how many came (报名一百四十多人, 到岗一百一十八个)
    name: 'recruit',
    asks: /招募|招聘|招新|纳新/u,
    deeds: [
      said(/摆(?:了)?(?:桌子|摊)|发(?:了)?传单|贴(?:了)?海报|宣讲|登记|面试了/u),
      said(new RegExp(`(?:报名|到岗|入职|招到|加入|留下)(?:了)?${NUMERAL}|${NUMERAL}+(?:个)?人?(?:报名|到岗|入职|加入)`, 'u')),
    ],
  },
  {
    // interview.story.act.organise: an outing, a visit or a match organised, known by its shape: the event arranged with
    // the people or the place it needs (发了个问卷让大家选, 定在人最多的那天, 约了讲解, 先联系蜂场老板, 踩了一次点), the
    // group divided (分成四组, 每组一个组长, 分两批, 谁负责买水果), and how the day itself went (一整天没人掉队, 当天没有人
    // 受伤, 都按时回来了, 顺利结束, 来了六十多个人). A plan that never reaches its day (我会先联系场地，再分组，保证没人掉队)
    // tells no outcome
    name: 'organise',
    asks: /组织[^，,。？?]{0,6}活动/u,
    deeds: [
      said(/问卷|投票|接龙|(?:发|贴)(?:了)?(?:个|一条)?(?:通知|报名)|让(?:大家|同学们?|他们|她们)[^，,]{0,6}(?:选|报|填|投)|定在|(?:约|订|预约|预订|借|租|包)(?:了|好|到)|联系(?:了|好)?|踩(?:了)?(?:一次|一下)?点/u),
      said(/分(?:成|为|了)[^，,]{0,4}(?:组|批|队)|分(?:组|批)|每组|组长|分工|(?:谁|每人|每个人)(?:负责|管)|轮流|排(?:了)?班/u),
      unplanned(new RegExp(`没(?:有)?(?:一个)?人(?:掉队|受伤|迟到|走丢|缺席|落下)|顺利(?:结束|完成|回来|回到|办完)|(?:都|全|全部|按时|准时)(?:到齐|到了|回来了|回到了|结束了|完成了)|一个(?:都)?(?:没|不)(?:少|落)|(?:来了|到了|参加了)${NUMERAL}+[多来]?(?:个)?(?:人|位|名)|${NUMERAL}+[多来]?(?:个)?人(?:参加|到场)`, 'u')),
    ],
  },
  {
    // the parties asked one by one (给…打电话，问清楚, 一个个私聊, 挨个问) and an arrangement made (调到下一周, 让大家自己选, 按报名先后排)
    name: 'coordinate',
    asks: /协调/u,
    deeds: [said(/打(?:了)?(?:个)?电话|问清楚|私聊|一个个|挨个|分别(?:问|找|跟)/u), said(/调到|改到|换到|挪到|错开|让(?:大家|他们|她们)[^，,]{0,4}选|按[^，,]{1,8}排/u)],
  },
  {
    // interview.story.act.called-and-agreed: or the parties called or sought out (打电话问了另外两家车队, 联系了仓库), the
    // matter settled with two of them in clauses of their own (跟带队老师商量预算, 又跟基地确认了到达时间) and the task done
    // on its day (按时出发了, 如期交货, 没耽误): a coordination told by whom the student called and what each agreed. A plan
    // (我会先打电话，再跟各方确认，保证按时完成) tells no day reached; its calls and settling are read as done unless a
    // modal stands right before them, since a clause of them often holds other words of plan (找到能借的设备后跟…商量了)
    name: 'coordinate-agreed',
    asks: /协调/u,
    deeds: [done(PARTY_CALLED), done(SETTLED_WITH), done(SETTLED_WITH), happened(DONE_ON_TIME)],
  },
  {
    // interview.story.act.sides: or each side asked in turn whether it could give way (问车间主任能不能往后挪, 又问场地
    // 能不能换) and a third way found that keeps both (上午体检、下午培训，都没耽误; 两边都同意了): a coordination told by its
    // shape, with neither 打电话 nor an arrangement's verb. One side asked, or both kept only in a plan, is not
    name: 'coordinate-sides',
    asks: /协调/u,
    deeds: [said(ASKS_WHETHER), said(ASKS_WHETHER), unplanned(BOTH_KEPT)],
  },
  {
    // a comparison made (对了一下, 对比, 夜班的出粉率比白班低一截) and the cause traced beneath it (再往下查，是…, 原来是, 问题出在)
    name: 'find-problem',
    asks: /发现(?:了)?(?:产品)?问题/u,
    deeds: [said(/对了一下|对比|比对|比[^，,]{1,10}(?:低|高|多|少|差)/u), said(/原来是|问题出在|原因是|往下查|查下去|查出来?是|发现是|导致|造成/u)],
  },
  {
    // interview.story.act.seen-and-tried: or a problem seen at work (看到…每次都要弯腰, 注意到…总是), a fix of the student's
    // own drawn up (量了…画了一个…, 写了个表), a trial the one who decides agreed to (班组长同意先在这个工位试, 先试了一周)
    // and the fix taken up or the trouble gone (舒服多了, 另外两个工位也照着做了, 后来没再漏过): a problem found by
    // watching and pushed through, with no comparison of figures. A fix proposed and never tried tells no pushing; a
    // question asking for the problem found in data (通过数据发现产品问题) asks for the comparison above
    name: 'find-problem-tried',
    asks: /^(?![^。？?]*数据)[^。？?]*发现(?:了)?问题/u,
    deeds: [
      said(/看到|注意到|观察到|发现/u),
      said(/我[^，,]{0,6}?(?:画|做|设计|写|改|量|拟|列|整理|提)(?:了|出)|(?:画|设计|拟|列|做)(?:了|出)(?:一|个|份|张)/u),
      either(othersView(/(?:同意|答应|批准|允许|采纳|认可)/u), said(TRIED)),
      unplanned(TAKEN_UP),
    ],
  },
  {
    // interview.story.act.correct-error: an error in the books told in the accountant's words: found by a check (对账发现,
    // 核对时发现, 盘点发现), the source read against it (翻了原始单据, 查了凭证和合同, 调了银行流水) and an entry made to put it
    // right (做调整分录, 红字冲销, 把原来的冲掉, 补记, 重新入账), each in a clause of what happened. A plan or a case
    // supposed (如果对账时发现差错，我会先核对原始凭证，再做更正分录) makes no entry
    name: 'correct-error',
    asks: /(?:差错|错误|错账|出错)[^。？?]{0,8}(?:纠正|更正|改正|调整)/u,
    deeds: [happened(FOUND_BY_CHECK), happened(SOURCE_READ), happened(ENTRY_MADE)],
  },
  {
    // interview.story.act.disagree: a disagreement told as a persuasion is (the other's view, the student's case, the other
    // come round: 组长觉得老师不会测到…跟他说改起来半个小时…他看了以后同意改了) or settled between them (折中, 各退一步):
    // the student's own view beside the other's is the disagreement itself, so only the other's is read
    name: 'disagree',
    asks: /意见不合|意见不一|分歧|不同意见/u,
    deeds: [othersView(OTHERS_VIEW), said(CASE_MADE), either(others(CAME_ROUND), said(/折中|各退一步|各让一步/u))],
  },
  {
    // interview.story.act.law: the law used, known by a dispute's steps rather than the word 法律: a wrong met or a claim
    // made (健身房关门了, 老板联系不上, 拖欠工资, 要求按假一赔三), two of the law's own steps taken in clauses of their own
    // (LEGAL_STEP: the evidence gathered, the rule found or stated, the remedy sought) and a settlement come of it (退回了
    // 大部分, 补发了, 同意不追究了). A quarrel settled by talk alone, or a plan to complain, tells no law used
    name: 'use-law',
    asks: /(?:运用|用)法律/u,
    deeds: [
      said(/关门|倒闭|跑路|联系不上|找不到人|拖欠|欠(?:了)?[^，,]{0,6}(?:工资|工钱|钱|款|房租|押金)|不(?:肯|给|愿意?)退|不(?:给|发|还|认)(?:钱|工资|押金|账)|克扣|扣(?:了|下)?(?:押金|工资|钱)|违约|侵权|被骗|骗了|要求(?:按|赔|退|双倍|三倍)|假一赔|索赔|没签(?:劳动)?合同|不签(?:劳动)?合同|辞退|赖账|拒绝(?:退|赔|付|支付)/u),
      said(LEGAL_STEP),
      said(LEGAL_STEP),
      unplanned(/退(?:回|还)?了|赔(?:偿)?了|(?:支付|补发|结清|付清|拿回|要回|拿到)了|同意(?:了)?(?:不追究|撤|退|赔|和解)|不追究了|撤(?:诉|销|回)了|和解了/u),
    ],
  },
  {
    // interview.story.act.law.told: or the law used told as the text read for someone (帮舅舅看了租赁合同), what it allows
    // told to the other side (写了书面回复，说明房东不能单方解约) and the other side yielding (房东后来同意按原合同租到期):
    // no evidence gathered nor remedy sought, the text itself brought to bear. Told and refused (房东还是不同意), or a
    // yielding only hoped for (希望房东能同意), tells no law used
    name: 'use-law-told',
    asks: /(?:运用|用)法律/u,
    deeds: [said(TEXT_READ), said(ALLOWED_TOLD), yielded],
  },
];

/** Every act an example question asks for: 讲一次你组织活动或招募成员的经历 asks for either an event organised or people recruited. */
export const askedActs = (question: { text: string }): Act[] => ASKED_ACTS.filter((act) => act.asks.test(question.text));

/** The act an example question asks for, if it is one of ASKED_ACTS (the first, where it asks for two). */
export const askedAct = (question: { text: string }): Act | undefined => askedActs(question)[0];

/**
 * Whether a story tells the act its question asks for: each of the act's deeds in a clause of its own, in the order a
 * story tells them (the view held before it is changed), each within ACT_DEEDS_WINDOW clauses of the one before (one
 * story, not cue words scattered through a long text).
 */
export function tellsAskedAct(question: { text: string; example?: boolean }, answer: string): boolean {
  const acts = question.example ? askedActs(question) : [];
  if (!acts.length) return false;
  const clauses = normalizeText(answer).split(/[，,。！？!?；;：:\n]+/u);
  return acts.some((act) => toldFrom(act.deeds, clauses));
}

/**
 * Whether the deeds are told in order, the first in any clause, each next within ACT_DEEDS_WINDOW clauses of the one
 * before. Read from the last deed back, once per deed and clause: a story of four deeds in a long text of near matches
 * costs clauses × deeds × window, not window to the power of its deeds.
 */
function toldFrom(deeds: readonly Deed[], clauses: readonly Clause[]): boolean {
  // ends[i]: the deeds from the current one on are told starting at clause i
  let ends: boolean[] = [];
  for (let k = deeds.length - 1; k >= 0; k--) {
    const next = ends;
    ends = clauses.map((clause, i) => deeds[k]!(clause) && (k === deeds.length - 1 || next.slice(i + 1, i + 1 + ACT_DEEDS_WINDOW).some(Boolean)));
  }
  return ends.some(Boolean);
}
