import { bankQuestion } from '../src/ai/interview/bank';
import { BOTH_SIDES, MARKEDLY } from '../src/ai/interview/outcomes-told';
import { TOLD_IN_USE } from '../src/ai/interview/outcomes-reported';
import { starOf, tellsResult } from '../src/ai/interview/star';
import { namesAskedMatter } from '../src/ai/interview/stories';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * Plain stories judged off their questions or given no example: a dispute closed by both sides taking the arrangement
 * (interview.star.both-sides), a change said to have got much better with its amount after it (interview.star.better-by)
 * and a design the student says they changed (改过, interview.story.matter-named). Written for these tests: none is an
 * item of a rated set.
 */
const HR = bankQuestion('hr-03')!; // 讲一次你与他人沟通协调解决问题的经历
const FEEDBACK = bankQuestion('ui-12')!; // 讲一次你根据用户反馈修改设计的经历
const PROJECT = bankQuestion('algo-01')!; // 请介绍一个你做过的机器学习或深度学习项目
const ANALYSIS = bankQuestion('fa-02')!; // 讲一次你做财务或数据分析并提出建议的经历
const TRANSLATION = bankQuestion('trans-02')!; // 讲一次你完成的有挑战的翻译任务

// the result: both sides took the arrangement, no figure
const HALL =
  '大三我在学生会管场地，书法社和舞蹈队都想周五晚上用活动室，两边在群里吵起来了。我分别去问了两边，发现书法社只要一张长桌，舞蹈队要的是空地。我就把长桌挪到靠窗那一边，中间留给舞蹈队排练。两边都接受了，那学期再没为场地找过我。';
// the result: the fix made it much better, said with its amount
const LEAVES =
  '我毕设做的是茶树病叶的识别。茶场给了我几百张叶子照片，我先自己分了类，再用一个现成的卷积网络做微调。一开始虫斑和日灼老是混，后来补拍了一批背光的照片，就好了不少。茶场的师傅说能帮他们先挑出可疑的叶子。';
// the design changed (改过) by the student, the users' words reported, nothing in the bank's words
const MENU =
  '我给学校旁边一家面馆改过点餐小票的排版。原来的小票字很小，配料写在最后，顾客留言说经常看不到加了什么。然后我把面的名字和加料放到最上面，字号加大一号，备注单独一行，辣度用一到三个小辣椒标出来。改完以后老板说送错的单少了很多。';

describe('interview.star.both-sides: a dispute closed by both sides taking the arrangement', () => {
  it('reads both sides consenting, as done', () => {
    for (const said of ['两边都接受了', '双方都同意了', '两个班都挺满意的', '两个部门最后也都没意见了', '两家后来都认可了']) expect(BOTH_SIDES.test(said)).toBe(true);
  });

  it('reads none in a hope, a condition, a consent to come, or a liking of everyone', () => {
    for (const said of ['希望两边都能接受', '如果双方都同意了就签', '两边都会接受的', '大家都挺满意的', '两边都不同意', '两个方案都不太满意']) expect(BOTH_SIDES.test(said)).toBe(false);
  });

  it('makes the coordination story an example on its question', () => {
    const star = starOf(HALL);
    expect(star.present).toContain('result');
    expect(star.example).toBe(true);
    expect(scoreOne(HR, HALL, { category: '人力资源', group: '职能' }).score).toBeGreaterThanOrEqual(60);
    // without its outcome the same story tells none
    expect(starOf(HALL.replace('两边都接受了，那学期再没为场地找过我。', '希望两边都能接受。')).example).toBe(false);
  });
});

describe('interview.star.better-by: a change made much better, its amount said after it', () => {
  it('reads 就好了不少 and its kind, not a wish or a state', () => {
    for (const said of ['后来补拍了一批照片，就好了不少', '换了顺序以后也顺了很多', '分开写以后才清楚了好多']) expect(tellsResult(said)).toBe(true);
    for (const said of ['希望能好一点', '这个模型好了很久都没人用', '效果不好了不少人走了']) expect(tellsResult(said)).toBe(false);
  });

  it('makes the project story an example on its question', () => {
    expect(starOf(LEAVES).example).toBe(true);
    expect(scoreOne(PROJECT, LEAVES, { category: '算法工程师', group: '技术' }).score).toBeGreaterThanOrEqual(60);
  });
});

describe('interview.story.matter-named: a design the student says they changed (改过)', () => {
  it('names the change in a clause of the student\'s own, not in another\'s', () => {
    expect(namesAskedMatter(FEEDBACK, '我给学校旁边一家面馆改过点餐小票的排版。')).toBe(true);
    expect(namesAskedMatter(FEEDBACK, '老板说别人改过点餐小票的排版。')).toBe(false);
  });

  it('keeps the story on its question, and a list of the words off the marks', () => {
    expect(scoreOne(FEEDBACK, MENU, { category: 'UI设计师', group: '设计' }).score).toBeGreaterThanOrEqual(60);
    const salad = '用户反馈 修改 改过 迭代 验证 结果 两边都接受了 就好了不少 可用性 原型 交互。';
    expect(scoreOne(FEEDBACK, salad, { category: 'UI设计师', group: '设计' }).score).toBeLessThanOrEqual(40);
    expect(scoreOne(HR, salad, { category: '人力资源', group: '职能' }).score).toBeLessThanOrEqual(40);
  });
});

// the result: the state the suggestion was for, come to be
const NOODLES =
  '我暑假帮舅舅的早餐店理过一次账。他觉得包子卖得最好却总不赚钱，我就把一个月的面粉、肉和人工按品种分开算，发现肉包其实挣钱，亏的是做工费的灌汤包。我建议灌汤包只在周末做，平时多做肉包。舅舅照着做了两个月，说月底手头明显宽裕了。';
// the result: the one reader asked to check it says she can follow it
const MENU_EN =
  '比较难的一次是给一家卖凉皮的小店翻译英文菜单。里面有擀面皮、面筋、秘制辣油这些说法，网上的译法五花八门。我去看了几家西安老店的英文菜单，对照着选了最常见的，实在没有的就用拼音加一句解释。翻完我请一个交换生读了一遍，她说能看懂，店主后来把菜单贴在了门口。';

describe('interview.star.markedly / told-use: a suggestion\'s outcome and a reader\'s word, told in words', () => {
  it('reads the state come to be and the reader\'s word, not a hope, a guess or a state described', () => {
    for (const said of ['年底说手头明显宽裕了', '排班明显顺畅了', '后来孩子明显好转了']) expect(MARKEDLY.test(said)).toBe(true);
    for (const said of ['希望能明显改善了', '应该会明显好转了', '人手明显不够', '明显宽裕的时候']) expect(MARKEDLY.test(said)).toBe(false);
    for (const said of ['她说能看懂', '他说挺方便的']) expect(TOLD_IN_USE.test(said)).toBe(true);
    for (const said of ['希望她说能看懂', '其他说能看懂的不多', '她说能看懂的人不多']) expect(TOLD_IN_USE.test(said)).toBe(false);
  });

  it('makes each plain story an example on its question', () => {
    for (const [question, story, category, group] of [[ANALYSIS, NOODLES, '会计', '财会金融'], [TRANSLATION, MENU_EN, '翻译', '其他']] as const) {
      expect(starOf(story).example).toBe(true);
      expect(scoreOne(question, story, { category, group }).score).toBeGreaterThanOrEqual(60);
    }
  });
});

describe('the new readings stay quick on hostile text', () => {
  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = '两个部门要都挺，希望两边都能接受，就好了不，也顺了很改过，两家后来也都'.repeat(200).slice(0, 5000);
    expectWithinMs((i) => BOTH_SIDES.test(`${i}${hostile}`), 50);
    const marked = '希望明显宽，她说能看，应该会明显好转，其他说能看懂的'.repeat(250).slice(0, 5000);
    expectWithinMs((i) => MARKEDLY.test(`${i}${marked}`), 50);
    expectWithinMs((i) => TOLD_IN_USE.test(`${i}${marked}`), 50);
    expectWithinMs((i) => starOf(`${i}${marked}`), WHOLE_READ_MS);
    expectWithinMs((i) => tellsResult(`${i}${hostile}`), 50);
    expectWithinMs((i) => starOf(`${i}${hostile}`), WHOLE_READ_MS);
    expectWithinMs((i) => namesAskedMatter(FEEDBACK, `${i}${hostile}`), WHOLE_READ_MS);
  });
});
