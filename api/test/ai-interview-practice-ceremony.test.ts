import { analyzeAnswer } from '../src/ai/interview/analysis';
import { subjectToldThroughout, toldPractice } from '../src/ai/interview/stories';
import { bankQuestion } from '../src/ai/interview/bank';
import { gamingOf } from '../src/ai/interview/gaming';
import { speaksAtCeremony } from '../src/ai/interview/speeches';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { readsAsCounted } from '../src/ai/interview/pasted-forms';
import { chatbotCuesOf, readsAsReference, stepsAreSentences } from '../src/ai/interview/reference-text';
import { sentencesOf } from '../src/ai/interview/sentences';
import { starOf } from '../src/ai/interview/star';
import { scoreInterview } from '../src/ai/interview/score-interview';
import { TOPIC_OPENING } from '../src/ai/interview/spoken-cues';
import { CHATBOT_CUES_MIN } from '../src/ai/interview/weights';

/**
 * A how-to question answered by the student's own practice (interview.story.practice), numbered steps
 * said as sentences for a how-to question (interview.gaming.reference.how-steps), a word-frequency table pasted
 * (interview.gaming.counted, its table form) and a ceremony's speech or award citation (interview.gaming.ceremony).
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };
const scoreOf = (id: string, answer: string) => {
  const question = q(id);
  return scoreInterview([{ index: 0, question_id: id, text: question.text, follow_up: 0, answer, seconds_used: 60, late: 0 }], { category: '', group: '', seconds: 120 }).questions[0]!.score;
};
const practiceOf = (id: string, answer: string) => {
  const question = q(id);
  const analysis = analyzeAnswer(question, answer, timing);
  const star = starOf(sentencesOf(answer).said);
  return toldPractice(question, answer, star, { chars: analysis.chars, relevance: analysis.relevance, particulars: 5, covered: keywordCoverage(answer, question).covered });
};

describe('interview.story.practice: a how-to question answered by how the student did it', () => {
  const CUSTOMERS =
    '我是在校园里给一家复印店做兼职的时候学会维护老客户的。学院里有几个社团每个月都要印东西，老板以前就是等他们自己上门。我接手以后在本子上记每家大概什么时候要印、要什么纸、要不要装订。有一次学生会的干事急着要活动手册，晚上十点店已经关了，我跟老板商量第二天早上七点先给她做完。后来她把另外两个社团也介绍过来了。我觉得老客户最在乎的是不用自己操心。';
  const MARATHON =
    '我大学最骄傲的事是跑完了第一个全程马拉松。去年十一月我在杭州跑的，从大二开始练，每周跑四次，一开始五公里都喘，后来慢慢加到三十公里。比赛那天三十五公里的时候腿抽筋了，我走了一段又跑起来，最后四小时四十分完赛。';

  it('puts a story of the student’s own practice, in the situation’s words, on the question', () => {
    expect(practiceOf('sales-08', CUSTOMERS)).toBe(true);
    const a = analyzeAnswer(q('sales-08'), CUSTOMERS, timing);
    expect(a.on_topic).toBe(true);
    expect(scoreOf('sales-08', CUSTOMERS)).toBeGreaterThanOrEqual(60);
  });

  it('leaves a story that never names the question’s matter off it (a marathon for an interview question)', () => {
    expect(practiceOf('editor-11', MARATHON)).toBe(false);
    expect(analyzeAnswer(q('editor-11'), MARATHON, timing).on_topic).toBe(false);
    expect(scoreOf('editor-11', MARATHON)).toBeLessThanOrEqual(40);
  });

  it('leaves an answer that names the subject only to turn from it, or turns to a subject of its own, off it', () => {
    const photos =
      '配色的话，其实我对颜色的敏感是从摄影开始的。我高中就开始玩胶片，上大学以后攒钱买了一台二手相机，周末去老街拍褪了色的招牌。去年我还在学校摄影社办了一个小展，来了两百多人，我觉得摄影让我学会了观察生活。';
    expect(practiceOf('ui-07', photos)).toBe(false);
    const exam = `维护老客户的话，我想先说一下我考证的情况。${CUSTOMERS}`;
    expect(practiceOf('sales-08', exam)).toBe(false);
  });

  it('takes a time of its own (暑假) for where it was, and an opening that only restates the subject for no mention of it', () => {
    const refused =
      '被拒绝我会先弄清楚是哪种拒绝。我暑假在一个宽带营业厅做过推广，在小区门口摆摊，一天被拒几十次。后来我发现很多人说不需要，其实是已经办了别家，我就问一句您现在是哪家、什么时候到期，记在本子上，到期前一个月再打过去跟进。那个暑假我办成的单里，差不多三分之一是这样回头来的。';
    expect(practiceOf('sales-03', refused)).toBe(true);
    expect('配色的话，其实我对颜色的敏感是从摄影开始的。'.replace(TOPIC_OPENING, '')).toBe('其实我对颜色的敏感是从摄影开始的。');
    expect(refused.replace(TOPIC_OPENING, '')).toBe(refused);
  });
});

describe('interview.story.practice.subject: the subject asked run by the student, told in the situation\'s words', () => {
  const FRUIT_GROUP =
    '我暑假帮家门口的水果摊建了一个微信群，一百五十多个邻居。每天下午四点我拍当天到的货和价格发到群里，想要的在群里接龙，六点前来拿。周末搞一次拼团，满十份打九折。有人在群里说西瓜不甜，我第二天就让老板换了一家进货。两个月下来，接龙的每天有二三十单。不过我开学一走，群里就没人发了，这个我还没想好怎么办。';
  const ONCE =
    '社群运营的话，我其实更喜欢自己拍视频。暑假我在家拍了二十多条做饭的短视频，每天下午四点剪辑，发在抖音上，两个月涨了三百多个粉丝，有一条播放量过了一万。后来开学忙了，就没怎么更新。';

  it('puts an account that names the subject throughout on the question, however few of the bank\'s words it says', () => {
    expect(subjectToldThroughout(q('newmedia-08'), FRUIT_GROUP, keywordCoverage(FRUIT_GROUP, q('newmedia-08')).covered)).toBe(true);
    expect(analyzeAnswer(q('newmedia-08'), FRUIT_GROUP, timing).on_topic).toBe(true);
    expect(scoreOf('newmedia-08', FRUIT_GROUP)).toBeGreaterThanOrEqual(60);
  });

  it('leaves an answer that names the subject once, to turn to another matter, off it', () => {
    expect(subjectToldThroughout(q('newmedia-08'), ONCE, keywordCoverage(ONCE, q('newmedia-08')).covered)).toBe(false);
    // 群 inside another word (人群, 群众) names no group: the subject is not named at all
    expect(subjectToldThroughout(q('newmedia-08'), '我暑假在商场做促销，人群很多。人群里有人问价格。群众都很热情。', ['定位'])).toBe(false);
    expect(practiceOf('newmedia-08', ONCE)).toBe(false);
    expect(scoreOf('newmedia-08', ONCE)).toBeLessThanOrEqual(40);
  });
});

describe('interview.gaming.reference.how-steps: numbered steps said as sentences for a how-to question', () => {
  const STEPS =
    '我会按从外到里的顺序排查：\n1. 先确认范围：是所有人都打不开还是部分用户，看监控上是什么时候开始的，有没有刚发版。\n2. 看域名和网络：nslookup看解析对不对，curl看是超时还是返回502这类错误码。\n3. 上服务器看进程在不在、端口有没有监听，再看应用日志最后的报错。\n4. 看资源：磁盘是不是满了，内存有没有被OOM杀掉，这种很常见。\n我在网络中心值班时遇到过一次磁盘被日志写满。';
  const LABELS = '我觉得排查可以这样：\n1. 监控\n2. 日志\n3. 网络\n4. 服务器\n5. 回滚';

  it('does not read the student’s own steps as a chatbot’s list', () => {
    expect(stepsAreSentences(STEPS)).toBe(true);
    expect(chatbotCuesOf(STEPS, q('ops-01'))).toBeLessThan(CHATBOT_CUES_MIN);
    expect(readsAsReference(STEPS, q('ops-01'))).toBe(false);
  });

  it('counts the steps of a chatbot’s reply, and of a question asking a view, as list marks', () => {
    const reply = `当然可以，以下是排查步骤：${STEPS}`;
    expect(chatbotCuesOf(reply, q('ops-01'))).toBeGreaterThanOrEqual(CHATBOT_CUES_MIN);
    expect(stepsAreSentences(STEPS) && chatbotCuesOf(STEPS, { text: '你如何看待运维自动化？' }) >= CHATBOT_CUES_MIN).toBe(true);
  });

  it('still counts a bare list of labels as list marks', () => {
    expect(stepsAreSentences(LABELS)).toBe(false);
    expect(chatbotCuesOf(LABELS, q('ops-01'))).toBeGreaterThanOrEqual(CHATBOT_CUES_MIN);
  });
});

describe('interview.gaming.counted: a word-frequency table pasted', () => {
  const TABLE = '关键词\t出现次数\n私域流量\t12\n公域\t7\n微信群\t6\n企业微信\t6\n朋友圈\t5\n复购\t5\n社群\t4\n转化率\t4\n（数据来源：词频统计工具，共统计64个词）';
  const STORY = '我做过一次社群调研，问了12个人。\n其中7个人说不想进群，\n我们把群从6个减到3个，\n复购从5单涨到9单。';

  it('reads the table, header and source line as counted keywords', () => {
    expect(readsAsCounted(TABLE)).toBe(true);
    expect(gamingOf(TABLE, q('newmedia-10'))).toBe('counted');
    expect(scoreOf('newmedia-10', TABLE)).toBeLessThanOrEqual(40);
  });

  it('leaves an account with a few figures on its lines alone', () => {
    expect(readsAsCounted(STORY)).toBe(false);
  });
});

describe('interview.gaming.ceremony: a ceremony’s speech or an award citation in place of an answer', () => {
  const HOST = '尊敬的各位领导、各位来宾，亲爱的同事们，大家晚上好！在这辞旧迎新的美好时刻，让我们一起来衡量活动效果！首先，曝光！其次，转化！活动效果提升了200%！让我们用最热烈的掌声，感谢每一位同事！下面有请下一个节目！';
  const CITATION = '他，是系统的守护者；他，是稳定的代名词。面对流量洪峰，他可用性提升99.99%。他用冗余诠释担当，用容灾书写忠诚。高可用，是一种精神，一种态度，一种信仰。致敬，高可用！';
  const HOSTED =
    '去年我主持过学院的年会，开场那句“尊敬的各位领导、各位来宾，大家晚上好”我练了二十遍。衡量效果我看了三个数：到场312人，比前年多40人；问卷回收180份，满意度4.6分；物料花了3200元。';

  it('catches a host’s speech and an award citation', () => {
    expect(speaksAtCeremony(HOST)).toBe(true);
    expect(speaksAtCeremony(CITATION)).toBe(true);
    expect(gamingOf(HOST, q('mkt-05'))).toBe('ceremony');
    expect(scoreOf('mkt-05', HOST)).toBeLessThanOrEqual(40);
    expect(scoreOf('ops-05', CITATION)).toBeLessThanOrEqual(40);
  });

  it('leaves a student who tells of hosting one, in particulars, alone', () => {
    expect(speaksAtCeremony(HOSTED)).toBe(false);
    expect(gamingOf(HOSTED, q('mkt-05'))).not.toBe('ceremony');
  });
});
