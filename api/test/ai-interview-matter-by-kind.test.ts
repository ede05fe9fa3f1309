import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { quantifiedOf, starOf } from '../src/ai/interview/star';
import { namesAskedMatter } from '../src/ai/interview/stories';
import { scoreInterview } from '../src/ai/interview/score-interview';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.story.matter-named.kind: a story names the matter asked by its kind, in a clause of the student's own: a
 * competition by 大赛 or 省赛, a project by the course it was for (毕设, 课程设计), a design revised by its versions
 * (第一版…第二版). interview.star.change.raised: a rate raised is told with 提到 right after its first figure
 * (从五十多提到了七十左右), a result as 提升到 is; 提到 after anything else is mentioning.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 };
const scoreOf = (id: string, answer: string, category: string, group: string) =>
  scoreInterview([{ index: 0, question_id: id, text: q(id).text, follow_up: 0, answer, seconds_used: 60, late: 0 }], { category, group, seconds: 120 }).questions[0]!.score;

const CONTEST = ['mech-10', '机械工程师', '工程制造'] as const;
const PROJECT = ['algo-01', '算法工程师', '技术'] as const;
const REVISED = ['ui-12', 'UI设计师', '设计'] as const;

const GENUINE: [readonly [string, string, string], string][] = [
  [CONTEST, '大三我们队报了一个工程训练大赛，做一台能爬楼梯的送货小车。我负责底盘，用的是行星轮结构，因为三个轮子能轮流搭上台阶。调试的时候小车老是卡在第二级，我把轮臂加长了两厘米就顺了。最后我们拿了省赛三等奖，评委说结构想得巧，就是太重了。'],
  [PROJECT, '我毕设做的是方言语音识别，想把温州话的常用词认出来。数据是我找村里老人录的，一共一千多条，有的人说得快有的慢。我用wav2vec做微调，加了变速和加噪声的增强。词准确率从四十多提到了七十左右。问题是老人口音差别大，换个村子就不太准了。'],
  [REVISED, '我帮学院的二手书小程序做过发布页。第一版我把书名、价格、新旧程度都做成必填，页面很整齐。上线两周，发书的同学说填得太麻烦，很多人填到一半就走了。我去看了后台，一半的发布都没完成。第二版只留了拍照和价格，其他都做成选填。后来一周发的书多了一倍。'],
];

describe('interview.story.matter-named.kind', () => {
  it('reads a competition, a project or a revision named by its kind in the student\'s own clause', () => {
    expect(namesAskedMatter(q('mech-10'), '我们队报了一个结构设计大赛，我负责底座。')).toBe(true);
    expect(namesAskedMatter(q('algo-01'), '我毕设做了一个识别病叶的小模型。')).toBe(true);
    expect(namesAskedMatter(q('ui-12'), '第一版我把按钮放在右上角，没人找得到。')).toBe(true);
  });

  it('reads nothing in the same words outside a clause of the student\'s own', () => {
    expect(namesAskedMatter(q('mech-10'), '学校每年都办好几个大赛，报名的人很多。')).toBe(false);
    expect(namesAskedMatter(q('algo-01'), '学长的毕设做得很好，老师经常拿出来讲。')).toBe(false);
    expect(namesAskedMatter(q('ui-12'), '这款软件的第一版很受欢迎，很多人都在用。')).toBe(false);
  });

  it('scores such stories as stories', () => {
    for (const [[id, category, group], answer] of GENUINE) {
      const a = analyzeAnswer(q(id), answer, timing);
      expect(a.on_topic).toBe(true);
      expect(a.star.example).toBe(true);
      expect(scoreOf(id, answer, category, group)).toBeGreaterThan(60);
    }
  });

  it('keeps the kinds listed in place of a story low', () => {
    expect(scoreOf(...CONTEST, '大赛 比赛 省赛 国赛 团队 项目 竞赛 分工 负责 机械 设计 结构 问题 结果')).toBeLessThanOrEqual(40);
    expect(scoreOf(...PROJECT, '毕设 课设 大创 毕业设计 项目 模型 训练 特征 数据 指标 准确率 调参')).toBeLessThanOrEqual(40);
    expect(scoreOf(...REVISED, '第一版 第二版 改版 改了一版 用户 反馈 修改 验证 问题 设计 结果')).toBeLessThanOrEqual(40);
  });

  it('reads the matter in a long answer of near matches in linear time', () => {
    const hostile = '学校的第一版大赛毕设，'.repeat(500);
    expectWithinMs(() => namesAskedMatter(q('ui-12'), hostile), WHOLE_READ_MS);
  });
});

describe('interview.star.change.raised', () => {
  it('reads a rate raised with 提到 after its first figure as a result', () => {
    expect(quantifiedOf('准确率从一开始的六十多提到了八十多')).toBe(true);
    expect(quantifiedOf('通过率从五十多提到了七十左右')).toBe(true);
    expect(starOf('我改了模型的输入，召回率从三十左右提到四十多。').example).toBe(true);
  });

  it('leaves 提到 of mentioning alone', () => {
    expect(quantifiedOf('老师从三个方面提到了两点要求')).toBe(false);
    expect(quantifiedOf('他从头到尾提到了这个事')).toBe(false);
  });

  it('reads a long answer of near matches in linear time', () => {
    const hostile = '从一开始的六十多提到从三个方面提'.repeat(320);
    expectWithinMs(() => quantifiedOf(hostile), 50);
    expectWithinMs(() => starOf(hostile), WHOLE_READ_MS);
  });
});
