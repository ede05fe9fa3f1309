import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { namesAskedMatter } from '../src/ai/interview/stories';
import { starOf } from '../src/ai/interview/star';
import { scoreOne } from './ai-interview-answers';

/**
 * Rules of the ninety-second and ninety-third batches on answers: a persuasion's outcome told as what the other did
 * (他就全换了: star.ts TAKEN_UP), a promotion told in the words of whoever ran one (招生, 体验券: synonyms.ts 推广), and a
 * motive asked on a field's question answered with nothing of the student's own (analysis.ts interview.vague.bare).
 * Written for these tests: none is an item of a rated set.
 */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const PERSUADE = bankQuestion('sales-02')!;
const PROMOTION = bankQuestion('mkt-02')!;
const MOTIVE = bankQuestion('qa-15')!;

describe('interview.star.taken-up: the one persuaded taking it up is the result', () => {
  const TEA =
    '我在学校门口的奶茶店打工时，店长一直不想上新品，说怕卖不动。我先问他平时哪几款卖得最好，他说冬天热饮的单子多。我就做了一张表，把附近几家店热饮的价格和销量列出来给他看，还建议他先试着放一款进菜单。试了以后他就同意了，后面冬天一直都有这款。';
  it('reads 他就同意了 as the outcome, so the story is an example', () => {
    const star = starOf(TEA);
    expect(star.present).toContain('result');
    expect(star.example).toBe(true);
    expect(analyzeAnswer(PERSUADE, TEA, TIMING).on_topic).toBe(true);
  });
  it('reads no outcome in a maxim of what the other will do, nor in the student giving in', () => {
    expect(starOf('我觉得说服别人要真诚，你真心为对方着想，对方就会同意的。').present).not.toContain('result');
    expect(starOf('室友劝我换宿舍，我就同意了。').present).not.toContain('result');
  });
});

describe('synonyms.ts 推广: a promotion told as the intake it was for (招生) and its devices (体验券)', () => {
  const ART =
    '大二暑假我在老家一个少儿美术培训班帮忙做招生。我们在小区门口摆了摊，发体验券，凭券可以免费上一节课，我负责给家长讲课程安排。两周发了两百多张券，来体验的有四十几个孩子，最后报名的有十五个。回头看，摆摊的时间选在傍晚效果最好。';
  const TRIP =
    '大二暑假我和室友去杭州玩了一个星期，正好赶上浙大的开放日，我去参观了图书馆和实验室，还体验了一节公开课。第二天我们去西湖骑车，绕了一圈用了三个小时，晚上吃了片儿川，最后一天去了灵隐寺，回来以后我就决定考研要考杭州的学校。';
  it('names the matter asked and keeps the story on the question', () => {
    expect(namesAskedMatter(PROMOTION, ART)).toBe(true);
    expect(scoreOne(PROMOTION, ART, { category: '市场营销', group: '' }).score).toBeGreaterThanOrEqual(75);
  });
  it('keeps a trip that passes an open day off the question', () => {
    expect(namesAskedMatter(PROMOTION, TRIP)).toBe(false);
    expect(analyzeAnswer(PROMOTION, TRIP, TIMING).on_topic).toBe(false);
  });
});

describe('interview.vague.bare.motive: a field\'s motive question answered with nothing of one\'s own', () => {
  const GENERIC = '我选测试是因为我做事比较认真，喜欢发现问题。测试能保证产品的质量，很重要。而且测试的方向很多，比如接口测试、安全测试，我觉得这个岗位适合我，以后发展也不错。';
  const OWN =
    '大二做课程设计时，我们组的选课小程序上线前一天，我随手试了两个人同时抢最后一个名额，结果两个人都选上了。我把复现步骤写清楚发给组长，他改完以后我又试了二十次都没再出错。那次以后我发现自己更喜欢找这种别人想不到的问题，所以想做测试。';
  it('caps the generic motive as vague, and keeps one told from the student\'s own case', () => {
    expect(analyzeAnswer(MOTIVE, GENERIC, TIMING).vague).toBeDefined();
    expect(scoreOne(MOTIVE, GENERIC, { category: '测试工程师', group: '' }).score).toBeLessThan(75);
    expect(analyzeAnswer(MOTIVE, OWN, TIMING).vague).toBeUndefined();
    expect(scoreOne(MOTIVE, OWN, { category: '测试工程师', group: '' }).score).toBeGreaterThanOrEqual(75);
  });
});
