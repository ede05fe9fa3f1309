import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion, type BankQuestion } from '../src/ai/interview/bank';
import { contrastsByAspects } from '../src/ai/interview/contrast';
import { gamingOf } from '../src/ai/interview/gaming';
import { formFieldsOf, readsAsFilledForm } from '../src/ai/interview/pasted-forms';
import { recitesMethod, starOf } from '../src/ai/interview/star';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs } from './timing';

/**
 * The rules of the forty-sixth and forty-seventh batches: a form's slots filled with the question or with cue words
 * (pasted-forms.ts readsAsFilledForm), a comparison laid out aspect by aspect (contrast.ts contrastsByAspects) and a
 * question asking for an experience answered by a method with no event told (star.ts recitesMethod).
 */
const PROMOTION = bankQuestion('mkt-02')!;
const CONFLICT = bankQuestion('teacher-11')!;
const EDITING = bankQuestion('editor-04')!;
const ENGINEERING = bankQuestion('civil-02')!;
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const scoreOf = (q: BankQuestion, answer: string, interview = { category: '市场营销', group: '市场' }) => scoreOne(q, answer, interview);

const DELIVERY_SLIP = [
  '美团外卖 · 订单已送达',
  '商家：推广活动旗舰店',
  '配送时长：其次 分钟　配送距离：然后 公里',
  '备注：最后',
  '实付：¥12.80（红包抵扣）',
  '· 曝光 ↑ 200%',
  '[再来一单] [评价骑手] ★★★★★ 综上所述',
].join('\n');
const LOAN_FORM = [
  '图书借阅登记表',
  '读者姓名：李同学　读者类型：本科生',
  '书名：你如何处理学生之间的矛盾冲突？',
  '借阅事由：处理学生之间的矛盾冲突',
  '馆员备注：你如何处理学生之间的矛盾冲突？就是这个问题。',
  '归还日期：2026-12-01',
].join('\n');
const OWN_TABLE = [
  '我把去年给咖啡社做的开学季推广整理成了几栏：',
  '问题：讲一次你策划或参与的推广活动',
  '目标：两周拉新两百个会员，这是社长定的。',
  '渠道：新生群、食堂门口摆摊、小红书，我负责摆摊和海报。',
  '执行：我们排了十个班次，海报改了三版，第二版加了“第二杯半价”。',
  '结果：拉新二百三十个，首周复购大概百分之十八。',
  '复盘：摆摊的转化最好，小红书几乎没人看，下次我会把钱挪到摆摊上。',
].join('\n');
const NUMBERED_HOW = [
  '我实习带过一个四年级班，一般这么处理：',
  '1. 先把两个孩子分开，等他们都冷静下来再谈，不当着全班评理。',
  '2. 分别听他们讲经过，我只问发生了什么，不急着下结论。',
  '3. 再把两人叫到一起，让他们各说一句对方做得不对的地方和自己做得不对的地方。',
  '4. 最后跟家长简单说明情况，过两天再看看他们相处得怎么样。',
  '有一次两个男生为了跳绳抢位置打起来，这样处理完，第二周他们还一起报了接力赛。',
].join('\n');
const SIDE_BY_SIDE = [
  '我按几个方面对比着讲。',
  '选题来源：以前主要靠记者跑线和读者来信；现在热搜、评论区、后台留言都是选题，来得快也杂。',
  '标题：以前讲究准确简洁，一行字就够；现在要考虑点开率，编辑得在不做标题党的前提下把信息点亮出来。',
  '校对：以前有专门的校对环节，看三遍才付印；现在推送前常常只有一个人看一遍，我在院报公众号就因为一个日期写错删过一次推送。',
  '读者：以前编辑很难知道谁在看；现在后台能看到读完率和留言，能据此调整，但也容易被数据牵着走。',
  '总的来说，技术在变，但核实和判断是编辑不能丢的。',
].join('\n');
const TERMS_TABLE = ['选题：以前 记者；现在 热搜', '标题：以前 简洁；现在 点开率', '校对：以前 三审；现在 一审'].join('\n');
const METHOD_FOR_EXPERIENCE =
  '课程设计的时候也碰到过一些问题。我认为遇到工程问题，首先要弄清楚问题出在哪里，然后应该翻阅规范和图集，再跟老师和同学讨论几种方案，比较它们的造价和工期。方案定下来之后要按步骤落实，最后还要复查，把经验记下来。这让我明白了细心的重要性。';
const TOLD_EXPERIENCE =
  '大三测量实习的时候，我们组闭合导线的角度闭合差超限了，老师说要重测。我先把外业记录一页页对了一遍，发现第三站的后视读数记成了前视。然后我和组长回到那一站重测了两个测回，再把数据重新平差，闭合差降到了十二秒以内，最后按时交了成果。';
const METHOD_WITH_CASE =
  '我觉得首先要搞清楚问题的原因，然后要找规范。比如有一次课程设计，我算出来的梁配筋比同学多了一倍，我对着规范一条条查，发现是荷载组合系数用错了，改完以后和老师的答案对上了。';
const LABELLED_STORY = [
  '情境：大三暑假在一个住宅项目实习，二层楼板浇完第二天发现有几处裂缝。',
  '任务：师傅让我查一下原因，写个简单的说明。',
  '行动：我先翻了浇筑那天的记录，发现当天气温三十六度，养护只洒了一次水；又量了裂缝宽度，都在零点二毫米以内。',
  '结果：我们改成覆膜加一天三次洒水，后面三层没再出现这种裂缝，我写的说明也交给了技术负责人。',
].join('\n');

describe('a form filled with the question or with cue words (interview.gaming.record.filled-form)', () => {
  it('reads a form’s fields, several on a line, a blank one too', () => {
    expect(formFieldsOf('学院：教育学院　专业：小学教育\n学院意见：\n申请人签名：').map((f) => f.label)).toEqual(['学院', '专业', '学院意见', '申请人签名']);
  });

  it('a slip whose slots hold signposts, or a form whose slots hold the question, is a record, however it is dressed', () => {
    expect(readsAsFilledForm(DELIVERY_SLIP, PROMOTION.text)).toBe(true);
    expect(readsAsFilledForm(LOAN_FORM, CONFLICT.text)).toBe(true);
    expect(gamingOf(DELIVERY_SLIP, PROMOTION)).toBe('record');
    expect(gamingOf(LOAN_FORM, CONFLICT)).toBe('record');
    expect(scoreOf(PROMOTION, DELIVERY_SLIP).score).toBeLessThanOrEqual(30);
    expect(scoreOf(CONFLICT, LOAN_FORM, { category: '教师', group: '教育' }).score).toBeLessThanOrEqual(30);
  });

  it('a table the student made, naming the question once, and a numbered how-to are the student’s own', () => {
    expect(readsAsFilledForm(OWN_TABLE, PROMOTION.text)).toBe(false);
    expect(gamingOf(OWN_TABLE, PROMOTION)).toBeNull();
    expect(scoreOf(PROMOTION, OWN_TABLE).score).toBeGreaterThanOrEqual(70);
    expect(readsAsFilledForm(NUMBERED_HOW, CONFLICT.text)).toBe(false);
    expect(gamingOf(NUMBERED_HOW, CONFLICT)).toBeNull();
    expect(scoreOf(CONFLICT, NUMBERED_HOW, { category: '教师', group: '教育' }).score).toBeGreaterThanOrEqual(70);
  });
});

describe('a form run together in one paragraph, its fields after a heading\'s bracket or a stop (interview.gaming.record.filled-form.run-on)', () => {
  const PLEDGE =
    '【学生宿舍安全管理责任承诺书】责任人：如何处理学生之间的矛盾冲突 房间号：矛盾冲突 所在班级：小学教育二班 本人已认真学习如何处理学生之间的矛盾冲突，并郑重承诺：一、学生之间的矛盾冲突就是学生之间发生了矛盾冲突；二、处理矛盾冲突就是对矛盾冲突进行处理。如有违反，自愿承担相应责任。责任人签字：学生之间的矛盾冲突 日期：2026年12月1日';
  const DIARY =
    '【实习周记】第六周：大三实习时我带过一个四年级班。情境：两个男生为抢跳绳位置打了起来。任务：班主任让我先处理。行动：我先把他们分开，等冷静下来分别听经过，再让两人各说一句自己不对的地方。结果：第二周他们还一起报了接力赛。';

  it('reads the fields after the heading and after a sentence, and the pledge filled with the question as a record', () => {
    expect(formFieldsOf(PLEDGE).map((f) => f.label)).toEqual(['房间号', '日期', '责任人', '责任人签字']);
    expect(readsAsFilledForm(PLEDGE, CONFLICT.text)).toBe(true);
    expect(gamingOf(PLEDGE, CONFLICT)).not.toBeNull();
    expect(scoreOf(CONFLICT, PLEDGE, { category: '教师', group: '教育' }).score).toBeLessThanOrEqual(30);
  });

  it('not a record of the student\'s own values after a bracket, nor a story labelled in parts after its stops', () => {
    const record = '【志愿服务记录】姓名：李明 服务时长：3小时 服务地点：社区图书室。指导老师：王老师 备注：带三年级学生读绘本，两个吵架的孩子分开坐';
    expect(readsAsFilledForm(record, CONFLICT.text)).toBe(false);
    expect(readsAsFilledForm(DIARY, CONFLICT.text)).toBe(false);
    expect(gamingOf(DIARY, CONFLICT)).toBeNull();
  });
});

describe('a form whose slots hold pieces of a question asked in its terms (interview.gaming.record.filled-form.terms)', () => {
  const LOCKS = bankQuestion('java-09')!;
  const NOTICE =
    '【会议通知】\n各位同学：本周例会的议题是"synchronized跟ReentrantLock到底差在哪"。\n会议时间：synchronized和ReentrantLock有什么区别\n会议地点：ReentrantLock\n会议内容：synchronized和ReentrantLock的区别就是它们有区别，synchronized是synchronized，ReentrantLock是ReentrantLock。\n联系人：请保持电话畅通。\n温馨提示：请提前十分钟入场，逾期不候。';
  const NOTES = '日期：11月20日 主题：ReentrantLock 我的理解：我在课设里用它做过限时抢票，tryLock超时就放弃，synchronized做不到 结论：要可中断、要超时就用ReentrantLock';

  it('reads a slot holding a piece of the question as it stands, its Latin terms counted, as the question pasted', () => {
    expect(readsAsFilledForm(NOTICE, LOCKS.text)).toBe(true);
    expect(gamingOf(NOTICE, LOCKS)).toBe('record');
    expect(scoreOf(LOCKS, NOTICE, { category: 'Java开发', group: '技术' }).score).toBeLessThanOrEqual(30);
  });

  it('leaves notes of the student\'s own that name the term once in a slot', () => {
    expect(readsAsFilledForm(NOTES, LOCKS.text)).toBe(false);
    const hostile = `会议时间：${'ReentrantLock'.repeat(500)} 会议地点：${'区别'.repeat(500)}`;
    expectWithinMs(() => readsAsFilledForm(hostile, LOCKS.text), 200);
  });
});

describe('a comparison laid out aspect by aspect (interview.structure.contrast.aspects)', () => {
  it('is told by labelled parts each with both sides in sentences, not by a table of terms', () => {
    expect(contrastsByAspects(SIDE_BY_SIDE, EDITING.text)).toBe(true);
    expect(contrastsByAspects(TERMS_TABLE, EDITING.text)).toBe(false);
    // the two things a question compares stand for before and now
    const compared = ['性能：synchronized在低竞争时有锁升级，开销不大；ReentrantLock在高竞争时更稳。', '功能：synchronized只能非公平地等；ReentrantLock可以选公平锁，也能设超时。', '用法：synchronized写在方法或代码块上，自动释放；ReentrantLock要自己在finally里unlock。'].join('\n');
    expect(contrastsByAspects(compared, 'synchronized和ReentrantLock有什么区别？')).toBe(true);
  });

  it('is ordered as a contrast and walks the field’s aspects without stringing keywords: a strong answer stays high', () => {
    const a = analyzeAnswer(EDITING, SIDE_BY_SIDE, TIMING);
    expect(a.gaming).toBeNull();
    expect(a.structure.notes).not.toContain('没有交代先后层次（如“先……然后……最后”）');
    expect(scoreOf(EDITING, SIDE_BY_SIDE, { category: '编辑', group: '传媒' }).score).toBeGreaterThanOrEqual(70);
  });
});

describe('an experience asked for, a method told (interview.star.method, interview.vague.method)', () => {
  it('steps that must be done with no event of the student’s own tell no story', () => {
    expect(recitesMethod(METHOD_FOR_EXPERIENCE)).toBe(true);
    expect(starOf(METHOD_FOR_EXPERIENCE).example).toBe(false);
    for (const told of [TOLD_EXPERIENCE, METHOD_WITH_CASE, LABELLED_STORY]) {
      expect(recitesMethod(told)).toBe(false);
      expect(starOf(told).example).toBe(true);
    }
  });

  it('caps the template as vague, under every real story, labelled or not', () => {
    const civil = { category: '土木工程', group: '工程' };
    const method = analyzeAnswer(ENGINEERING, METHOD_FOR_EXPERIENCE, TIMING);
    expect(method.vague).toBeDefined();
    expect(method.content).toBeLessThanOrEqual(50);
    const template = scoreOf(ENGINEERING, METHOD_FOR_EXPERIENCE, civil).score;
    expect(template).toBeLessThan(60);
    for (const told of [TOLD_EXPERIENCE, METHOD_WITH_CASE, LABELLED_STORY]) {
      expect(analyzeAnswer(ENGINEERING, told, TIMING).vague).toBeUndefined();
      expect(scoreOf(ENGINEERING, told, civil).score).toBeGreaterThan(template + 10);
    }
  });
});
