import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion, type BankQuestion } from '../src/ai/interview/bank';
import { countsOffGenericReasons } from '../src/ai/interview/concreteness';
import { contrastsByAspects, namesCompared } from '../src/ai/interview/contrast';
import { gamingOf } from '../src/ai/interview/gaming';
import { readsAsDocument } from '../src/ai/interview/pasted-forms';
import { readsAsReference } from '../src/ai/interview/reference-text';
import { starOf } from '../src/ai/interview/star';
import { VAGUE_CONTENT } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';

/**
 * The rules of the forty-eighth and forty-ninth batches: a card's squares filled with cue words and bare percentages
 * (pasted-forms.ts cueBesideFigure), a comparison in dashed aspects naming the two things in part (contrast.ts
 * namesCompared; reference-text.ts), a result said in words in a short clause (star.ts) and a view or a motive given
 * as reasons counted off with nothing of the student's own (concreteness.ts countsOffGenericReasons).
 */
const RESEARCH = bankQuestion('mkt-12')!;
const VAT = bankQuestion('acct-04')!;
const LAW = bankQuestion('legal-05')!;
const MECHANICS = bankQuestion('mech-15')!;
const TRANSLATION = bankQuestion('trans-04')!;
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const analyze = (q: BankQuestion, answer: string) => analyzeAnswer(q, answer, TIMING);

const PUNCH_CARD = [
  '奶茶店集点卡（满6杯送1杯）',
  '第1格 首先·珍珠奶茶 【盖章】 转化率提升25%',
  '第2格 其次·杨枝甘露 【盖章】 复购率提升40%',
  '第3格 然后·芋泥波波 【盖章】 客单价提升12%',
  '第4格 最后·柠檬茶 【盖章】 满意度提升90%',
  '第5格 综上所述·招牌奶盖 【盖章】 结论准确率100%',
  '兑换说明：因此 所以 总之',
  '店员签字：调研 调研 分析 分析',
].join('\n');
const NOTES_IN_SENTENCES = [
  '我把那次校园奶茶调研按步骤说一下：',
  '首先，我在食堂门口发了120份问卷，收回来98份。',
  '其次，我把问卷按年级分开看，发现大一的复购率比大三高了差不多20%。',
  '然后，我又找了8个常买的同学聊，她们说主要是离宿舍近。',
  '最后，我建议店家在宿舍区加一个取餐点，老板试了一个月，外卖单多了三成。',
].join('\n');

describe('interview.gaming.record.document: a card whose squares hold cue words beside bare figures', () => {
  it('reads a punch card of signposts and percentages as a document, at the gaming credit', () => {
    expect(readsAsDocument(PUNCH_CARD)).toBe(true);
    expect(gamingOf(PUNCH_CARD, RESEARCH)).toBe('record');
    expect(scoreOne(RESEARCH, PUNCH_CARD, { category: '市场营销', group: '市场' }).score).toBeLessThanOrEqual(40);
  });
  it('leaves steps said in sentences with their figures alone', () => {
    expect(readsAsDocument(NOTES_IN_SENTENCES)).toBe(false);
    expect(gamingOf(NOTES_IN_SENTENCES, RESEARCH)).toBeNull();
  });
});

const DASHED_CONTRAST = [
  '这两种我分开几个方面比一比：',
  '- 身份怎么定：一年卖不到500万的多半是小规模纳税人；过了这条线就得登记成一般纳税人，账做得规范的不到500万也能申请。',
  '- 税怎么算：一般纳税人拿销项减进项，交的是差额；小规模直接拿销售额乘征收率，买东西的进项不能扣。',
  '- 税率高低：一般纳税人看行业有13%、9%、6%几档；小规模的征收率通常是3%，这两年还有按1%征的时候。',
  '- 开票：一般纳税人开出去的专票对方能抵扣；小规模现在也能自己开专票，只是票上是征收率。',
  '我在会计师事务所实习时帮一家做餐饮的客户算过，他们进货大多没票，留在小规模更省。',
].join('\n');
const CHATBOT_CONTRAST = [
  '当然可以！以下是两者的主要区别：',
  '- 认定标准：年应税销售额500万元以下为小规模纳税人；超过500万元应登记为一般纳税人，会计核算健全的也可申请。',
  '- 计税方法：一般纳税人采用一般计税方法，以销项税额减进项税额；小规模纳税人采用简易计税，不得抵扣进项。',
  '- 适用税率：一般纳税人适用13%、9%、6%等税率；小规模纳税人征收率为3%，阶段性减按1%征收。',
  '- 发票使用：一般纳税人可开具增值税专用发票供抵扣；小规模纳税人亦可自行开具专用发票。',
].join('\n');

describe('interview.structure.contrast.aspects: dashed aspects naming the compared things in part', () => {
  it('names a compared thing by a run of its name the other does not share', () => {
    expect(namesCompared('小规模直接拿销售额乘征收率', '小规模纳税人', '增值税一般纳税人')).toBe(true);
    expect(namesCompared('一般纳税人拿销项减进项', '增值税一般纳税人', '小规模纳税人')).toBe(true);
    // 纳税人 is in both names: it names neither
    expect(namesCompared('纳税人都要按月申报', '小规模纳税人', '增值税一般纳税人')).toBe(false);
  });
  it('reads a comparison in dashed lines, told in the first person, as the contrast and not a pasted reply', () => {
    expect(contrastsByAspects(DASHED_CONTRAST, VAT.text)).toBe(true);
    expect(readsAsReference(DASHED_CONTRAST, VAT)).toBe(false);
    expect(scoreOne(VAT, DASHED_CONTRAST, { category: '会计', group: '财务' }).score).toBeGreaterThanOrEqual(70);
  });
  it('still reads a chatbot reply laid out in the same dashed aspects as pasted', () => {
    expect(readsAsReference(CHATBOT_CONTRAST, VAT)).toBe(true);
    expect(contrastsByAspects('- 税率：3%\n- 发票：专票\n- 核算：简单', VAT.text)).toBe(false);
  });
});

const EXAM_PASSED = '我今年9月考的客观题，过了；主观题11月考，还没出分，民诉那道大题我心里没底。备考时我用的是真题，按法条编号整理错题，不按科目分。平时跟进新法，我会看最高法公布的指导性案例，也会在中国人大网看草案的征求意见稿。说实话，工作以后能不能坚持每周看，我也说不准，可能更多是碰到案子再去查。';

describe('interview.star: a result said in words in a short clause', () => {
  it('reads 考的…，过了 and 就好多了 as results in the answer as typed', () => {
    expect(starOf('我上个月把稿子传到蓝湖让他照着做', '我上个月把稿子传到蓝湖让他照着做，第二版就好多了').present).toContain('result');
    expect(starOf('我今年9月考的客观题', '我今年9月考的客观题，过了').present).toContain('result');
    expect(starOf('我今年9月报了客观题', '我今年9月报了客观题，还没考').present).not.toContain('result');
  });
  it('credits an own account of the exam passed and the practice kept as a story', () => {
    expect(analyze(LAW, EXAM_PASSED).star.example).toBe(true);
    expect(scoreOne(LAW, EXAM_PASSED, { category: '法务', group: '法律' }).score).toBeGreaterThanOrEqual(55);
  });
});

const GENERIC_MOTIVE = '我选择机械工程主要有三个原因。第一，机械是制造业的基础，就业面比较广。第二，我动手能力比较强，喜欢琢磨东西是怎么运转的。第三，国家现在重视高端制造，这个方向发展前景很好。所以我希望在这个行业踏踏实实干下去。';
const OWN_MOTIVE = '我选择机械主要是两个原因。第一，大二金工实习的时候我在车床上车了一根阶梯轴，公差要求0.02，我返工了三次才合格，那种一点点磨出来的感觉我很喜欢。第二，去年暑假我在一家做减速机的工厂实习了两个月，看老师傅调齿轮间隙，才知道图纸和现场差多远。';
const ILLUSTRATED_VIEW = '我认为机器翻译是工具而不是对手。首先，它能提高效率，比如合同里大量重复的条款，先机翻再改快很多。其次，它在文学和口语里还容易出错，必须人工校对。最后，译者要学会用好它。';

describe('interview.vague.reasons: a view or a motive counted off with nothing of the student own', () => {
  it('caps reasons counted off with no particular as vague, in the middle', () => {
    expect(countsOffGenericReasons(GENERIC_MOTIVE)).toBe(true);
    const a = analyze(MECHANICS, GENERIC_MOTIVE);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    const score = scoreOne(MECHANICS, GENERIC_MOTIVE, { category: '机械', group: '工程' }).score;
    expect(score).toBeGreaterThanOrEqual(45);
    expect(score).toBeLessThanOrEqual(72);
  });
  it('leaves reasons with the student own particulars, and reasons illustrated by an instance, uncapped', () => {
    expect(countsOffGenericReasons(OWN_MOTIVE)).toBe(false);
    expect(analyze(MECHANICS, OWN_MOTIVE).vague).toBeUndefined();
    expect(scoreOne(MECHANICS, OWN_MOTIVE, { category: '机械', group: '工程' }).score).toBeGreaterThan(scoreOne(MECHANICS, GENERIC_MOTIVE, { category: '机械', group: '工程' }).score);
    expect(countsOffGenericReasons(ILLUSTRATED_VIEW)).toBe(false);
    expect(analyze(TRANSLATION, ILLUSTRATED_VIEW).vague).toBeUndefined();
  });
});

describe('interview.vague.reasons: an understanding asked (你如何理解, 你对…的理解) is a view', () => {
  // a definition and its benefits counted off, nothing of the student's own: the rubric's correct-but-general 3
  const GENERIC_UNDERSTANDING = '前端工程化就是用工程的方法来管理前端开发的整个流程。它的好处主要有几点：第一，模块化和组件化让代码可以复用，开发效率更高；第二，自动化构建和测试可以减少人为错误；第三，统一规范以后代码更好维护，特别适合多人协作的大项目。所以我觉得前端工程化是很有必要的。';
  const OWN_UNDERSTANDING = '我理解的前端工程化，是把靠人记的事交给工具。第一，大三做课设时我们组三个人各写各的样式，合代码时冲突了二十多处，后来加了ESLint和Prettier，提交前自动格式化，就没再吵过。第二，我把打包从手动拷文件改成了Vite，一次部署从十分钟降到一分钟。所以我觉得它首先省的是人的精力。';
  it('caps a definition with its benefits counted off and no particular as vague', () => {
    const q = bankQuestion('fe-11')!;
    expect(countsOffGenericReasons(GENERIC_UNDERSTANDING)).toBe(true);
    const a = analyze(q, GENERIC_UNDERSTANDING);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
  });
  it('leaves an understanding told with the student\'s own cases uncapped, and higher', () => {
    const q = bankQuestion('fe-11')!;
    expect(countsOffGenericReasons(OWN_UNDERSTANDING)).toBe(false);
    expect(analyze(q, OWN_UNDERSTANDING).vague).toBeUndefined();
    const group = { category: '前端开发', group: '技术' };
    expect(scoreOne(q, OWN_UNDERSTANDING, group).score).toBeGreaterThan(scoreOne(q, GENERIC_UNDERSTANDING, group).score);
  });
});

describe('interview.vague.reasons.view: a view asked with 哪些, counted off with a generic intention among its reasons', () => {
  // 你认为优秀的销售人员需要具备哪些素质？ reads as knowledge asked (哪些), but it is the student's view
  const SALES = bankQuestion('sales-11')!;
  const COUNTED = '我觉得优秀的销售首先要有良好的沟通能力，能听懂客户要什么；其次要有抗压能力，被拒绝了不气馁；另外要对产品足够熟悉；最后还要不断学习，跟上市场的变化。总之销售是对综合素质要求很高的工作。';
  const ARGUED =
    '我觉得首先是能听出客户真正要什么。我在家电卖场做过两个月导购，一位阿姨说要“省电的空调”，问下来其实是怕孩子房间晚上太冷，最后卖给她的是带睡眠模式的一级能效款。其次是被拒绝以后还能回访：那个月我打了四十多个回访电话，成了三单。';

  it('caps reasons counted off with 不断学习 among them', () => {
    expect(countsOffGenericReasons(COUNTED)).toBe(true);
    const a = analyze(SALES, COUNTED);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
  });
  it('leaves the view argued from the student\'s own selling, and a knowledge question\'s steps counted off without a generic intention', () => {
    expect(analyze(SALES, ARGUED).vague).toBeUndefined();
    const steps = '我认为主要有三个区别。首先，WHERE在分组前过滤行，HAVING在分组后过滤组。其次，WHERE里不能用聚合函数，HAVING里可以。最后，能用WHERE先过滤的尽量先用WHERE，分组的数据少了更快。';
    expect(analyze(bankQuestion('da-06')!, steps).vague).toBeUndefined();
  });
});
