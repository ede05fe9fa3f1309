import { analyzeAnswer } from '../src/ai/interview/analysis';
import { accountOf, answersEveryPart, deflects, onTopic, substitutes } from '../src/ai/interview/on-question';
import { aboutOneself, toldInFull } from '../src/ai/interview/stories';
import { engagementOf } from '../src/ai/interview/engagement';
import { withGlosses } from '../src/ai/interview/english-glosses';
import { isSpecific } from '../src/ai/interview/specificity';
import { sentencesOf } from '../src/ai/interview/sentences';
import { PERSON_MET } from '../src/ai/interview/spoken-cues';
import { quantifiedOf, starOf } from '../src/ai/interview/star';
import { bankQuestion, type BankQuestion } from '../src/ai/interview/bank';
import { conceptContext, keywordCoverage } from '../src/ai/interview/keywords';
import { fieldShareOf, questionWordsSaid, referenceOf, relevanceOf } from '../src/ai/interview/relevance';
import { scoreOne } from './ai-interview-answers';
import { CONCRETE_RELEVANCE, FIELD_CONCRETE, FIELD_SHARE_MIN, FULL_STORY_COVERAGE, GENERIC_CONTENT, ON_TOPIC, STORY_CONTENT } from '../src/ai/interview/weights';

/**
 * Whether an answer is on the question, and which concepts it covers, judged against the question's whole bank entry
 * and its field, not its wording: each rule with an answer it must fire on and one it must not (findings.ts style).
 */
const analysed = (q: BankQuestion, answer: string) => analyzeAnswer(q, answer, { seconds: 120, seconds_used: 60, late: 0 });

describe('interview.relevance: the whole bank entry is the reference', () => {
  const q = bankQuestion('sales-01')!;

  it('holds the rubric and the follow-up’s concepts, points and sample besides the question’s own', () => {
    const reference = referenceOf(q);
    for (const part of [...q.rubric, q.follow_up_sample!, ...q.follow_up_points!]) expect(reference).toContain(part);
  });

  it('finds an answer in the words of the follow-up’s sample close to the question; one on another matter not', () => {
    const field = '您签合同、写会议记录的时候，有没有遇到过断墨、晕墨？这支是速干的，您先试试写两个字。';
    const elsewhere = '我周末一般在家看电影，最近在追一部悬疑剧，剧情反转很多，每集都很精彩。';
    expect(relevanceOf(field, q).score).toBeGreaterThan(relevanceOf(elsewhere, q).score + 30);
  });
});

describe('interview.keywords.context: a concept named in the field’s own words', () => {
  // words the banks never use weigh the most (IDF), so the example's context is what its own sample says
  const q: BankQuestion = {
    id: 'test-pen', text: '请你推销一支钢笔。', keywords: [['需求', '了解'], ['价格', '优惠']], points: ['先了解需求'], rubric: [], example: false,
    follow_up: '', sample: '我先了解一下您的需求：您开会做记录多吗，签字多吗？这支现在优惠，两支只要十元。',
  };

  it('keeps, for each concept, the field words of each sentence of the entry that names it', () => {
    expect([...conceptContext(q).get('需求')![1]!]).toEqual(expect.arrayContaining(['开会', '签字']));
  });

  it('fires on two words one sentence says the concept with, and not on one', () => {
    expect(keywordCoverage('您平时开会多不多，签字多不多？', q).covered).toEqual(['需求']);
    expect(keywordCoverage('您平时开会多不多？', q).covered).toEqual([]);
  });

  it('gives a concept no word that names another of the question’s concepts', () => {
    const both = { ...q, sample: '我先了解您的需求，再讲优惠和签字。' };
    const words = conceptContext(both).get('需求')!.flatMap((sentence) => [...sentence]);
    expect(words).toContain('签字');
    expect(words).not.toContain('优惠');
  });

  it('counts nothing the question itself says, nor a stance word', () => {
    const asked = { ...q, sample: '了解需求：您觉得钢笔推销得多吗？' };
    expect([...conceptContext(asked).get('需求')!.flatMap((s) => [...s])]).not.toEqual(expect.arrayContaining(['钢笔']));
    expect([...conceptContext(asked).get('需求')!.flatMap((s) => [...s])]).not.toContain('觉得');
  });
});

describe('interview.relevance.field: off the question only when the answer’s own words are outside its field', () => {
  const nurse = bankQuestion('nurse-15')!;
  const borrowed = '我选择这个职业主要是因为我从小就喜欢画画，周末经常背着画板去公园写生，画了很多风景，还拿过学校比赛的二等奖。';
  const onField = '高中时外婆住院，我看到病房的护士半夜还在给她换药、量血压，很耐心。后来实习在心内科，照顾一位心衰的老人，他出院时拉着我说谢谢，我觉得这份工作值得做一辈子。';

  it('fires on an answer that borrows only the question’s function words (选择、职业) and then speaks of another matter', () => {
    expect(fieldShareOf(borrowed, nurse)).toBeLessThan(FIELD_SHARE_MIN);
    expect(questionWordsSaid(borrowed, nurse)).toEqual([]);
    expect(analysed(nurse, borrowed).on_topic).toBe(false);
  });

  it('passes an answer in the field’s everyday words', () => {
    expect(fieldShareOf(onField, nurse)).toBeGreaterThanOrEqual(FIELD_SHARE_MIN);
    expect(analysed(nurse, onField).on_topic).toBe(true);
  });

  it('counts a question’s word of matter (护士), not its function words (为什么、选择), as said', () => {
    expect(questionWordsSaid('我为什么选择护士？', nurse)).toEqual(['护士']);
  });

  it('takes the question’s words said only in a lead-in (说到智能制造，…) for borrowed: a hobby after it is off the question', () => {
    const mech = bankQuestion('mech-12')!;
    const hobby = '说到智能制造，我就想起我最喜欢的事——钓鱼。我从高中开始钓鱼，周末经常骑车去水库，一坐就是一下午，最大的一条有六斤多，特别放松。';
    const onIt = '说到智能制造，我实习的车间去年上了MES，工单、设备状态和质检数据都进了系统，我负责把老机床的数据采集接进去，换线时间少了一半。';
    expect(questionWordsSaid(hobby, mech)).toEqual([]);
    expect(analysed(mech, hobby).on_topic).toBe(false);
    expect(analysed(mech, onIt).on_topic).toBe(true);
  });

  it('reads the question’s own words out of the share: the question pasted back has no words of its own in the field', () => {
    expect(fieldShareOf(nurse.text, nurse)).toBe(0);
  });
});

describe('interview.relevance.off-topic: a concrete account in the field is never off the question', () => {
  const q = bankQuestion('sales-09')!;
  const concrete = '我会先问客户是跟哪家的报价比的，再把我们的报价单拆开给他看：价格里包含安装和两年售后，对方没有。如果还是超出预算，我就申请分期付款，或者请他先少订一批试用，效果好再追加。';

  const verdict = (answer: string, concrete: boolean) =>
    onTopic(q, answer, { topical: ON_TOPIC - 10, relevance: relevanceOf(answer, q).score, story: false, concrete });

  it('keeps a concrete account of actions in the field on the question with little of the bank’s wording', () => {
    expect(fieldShareOf(concrete, q)).toBeGreaterThanOrEqual(FIELD_CONCRETE);
    expect(relevanceOf(concrete, q).score).toBeGreaterThanOrEqual(CONCRETE_RELEVANCE);
    expect(verdict(concrete, true)).toBe(true);
  });

  it('does not keep the same words said without an action, an account of another matter, nor another field’s sample', () => {
    expect(verdict(concrete, false)).toBe(false);
    expect(verdict('上周我和室友去爬山，早上六点出发，爬了三个小时到山顶，拍了很多照片。', true)).toBe(false);
    expect(verdict(bankQuestion('java-05')!.sample, true)).toBe(false);
  });
});

describe('interview.engaged: an answer that takes the situation on, in its own words, is on the question', () => {
  // what the student would say to the people in it, and the cases weighed: few of the bank's words (提问、倾听、痛点)
  const needs = bankQuestion('sales-06')!;
  const rolePlay =
    '我在奶茶店兼职的时候学到的，就是别急着推。有个男生来买，我先问他是自己喝还是带给别人，他说给女朋友，我又问她平时喝甜的还是不甜的，他说她在减肥。那我就推了少糖的鲜果茶，跟他说这款热量低一点。他第二周又来了，说女朋友很喜欢。';
  const hobby = '我平时很喜欢喝奶茶，几乎每天都要喝一杯，最喜欢的是芋泥波波，学校门口新开了一家店，我和室友经常去，店里装修很好看，适合拍照。';

  it('recognises speech to someone and cases weighed, and neither in a hobby told', () => {
    expect(engagementOf(rolePlay).rolePlay).toBe(true);
    expect(engagementOf('如果他是跟网上的价格比，我就把售后和安装费算给他看。').conditional).toBe(true);
    // 主要是 holds 要是 and weighs no case
    expect(engagementOf('我选这个主要是因为离家近，就去了。').conditional).toBe(false);
    expect(engagementOf(hobby)).toEqual({ rolePlay: false, conditional: false });
    // a role-play said to the interviewer as the customer: 您 addressed
    expect(engagementOf('您平时开会记东西多吗？您试试这支，写起来不刮纸。').rolePlay).toBe(true);
  });

  it('keeps such an answer on the question with a story’s content; the hobby stays off it', () => {
    const a = analysed(needs, rolePlay);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(60);
    expect(analysed(needs, hobby).on_topic).toBe(false);
  });

  it('asks the field of it all the same: engagement in another field’s words is no account', () => {
    // half the field's share, as for being on the question: a pen's 笔芯、合同 are few of the field's words
    expect(accountOf({ relevance: 30, concrete: false, engaged: true, share: FIELD_SHARE_MIN / 2 - 0.01 })).toBe(false);
    expect(accountOf({ relevance: 30, concrete: false, engaged: true, share: FIELD_SHARE_MIN / 2 })).toBe(true);
    expect(accountOf({ relevance: 30, concrete: false, engaged: false, share: FIELD_SHARE_MIN })).toBe(false);
  });

  it('takes a pitch said to the customer for the deed itself: no 我做了 needed', () => {
    const pitch = '您平时写字多吗？多是吧，那您握一下这支，笔杆是软胶的，写一下午手也不酸。您在纸上划一下试试，出水很匀，不会断墨。按动的，不用拔帽，开会一只手就能按出来。一支十块，您办公室要是用得多，一盒我给您打九折，您先拿一支试两天？';
    const a = analysed(bankQuestion('sales-01')!, pitch);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(60);
  });

  it('takes an answer that names the question and turns to a subject of its own for off the question', () => {
    const q = bankQuestion('java-07')!;
    const deflected = '垃圾回收这个我在书上看过。不过我想先讲讲我做的项目，我和室友做了一个校园跑腿小程序，后端用Spring Boot，我负责订单模块，现在每天有一百多单。';
    expect(analysed(q, deflected).on_topic).toBe(false);
  });

  it('takes 我先说说我自己 followed by one’s life story for a turn away from 为什么选择我们公司', () => {
    const q = bankQuestion('common-07')!;
    const life = '我先说说我自己吧。我在一个小县城长大，爸妈在外地打工，我是跟着外婆长大的。高中住校，大学一直做家教补贴生活费，大二还去山区支教了一个月，这一路走来挺不容易的。';
    expect(analysed(q, life).on_topic).toBe(false);
  });

  it('takes a role-play said to the customer (您, 王姐) for an account of the task, however few of the bank’s words it uses', () => {
    const q = bankQuestion('sales-09')!;
    const pitch = '（点头）张哥，您说贵我明白，您是跟哪家比的？那家便宜三百，可它的滤芯半年一换，一支两百；我们这款一年一换。算下来一年您还省一百，坏了我们上门修。您要是不放心，我先装一台您试用半个月。';
    expect(analysed(q, pitch).on_topic).toBe(true);
    // an account of the task: content well above the off-topic line (ON_TOPIC)
    expect(analysed(q, pitch).content).toBeGreaterThanOrEqual(2 * ON_TOPIC);
  });

  it('takes a turn to an announced subject of one’s own (我想先说说我为什么学会计) for off the question, however it ends', () => {
    const q = bankQuestion('common-04')!;
    const announced = '说到压力，我想先说说我为什么学会计。我家是开小超市的，从小看我妈记账，初中就帮着对账。高考填志愿的时候没怎么犹豫就报了会计，大学四年拿过两次奖学金，所以我觉得我是个很能坚持的人。';
    expect(analysed(q, announced).on_topic).toBe(false);
    // a story announced in the question's own matter goes on
    const story = '我想先说说去年备考注会那段时间的压力。白天实习，晚上只剩三个小时，我把两门课拆成每周的小目标，周日复盘没完成的，最后两门都过了。';
    expect(analysed(q, story).on_topic).toBe(true);
  });

  it('takes a plain strength and weakness, with what one does about the weakness, for on the question', () => {
    const q = bankQuestion('common-02')!;
    const plain = '优点是细心，对账的时候一分钱对不上我都会查到底。缺点是有点慢，交东西常常卡着截止时间，我现在会先定一个提前一天的期限。';
    expect(analysed(q, plain).on_topic).toBe(true);
  });

  it('takes 其实我想讲一个做得最好的事 for a turn away from a failure asked for', () => {
    const q = bankQuestion('common-05')!;
    const success = '失败的经历……其实我想讲一个我觉得做得最好的事。大二我接手学院的公众号，粉丝三千，我做了一组新生攻略推送，一篇阅读破了两万，一个月涨粉一千多，老师也表扬了我们。';
    expect(analysed(q, success).on_topic).toBe(false);
  });

  it('takes 补充一下我自己的情况 for a turn away from 你还有什么问题想问我们', () => {
    const q = bankQuestion('common-14')!;
    const more = '谢谢面试官。我想再补充一下我自己的情况：我是学法学的，成绩排名前百分之二十，大三在律所实习过三个月，平时喜欢跑步和读书。';
    expect(analysed(q, more).on_topic).toBe(false);
  });

  it('reads mixed English in Chinese (feedback 反馈, flow 流程): a story told half in English is on its question', () => {
    const q = bankQuestion('ui-12')!;
    const mixed = '有一次做校园二手app，user feedback说发布的flow太长，要填七个field。我们做了五个user interview，把step从五步simplify成两步，再做usability test，发布完成率从40%涨到了75%。';
    expect(withGlosses('user feedback')).toBe('user用户 feedback反馈');
    expect(analysed(q, mixed).on_topic).toBe(true);
    expect(analysed(q, mixed).covered).toEqual(expect.arrayContaining(['反馈']));
  });

  it('takes the question’s concepts named only before the turn for borrowed: after it nothing touches the question', () => {
    const q = bankQuestion('civil-11')!; // 讲一次你在实习中参与现场管理的经历
    const turned = '说到现场管理，我想先说说我为什么会选择土木。我是四川人，地震的时候家里的老房子裂了，后来是外地来的施工队帮我们村重建的房子。那时候我就觉得能盖房子的人特别厉害，高考的时候就坚持报了土木。';
    expect(deflects(q, turned)).toBe(true);
    expect(analysed(q, turned).on_topic).toBe(false);
    const told = '我想先说说当时的情况：实习的工地在浇二层楼板，我负责每天早上跟着施工员检查钢筋和模板，发现有一处保护层垫块少了，拍照报给施工员，当天整改完才浇筑。';
    expect(deflects(q, told)).toBe(false);
  });

  it('keeps a pitch with a stage direction and few of the field’s words on the question', () => {
    const pitch = '（拿起笔）您好，您平时签字多吗？您试试这支，按一下就出来，您接电话的时候单手就能记。出水很匀，不断墨。一支三块，一盒十二支三十块，您办公室用的话我先给您放两盒，用着不好您找我退，您看行吗？';
    expect(analysed(bankQuestion('sales-01')!, pitch).on_topic).toBe(true);
  });

  it('gives no story’s content to a job posting pasted in, however many deeds it lists', () => {
    const posting = '负责客户需求调研与分析，撰写需求报告，协调各部门推动方案落地，跟踪客户反馈，持续优化客户体验，维护客户关系，完成销售目标。';
    expect(analysed(needs, posting).content).toBeLessThan(60);
  });
});

describe('interview.relevance.substitution: a knowledge question answered with another subject put in its place', () => {
  const timing = { seconds: 120, seconds_used: 60, late: 0 };
  const hierarchy = bankQuestion('ui-14')!;
  const colours =
    '我说一下我平时做界面是怎么用颜色的吧。我一般会先定一个主色，做学习类的App会选偏蓝绿的颜色，因为蓝色让人觉得安静。然后用Adobe Color找邻近色和互补色，再定几个灰阶给文字和背景。配色好的界面，用户一打开就会觉得舒服。';

  it('is off the question when the opening puts its own subject in (我说一下…吧) and the subject asked (信息层级) is never named', () => {
    expect(substitutes(hierarchy, colours)).toBe(true);
    expect(analyzeAnswer(hierarchy, colours, timing).on_topic).toBe(false);
    // the same opening that then answers the subject asked is on it
    const answered = '我说一下我平时怎么做信息层级吧。最重要的标题用大字号加粗，价格用品牌色突出，次要的说明字号小、颜色浅，相关的内容用间距分组。';
    expect(substitutes(hierarchy, answered)).toBe(false);
    expect(analyzeAnswer(hierarchy, answered, timing).on_topic).toBe(true);
  });

  it('is no substitution on a question that asks for an example or about the student (说一下我学TypeScript的经历吧)', () => {
    const learnt = '说一下我学TypeScript的经历吧。大三小组项目决定用TS重写，我先花了一个周末把官方文档过了一遍，再把一个模块改成TS，两周后整个项目都换过来了。';
    expect(substitutes(bankQuestion('common-11')!, learnt)).toBe(false);
  });
});

describe('interview.account.oneself: a story of one’s own life is no account of a task done for others', () => {
  const q = bankQuestion('nurse-08')!; // 如何进行有效的健康宣教？ (its reference: 评估患者…请患者或家属复述)
  const running =
    '健康宣教这个我觉得特别重要，因为我自己就是一个特别注重健康的人。我从大一开始跑步，现在每周跑三到四次，每次五公里左右，去年还跑完了一个半程马拉松。跑步让我的体能变好了，睡眠也好了。我还会注意饮食，少吃外卖，多吃蔬菜。';
  const ward =
    '我在内分泌科实习的时候，有个刚确诊糖尿病的阿姨看不懂说明书。我先问她平时怎么吃饭，再用她家的碗比划一顿该吃多少主食，胰岛素笔我演示一遍、让她自己打一遍，第二天再请她女儿复述一遍注意事项，出院前她能自己测血糖了。';

  it('fires on an account that names nobody but the speaker, for a task whose reference acts on people', () => {
    expect(aboutOneself(q, running)).toBe(true);
    expect(analysed(q, running).content).toBeLessThan(STORY_CONTENT);
  });

  it('not on an account of the task, nor on a common question, which is about the student by nature', () => {
    expect(aboutOneself(q, ward)).toBe(false);
    expect(analysed(q, ward).content).toBeGreaterThanOrEqual(STORY_CONTENT);
    expect(aboutOneself(bankQuestion('common-01')!, '我叫李明，我从大一开始跑步，去年跑完了一个半程马拉松。')).toBe(false);
  });

  it('reads the people a trade serves by its own names (住客, 客人), a superior by its title (主编) and people unnamed (有人) as others', () => {
    const group = bankQuestion('newmedia-08')!; // 如何做社群运营，提升社群活跃度？ (its reference names 用户)
    const hostel =
      '我觉得社群活跃的关键不是发红包，而是给群里的人一个说话的理由。我暑假在大理一家青旅实习时管过住客群，两百来人，原来只发退房须知，基本没人说话。我每天下午发一条第二天的日出时间和骑行路线，客人会在群里约着一起去；住过的客人发的照片我每周挑一张做成青旅的朋友圈；有人提问我尽量五分钟内回。一个月后群里每天有四五十条消息，几位老住客还会主动帮新来的答疑。';
    expect(aboutOneself(group, hostel)).toBe(false);
    expect(analysed(group, hostel).on_topic).toBe(true);
    expect(analysed(group, hostel).content).toBeGreaterThanOrEqual(STORY_CONTENT);
    const deadline = bankQuestion('editor-05')!; // 面对紧急的截稿时间和大量稿件，你如何安排工作？
    const paper =
      '先排顺序。我会把稿子按截稿时间分成今天必须发的、明天的和可以往后放的三堆，必须发的先看大问题，错字留到后面。我在院报最忙的那周改过十几篇，每篇的状态记在一张表上：待看、退改、已改、已排版，一眼就知道哪篇卡住了。实在来不及的，我提前跟主编说哪几篇要推迟，不拖到最后一刻。';
    expect(aboutOneself(deadline, paper)).toBe(false);
    expect(analysed(deadline, paper).content).toBeGreaterThanOrEqual(STORY_CONTENT);
    // one's own life told for a task done for others still names nobody but the speaker
    expect(aboutOneself(q, running)).toBe(true);
  });
});

describe('interview.specific: a generic answer earns part of the content, whatever points it names', () => {
  const q = bankQuestion('hr-04')!;
  const generic = '绩效考核要公平有效，我觉得标准要明确，过程要公开透明，结果要及时反馈，还要和激励挂钩，让员工觉得公平，这样考核才有效果，员工也更有积极性。';
  const specific = `${generic}我实习的门店以前只看销售额，新人排班少吃亏，后来改成看每小时成交额，新人的分数一下就上来了。`;

  it('tells a figure, a case, one’s own experience or speech of the situation from saying none', () => {
    expect(isSpecific(generic)).toBe(false);
    expect(isSpecific(specific)).toBe(true);
    expect(isSpecific('比如销售岗就看回款。')).toBe(true);
    expect(isSpecific('覆盖率要到80%以上。')).toBe(true);
    // the digits of a term name it, they are no figure
    expect(isSpecific('要懂HTTP2和Vue3。')).toBe(false);
  });

  it('caps the content of the generic answer, not of the same points told with a case', () => {
    expect(analysed(q, generic).content).toBeLessThanOrEqual(GENERIC_CONTENT);
    expect(analysed(q, specific).content).toBeGreaterThan(analysed(q, generic).content);
  });
});

describe('interview.star: a particular person met (有个爷爷, 有位阿姨) is the case of a story told in plain words', () => {
  const q = bankQuestion('common-02')!;
  // a strength shown in one customer and what came of it, told without 有一次 or a figure
  const strength =
    '我的优点应该是细心吧。在药店帮忙的那阵子，有位阿姨每回买降压药都把早晚的剂量弄混，我就在她的药盒上贴了早、晚两种颜色的标签，还写上饭前饭后，她下回来店里说再没吃错过。缺点是说话太直，同学的方案有问题我会当场说出来，弄得人家下不来台。我现在会先想想怎么说，私下讲，还在改。';

  it('makes the answer an example, specific, and on the question however few of the bank’s words it says', () => {
    expect(starOf(sentencesOf(strength).said).example).toBe(true);
    expect(isSpecific(strength)).toBe(true);
    const a = analysed(q, strength);
    expect(a.on_topic).toBe(true);
    expect(a.gaming).toBeNull();
    // the same story with the person unnamed (来买药的阿姨) reads as no example, and says less
    const unnamed = analysed(q, strength.replace('有位阿姨', '来买药的阿姨'));
    expect(unnamed.star.example).toBe(false);
    expect(a.content).toBeGreaterThan(unnamed.content);
  });

  it('not a thing one has (有个好习惯) nor the people of a how-to (患者要…), and 一个人 is no figure', () => {
    expect(PERSON_MET.test('我有个好习惯，就是每天列清单。')).toBe(false);
    expect(PERSON_MET.test('患者要按时服药，家属要多陪伴。')).toBe(false);
    expect(PERSON_MET.test('我们班有个男生作文总写不长。')).toBe(true);
    expect(quantifiedOf('加班是对一个人责任心的考验。')).toBe(false);
    expect(quantifiedOf('我们组三个人分了工。')).toBe(true);
  });
});

describe('interview.account.full: a story told in full that names the question’s matter is an account of how one does it', () => {
  const q = bankQuestion('mech-04')!;
  // 质量问题怎么分析: a welding defect traced on an internship, in the shop's words, not the reference's (人机料法环)
  const story =
    '去年暑假我在一家做不锈钢水槽的工厂实习，在焊接车间。当时一条线的焊缝老有气孔，返修率到了百分之八左右，主管让我负责查清楚。我把两周的返修单按班次和焊工排了一下，发现气孔集中在下雨那几天，怀疑是保护气体和工件表面受潮。我们就在焊前加了一道擦干和预热，又把氩气的流量调高了一点，一个月后返修率降到了百分之二以下。';

  it('keeps the story on the question with a story’s content, however far its words are from the reference', () => {
    expect(relevanceOf(story, q).score).toBeLessThan(CONCRETE_RELEVANCE);
    const a = analysed(q, story);
    expect(toldInFull(starOf(sentencesOf(story).said), a.coverage)).toBe(true);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(STORY_CONTENT * a.said - 1);
  });

  it('not a story without what came of it in a figure, nor one that names nothing of the question', () => {
    const unfinished = story.replace('一个月后返修率降到了百分之二以下', '后来好一些了').replace('返修率到了百分之八左右，', '').replace('两周的', '');
    expect(analysed(q, unfinished).content).toBeLessThan(STORY_CONTENT);
    expect(toldInFull({ present: ['situation', 'task', 'action', 'result'], quantified: true }, FULL_STORY_COVERAGE - 1)).toBe(false);
  });
});

describe('interview.relevance.another.own-words: a story that names its own question', () => {
  const ACHIEVEMENT = bankQuestion('common-09')!;
  const STORY = '机房预约的问题。机房说预约满了但现场一半是空的。我拿到了一学期大概两万条预约记录，发现约了没来的占了三成左右，集中在晚上那一档。我建议签到宽限从三十分钟缩到十五分钟，过时自动释放，再对一个月爽约三次的暂停预约一周。机房试了一个月，爽约率降到一成左右。';
  it('is on its question though its particulars are closer to another’s; without the question’s words it answers that other', () => {
    const own = `最有成就感的是我主动发现并推动解决了${STORY}`;
    const other = `我主动发现了${STORY}`;
    expect(analyzeAnswer(ACHIEVEMENT, own, { seconds: 120, seconds_used: 60, late: 0 }).on_topic).toBe(true);
    expect(analyzeAnswer(ACHIEVEMENT, other, { seconds: 120, seconds_used: 60, late: 0 }).on_topic).toBe(false);
  });
});

describe('interview.relevance.another.own-choice: why this company, told from the student\'s own use of its product', () => {
  const WHY_US = bankQuestion('common-07')!;
  const PROBLEM =
    '大二的时候我碰到一个问题：晚上九点以后在食堂充的钱要第二天才到账，早饭刷卡就被扣成负数，饭卡被锁了两天。我自己碰到一次，后来在年级群里问了一下，有七八个同学也遇到过。我把充值时间、扣款记录截图和这几个同学的情况整理成一条，从小程序的反馈入口发了过去。大概一个月以后，系统改成了即时到账。';
  it('is on its question though the problem told is closer to 发现问题; the same story without the company answers that other', () => {
    const own = `我选贵公司，一个很直接的原因是我用了三年你们做的校园一卡通。${PROBLEM}这件事让我觉得测试不只是照着用例点，还要从真实用户的路径里去找问题，而且这个产品我是真用过的。`;
    const other = `${PROBLEM}这件事让我觉得测试不只是照着用例点，还要从真实用户的路径里去找问题。`;
    expect(analyzeAnswer(WHY_US, own, { seconds: 120, seconds_used: 60, late: 0 }).on_topic).toBe(true);
    expect(analyzeAnswer(WHY_US, other, { seconds: 120, seconds_used: 60, late: 0 }).on_topic).toBe(false);
  });
});

describe('interview.relevance.question-word.part: a concept said inside the question\'s own phrase', () => {
  // 讲一次你做市场调研或分析并得出结论的经历。 jieba keeps 得出结论 and 市场调研 whole
  const research = bankQuestion('mkt-12')!;
  it('counts 结论 said for the question\'s 得出结论 as its word of matter', () => {
    expect(questionWordsSaid('我在店门口问了两百多个游客，所以我给老板的结论是先别开网店，只在店里卖。', research)).toEqual(['得出结论']);
  });

  it('leaves an answer that says no concept inside the phrase without it (结 alone, 得出 alone)', () => {
    expect(questionWordsSaid('我在店门口问了两百多个游客，最后得出来先别开网店，只在店里卖，这事就了结了。', research)).toEqual([]);
  });
});

describe('interview.relevance.matter-said: a question about the student answered on each part it asks', () => {
  const BOTH = bankQuestion('common-02')!;
  it('keeps a generic strength and weakness on the question; one part said is not enough, and a salad is still gaming', () => {
    const generic = '我的优点是上手新东西比较快，也比较有耐心。缺点是有时候太钻牛角尖，一个问题想不通就一直想，耽误进度。现在我会提醒自己卡住了就先去问问别人。';
    const onePart = '我的优点是上手新东西比较快，也比较有耐心，做事不怕麻烦，同学找我帮忙我一般都会答应，周末也经常去图书馆自习。';
    expect(answersEveryPart(BOTH, generic)).toBe(true);
    expect(answersEveryPart(BOTH, onePart)).toBe(false);
    // both words in one clause restate the question; the parts are not taken up
    expect(answersEveryPart(BOTH, '说到我的优点和缺点，我平时最喜欢打篮球，周末经常和室友去操场打半场。')).toBe(false);
    expect(analysed(BOTH, generic).on_topic).toBe(true);
    // a cue-word salad saying both words is still gaming, whatever its topic
    expect(analysed(BOTH, '首先优点，其次缺点，然后优点提升30%，最终缺点降低50%，综上所述，首先优点，其次缺点，最后成功。').gaming).not.toBeNull();
  });
});

describe('interview.engaged.no-situation: a question asking what a matter is sets no situation to take on', () => {
  const GOOD_UI = bankQuestion('ui-04')!;
  // a vivid story of another matter with someone's words quoted in it (奶奶说“…”): speech, not the situation engaged
  const ELSEWHERE =
    '说起这个，我想起大二寒假在老家菜市场帮我姑姑卖水果的事。每天早上六点就要去批发市场进货，我负责把苹果一个个擦干净摆好。有位老奶奶每次来都要先捏一捏橘子，说“今天的甜不甜啊”。中午人少的时候，我就坐在摊位后面剥瓜子，下午四点以后买菜的人又多起来，我帮着称重收钱，一个星期下来我能记住二十多个老顾客爱买什么。走的那天姑姑塞给我两百块钱，我到现在还记得。';
  it('reads such a story as off the question and the quotation as no engagement there', () => {
    const a = analysed(GOOD_UI, ELSEWHERE);
    expect(engagementOf(ELSEWHERE).rolePlay).toBe(true);
    expect(a.on_topic).toBe(false);
    expect(scoreOne(GOOD_UI, ELSEWHERE, { category: 'UI设计师', group: '设计' }).score).toBeLessThanOrEqual(40);
  });

  it('keeps a role-play on a situational question engaged, and a plain view of good design on its question', () => {
    const price = bankQuestion('sales-09')!;
    const rolePlay = '我会先问客户：“您是跟哪家比的呀？”如果他比的是便宜的那种，我就跟他算一下一年下来的耗材，再说我们可以先放一台试用两周，您用着觉得划算再定。';
    expect(analysed(price, rolePlay).on_topic).toBe(true);
    const view = '我觉得好的UI设计首先是用户不用想就会用，比如按钮长得像按钮，同一个操作在每个页面都在同一个位置。其次是信息层级清楚，重要的东西一眼能看到。好看是最后一步，要跟品牌的风格一致。我做课程设计的时候就因为两个页面的返回按钮位置不一样，被测试的同学说找不到。';
    expect(analysed(GOOD_UI, view).on_topic).toBe(true);
  });
});
