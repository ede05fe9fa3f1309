import { analyzeAnswer } from '../src/ai/interview/analysis';
import { toldSituation } from '../src/ai/interview/stories';
import { bankQuestion } from '../src/ai/interview/bank';
import { vagueWordsOf } from '../src/ai/interview/concreteness';
import { listsTerms, weighsAskedList } from '../src/ai/interview/enumeration';
import { chatbotCuesOf, readsAsReference } from '../src/ai/interview/reference-text';
import { scoreOne } from './ai-interview-answers';

/**
 * Genuine answers the engine once misread: a hypothetical situation answered by the time the student met it
 * (interview.story.situation), a list asked for and given as a numbered list in the student's own voice
 * (interview.gaming.reference.asked-list); and the generic intention 认真检查 among the vague words (interview.vague).
 */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const TEACHER = { category: '教师', group: '教育' };
const QA = { category: '测试工程师', group: '技术' };
const MECH = { category: '机械工程师', group: '工程制造' };

describe('interview.story.situation: a situation asked about, answered by the time it was met', () => {
  const question = bankQuestion('teacher-02')!;
  const met =
    '上学期我在一所初中实习，带初二语文。有一次上文言文，靠窗的一个女生一直跟同桌小声聊天，还传纸条。我没有当着全班批评她，讲到下一句的时候就请她来翻译，她愣了一下，同桌提醒了她，她翻得还行，我说了句“翻得不错”。下课我单独问她，她说前面几课没听懂，干脆不想听了。后来我每周给她补一次课，她上课说话就少多了。不过这个办法要花时间，班上这样的学生多了我一个人顾不过来。';
  const elsewhere =
    '去年暑假我和两个同学去云南旅游，一共玩了十天。我们先到昆明，然后坐火车去大理，在洱海边骑了一天车，晚上住在古城的客栈里。后来又去了丽江，爬了玉龙雪山，山上特别冷，我还有点高原反应，喝了两瓶氧气才缓过来。这次旅行让我看到了很多不一样的风景，回来以后我把照片整理成了一本相册。';

  it('takes the story told for the situation as a story on the question', () => {
    const a = analyzeAnswer(question, met, TIMING);
    expect(a.on_topic).toBe(true);
    expect(scoreOne(question, met, TEACHER).score).toBeGreaterThanOrEqual(60);
  });

  it('does not take a story of another matter for the situation', () => {
    expect(analyzeAnswer(question, elsewhere, TIMING).on_topic).toBe(false);
    expect(scoreOne(question, elsewhere, TEACHER).score).toBeLessThanOrEqual(40);
  });

  it('holds to questions that pose a situation: a how-to question is not answered by any story of one’s own', () => {
    const howTo = bankQuestion('legal-14')!;
    const exam =
      '其实我想先说一下我考证的情况。我今年九月客观题考了一百八十多分，过了。备考那段时间我每天早上六点起，上午看民法，下午做真题，一共坚持了六个月，最后顺利通过，所以我觉得我的自律性很强。';
    const star = { present: ['situation', 'action', 'result'] as ('situation' | 'action' | 'result')[], example: true };
    expect(toldSituation(howTo, exam, star, 120, 30)).toBe(false);
    expect(toldSituation(question, met, star, 120, 30)).toBe(true);
    expect(scoreOne(howTo, exam, { category: '法务专员', group: '职能' }).score).toBeLessThanOrEqual(40);
  });
});

describe('interview.gaming.reference.asked-list: a list asked for, numbered in the student’s own voice', () => {
  const question = bankQuestion('qa-01')!;
  const own =
    '我分几块来说：\n1. 正常流程：手机号加验证码能登录，账号密码能登录，登录后跳到首页。\n2. 异常：密码错三次以上要出图形验证码，账号被冻结给出提示，验证码六十秒内不能重发。\n3. 安全：密码框不能复制，接口里密码要加密，换设备登录要短信确认。\n4. 兼容：安卓和iOS各挑两台老机型，再加横屏。\n压测我在学校没做过，只知道要看并发登录时的响应时间。';
  const reply =
    '当然可以！以下是登录功能的测试点：\n1. **功能测试**：验证正确的用户名和密码能够登录。\n2. **安全测试**：验证密码加密传输。\n3. **性能测试**：验证高并发下的响应时间。\n希望对你有帮助！';

  it('does not count the lines of the student’s own numbered list as a chatbot’s layout', () => {
    expect(chatbotCuesOf(own, question)).toBe(0);
    expect(readsAsReference(own, question)).toBe(false);
    expect(scoreOne(question, own, QA).score).toBeGreaterThanOrEqual(60);
  });

  it('still reads a chatbot’s reply laid out in a numbered list as pasted', () => {
    expect(readsAsReference(reply, question)).toBe(true);
    expect(scoreOne(question, reply, QA).score).toBeLessThanOrEqual(40);
  });

  it('still counts numbered list lines for a question that asks for no list', () => {
    const conduct = { text: '如果你和同事意见不一致，你会怎么办？' };
    const listed = '1. 先听他说\n2. 再说我的\n3. 最后找领导';
    expect(chatbotCuesOf(listed, conduct)).toBe(3);
    expect(chatbotCuesOf(listed)).toBe(3);
  });
});

describe('interview.vague: 要认真检查 is a generic intention', () => {
  const question = bankQuestion('mech-13')!;
  const generic =
    '要保证图纸质量，首先画完以后要认真检查，尺寸、公差、技术要求都不能漏；然后要按国家标准来画；最好再请有经验的老师傅审一下。图纸是工程师的语言，一点小错都可能造成大损失，所以一定要认真仔细。';
  const particular =
    '我课设画减速器的时候吃过亏，第一版交上去老师挑出了十一处错误，大多是漏标公差和剖面线画错。后来我给自己列了一张检查单，按视图、尺寸、公差、技术要求、标题栏五项一项项过，画完认真检查一遍再交，第二版只剩两处。现在画完我还会把三维模型和二维图对一下，看孔的位置对不对得上。';

  it('finds 要认真检查 and 一定要认真仔细 among the vague words, not 认真检查一遍 done', () => {
    expect(vagueWordsOf(generic)).toEqual(expect.arrayContaining(['要认真检查', '要认真仔细']));
    expect(vagueWordsOf(particular)).toEqual([]);
  });

  it('scores the generic answer under one told in its particulars, which keeps 60 or more', () => {
    const low = scoreOne(question, generic, MECH).score;
    const high = scoreOne(question, particular, MECH).score;
    expect(low).toBeLessThanOrEqual(75);
    expect(high).toBeGreaterThanOrEqual(70);
    expect(high).toBeGreaterThan(low);
  });
});

describe('interview.vague.maxim: a maxim for the point, and nothing of the student’s own', () => {
  const question = bankQuestion('sales-13')!;
  const SALES = { category: '销售代表', group: '市场销售' };
  const maxim =
    '我认为诚信是做销售的基础。如果一个销售为了冲业绩夸大效果、隐瞒缺点，也许能签下一单，但客户迟早会发现，以后就不会再找你，还会告诉身边的人。所以想长期做下去就必须讲诚信，能做到的才承诺，做不到的就直说。我以后工作也会这样要求自己。';
  const told =
    '我觉得诚信是做销售的基础。去年暑假我在一家卖净水器的门店兼职，有个阿姨问滤芯能不能用两年，店长让我说能，其实说明书写的是六个月。我跟她说“按您家的水质，六个月就得换”，那单她只买了机器没买套餐，店长说了我两句。但三个月后她带了两个邻居来买，点名找我。';

  it('names the maxim as vague when nothing particular is said, and caps its content', () => {
    const a = analyzeAnswer(question, maxim, TIMING);
    expect(a.vague).toEqual(expect.arrayContaining(['是做销售的基础']));
    expect(a.content).toBeLessThanOrEqual(50);
  });

  it('leaves a maxim that leads a story of one’s own alone', () => {
    const a = analyzeAnswer(question, told, TIMING);
    expect(a.vague).toBeUndefined();
    expect(scoreOne(question, told, SALES).score).toBeGreaterThan(scoreOne(question, maxim, SALES).score);
    expect(scoreOne(question, told, SALES).score).toBeGreaterThanOrEqual(70);
  });
});

describe('interview.misconception: common wrong ideas of 个人信息保护法 told fluently', () => {
  const question = bankQuestion('legal-09')!;
  const LEGAL = { category: '法务专员', group: '职能' };
  const wrong =
    '我理解这部法律对企业要求不算多。企业只要在隐私政策里写清楚，用户点了同意，就可以收集各种信息。敏感信息和普通信息在法律上没有区别。数据出境的话只要用户同意就可以，不需要做安全评估。另外小公司不受它约束，它主要只针对大企业。';
  const right =
    '我理解主要有几条：处理个人信息要告知并取得同意，收集要最小必要；敏感个人信息比如人脸、行踪轨迹要单独同意；数据出境除了单独同意，还要通过安全评估、认证或者签标准合同；不管企业大小都要遵守。我实习时帮公司改过隐私政策，把默认勾选去掉了。';

  it('names each error and caps the answer as mostly wrong, the right one well above it', () => {
    const errors = analyzeAnswer(question, wrong, TIMING).errors;
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(analyzeAnswer(question, right, TIMING).errors).toEqual([]);
    expect(scoreOne(question, wrong, LEGAL).score).toBeLessThanOrEqual(25);
    expect(scoreOne(question, right, LEGAL).score).toBeGreaterThanOrEqual(60);
  });
});

describe('interview.gaming.enumeration.weighed: a list asked for, with the weight among its items said', () => {
  const question = bankQuestion('legal-01')!;
  const weighed =
    '我主要看这些条款：当事人、标的、价款、付款方式、交付时间、验收标准、违约金、管辖法院、保密义务。其中付款方式和违约金是最重要的，真有纠纷时双方争的多半是这两条。';
  const strung = '我主要看这些条款：当事人、标的、价款、付款方式、交付时间、验收标准、违约金、管辖法院、保密义务。';

  it('takes the weighed list as an answer, the bare one as terms strung', () => {
    expect(weighsAskedList(weighed, question)).toBe(true);
    expect(listsTerms(weighed, question)).toBe(false);
    expect(listsTerms(strung, question)).toBe(true);
  });

  it('holds to questions that ask for a list', () => {
    expect(weighsAskedList(weighed, { text: '请介绍一下你自己。' })).toBe(false);
    expect(listsTerms(weighed)).toBe(true);
  });
});
