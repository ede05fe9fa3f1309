import { bankQuestion, type BankQuestion } from '../src/ai/interview/bank';
import { analyzeAnswer } from '../src/ai/interview/analysis';
import { leavesSubject } from '../src/ai/interview/on-question';
import { paintsPortrait, traitsOf } from '../src/ai/interview/gaming';
import { frameOf, restatementsOf, RESTATED_MIN } from '../src/ai/interview/frames';
import { listsTerms } from '../src/ai/interview/enumeration';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { scoreInterview, type AnsweredQuestion } from '../src/ai/interview/score-interview';
import { TRAITS_MIN } from '../src/ai/interview/weights';

/**
 * Answers that look like answers and say nothing on the question, against genuine answers of the same shape: a
 * knowledge question's subject never named while another matter of the field is explained
 * (interview.relevance.subject.other), a self-portrait in adjectives (interview.gaming.portrait), the question said back
 * and split into abstract 维度 (interview.gaming.frame), a textbook model's letters around generic slots, a list of
 * terms whose one cue word is a noun (根本原因分析), and fluent wrong facts. Each gaming form scores at most 35; each
 * genuine answer of its shape scores high.
 */
const GAMING_MAX = 35;
const GENUINE_MIN = 60;
const INPUT = { category: '综合', group: '其他', seconds: 120 };
const q = (id: string): BankQuestion => bankQuestion(id)!;
const asked = (question: BankQuestion, answer: string): AnsweredQuestion[] => [{ index: 0, question_id: question.id, text: question.text, follow_up: 0, answer, seconds_used: 60, late: 0 }];
const scoreOf = (id: string, answer: string): number => scoreInterview(asked(q(id), answer), INPUT).questions[0]!.score;
const analysed = (id: string, answer: string) => analyzeAnswer(q(id), answer, { seconds: 120, seconds_used: 60, late: 0 });

const CASES: { rule: string; id: string; gaming: string; genuine: string }[] = [
  {
    rule: 'a knowledge question answered with another concept of its field (测试类型 for 黑盒/白盒)',
    id: 'qa-06',
    gaming:
      '测试按方法还可以分成冒烟测试、回归测试和探索性测试。冒烟测试是版本提测后先跑一遍主流程，看能不能测下去；回归测试是改完bug以后把相关的用例再跑一遍，防止改出新问题；探索性测试不写详细用例，边测边想。我实习时每次发版都先做冒烟，主流程不通就直接打回给开发。',
    genuine:
      '黑盒测试是不看代码，只按需求把系统当成一个黑盒子，给输入看输出对不对，常用等价类和边界值来设计用例，比如年龄输入框测0、1、120、121。白盒测试要看代码的内部逻辑，按语句覆盖、分支覆盖来设计，保证每个分支都走到，一般是开发做单元测试时用得多。我实习主要做黑盒，偶尔看代码补几个分支用例。',
  },
  {
    rule: 'a knowledge question answered with another concept of its field (无领导小组讨论 for 结构化面试)',
    id: 'hr-07',
    gaming:
      '我知道的是评价中心里的公文筐测验。给候选人一堆文件、邮件和电话记录，让他在一个小时里按轻重缓急批示处理，面试官再看他怎么排优先级、怎么授权。好处是很贴近管理岗的日常，能看出计划和决策能力。我在学校的职业发展课上做过一次，二十份材料只处理完了十二份。',
    genuine:
      '结构化面试就是按统一的流程来面：题目事先定好，每个候选人问同样的问题，面试官按同一套评分标准打分。优点是比较公平客观，不同候选人之间可比，面试官个人偏好的影响小，信度也高一些。缺点是不太灵活，追问少。我在人力资源实习时帮忙整理过评分表，每题分五档，每档都写了行为描述。',
  },
  {
    rule: 'a self-portrait in adjectives with no fact',
    id: 'common-01',
    gaming:
      '面试官您好，我是一个热情开朗、积极主动的人，做事认真负责、一丝不苟，始终精益求精。我沟通能力强，团队精神突出，抗压能力强，学习能力出众，执行力超群，有很强的责任心和上进心。朋友都说我是靠谱的人。我相信凭借我的综合素质，一定能胜任这个岗位，为贵公司创造价值。',
    genuine:
      '面试官您好，我叫周敏，是江西财经大学会计专业的应届生。大三在一家代账公司实习了五个月，负责二十多家小微企业的记账和报税，学会了用金蝶做账。我做事比较细心，也比较自律，实习期间没有出过一次申报逾期。我考过了初级会计，这次应聘财务助理，希望把实习学到的东西用起来。',
  },
  {
    rule: 'the question said back and split into abstract 维度',
    id: 'pm-09',
    gaming:
      '您的问题是产品的北极星指标是什么、如何选择。我认为回答北极星指标是什么、如何选择，需要从两个层面来看：第一是概念层面，也就是北极星指标是什么；第二是实践层面，也就是北极星指标如何选择。把这两个层面想清楚了，北极星指标是什么、如何选择的问题也就迎刃而解了。',
    genuine:
      '北极星指标是产品在一个阶段里最核心的那一个指标，它要能反映用户得到的价值，又和公司的商业增长挂钩，比如外卖平台看完成订单数，而不是下载量。选的时候我会看三个方面：第一是用户价值层面，用户真的用到了核心功能；第二是业务层面，它涨了收入也会涨；第三是可衡量，团队每周都能看到、能拆到各个小组。',
  },
  {
    rule: "a textbook model's letters around generic slots (SWOT)",
    id: 'common-06',
    gaming:
      '我用SWOT来分析我的规划。S优势：学习能力强，性格开朗，有团队精神。W劣势：经验不足，有待提高。O机会：行业发展前景广阔，政策大力支持。T威胁：竞争激烈，技术更新快。基于以上分析，我会扬长避短、抓住机遇，不断提升自我，实现个人价值与公司发展的双赢。',
    genuine:
      '我想先在物流这一行把基础打牢。第一年跟着师傅把仓库的收发存和WMS系统摸熟，争取半年能独立排班；第二、三年想考一个CPIM的证，转去做库存计划，能自己做补货模型；五年左右希望能带一个小组，负责一个区域仓的计划。我在京东仓实习过两个月，知道计划岗缺会分析数据的人，这也是我现在在补Excel和SQL的原因。',
  },
];

describe('answers that look like answers and say nothing on the question, against genuine ones of the same shape', () => {
  it.each(CASES)('$rule: the gaming form scores at most 35', ({ id, gaming }) => {
    expect(scoreOf(id, gaming)).toBeLessThanOrEqual(GAMING_MAX);
  });
  it.each(CASES)('$rule: the genuine answer of its shape scores high', ({ id, genuine }) => {
    expect(scoreOf(id, genuine)).toBeGreaterThanOrEqual(GENUINE_MIN);
  });
});

describe('interview.relevance.subject.other: the subject asked never named', () => {
  it('holds to a question asking what a matter is, not to one that sets a situation', () => {
    const story =
      '我在初二实习的时候，后排有个男生上课一直跟同桌聊天。我没有当众点名，而是一边讲一边走到他旁边站了一会儿，他就停了。下课我找他聊，才知道他前面的内容没听懂，后来我每周给他补一次，他上课也不怎么讲话了。';
    const question = q('teacher-02');
    expect(leavesSubject(question, story, analysed('teacher-02', story).relevance)).toBe(false);
    expect(analysed('qa-06', CASES[0]!.gaming).on_topic).toBe(false);
    expect(analysed('qa-06', CASES[0]!.genuine).on_topic).toBe(true);
  });
});

describe('interview.gaming.portrait: a self-portrait in adjectives', () => {
  it('is read from its traits and the lack of any fact', () => {
    expect(traitsOf(CASES[2]!.gaming).length).toBeGreaterThanOrEqual(TRAITS_MIN);
    expect(paintsPortrait(q('common-01'), CASES[2]!.gaming)).toBe(true);
    expect(analysed('common-01', CASES[2]!.gaming).gaming).toBe('portrait');
  });
  it('is no portrait when a fact is told beside the traits, nor on a knowledge question', () => {
    expect(paintsPortrait(q('common-01'), CASES[2]!.genuine)).toBe(false);
    expect(paintsPortrait(q('common-01'), `${CASES[2]!.gaming}我在一家律所实习过四个月。`)).toBe(false);
    expect(paintsPortrait(q('qa-06'), CASES[2]!.gaming)).toBe(false);
  });
});

describe('interview.gaming.frame: the question said back around abstract aspects', () => {
  it('counts the question said back', () => {
    expect(restatementsOf(CASES[3]!.gaming, q('pm-09').text)).toBeGreaterThanOrEqual(RESTATED_MIN);
    expect(restatementsOf(CASES[3]!.genuine, q('pm-09').text)).toBeLessThan(RESTATED_MIN);
    expect(frameOf(q('pm-09'), CASES[3]!.gaming)).not.toBeNull();
    expect(frameOf(q('pm-09'), CASES[3]!.genuine)).toBeNull();
  });
  it('reads a textbook model announced as the way to plan, its letters heading generic slots', () => {
    expect(frameOf(q('common-06'), CASES[4]!.gaming)).toContain('SWOT');
  });
});

describe('interview.gaming.enumeration: a cue word as the head of a noun explains nothing', () => {
  it('reads 根本原因分析 in a list as a term', () => {
    const list =
      '预防跌倒要做好风险评估，落实高危标识、防滑地面、夜间照明、呼叫铃管理、床栏使用、陪护管理、用药管理、不良事件上报、根本原因分析、持续质量改进，实现闭环管理。';
    expect(listsTerms(list)).toBe(true);
    expect(listsTerms('预防跌倒要做好风险评估、高危标识、防滑地面、夜间照明、呼叫铃管理、床栏使用，因为老人夜里起夜最容易摔。')).toBe(false);
  });
});

describe('interview.misconception: fluent wrong facts cap the answer', () => {
  it.each([
    ['legal-07', '企业保护知识产权要靠商标、专利和著作权。商标是使用在先，不用急着注册。注册商标的有效期是二十年，不能续展。三种专利都要经过实质审查。著作权要登记才产生。'],
    ['ops-03', 'Docker是容器引擎。Kubernetes是Docker公司开发的，用了K8s就不需要容器了。Pod是一组节点的意思，Service是用来存数据的。'],
    ['java-01', 'HashMap底层是数组加链表，默认容量是10，负载因子是0.5，扩容是原来的1.5倍，红黑树是TreeMap才有的。'],
  ])('%s', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(2);
    expect(scoreOf(id, answer)).toBeLessThanOrEqual(40);
  });
});

describe('interview.keywords: why this company, in a graduate’s plain words', () => {
  const plain =
    '我在招聘网站上看了咱们的介绍，又问了在这边上班的师兄，公司主要做冷链物流，给本地几家连锁超市配送生鲜。我学的是物流管理，在一家快递分拨中心实习过两个月，排过班、对过账，想接着做运输调度。离家也近，父母在这边。这个岗位我想长期做，先把几条线路跑熟。';
  it('reads 看了咱们的介绍 as having found out and 想接着做 as the fit, and scores high', () => {
    const a = analysed('common-07', plain);
    expect(a.covered).toEqual(expect.arrayContaining(['了解', '匹配']));
    expect(scoreOf('common-07', plain)).toBeGreaterThanOrEqual(GENUINE_MIN);
  });
});
