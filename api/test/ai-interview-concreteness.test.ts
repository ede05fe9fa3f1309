import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { concretenessOf, deferredChoiceOf, horizonsOf, plansByGenericStages, vagueWordsOf, withoutAskedLimit } from '../src/ai/interview/concreteness';
import { isSpecific, tellsParticulars, withoutAskedPremise, withoutAskedQuotes } from '../src/ai/interview/specificity';
import { speaksOwnVoice, templateSteps } from '../src/ai/interview/template-steps';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { readsAsReference } from '../src/ai/interview/reference-text';
import { CONCRETE_CONTENT, CONCRETE_FLOOR_MIN, CONCRETE_MIN, VAGUE_CONTENT } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs } from './timing';

/**
 * interview.vague and interview.concrete (concreteness.ts, concreteness.json): the rubric's 3 (on topic but general:
 * 我会多沟通、多学习, 活动很成功, an experience only named) against its plain 5 (figures, a time or place, words quoted,
 * one's own past deeds, a limit admitted). Also the posting read out (interview.gaming.reference.posting-list) and
 * 其实就是 read as an assertion (interview.misconception.asserted). Written for these tests, on questions of the banks:
 * none is an item of a rated set.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 };
const analysed = (id: string, answer: string) => analyzeAnswer(q(id), answer, timing);
const scoreOf = (id: string, answer: string, category = '人力资源') => scoreOne(q(id), answer, { category, group: '' }).score;

// 你如何与不同性格的同事合作？
const VAGUE_COLLEAGUES =
  '我觉得和不同性格的同事合作，首先要了解对方的性格特点，然后多沟通、多交流，遇到问题要换位思考，互相尊重。工作上大家目标是一致的，只要积极配合，性格不同也能合作好。总的来说就是要包容。';
const CONCRETE_COLLEAGUES =
  '我在奶茶店兼职的时候，早班的店长说话很冲，一开始我有点怕她。后来发现她是急性子，最烦的是问题拖着不说，我就改成有事当场讲，比如有一次原料少了两箱，我直接拍照发给她，她说了句‘这样就对了’。另一个同事慢，我就提前一天跟他对好第二天的备料。说实话跟慢的人配合我现在还是会急。';
// 你在学校里做过的最有成就感的一件事是什么？ (an example asked for)
const HOLLOW_ACHIEVEMENT =
  '最有成就感的是大二我们学院组织的一次读书分享会，我是负责人之一，负责联系嘉宾和安排流程，准备了很久，中间遇到了不少困难，但我们都一一解决了。最后活动很成功，反响很好，老师也表扬了我们，这次经历锻炼了我的组织协调能力。';
const TOLD_ACHIEVEMENT =
  '大三我在学院管读书会，原来每次只来七八个人。我去问了几个不来的同学，发现是周五晚上跟选修课撞了，就改到周三中午，带饭来听，每次只讲一本书的一章。又请讲过的同学在班群里发了三句话的推荐。一学期下来平均每次来了二十几个人，最多的一次四十一个。不过说实话，头一回改时间我没提前通知，那周只来了三个人。';
// 如果你同时收到多家公司的录用通知，你会怎么选择？ (a question about the student, answered in their own particulars)
const CONCRETE_OFFERS =
  '选哪家公司我会先看两样东西。一是岗位能不能一直做财务核算，我实习的三个月做的就是这个，熟一些。二是公司有没有带新人的师傅，我初级刚过，一个人扛账我心里没底。然后才看城市和薪资。说实话我现在只收到了一家的录用通知，这是我提前想的。';
// 你是如何学习一项新技能的？ a story of another matter
const OFF_MATTER =
  '大二那年我们学院足球队打进了校赛决赛，我是后卫，下半场还剩二十分钟时落后两个球，我跟队友喊了一句‘一个一个追’。最后输了一个球，大家在场边坐了很久，足球教会我永不放弃。';

describe('concreteness.json: the particulars of the student’s own and the generic words', () => {
  it.each([
    ['figures with their units', '独立上了大概二十节课，收回来一百六十多份问卷', (c: ReturnType<typeof concretenessOf>) => c.figures.length >= 2],
    ['a time or place', '去年十二月那段最忙', (c: ReturnType<typeof concretenessOf>) => c.setting],
    ['words quoted', '我改成‘选课系统周四早八开’', (c: ReturnType<typeof concretenessOf>) => c.quotes === 1],
    ['past deeds of one’s own', '我就删了一半图，我又问过带我的同事', (c: ReturnType<typeof concretenessOf>) => c.deeds >= 2],
    ['a limit admitted', '后面那四家店怎么处理，说实话我没再参与', (c: ReturnType<typeof concretenessOf>) => c.limit],
  ])('reads %s', (_name, text, holds) => {
    expect(holds(concretenessOf(text))).toBe(true);
  });

  it('counts no figure in an article or an ordinal (一个同学, 第三版), nor a limit in a plain statement', () => {
    const c = concretenessOf('我觉得一个同学负责第三版就够了');
    expect(c.figures).toEqual([]);
    expect(c.limit).toBe(false);
  });

  it.each([
    ['多沟通、多学习', 2],
    ['不断学习，提升自己', 2],
    ['这次经历锻炼了我的组织协调能力', 1],
    ['最后活动很成功，反响很好', 2],
    ['大部分病人都挺配合的', 1],
    ['AI写作工具是一把双刃剑', 1],
    ['薪资方面按公司的标准来', 1],
    ['多读多写，还要多修改', 2],
    ['多动手、多实践', 2],
    ['要多向前辈请教，多向优秀的同事学习', 2],
    ['下了夜班我会注意调整作息，保持好的状态', 2],
    ['我把排班表调整了一下，状态好多了', 0],
  ])('finds the generic intentions and hollow results of %s', (text, n) => {
    expect(vagueWordsOf(text)).toHaveLength(n);
  });

  it('reads the 了 of 为了 and 除了 as no past deed', () => {
    expect(concretenessOf('我也觉得不能为了赶进度而加班，除了周末').deeds).toBe(0);
    expect(concretenessOf('我为了赶工去了两次工地').deeds).toBe(1);
  });

  it('reads the question\'s own term in quotation marks as no words quoted (interview.specific.asked-quote)', () => {
    const asked = '你如何看待“双减”政策？教师应该怎样落实？';
    expect(concretenessOf(withoutAskedQuotes('我觉得‘双减’政策很有必要，‘双减’就是减负。', asked)).quotes).toBe(0);
    // what someone said is still quoted
    expect(concretenessOf(withoutAskedQuotes('有位家长跟我说‘孩子九点前终于能睡了’。', asked)).quotes).toBe(1);
  });

  it('reads a weakness named on a question asking for one as the answer, no limit admitted (interview.concrete.asked-limit)', () => {
    const said = '缺点是不太会拒绝别人，别人找我帮忙我一般都答应。';
    expect(withoutAskedLimit(concretenessOf(said), '你认为自己最大的优点和缺点分别是什么？')).toMatchObject({ limit: false, score: 0 });
    expect(withoutAskedLimit(concretenessOf('这门课我说实话还不太会，正在补。'), '你如何学习一项新技能？').limit).toBe(true);
  });

  it('finds none in a concrete account', () => {
    expect(vagueWordsOf(CONCRETE_COLLEAGUES)).toEqual([]);
    expect(vagueWordsOf(TOLD_ACHIEVEMENT)).toEqual([]);
  });
});

describe('interview.vague: generic intentions and hollow results where particulars should be', () => {
  it('caps a view of night shifts told only as coping intentions (调整作息, 保持好的状态), not one told in particulars', () => {
    const coping = '我觉得夜班是这个职业本来就有的，选了就要接受。我身体还行，会注意调整作息，下了夜班好好睡一觉，保持好的状态。忙的时候大家互相帮一把就过去了。';
    const told =
      '实习时我在急诊跟过八个夜班，第三个夜班凌晨四点最困，差点把两个病人的输液贴换错，是带教老师发现的。后来我下夜班回去先拉遮光帘睡四个小时，晚上再补一觉，调整作息用了一个多星期。说实话，连着两个夜班我还是会头疼。';
    const vague = analysed('nurse-05', coping);
    expect(vague.vague).toEqual(expect.arrayContaining(['调整作息', '保持好的状态']));
    expect(vague.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analysed('nurse-05', told).vague).toBeUndefined();
    expect(scoreOf('nurse-05', told, '护士') - scoreOf('nurse-05', coping, '护士')).toBeGreaterThanOrEqual(10);
  });

  it('caps a generic answer on conduct at VAGUE_CONTENT and scores it well below a concrete one', () => {
    const vague = analysed('common-12', VAGUE_COLLEAGUES);
    expect(vague.vague?.length).toBeGreaterThan(0);
    expect(vague.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(concretenessOf(VAGUE_COLLEAGUES).score).toBeLessThan(CONCRETE_MIN);
    const concrete = analysed('common-12', CONCRETE_COLLEAGUES);
    expect(concrete.vague).toBeUndefined();
    expect(scoreOf('common-12', CONCRETE_COLLEAGUES) - scoreOf('common-12', VAGUE_COLLEAGUES)).toBeGreaterThanOrEqual(10);
  });

  it('marks down a story whose result is only praise (活动很成功, 反响很好) below one told with what was done and what came of it', () => {
    expect(analysed('common-09', HOLLOW_ACHIEVEMENT).vague?.length).toBeGreaterThan(0);
    expect(analysed('common-09', TOLD_ACHIEVEMENT).vague).toBeUndefined();
    expect(analysed('common-09', HOLLOW_ACHIEVEMENT).content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(scoreOf('common-09', TOLD_ACHIEVEMENT)).toBeGreaterThan(scoreOf('common-09', HOLLOW_ACHIEVEMENT));
  });

  it('caps the generic intentions of learning (多读多写, 多动手, 多修改, 多向前辈请教) where nothing of the student’s own is told', () => {
    const generic = '提升文字功底主要靠多读多写。平时读一些名著和报纸，也写写日记和读后感。另外要多修改，好文章都是改出来的，还要多向老师请教。';
    const vague = analysed('editor-10', generic);
    expect(vague.vague).toEqual(expect.arrayContaining(['多读多写', '多修改', '多向老师请教']));
    expect(vague.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    const own =
      '我大二开始在校报做编辑，每周要改三篇稿子，带我的老师让我把每篇删到八百字以内，删多了才知道哪些话是多余的。现在我写完会隔一天再读一遍，读出声来，拗口的地方就改。说实话，我写评论还是容易啰嗦。';
    expect(vagueWordsOf(own)).toEqual([]);
    expect(analysed('editor-10', own).vague).toBeUndefined();
  });

  it('does not cap a concrete answer that says one generic phrase besides', () => {
    const answer = `${CONCRETE_COLLEAGUES}以后我还要多沟通。`;
    expect(analysed('common-12', answer).vague).toBeUndefined();
  });

  it('leaves a knowledge question to its matter: a right answer closing on 不断学习 is not capped', () => {
    const answer =
      '主要是两个方面。认定标准上，年应税销售额超过500万的是一般纳税人，以下是小规模。计税方法上，一般纳税人是销项减进项，税率有13%、9%、6%，进项可以抵扣；小规模是简易计税，销售额乘征收率3%，进项不能抵扣。我以后还会不断学习税法。';
    expect(analysed('acct-04', answer).vague).toBeUndefined();
  });
});

describe('interview.concrete: a question about the student answered in their own particulars', () => {
  it('earns CONCRETE_CONTENT at least, however few of the bank’s words it uses', () => {
    expect(concretenessOf(CONCRETE_OFFERS).score).toBeGreaterThanOrEqual(CONCRETE_FLOOR_MIN);
    expect(analysed('common-15', CONCRETE_OFFERS).content).toBeGreaterThanOrEqual(CONCRETE_CONTENT * 0.9);
    expect(scoreOf('common-15', CONCRETE_OFFERS, '会计')).toBeGreaterThanOrEqual(60);
  });

  it('does not lift a concrete story of another matter (a football final for how one learns a skill)', () => {
    expect(concretenessOf(OFF_MATTER).score).toBeGreaterThanOrEqual(CONCRETE_FLOOR_MIN);
    expect(analysed('common-11', OFF_MATTER).content).toBeLessThan(CONCRETE_CONTENT);
  });
});

describe('interview.gaming.reference.posting-list: a posting’s requirements read out', () => {
  const POSTING =
    '任职要求：1. 熟悉Prometheus、Grafana、Zabbix等监控系统；2. 熟悉ELK、Loki等日志工具；3. 熟悉告警的分级、收敛和值班排班；4. 熟悉CPU、内存、磁盘、网络等指标；5. 具备良好的沟通能力和责任心。以上我都具备。';
  it('is pasted text whatever the first person after it', () => {
    expect(readsAsReference(POSTING)).toBe(true);
    expect(analysed('ops-07', POSTING).gaming).toBe('reference');
  });

  it('is not a student who names the posting and answers in their own words', () => {
    const own =
      '我看岗位要求里写了熟悉Prometheus，我在实验室搭过一套：node_exporter采CPU、内存、磁盘，Grafana上做了面板，告警分两级，磁盘超过85%发群消息，服务挂了打电话。一开始告警太多，我把同一台机器五分钟内的合并成一条，后来一天从四十多条降到五六条。';
    expect(readsAsReference(own)).toBe(false);
    expect(analysed('ops-07', own).gaming).toBeNull();
  });
});

describe('interview.misconception.asserted: 其实就是 asserts', () => {
  it('reads 正则化其实就是归一化 as the error, and 以为…其实不是 as its correction', () => {
    expect(misconceptionsOf('正则化其实就是对数据做归一化，把特征缩放到0到1之间。', 'algo-10')).toHaveLength(1);
    expect(misconceptionsOf('很多人以为正则化就是归一化，其实不是，正则化是在损失函数里加惩罚项。', 'algo-10')).toEqual([]);
  });
});

describe('interview.vague.plan and interview.vague.template: a correct answer anyone could give', () => {
  it('caps a template of aspects for offers (我会综合考虑…首先看平台…) at VAGUE_CONTENT, though 我会 reads as an action', () => {
    const template = '如果同时收到几家公司的offer，我会综合来看。首先看公司平台和行业前景，平台大能学到更多。其次看岗位和专业是不是对口。再看薪资福利。最后考虑城市和通勤。总之我会选最有利于长期发展的公司，选了就踏实干。';
    const a = analysed('common-15', template);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    const own = '我现在手上是两个：一个是杭州一家做供应链系统的公司，一个是老家的银行科技岗。我去那家公司实习过两个月，带我的师傅每次代码评审都会逐行讲，我在那学得最快；银行的薪资高一点，但岗位主要是维护老系统。我更看重头三年能不能学到东西，所以倾向去杭州，已经跟家里商量过了。';
    expect(analysed('common-15', own).vague).toBeUndefined();
    expect(scoreOf('common-15', own) - scoreOf('common-15', template)).toBeGreaterThanOrEqual(10);
  });

  it('caps the textbook\'s steps for a how-to (一般包括：首先…然后…最后…) in no one\'s voice at VAGUE_CONTENT', () => {
    const steps = '成本分析通常分几步：首先归集成本数据，然后把成本分类，比如直接成本和间接成本、固定成本和变动成本，接着做对比，比如跟预算比、跟上年比、跟同行比，找出差异原因，最后提出控制成本的措施。';
    expect(analysed('fa-08', steps).content).toBeLessThanOrEqual(VAGUE_CONTENT);
  });

  it('leaves a how-to told in the student\'s own voice, or with the why of its steps, to its matter', () => {
    const own = '我做的话先把成本拆成固定和变动两块，再跟预算和去年同期比。我在一家面包店做过兼职的账，发现黄油涨价以后毛利掉了五个点，就建议老板把两款用黄油最多的面包提了一块钱。';
    const why = '成本分析先要把成本分成固定成本和变动成本，因为两者对产量的反应不一样，不分开就看不出多卖一件到底赚多少；再跟预算和去年同期比，差异大的项目逐个查原因，这样措施才能落到具体的费用上。';
    expect(analysed('fa-08', own).vague).toBeUndefined();
    expect(analysed('fa-08', why).vague).toBeUndefined();
    expect(analysed('fa-08', why).content).toBeGreaterThan(VAGUE_CONTENT);
  });
});

describe('interview.vague.stages: a plan by stages ahead with nothing of the student\'s own', () => {
  // 你未来三到五年的职业规划是什么？ — every plan has its horizons, so they are no particular of the student's
  const STAGES =
    '我未来三到五年的规划是这样的：第一年先熟悉公司的产品和内容流程，把本职工作做好，比如写文案、排版这些，尽快进入状态。第二到三年希望能在选题策划上深入下去，成为组里的骨干，同时考一个新媒体运营方面的证书。第三到五年希望能独立负责一个账号矩阵，带一个小团队，为公司的发展贡献自己的力量。';
  const DATED =
    '第一年我想先把招聘这一块做熟，从筛简历到办入职都自己跟一遍。证书我今年下半年报了企业人力资源管理师三级的考试，十一月就考。第二到三年想往培训方向走，能自己带新员工的入职培训。三到五年再看是做业务伙伴还是继续做专业模块。';
  const GAP =
    '第一年先把测试的基本功做扎实，用例写规范。我接口测试还不熟，只在课设里用Postman点过几个接口，所以第一年会把接口自动化补上。第二到三年希望能负责一个模块的自动化回归。五年左右想往测试开发走。';
  const REASON =
    '第一年先把现场的基本工作跟下来，多跟着师傅看图纸、看钢筋绑扎。第二到三年考二级建造师。三到五年想往技术负责人走，因为毕业实习那两个月我跟着做过一次隐蔽工程验收，觉得技术这块更适合我。';

  it('reads the horizons of a plan\'s stages, not a story\'s past figures', () => {
    expect(horizonsOf(STAGES)).toEqual(['未来三到五年', '第一年', '第二到三年', '第三到五年']);
    expect(horizonsOf('前一两年先打基础，三年左右独立负责，五年的话带团队')).toEqual(['前一两年', '三年', '五年']);
    expect(horizonsOf('我学了三年吉他，在琴行兼职过两年')).toEqual([]);
  });

  it('caps a plan of generic stages at VAGUE_CONTENT, though its horizons read as figures and it names a certificate', () => {
    expect(plansByGenericStages(STAGES)).toBe(true);
    const a = analysed('common-06', STAGES);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(scoreOf('common-06', STAGES, '新媒体运营')).toBeLessThanOrEqual(70);
  });

  it('leaves a plan with a certificate dated, a skill gap of the student\'s own or a real reason to its matter', () => {
    for (const [plan, category] of [[DATED, '人力资源'], [GAP, '测试工程师'], [REASON, '土木工程师']] as const) {
      expect(plansByGenericStages(plan)).toBe(false);
      expect(analysed('common-06', plan).content).toBeGreaterThan(VAGUE_CONTENT);
      expect(scoreOf('common-06', plan, category) - scoreOf('common-06', STAGES, '新媒体运营')).toBeGreaterThanOrEqual(10);
    }
  });

  it('reads the steps of a plan said without years (再往后, 长远来看) as its horizons', () => {
    const steps = '我希望先在一线把基础打牢，多跟前辈学习。两三年以后希望能独立负责一块业务，再往后希望往管理方向发展，带一个小团队。';
    expect(horizonsOf(steps)).toEqual(['两三年', '再往后']);
    expect(plansByGenericStages(steps)).toBe(true);
    expect(analysed('common-06', steps).content).toBeLessThanOrEqual(VAGUE_CONTENT);
    // a plan by steps with a reason of the student's own is theirs
    expect(plansByGenericStages(`${steps}因为我实习时带过两个新人，发现自己喜欢带人。`)).toBe(false);
    // one 再往后 in a story is no plan
    expect(plansByGenericStages('我大二在社团做宣传，再往后我就开始自己剪视频了。')).toBe(false);
  });

  it('does not read one horizon in a story as a plan by stages', () => {
    const story = '我大二开始在学院公众号做编辑，第一年只负责排版，一周两篇。后来我提了一个“新生问答”栏目，每期收十几个问题，阅读量从三百多涨到一千出头。';
    expect(plansByGenericStages(story)).toBe(false);
  });
});

describe('interview.vague.template and interview.vague.plan: a template only framed in the first person', () => {
  // 如何利用信息技术辅助教学？ — the textbook's steps, with 我们要… closing them and 比如 heading two terms
  const WE_TEMPLATE =
    '信息技术辅助教学很重要。首先要根据教学目标选择合适的工具。其次课件要简洁清楚，比如图片、动画。然后可以用在线平台布置和批改作业。另外不能过度依赖信息技术。总之，我们要合理使用信息技术，提高课堂效率。';
  // 如何筛选简历？ — an opinion's frame announcing the aspects
  const FRAMED_TEMPLATE =
    '筛选简历，我认为可以从以下几个方面入手：一是看学历和专业是否符合要求；二是看工作经历和岗位是否匹配；三是看求职者的稳定性；四是看简历是否规范。最后综合评估，筛选出合适的候选人。';
  const FRAMED_THINK =
    '筛选简历我觉得首先要看硬性条件，学历、专业要符合岗位要求。然后看经历和岗位的匹配度。还要看简历的整体质量。最后综合评估，选出合适的人进入面试。';

  it('reads 我们要…, 我认为可以从以下几个方面 and 我觉得首先 as framing, not the student\'s voice', () => {
    expect(speaksOwnVoice(WE_TEMPLATE)).toBe(false);
    expect(speaksOwnVoice(FRAMED_TEMPLATE)).toBe(false);
    expect(speaksOwnVoice(FRAMED_THINK)).toBe(false);
    expect(speaksOwnVoice('我一般先看硬性条件，再看经历。')).toBe(true);
    expect(speaksOwnVoice('我觉得不要只看学校名字，有的普通学校的学生实习很扎实。')).toBe(true);
  });

  it.each([['teacher-13', WE_TEMPLATE], ['hr-06', FRAMED_TEMPLATE], ['hr-06', FRAMED_THINK]])('caps the framed steps of %s at VAGUE_CONTENT', (id, answer) => {
    expect(templateSteps(q(id), answer, 0)).toBe(true);
    const a = analysed(id, answer);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
  });

  it('leaves a view of the student\'s own, their practice or a step\'s why to its matter', () => {
    const view =
      '先看硬性条件，学历、专业、毕业时间，不符合的先放一边。然后看经历和岗位是否匹配，描述是不是具体，有没有写自己做了什么、结果怎样。时间对不上、空白期很长的，面试时可以问。我觉得不要只看学校名字，有的普通学校的学生实习经历很扎实。';
    const practice = '我在学院就业办帮老师筛过一批实习生简历，我一般先按专业和到岗时间过一遍，再看项目经历里有没有写自己做了什么，写得空的先放一边。';
    const why = '筛选简历先看硬性条件，因为不符合的后面谈得再好也进不来；再看经历和岗位是否匹配，这样面试的时间才花在可能合适的人身上。';
    for (const answer of [view, practice, why]) {
      expect(templateSteps(q('hr-06'), answer, concretenessOf(answer).score)).toBe(false);
      expect(analysed('hr-06', answer).vague).toBeUndefined();
    }
  });

  // 如果你同时收到多家公司的录用通知，你会怎么选择？
  const PICK_TEMPLATE =
    '如果同时收到多个offer，我会从几个方面来考虑：一是行业前景，二是岗位是否对口，三是薪资待遇，四是城市。我会选择最适合自己发展的那家公司。如果能拿到贵公司的offer，我一定优先考虑。';

  it('reads a pick among offers (最适合自己的那家) as no setting, and a pledge to the interviewer as no case weighed', () => {
    expect(concretenessOf('我会选择最适合自己发展的那家公司').setting).toBe(false);
    expect(concretenessOf('我在那家公司实习过两个月').setting).toBe(true);
    expect(withoutAskedPremise('如果能拿到贵公司的offer，我一定优先考虑。', q('common-15').text)).not.toContain('如果');
    expect(withoutAskedPremise('如果两家都在杭州，我就选做供应链的那家。', q('common-15').text)).toContain('如果两家都在杭州');
    // interview.specific.premise.paraphrase: the question's case in English and other counts (几个offer for 多家…录用通知)
    expect(withoutAskedPremise('如果同时拿到几个offer，我会综合比较一下。', q('common-15').text)).not.toContain('如果');
    expect(withoutAskedPremise('如果几家都给了offer但都在外地，我会选离家近的。', q('common-15').text)).toContain('如果几家都给了offer但都在外地');
    const a = analysed('common-15', PICK_TEMPLATE);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
  });

  it('leaves an offer weighed in the student\'s own particulars above the template', () => {
    const own = '我会选择省建工。我现在手上有两个offer：一个是省建工的施工员，一个是设计院的助理。我暑假在那家设计院实习过一个月，天天画图改图，发现自己更喜欢在现场。两家公司都在杭州，薪资差不多，所以头两年我想先把现场跟下来。';
    expect(analysed('common-15', own).vague).toBeUndefined();
    expect(scoreOf('common-15', own, '土木工程师') - scoreOf('common-15', PICK_TEMPLATE, '土木工程师')).toBeGreaterThanOrEqual(10);
  });
});

/*
 * Rules of the fifty-eighth and fifty-ninth batches (analysis): a view of one's own life hedged both ways with only an
 * illustration (interview.vague.illustrated), a choice handed to circumstances at the close (interview.vague.deferred),
 * the pledges of learning and the stock motives (concreteness.json vague). Written for these tests, on questions of
 * the banks: none is an item of a rated set.
 */
describe('interview.vague.illustrated: a view on one\'s own conduct with 比如 heading only an illustration', () => {
  // 你如何看待加班？
  const TEMPLATE = '我觉得加班要看情况。如果是工作需要，比如仓库盘点或者赶一批急货，那加班是应该的，我也能接受。但如果长期加班，可能是工作安排有问题，平时还是要提高效率，尽量在上班时间把事情做完。';
  const OWN =
    '我觉得要看情况。我暑假在物流园的仓库实习，月底盘点那三天都干到晚上十点，这种我能接受。但如果天天加班，我会先想想是不是自己效率的问题：我一开始录单很慢，后来把常用的品名做成了快捷输入，就很少拖到下班以后了。';

  it('reads 比如 heading the case weighed as no particular of the student\'s own', () => {
    expect(isSpecific(TEMPLATE)).toBe(true);
    expect(tellsParticulars(TEMPLATE)).toBe(false);
    expect(concretenessOf(TEMPLATE).score).toBe(0);
    const a = analysed('common-08', TEMPLATE);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
  });

  it('leaves the same view told with the student\'s own overtime, and scores it well above the template', () => {
    expect(analysed('common-08', OWN).vague).toBeUndefined();
    expect(scoreOf('common-08', OWN, '采购专员') - scoreOf('common-08', TEMPLATE, '采购专员')).toBeGreaterThanOrEqual(15);
  });
});

describe('interview.vague.bare.case: a view in the template\'s frame, only the question\'s own kind of case weighed', () => {
  // 你如何看待加班？ the stance anyone takes in the template's frame (要客观看待), a case weighed (如果…我会…) and no particular of the student's own
  const STANCE =
    '对于加班，我觉得要客观看待。做物流这一行，旺季订单多，偶尔加班很正常，我能接受。但也不能为了加班而加班，平时要提高效率，把事情安排好。如果是仓库确实需要，或者碰上突发情况，我会尽力配合大家。';
  const OWN =
    '我觉得偶尔加班能接受，但效率更要紧。我暑假在快递分拣中心实习，双十一那周每天干到晚上十一点，累，但是知道为什么要加。如果是这种旺季，我会配合团队；但要是天天加班，我会先看看是不是自己效率低了，也要顾着身体健康，不然第二天出错更多，这也是对工作负责。';

  it('reads the case weighed as the question\'s stance on a view question, and as a case elsewhere', () => {
    expect(tellsParticulars(STANCE)).toBe(true);
    expect(tellsParticulars(STANCE, { cases: false })).toBe(false);
    const a = analysed('common-08', STANCE);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    // without the template's frame (要客观看待) the case weighed still counts, as the rule read it before
    expect(analysed('common-08', STANCE.replace('对于加班，我觉得要客观看待。', '加班的话，')).vague).toBeUndefined();
  });

  it('leaves the view told with the student\'s own overtime, well above the stance', () => {
    expect(analysed('common-08', OWN).vague).toBeUndefined();
    expect(scoreOf('common-08', OWN, '物流专员') - scoreOf('common-08', STANCE, '物流专员')).toBeGreaterThanOrEqual(15);
  });
});

describe('interview.vague.bare.unavoidable: a view that grants the matter as unavoidable, then illustrates and weighs it', () => {
  // 你如何看待加班？ granted as 免不了, the job's cases named after 比如, the stance anyone takes
  const GRANTED =
    '我觉得做物流这一行，有时候加班是免不了的，比如双十一爆仓、月底盘点，都得留下来处理，这个我有心理准备。但也不能总靠加班，平时应该提高效率，减少不必要的加班。如果公司确实需要，我会服从安排。';
  const OWN =
    '我觉得做物流这一行加班是免不了的。我暑假在快递分拣中心实习，双十一那周每天干到晚上十一点，知道为什么要加。但要是天天加班，我会先看是不是自己效率低了：我一开始扫件慢，后来跟师傅学了双手扫，就很少拖到下班以后了。';

  it('reads 免不了 as the template\'s frame: the cases named are its stance, no particular', () => {
    const a = analysed('common-08', GRANTED);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
  });

  it('leaves the same frame told with the student\'s own overtime, well above it', () => {
    expect(analysed('common-08', OWN).vague).toBeUndefined();
    expect(scoreOf('common-08', OWN, '物流专员') - scoreOf('common-08', GRANTED, '物流专员')).toBeGreaterThanOrEqual(15);
  });
});

describe('concreteness.json vague: advice received and interaction urged, said of no one in particular', () => {
  // 讲一次你在试讲或实习上课中的收获。
  const GENERIC = '我在实习的时候上过几次课，感觉收获挺大。刚开始有点紧张，语速偏快，指导老师给了我一些建议，后来就好多了。我觉得上课前要认真备课，上课要多和学生互动，课后要及时反思。';
  const TOLD =
    '大四上学期我在一所初中实习，上了六节语文课。第一节讲《背影》，我二十分钟就讲完了，后面不知道干什么。指导老师说：“你一直在讲，学生一句话都没说。”第二次我改成先让他们找文中父亲的四个动作，再分组说为什么写买橘子，一节课有十几个学生站起来发言。';

  it('reads 给了我一些建议 and 多和学生互动 as generic, not what a mentor said or pupils did', () => {
    expect(vagueWordsOf(GENERIC)).toEqual(['多和学生互动', '给了我一些建议']);
    expect(vagueWordsOf('指导老师给了我两条建议：板书写在左边，提问要点名。')).toEqual([]);
    expect(vagueWordsOf('我让学生分组互动，每组说一个动作。')).toEqual([]);
    expect(vagueWordsOf(TOLD)).toEqual([]);
    const hostile = '多和学生'.repeat(1500);
    expectWithinMs(() => vagueWordsOf(hostile), 50);
  });

  it('caps the lesson learnt said in generic words, and leaves one told in its particulars', () => {
    const a = analysed('teacher-15', GENERIC);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analysed('teacher-15', TOLD).vague).toBeUndefined();
    expect(scoreOf('teacher-15', TOLD, '中学教师') - scoreOf('teacher-15', GENERIC, '中学教师')).toBeGreaterThanOrEqual(10);
  });
});

describe('concreteness.json vague: the stock reassurances of one willing to go anywhere', () => {
  it('reads 相信自己能适应 and 年轻多锻炼 as generic, not a young worker\'s own account', () => {
    expect(vagueWordsOf('当然刚开始可能会不习惯，但我相信自己能调整过来。年轻的时候多去一线锻炼是好事。')).toEqual(['相信自己能调整', '年轻的时候多去一线锻炼']);
    expect(vagueWordsOf('我年轻时在工地待过两个月，跟着师傅放线。')).toEqual([]);
    const hostile = '年轻'.repeat(3000);
    expectWithinMs(() => vagueWordsOf(hostile), 50);
  });

  // 你能接受长期驻扎在项目工地、甚至到外地工作吗？
  const WILLING = '我能接受。学工程的，早就知道以后要常驻工地、去外地，这个我有心理准备。年轻人多吃点苦没坏处，能学到书本上学不到的东西，家里人也支持。当然刚开始可能不适应，但我相信自己能很快适应。';
  const TOLD =
    '能接受。大三暑假我在贵州一个高速项目部实习了两个月，住板房，离县城四十公里，一周才出去一次。最难的是晚上没什么事做，我就把白天的测量记录整理出来，跟着技术员学看图。我女朋友在杭州，这个我们商量过，她能理解。';

  it('caps the willingness said in stock reassurances, and leaves one told from a stay on site', () => {
    const a = analysed('civil-05', WILLING);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analysed('civil-05', TOLD).vague).toBeUndefined();
    expect(scoreOf('civil-05', TOLD, '土木工程师') - scoreOf('civil-05', WILLING, '土木工程师')).toBeGreaterThanOrEqual(10);
  });
});

describe('interview.vague.deferred: the choice handed to circumstances at the close', () => {
  // 常用的金属材料有哪些？如何选材？
  const DEFERRED =
    '常用的有碳素钢、合金钢、铸铁，还有铝合金和铜合金。碳钢便宜、好加工；合金钢强度高、淬透性好；铸铁减振、耐磨，适合做机座；铝合金轻，导热好。各有各的特点，具体选哪种要根据零件的使用要求来定。';
  const CHOSEN =
    '常用的有碳素钢、合金钢、铸铁，还有铝合金和铜合金。碳钢便宜、好加工；合金钢强度高、淬透性好；铸铁减振、耐磨，适合做机座；铝合金轻，导热好。选材先看零件受什么力、要不要耐磨，再看加工和成本：受交变扭矩的轴用45钢调质就够，载荷大、截面大的才换40Cr。';
  const OWN_CASE =
    '常用的有碳素钢、合金钢、铸铁和铝合金。我在机加工厂实习时见过一根搅拌机的轴老在键槽处断，师傅把它从45钢换成40Cr调质，后来就没再断过。各有各的特点，具体要根据零件的工况来定。';
  // 如何编制施工进度计划？ — adjusting as the work goes is a step of the plan, no choice handed over
  const STEP = '先熟悉图纸和合同工期，划分施工过程，算工程量，定每个过程的持续时间，再按工艺关系排先后，用横道图画出来。施工过程中还要根据实际进度不断检查和调整。';

  it('quotes the deferral closing an answer with nothing of the student\'s own, and caps its content', () => {
    expect(deferredChoiceOf(DEFERRED)).toBe('各有各的特点');
    expect(deferredChoiceOf('具体用哪种方法要看业务目标来定。')).toBe('要看业务目标来定');
    const a = analysed('mech-08', DEFERRED);
    expect(a.deferred).toBe('各有各的特点');
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
  });

  it('does not fire on a close that says how to choose, on an answer with a case of the student\'s, nor on a step adjusted', () => {
    expect(deferredChoiceOf(CHOSEN)).toBeNull();
    expect(deferredChoiceOf(OWN_CASE)).toBeNull();
    expect(deferredChoiceOf(STEP)).toBeNull();
    expect(analysed('mech-08', CHOSEN).deferred).toBeUndefined();
    expect(scoreOf('mech-08', CHOSEN, '机械工程师') - scoreOf('mech-08', DEFERRED, '机械工程师')).toBeGreaterThanOrEqual(20);
  });
});

describe('concreteness.json vague: pledges of learning and stock motives', () => {
  it('reads 积极参加, 向…请教, 不断反思 and the stock motives as generic', () => {
    expect(vagueWordsOf('我会多读书，积极参加教研活动，向有经验的老师请教，不断反思自己的教学。')).toEqual(['不断反思', '积极参加', '向有经验的老师请教']);
    expect(vagueWordsOf('我从小就喜欢和小朋友玩，觉得当老师很有意义，看到学生进步很有成就感，而且这个行业前景很好。')).toEqual(['很有意义', '很有成就感', '前景很好', '从小就喜欢']);
  });

  // 你为什么想当一名教师？
  const MOTIVES = '我从小就喜欢和小朋友玩，觉得当老师很有意义。看到学生一点点进步会很有成就感，而且教师这个职业比较稳定，前景很好。我性格比较有耐心，所以我想当一名老师。';
  const TOLD =
    '我想当老师，是因为大三去县里的小学支教了一个学期。我带四年级数学，有个男生开学时作业一次都不交，我每天中午陪他做两道题，期末他考了七十六分，他妈妈专门来学校跟我说了声谢谢。我也知道自己讲课还容易拖堂，这个还在改。';

  it('caps a motive given in stock phrases, and leaves one told in an event of the student\'s own', () => {
    const a = analysed('teacher-01', MOTIVES);
    expect(a.vague).toBeDefined();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(vagueWordsOf(TOLD)).toEqual([]);
    expect(analysed('teacher-01', TOLD).vague).toBeUndefined();
    expect(scoreOf('teacher-01', TOLD, '教师') - scoreOf('teacher-01', MOTIVES, '教师')).toBeGreaterThanOrEqual(20);
  });
});

describe('interview.specific.talking-named: what was said, not the talking named', () => {
  it('reads the words said to someone in the situation as particular', () => {
    expect(isSpecific('我会跟家长说孩子这周的默写错了一半，请他们每晚听写十分钟。')).toBe(true);
    expect(isSpecific('遇到拿不准的地方，我会请患者再说一遍自己的过敏史和用药情况。')).toBe(true);
  });

  it('reads the talking only named among generic steps as nothing particular, and caps such an answer', () => {
    const steps = '对待后进生，我觉得首先要找到原因，然后多鼓励，发现他的优点，多和家长沟通，课后多辅导，或者直接问老师。每个学生都能进步。';
    expect(isSpecific(steps)).toBe(false);
    expect(analysed('teacher-09', steps).content).toBeLessThanOrEqual(70);
  });
});

describe('interview.gaming.reference.decimal: a figure with a decimal point is no numbered item', () => {
  it('leaves a terse technical account with version numbers and ratios alone', () => {
    const terse = 'JDK 1.8 之后的 HashMap 用数组加链表加红黑树，负载因子 0.75，元素数超过容量乘以 0.75 就扩容成两倍；它不是线程安全的，并发写要换 ConcurrentHashMap，1.7 的头插法扩容时还会成环。';
    expect(readsAsReference(terse, q('java-01'))).toBe(false);
  });

  it('still reads a printed list of numbered items as one', () => {
    const printed = 'HashMap的特点如下：1.底层采用数组加链表加红黑树实现。2.默认初始容量为十六，负载因子为零点七五。3.HashMap是非线程安全的，多线程环境下应当使用ConcurrentHashMap。';
    expect(readsAsReference(printed, q('java-01'))).toBe(true);
  });
});

describe('interview.gaming.reference.code-name: one lowercase word in brackets is the name code calls a thing, no expansion', () => {
  const glossed = (debounce: string, throttle: string) =>
    `防抖（${debounce}）：事件停止触发一段时间后才执行回调，期间再次触发则重新计时，常见于搜索框联想。节流（${throttle}）：一段时间内只执行一次回调，持续触发也按固定频率执行，常见于滚动加载和拖拽。`;

  it('leaves terms glossed by their names in code (防抖（debounce）, 节流（throttle）) alone', () => {
    expect(readsAsReference(glossed('debounce', 'throttle'), q('fe-10'))).toBe(false);
  });

  it('still reads the printed expansions of terms (防抖（Debounce Function）) as print', () => {
    expect(readsAsReference(glossed('Debounce Function', 'Throttle Function'), q('fe-10'))).toBe(true);
  });
});

describe('concreteness.json: a day planned in stock steps (interview.vague)', () => {
  it('reads 合理安排时间, 重要的事情先做 and 要有计划 as generic intentions, a review step (哪里做得不好) as no limit admitted', () => {
    expect(vagueWordsOf('总之就是要有计划，合理安排时间，重要的事情先做')).toHaveLength(3);
    expect(concretenessOf('晚上回去想想今天哪里做得不好，第二天改进').limit).toBe(false);
    expect(concretenessOf('晚上回去想想有没有做得不好的地方').limit).toBe(false);
    // a limit of the student's own is still one
    expect(concretenessOf('那次的回访我做得不好，漏了两个客户').limit).toBe(true);
    expect(vagueWordsOf('我把周三下午空出来专门回访老客户，上个月回访了四十多个')).toEqual([]);
  });

  it('caps a salesman\'s day in stock steps, not a day told with its own particulars', () => {
    const stock = '我会把一天分成几块。早上先列一下今天要做的事，确定拜访哪些客户。上午打电话约客户，下午上门拜访，处理订单和售后。晚上做个总结，想想哪里做得不好，第二天改进。总之就是要有计划，合理安排时间，重要的事情先做，提高效率。';
    const own = '我在家电卖场做过两个月促销。早上九点到店先看昨天没成交的登记表，挑三四个回电话；十点以后人多就守在展台，中午一点到两点人少，我去仓库核一下样机的库存。周末单子多，我会把回访挪到周一。有一次下午忘了回一个客户的电话，第二天他在别家买了，后来我就在手机上设了提醒。';
    expect(analyzeAnswer(q('sales-14'), stock, { seconds: 120, seconds_used: 60, late: 0 }).content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analyzeAnswer(q('sales-14'), own, { seconds: 120, seconds_used: 60, late: 0 }).vague).toBeUndefined();
  });
});

describe('concreteness.json: limits a story closes on, millimetres, and the pledges and stock angles of a 3 (80th and 81st batches)', () => {
  it.each([
    ['也有没做好的，群里问价格的太多'],
    ['有一个地方没做好，螺栓的长度是估的'],
    ['遗憾的是结尾写得太急了'],
    ['当时来不及重画，就先交了'],
    ['后来换了一根，但还是没有认真算'],
  ])('reads a limit admitted in %s', (text) => {
    expect(concretenessOf(text).limit).toBe(true);
  });

  it.each([
    ['每次做完要看看有没有做好'],
    ['如果前期没做好调研，后面就会返工'],
    ['时间来不及的话我会先保证重点'],
    ['算完以后再核对一下有没有算错'],
  ])('reads no limit in a step or a case weighed: %s', (text) => {
    expect(concretenessOf(text).limit).toBe(false);
  });

  it('reads millimetres, centimetres and kilograms as figures with their units', () => {
    expect(concretenessOf('底下留了两毫米的缝，托盘减了三公斤').figures).toEqual(['两毫米', '三公斤']);
    expect(concretenessOf('我们留了一点缝').figures).toEqual([]);
  });

  it('reads a pledge to learn and an angle anyone takes as generic intentions, not a deed or an angle told', () => {
    expect(vagueWordsOf('如果能加入贵公司，我会认真学习，尽快熟悉业务')).toEqual(['会认真学习', '尽快熟悉业务']);
    expect(vagueWordsOf('总之就是要站在用户的角度去想')).toEqual(['站在用户的角度去想']);
    expect(vagueWordsOf('我认真学习了两周的税法，第三周就熟悉了业务流程')).toEqual([]);
    expect(vagueWordsOf('站在用户的角度写了三版文案')).toEqual([]);
  });

  it('caps a motive told in stock traits and a pledge, not one told in particulars of the student’s own', () => {
    const stock = '我觉得会计是企业里非常重要的岗位，关系到企业的经营决策。我自己性格比较细心，做事有条理，对数字也比较敏感，觉得很适合这份工作。专业课学过财务会计、成本会计这些，有一定的基础。如果能加入贵公司，我会认真学习，尽快熟悉业务。';
    const own = '大二我在学校超市做过半年的收银和对账，每天晚上把流水和现金对一遍，有一次差了四十块，我翻了两个小时的小票才找到是一笔退款没录。那之后我发现自己挺喜欢把账对平的感觉，所以大三考了初级，想做会计。';
    expect(analysed('acct-15', stock).content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analysed('acct-15', own).vague).toBeUndefined();
  });

  it('caps a topic judged by headings closed on a stock angle, not headings shown on a topic of the student’s own', () => {
    const headings = '判断选题有没有价值，我觉得主要看几点：一是新不新，是不是最近大家在讨论的；二是影响面大不大；三是读者爱不爱看；四是别人有没有写过。另外也要看我们能不能采访到人。总之就是要站在读者的角度去想。';
    const own = '我在校报的时候用过一个笨办法：先问自己，这个选题我能不能找到三个愿意具名的采访对象。去年我想写食堂涨价，问了一圈只有一个人愿意说，就改成了写食堂的进货价，找到了两个供应商和后勤的老师，那篇稿子转了两千多次。';
    expect(analysed('editor-06', headings).content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analysed('editor-06', own).vague).toBeUndefined();
  });
});

describe('interview.vague: a hollow result said with 还 (总体效果还不错)', () => {
  it('reads 效果还不错 as a hollow result', () => {
    expect(vagueWordsOf('最后招了二十多个人，总体效果还不错。').length).toBeGreaterThan(0);
  });
  it('a near miss: the effect told in a figure is no hollow result', () => {
    expect(vagueWordsOf('效果是报名的二十多个人里，十八个留到了期末。')).toEqual([]);
  });
});
