import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { ownClausesOf } from '../src/ai/interview/own-clauses';
import { starOf } from '../src/ai/interview/star';
import { namesAskedMatter } from '../src/ai/interview/stories';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.story.matter-named.dropped-subject: the student's narration carried on with its 我 dropped (然后做了试吃)
 * names the matter asked as a clause with 我 does; and the forms a design work and a failure are told in (界面, 挂了).
 */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const PROMOTION = bankQuestion('mkt-02')!; // 讲一次你策划或参与的推广活动。
const DESIGN_WORK = bankQuestion('ui-01')!; // 请介绍一个你最满意的设计作品，说说你的设计思路。
const FAILURE = bankQuestion('common-05')!; // 说一次你失败或受挫的经历，你从中学到了什么？

describe('interview.story.matter-named.dropped-subject: a clause carrying the student’s narration on is theirs', () => {
  it('a connective of sequence after a clause of the student’s own, no one else named first, carries it on', () => {
    expect(ownClausesOf('我先问了几个老客户，然后在店门口做了个试吃')).toEqual(['我先问了几个老客户', '然后在店门口做了个试吃']);
    expect(ownClausesOf('我把价格写大了。接着又印了传单，后来就拉群了')).toHaveLength(3);
  });

  it('one that brings another in, one with no connective, or one with nothing of the student’s before, is not', () => {
    expect(ownClausesOf('我先问了几个老客户，然后老板做了个试吃')).toEqual(['我先问了几个老客户']);
    expect(ownClausesOf('我先问了几个老客户，然后她们拉了个群')).toEqual(['我先问了几个老客户']);
    expect(ownClausesOf('我先问了几个老客户，店里做了个试吃，然后拉群')).toEqual(['我先问了几个老客户']);
    expect(ownClausesOf('店里做了个试吃，然后拉群')).toEqual([]);
  });

  it('a promotion told by its devices with the student’s 我 dropped names the promotion', () => {
    const told = '寒假我帮舅舅的茶厂卖春茶。我先问了几个老茶客喜欢什么口感，发现他们最看重头一批采的，我就把这句写在了礼盒上。然后在镇上超市门口做了三天试吃，送出去两百多小杯，当场卖了六十多盒，后来有二十几个人加微信回购。';
    expect(namesAskedMatter(PROMOTION, told)).toBe(true);
    const a = analyzeAnswer(PROMOTION, told, TIMING);
    expect(a.on_topic).toBe(true);
    expect(scoreOne(PROMOTION, told, { category: '市场营销', group: '市场销售' }).score).toBeGreaterThanOrEqual(60);
  });

  it('the devices done by someone else, or named outside any clause of the student’s, name nothing', () => {
    expect(namesAskedMatter(PROMOTION, '我舅舅开了个茶厂。然后他在超市门口做了三天试吃，卖了六十多盒')).toBe(false);
    expect(namesAskedMatter(PROMOTION, '推销的关键是让顾客先尝到，超市门口做试吃最有效')).toBe(false);
  });

  it('a list of the field’s terms stays gaming, however many devices it strings', () => {
    const salad = '试吃 拉群 地推 摆摊 海报 渠道 目标 策划 执行 效果 然后试吃 然后拉群 转化 复购 提升30% 最终 结果';
    expect(scoreOne(PROMOTION, salad, { category: '市场营销', group: '市场销售' }).score).toBeLessThan(40);
  });
});

describe('interview.story.matter-named.told: a design work and a failure named by what the student says for them', () => {
  it('a design work named by what was made, in the student’s own clause, names the work asked', () => {
    const told = '我最满意的是给学校旁边一家花店做的订花小程序界面。她们的客人多是上班族，我把下单按钮放在首页最显眼的位置，图片压小让页面加载快。刚开始我用了好几种颜色，店主说看着乱，我就只留了一个绿色。上线后店主说中午来问的电话少了。';
    expect(namesAskedMatter(DESIGN_WORK, told)).toBe(true);
    expect(analyzeAnswer(DESIGN_WORK, told, TIMING).on_topic).toBe(true);
    expect(scoreOne(DESIGN_WORK, told, { category: 'UI设计师', group: '设计' }).score).toBeGreaterThanOrEqual(50);
  });

  it('the work’s kind said as a rule, with no 我, names no work of the student’s', () => {
    expect(namesAskedMatter(DESIGN_WORK, '好的界面要让用户一眼就看到价格，海报也是一样')).toBe(false);
  });

  it('a failure told in its own word names the failure asked; a near form (没过多久) or another’s does not', () => {
    expect(namesAskedMatter(FAILURE, '大二第一次考教资我就挂了')).toBe(true);
    expect(namesAskedMatter(FAILURE, '去年复试我被刷了')).toBe(true);
    expect(namesAskedMatter(FAILURE, '没过多久我就适应了新的环境')).toBe(false);
    expect(namesAskedMatter(FAILURE, '室友面试被刷了，心情很差')).toBe(false);
  });

  it('a failure told in full with what was learned is a story on the question', () => {
    const told = '大二我第一次面学生会的新媒体部就挂了。学长问我排版软件怎么用，我只看过教程，没自己做过，当场说不出来。回去以后我每周给班级公众号排一篇推送，有不懂的就去问学姐。第二学期再面，我能讲出自己排过的几篇，就过了。学到的是看会不等于做会。';
    const a = analyzeAnswer(FAILURE, told, TIMING);
    expect(a.on_topic).toBe(true);
    expect(a.star.example).toBe(true);
    expect(scoreOne(FAILURE, told, { category: '新媒体运营', group: '市场销售' }).score).toBeGreaterThanOrEqual(60);
  });
});

describe('interview.story.matter-named.dropped-subject: linear on hostile answers', () => {
  it('5,000 characters of near matches are read well within the bound', () => {
    const hostile = '我问了，然后老板试吃，然后拉了个群，接着他又'.repeat(250).slice(0, 5000);
    expectWithinMs((i) => ownClausesOf(`${i}${hostile}`), 50);
    expectWithinMs((i) => namesAskedMatter(PROMOTION, `${i}${hostile}`), 50);
    expectWithinMs((i) => starOf(`${i}${hostile}`), WHOLE_READ_MS);
  });
});
