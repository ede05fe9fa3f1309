import { bankQuestion } from '../src/ai/interview/bank';
import { explainsSomething, listsTerms, tabulatesTerms } from '../src/ai/interview/enumeration';
import { gamingOf } from '../src/ai/interview/gaming';
import { illustratesHollowly, illustratesSpecifically, isSpecific, specificOnlyByAside, withoutAskedPremise } from '../src/ai/interview/specificity';
import { quantifiedOf } from '../src/ai/interview/star';
import { analyzeAnswer } from '../src/ai/interview/analysis';
import { GENERIC_CONTENT, VAGUE_CONTENT } from '../src/ai/interview/weights';
import { asksToolsUsed, namesToolsWithoutUse } from '../src/ai/interview/tool-lists';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs } from './timing';

/**
 * Lists of terms told apart by the character class of their marks, not by the marks named (interview.gaming.enumeration.marked);
 * 比如 heading a list of terms (interview.specific.listed); the question's own premise said back (interview.specific.premise)
 * and an answer on a question about the student with nothing particular at all (interview.vague.bare).
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 };

describe('interview.gaming.enumeration.marked: terms parted by any symbol, emoji or bullet', () => {
  const CHECKED = '✔️ 结构化面试 ✔️ 公文筐 ✔️ 无领导小组讨论 ✔️ 角色扮演 ✔️ 大五人格 ✔️ 情景判断测验 ✔️ 胜任力模型 ✔️ 心理测验';
  const STARRED = '★ 大五人格 ★ 16PF ★ SHL ★ 北森 ★ 公文筐 ★ 角色扮演 ★ 评价中心';
  const ARROWS = '阅读量 → 点赞数 → 转发数 → 收藏数 → 完播率 → 转化率';
  const PIPES = 'MBTI | DISC | PDP | 九型人格 | 大五人格 | OPQ';
  const TALLIED = `${STARRED}\n关键词匹配度：96%（已覆盖关键词20/20）`;

  it('reads pieces cut at any run of marks as a list of terms, whatever the mark', () => {
    for (const list of [CHECKED, STARRED, ARROWS, PIPES, TALLIED]) expect(listsTerms(list)).toBe(true);
  });

  it('does not count a tally or a bare percentage as a figure that explains the terms', () => {
    expect(explainsSomething(TALLIED)).toBe(false);
    expect(explainsSomething(`${STARRED}。我在实习时用北森测了40个人，离职率从20人降到了8人`)).toBe(true);
  });

  it('makes the marked list gaming and scores it under 40', () => {
    expect(gamingOf(CHECKED, q('hr-14'))).toBe('enumeration');
    expect(scoreOne(q('hr-14'), TALLIED, { category: '人力资源', group: '' }).score).toBeLessThan(40);
  });

  it('leaves alone sentences with arrows or bullets between clauses, and a marked list whose items say why', () => {
    expect(listsTerms('我先写测试→再改代码→跑一遍回归→最后提交，这样改动出了问题马上能发现。')).toBe(false);
    const REASONED = '• 结构化面试：问题统一，方便横向比较 • 公文筐：看候选人处理文件的轻重缓急 • 无领导小组：观察协调和影响别人的能力 • 大五人格：了解稳定的性格倾向，因为它对绩效有一定预测力';
    expect(listsTerms(REASONED)).toBe(false);
    expect(gamingOf(REASONED, q('hr-14'))).toBeNull();
  });
});

describe('interview.specific.listed: 比如 heading a list of terms is no case', () => {
  it('reads 比如 before a list of terms as nothing particular, and 比如 before a case as one', () => {
    expect(isSpecific('要看的指标很多，比如阅读量、点赞数、转发数、完播率等，要定期看数据调整策略。')).toBe(false);
    expect(isSpecific('要看的指标很多，比如我们社团公众号，推文阅读量一直上不去，后来改了标题才好起来。')).toBe(true);
  });
});

describe('interview.specific.hollow-example: 比如 heading only the stock words again is no case', () => {
  it('reads a bare method, rules said again, any product told what it should do, or the points weighed again as nothing particular', () => {
    expect(illustratesSpecifically('均值容易受极端值影响，要换个指标看，比如看中位数。')).toBe(false);
    expect(illustratesSpecifically('交互要统一，比如按钮要一致，弹窗要规范。')).toBe(false);
    expect(illustratesSpecifically('配色要贴合行业，比如一个卖农产品的小程序，就应该用偏绿的颜色。')).toBe(false);
    expect(illustratesSpecifically('选供应商要看价格、质量和交期，比如一家工厂要换供应商，就要把这几方面都比较一下。')).toBe(false);
    // the gaming rules still read the 比如 as the answer's own try at a case
    expect(isSpecific('均值容易受极端值影响，要换个指标看，比如看中位数。')).toBe(true);
  });

  it('keeps a worked case, names, figures and the student’s own as a case', () => {
    expect(illustratesSpecifically('比如用银行存款买了一台电脑，就是借固定资产，贷银行存款。')).toBe(true);
    expect(illustratesSpecifically('比如雨伞销量和感冒人数都跟下雨有关，但它们之间没有因果。')).toBe(true);
    expect(illustratesSpecifically('配色要贴合行业，比如我们社团的小程序，一开始用了大红色，后来改成了浅绿。')).toBe(true);
    expect(illustratesSpecifically('要控制变量，比如A/B测试。')).toBe(true);
  });

  it('caps a textbook answer in stock headings at GENERIC_CONTENT and leaves a worked one above it', () => {
    const STOCK = '判断供应商好不好，主要从几个方面看。一是价格，要有竞争力。二是质量，要稳定可靠。三是交期，要准时。比如一家工厂要换供应商，就要把这几方面都考虑到，综合判断。';
    const WORKED = '判断供应商好不好，主要从几个方面看。一是价格，要有竞争力。二是质量，要稳定可靠。三是交期，要准时。比如我们实习的工厂换过一家包装供应商，报价低了8%，但第一批到货有三成箱子压坏，最后又换了回去。';
    expect(analyzeAnswer(q('buyer-01'), STOCK, timing).content).toBeLessThanOrEqual(GENERIC_CONTENT);
    expect(analyzeAnswer(q('buyer-01'), WORKED, timing).content).toBeGreaterThan(GENERIC_CONTENT);
  });
});

describe('interview.specific.premise and interview.vague.bare: the question’s case said back, and nothing of one’s own', () => {
  const QUESTION = '如果你同时收到多家公司的录用通知，你会怎么选择？';
  const GENERIC = '如果同时收到好几家公司的录用通知，我会从几个方面来考虑：一是平台和前景，二是岗位是否对口，三是薪资待遇，四是城市，五是团队氛围。最后选最适合自己的那一家。';
  const OWN = '我会按自己的职业规划来选择。去年暑假我在一家做数据标注的公司实习过两个月，发现自己更想做分析而不是标注，所以先看岗位能不能直接写SQL、跟业务对接，再看团队里有没有人带、能不能发展。如果两家都在杭州，我会去跟两边的主管各聊一次再定。';

  it('drops a premise that only restates the question, and keeps a case of the student’s own', () => {
    expect(withoutAskedPremise(GENERIC, QUESTION)).not.toContain('收到好几家');
    expect(withoutAskedPremise('如果两家都在杭州，我就选导师更好的那家。', QUESTION)).toContain('如果两家都在杭州');
  });

  it('caps the generic answer at VAGUE_CONTENT, and leaves the concrete one well above it', () => {
    expect(analyzeAnswer(q('common-15'), GENERIC, timing).content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analyzeAnswer(q('common-15'), OWN, timing).content).toBeGreaterThan(VAGUE_CONTENT);
    const generic = scoreOne(q('common-15'), GENERIC, { category: '数据分析师', group: '' }).score;
    const own = scoreOne(q('common-15'), OWN, { category: '数据分析师', group: '' }).score;
    expect(generic).toBeLessThan(own);
    expect(generic).toBeLessThanOrEqual(75);
  });
});

describe('interview.gaming.enumeration.table: rows of terms with their figures, match types or prices are a list of terms', () => {
  const BIDS = '【关键词出价表】\n计划：推广\n关键词｜匹配方式｜出价\n线上推广渠道｜精确｜2.30\n抖音 小红书 B站 微博｜广泛｜1.50\n信息流 搜索广告 KOL KOC｜广泛｜1.50\nSEO SEM ASO CPC CPM｜广泛｜1.20\n渠道选择 全渠道 精准投放｜短语｜1.60\n日预算：不限';
  const PRICED = '| 渠道 | 单价 | 占比 |\n| 信息流 | 0.8元 | 30% |\n| 搜索 | 1.2元 | 25% |\n| 短视频 | 0.5元 | 20% |\n| 私域 | 0.1元 | 25% |';
  it('a bid table or a priced table is a table of terms, its figures no outcome told', () => {
    expect(tabulatesTerms(BIDS)).toBe(true);
    expect(listsTerms(BIDS)).toBe(true);
    expect(tabulatesTerms(PRICED)).toBe(true);
    expect(gamingOf(BIDS, q('mkt-09'))).toBe('enumeration');
  });
  it('a table whose cells are sentences, or an account with a table beside it, is no list', () => {
    const SENTENCES = '渠道 | 我怎么用的 | 结果\n小红书 | 我写了三篇探店笔记，因为目标是女生 | 收藏两千多\n抖音 | 我们拍了校园测评短视频 | 播放五万\n社群 | 我在三个新生群里发了优惠券 | 核销了四百张';
    expect(tabulatesTerms(SENTENCES)).toBe(false);
    const told = '我实习时管过投放预算，先按渠道列了一张表：\n信息流 | 0.8元 | 30%\n搜索 | 1.2元 | 25%\n短视频 | 0.5元 | 20%\n后来发现短视频的获客成本比信息流低一半，因为学生用户刷得多，所以下个月我把短视频的预算加到了四成，注册数涨了百分之三十，老板也同意继续这么投。';
    expect(listsTerms(told)).toBe(false);
  });
});

describe('interview.vague.tools: the tools asked for named, with no use of the student’s own told', () => {
  const TOOLS = q('newmedia-15');
  const TEACHING = q('teacher-13');
  const LISTED = '我常用的新媒体工具有这些：排版用秀米和135编辑器，做图用稿定设计，剪视频用剪映，找热点看微博热搜和新榜。这些工具我都能比较熟练地使用。我觉得工具只是辅助，最重要的还是内容本身。';
  const MEANS = '现在信息技术在教学中越来越重要。我会用PPT和多媒体课件，让课堂更生动；也可以用希沃白板做一些互动小游戏，提高学生的兴趣。还可以利用网上的优质教育资源。不过信息技术只是辅助手段。';
  const USED = '排版我用秀米，社团公众号每周两篇都是我排的；视频用剪映，去年给迎新做的那条剪了三个晚上，自动字幕省了不少事。PR我只会剪辑和加字幕，调色不会。';
  const COURSE = '秀米和135编辑器在新媒体课上用过，做过几篇推文的排版；剪映是给班级拍活动视频时学的，稿定设计做过海报。';

  it('reads a list of tools with their purposes, or of means to teach with, as naming them only', () => {
    expect(asksToolsUsed(TOOLS)).toBe(true);
    expect(asksToolsUsed(TEACHING)).toBe(true);
    expect(namesToolsWithoutUse(TOOLS, LISTED, 0)).toBe(true);
    const a = analyzeAnswer(TOOLS, LISTED, timing);
    expect(a.tools_unused).toBe(true);
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analyzeAnswer(TEACHING, MEANS, timing).tools_unused).toBe(true);
  });

  it('leaves a list told with the student’s own use, or where each tool was used, and questions that ask for no tools', () => {
    expect(analyzeAnswer(TOOLS, USED, timing).tools_unused).toBeUndefined();
    expect(namesToolsWithoutUse(TOOLS, COURSE, 0)).toBe(false);
    expect(scoreOne(TOOLS, USED, { category: '新媒体运营', group: '' }).score).toBeGreaterThan(scoreOne(TOOLS, LISTED, { category: '新媒体运营', group: '' }).score);
    expect(asksToolsUsed(q('newmedia-01'))).toBe(false);
    expect(asksToolsUsed(q('hr-14'))).toBe(false);
  });

  it('costs little on hostile text', () => {
    for (const line of ['常用哪些'.repeat(1500), '用'.repeat(6000), '1'.repeat(6000), 'a'.repeat(6000), '如何利用'.repeat(1500)]) {
      expectWithinMs(() => {
        asksToolsUsed({ text: line });
        namesToolsWithoutUse({ text: line }, line, 0);
      }, 20);
    }
  });

  it('reads 记得 as a case only when the student remembers (interview.specific.remembered)', () => {
    expect(illustratesSpecifically('节假日发个问候，让客户记得你。其次要做好售后服务。')).toBe(false);
    expect(illustratesSpecifically('我记得有个客户半年没下单，我打电话问了原因。')).toBe(true);
  });

  it('reads a setting named only in an aside as no particular (interview.specific.mention)', () => {
    const steps = '首先要定期联系客户，节假日发个问候。其次要做好售后服务，客户有问题要及时响应。最后要真诚，建立信任关系。';
    expect(specificOnlyByAside(`${steps}我之前在儿童乐园兼职的时候，店长也经常说老会员最重要。`)).toBe(true);
    // a case told in the setting stays the student's own
    expect(specificOnlyByAside(`${steps}我实习那个项目就碰到过，楼板浇完第二天工人就在上面堆钢管，后来那块出了几条裂缝。`)).toBe(false);
    expect(specificOnlyByAside(`${steps}我兼职的时候也遇到过，有一次客户投诉，我当天就上门处理了。`)).toBe(false);
  });

  it('reads a hostile line for an aside in a few ms', () => {
    for (const line of ['也兼职。'.repeat(1500), '记得'.repeat(3000), '也'.repeat(6000), '1'.repeat(6000), 'a'.repeat(6000), '我实习的时候也'.repeat(860)]) {
      expectWithinMs(() => specificOnlyByAside(line), 50);
    }
  });
});

describe('interview.specific.placeholder-case: a case told in placeholders alone heads no case', () => {
  it('比如两个东西都受第三个因素影响 names nothing', () => {
    expect(illustratesSpecifically('相关不一定是因果，比如两个东西都受第三个因素影响，它们看起来相关但其实没有因果关系。')).toBe(false);
  });
  it('a near miss: the case named (冰淇淋销量和溺水人数都受气温影响) still heads one', () => {
    expect(illustratesSpecifically('相关不一定是因果，比如冰淇淋销量和溺水人数都受气温影响，它们看起来相关但其实没有因果关系。')).toBe(true);
  });
});

describe('interview.vague.hollow-example: a case reached for and only gestured at', () => {
  const PLACEHOLDER = '相关性是说两个东西一起变化，因果性是说一个导致另一个。相关不一定有因果，比如两个数据可能都受别的因素影响。所以做分析的时候要注意，不能看到相关就说是因果，要进一步去验证。';
  const NAMED = '相关是两个东西一起变，因果是一个导致另一个。比如夏天冰淇淋卖得多，溺水的人也多，它俩相关，但是天热同时推了两边。要说因果最好做A/B实验，做不了就先控制住其他因素。';
  const TOOL = '保证代码质量的话，首先要有代码规范，比如用ESLint。然后要写注释，变量名起得清楚一点。还有组件要拆分好，不要一个文件写太长。团队里面要做代码评审。我觉得这些做好了，代码质量就会比较好，后面维护也方便。';
  const TOOL_USED = '保证代码质量的话，首先要有代码规范，比如用ESLint配了提交前检查，课程项目里一次就拦下了十几处没用的变量。然后组件要拆分好，团队里面要做代码评审。';
  const KINDS = '我觉得好的翻译标准就是准确、通顺，要忠实于原文，同时读起来要自然流畅，符合目标语言的表达习惯。不同类型的文本要求也不太一样，比如文学翻译更注重美感，技术翻译更注重准确。总之翻译要让读者看得懂，又不偏离原文的意思。';
  const KIND_TOLD = '好的翻译要准确、通顺，符合目标语言的习惯。比如我译过一份酒店的中文菜单，“夫妻肺片”直译出来外国客人不敢点，我改成牛肉和牛杂的凉拌，再加一句四川传统菜。';

  it('reads a placeholder, a tool\'s bare name and kinds set side by side as no case', () => {
    for (const text of [PLACEHOLDER, TOOL, KINDS]) {
      expect(illustratesSpecifically(text)).toBe(false);
      expect(illustratesHollowly(text)).toBe(true);
    }
  });

  it('a near miss: a case named, a tool used, a kind told in a case of one\'s own still head one', () => {
    for (const text of [NAMED, TOOL_USED, KIND_TOLD]) expect(illustratesHollowly(text)).toBe(false);
    // an answer that reaches for no case is judged by the other rules
    expect(illustratesHollowly('相关是两个东西一起变，因果是一个导致另一个。')).toBe(false);
  });

  it('caps the textbook answer with a hollow case as vague, and leaves the one with a case named', () => {
    const hollow = analyzeAnswer(q('da-15'), PLACEHOLDER, timing);
    expect(hollow.hollow_case).toBe(true);
    expect(hollow.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analyzeAnswer(q('fe-05'), TOOL, timing).content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analyzeAnswer(q('trans-01'), KINDS, timing).content).toBeLessThanOrEqual(VAGUE_CONTENT);
    const named = analyzeAnswer(q('da-15'), NAMED, timing);
    expect(named.hollow_case).toBeUndefined();
    expect(named.content).toBeGreaterThan(VAGUE_CONTENT);
    expect(analyzeAnswer(q('trans-01'), KIND_TOLD, timing).hollow_case).toBeUndefined();
  });

  it('reads a few parts of a matter (分成…几块) as no quantity, a sum as one (interview.star.parts)', () => {
    expect(quantifiedOf('听说分成文化基础、自主发展、社会参与几块。')).toBe(false);
    expect(quantifiedOf('登录我会分几块想。')).toBe(false);
    expect(quantifiedOf('一斤少赚十几块。')).toBe(true);
    expect(quantifiedOf('他给了几块钱。')).toBe(true);
  });

  it('reads hostile lines for a hollow case in a few ms', () => {
    for (const line of ['比如用ESLint'.repeat(600), '比如两个数据可能都受'.repeat(600), '比如文学翻译更注重美感，'.repeat(500), '比如'.repeat(3000), 'a'.repeat(6000), '几块'.repeat(3000)]) {
      expectWithinMs(() => {
        illustratesHollowly(line);
        quantifiedOf(line);
      }, 50);
    }
  });
});
