import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { definesQuestion } from '../src/ai/interview/gaming';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { chatbotCuesOf, readsAsReference } from '../src/ai/interview/reference-text';
import { scoreOne } from './ai-interview-answers';

/**
 * Answers that say nothing of the student's own in a new form, each beside a genuine answer of the same question:
 * the question before taken up again (DEFLECTION_CUES), a forum reply retold and the English STAR template's labels
 * (PASTED_PHRASES, chatbotCuesOf), a job posting's requirements (posting-marks.json), the question's own words defined one by one (definesQuestion), and fluent wrong
 * facts on the Transformer (misconceptions.json).
 */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const SALARY = bankQuestion('common-13')!;
const DISAGREEMENT = bankQuestion('common-03')!;
const HEADLINE = bankQuestion('newmedia-06')!;
const TRAINING = bankQuestion('hr-08')!;
const TRANSFORMER = bankQuestion('algo-06')!;
const MARKETING = { category: '市场营销', group: '市场' };

describe('interview.relevance.deflection: the question before taken up again', () => {
  const back =
    '期望薪资的话，我想先回到上一题，刚才团队合作那个问题我没说完。我们小组做市场调研的时候，我负责问卷，另外一个同学负责访谈，后来我们把两边的结果合在一起，报告拿了全班第二，老师还专门表扬了。所以我觉得团队里分工最重要。';
  const real =
    '我的期望是税前九千左右。我查了招聘网站上这个城市同类岗位的应届生，大多在八千到一万之间，我有半年相关的实习，所以取了中间偏上的数。当然也要看公司的培训和发展空间，这个可以商量。';

  it('takes it for off the question; a salary said with what it rests on is on it', () => {
    expect(analyzeAnswer(SALARY, back, TIMING).on_topic).toBe(false);
    expect(scoreOne(SALARY, back, MARKETING).score).toBeLessThanOrEqual(35);
    expect(scoreOne(SALARY, real, MARKETING).score).toBeGreaterThanOrEqual(60);
  });
});

describe('interview.gaming.reference: a forum reply retold, the English STAR template filled', () => {
  const forum =
    '这个问题我在论坛上看到过一个回答，我转述一下：“谢邀，刚下飞机。楼主问的标题问题，亲测有效的就两招：一是加数字，二是制造反差。用了这两招我的号阅读量翻了三倍。觉得有用的点个赞。”我觉得挺有道理的。';
  const ownHeadline =
    '我在社团公众号写推送的时候试过，原来的标题是“社团招新通知”，阅读量两百多。后来我改成“这个社团，去年有三个人拿了国奖”，用一个具体的数字和一个反差，阅读量到了一千多。我觉得标题要把读者最关心的那一点放在前面，但不能夸大，点进来发现货不对板反而掉粉。';
  const template =
    'Let me tell you about a time. 在我的实习中，我和同事Kevin对方案有分歧。Situation：经理Linda让我们一周内交一份竞品报告。Task：我负责数据，Kevin负责结论。Action：我主动约了一个one-on-one，进行了开放的沟通，倾听了他的想法。Result：最终我们达成了共识，报告按时交付，客户满意度提升了百分之三十。';
  const told =
    '大三做课程项目的时候，我和组里一个同学对问卷怎么发有分歧，他想在朋友圈发，我觉得样本会偏，都是我们认识的人。我们吵了两句，后来我提议各发一半，看回来的数据差多少。结果朋友圈那一半有八成是大三的，我们就改成在几个年级的群里按比例发。他后来也说这样更靠谱。';

  it('counts the forum’s set phrases and the template’s English labels as marks of a text pasted in', () => {
    expect(chatbotCuesOf(forum)).toBeGreaterThanOrEqual(3);
    expect(chatbotCuesOf(template)).toBeGreaterThanOrEqual(3);
    expect(chatbotCuesOf(ownHeadline)).toBe(0);
    expect(chatbotCuesOf(told)).toBe(0);
  });

  it('keeps both at 35 or under and scores the student’s own accounts high', () => {
    expect(scoreOne(HEADLINE, forum, { category: '新媒体运营', group: '市场' }).score).toBeLessThanOrEqual(35);
    expect(scoreOne(HEADLINE, ownHeadline, { category: '新媒体运营', group: '市场' }).score).toBeGreaterThanOrEqual(60);
    expect(scoreOne(DISAGREEMENT, template, MARKETING).score).toBeLessThanOrEqual(35);
    expect(scoreOne(DISAGREEMENT, told, MARKETING).score).toBeGreaterThanOrEqual(60);
  });
});

describe('interview.gaming.echo (defined): the question’s own words defined one by one', () => {
  const defined =
    '我们先明确几个概念。什么是新员工？新员工是指刚刚加入公司的员工。什么是入职？入职是指员工正式进入公司工作。什么是培训？培训是指提高员工能力的活动。什么是内容？内容是指事物所包含的实质。所以新员工入职培训应该包括的内容，就是帮助新员工入职的培训内容，要综合考虑。';
  const real =
    '我觉得分三块。第一天讲公司和制度：考勤、报销、信息安全，这些不讲清楚后面会出错。第一周讲岗位：带教师傅带着做真实的活，比如HR新人就跟一场面试。第一个月做一次回访，问新人哪里还不清楚，再补。入职培训的目的是让人尽快能独立干活，不只是听讲。';

  it('takes four of the question’s words defined for the question restated; one term explained is not', () => {
    expect(definesQuestion(defined, TRAINING)).toBe(true);
    expect(definesQuestion('结构化面试是指按统一的题目和评分标准来面试，我在实习时跟过一场，每个候选人问的都一样。', bankQuestion('hr-07')!)).toBe(false);
    expect(definesQuestion(real, TRAINING)).toBe(false);
  });

  it('keeps it at 35 or under; a real plan scores high', () => {
    expect(scoreOne(TRAINING, defined, { category: '人力资源', group: '职能' }).score).toBeLessThanOrEqual(35);
    expect(scoreOne(TRAINING, real, { category: '人力资源', group: '职能' }).score).toBeGreaterThanOrEqual(60);
  });
});

describe('interview.misconception: fluent wrong facts on the Transformer', () => {
  const wrong =
    'Transformer还是一个词一个词按顺序计算的，只是每一步加了注意力。注意力其实就是一种卷积。多头就是同样的注意力算几遍取平均。位置编码表示词在哪一层。原始Transformer只有编码器。它只能处理定长的输入。';
  const right =
    'Transformer由编码器和解码器组成，每层是多头自注意力加前馈网络，子层外面有残差连接和层归一化。自注意力让每个词和所有词算相关度，不像RNN要按顺序算，可以并行。多头是用不同的投影在几个子空间各算一次，再拼接起来。位置编码补上词的先后顺序。';

  it('names each error and caps the answer; a correct account names none', () => {
    expect(misconceptionsOf(wrong, 'algo-06').length).toBeGreaterThanOrEqual(5);
    expect(scoreOne(TRANSFORMER, wrong, { category: '算法工程师', group: '技术' }).score).toBeLessThanOrEqual(40);
    expect(misconceptionsOf(right, 'algo-06')).toEqual([]);
    expect(scoreOne(TRANSFORMER, right, { category: '算法工程师', group: '技术' }).score).toBeGreaterThanOrEqual(60);
  });
});

describe('interview.gaming.reference: a job posting’s requirements pasted in', () => {
  const SALES = bankQuestion('sales-11')!;
  const posting =
    '我觉得好的销售要满足这些条件：一、具备较强的语言表达能力；二、具有较强的客户开发能力；三、能接受出差；四、有快消行业经验者优先；五、有驾照者优先；六、性格开朗。';
  const real =
    '我觉得第一是脸皮要厚一点但不烦人。我暑假在商场卖净水器，一天被拒绝几十次很正常，我给自己定的是被拒了也要把资料递出去。第二是真的懂产品，有个阿姨问滤芯多久换，我答不上来，那单就没成。后来我把说明书背熟了，那个月卖了十一台。第三是能适应出差和跑客户，这行要多见人。';

  it('takes three of its marks for a posting pasted in; an account that names one is not', () => {
    expect(readsAsReference(posting, SALES)).toBe(true);
    expect(readsAsReference(real, SALES)).toBe(false);
    expect(scoreOne(SALES, posting, { category: '销售', group: '市场' }).score).toBeLessThanOrEqual(35);
    expect(analyzeAnswer(SALES, real, TIMING).gaming).toBeNull();
    expect(scoreOne(SALES, real, { category: '销售', group: '市场' }).score).toBeGreaterThanOrEqual(50);
  });
});
