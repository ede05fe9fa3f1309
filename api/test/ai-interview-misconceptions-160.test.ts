import { wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on five knowledge questions (the hundred-and-sixtieth batch): Adam's β1 and β2 swapped and
 * ε made a learning-rate floor, a saddle point's gradient called the largest and clipping said to cure vanishing
 * gradients; artifacts rebuilt for each environment and continuous delivery and deployment swapped; card sorting's open
 * and closed forms swapped and tree testing made a colour vote; a cognitive walkthrough run with users and replacing
 * usability tests; "form follows function" and the aesthetic-usability effect turned around, and three origins
 * misattributed (attributions.json). Each named as a class of claim, in words other than any rated answer's, and the
 * right statement of the same matter left alone.
 */
describe('interview.misconception: the 160th batch’s wrong facts', () => {
  it.each([
    ['algo-04', 'Adam的beta1控制二阶矩。梯度裁剪能缓解梯度消失。', 2],
    ['qa-12', '测试、预发、生产各环境分别重新构建。持续交付就是直接部署到生产。', 2],
    ['pm-07', '封闭式卡片分类是让用户自己命名类别。树测试就是给视觉效果打分。', 2],
    ['ui-09', '做完认知走查就能取代可用性测试。', 1],
    ['ui-04', '审美-可用性效应说越好看的界面越难用。', 1],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['algo-04', 'Adam里β1=0.9是一阶矩的衰减率，β2=0.999控制二阶矩，ε是防止分母为零的小常数。鞍点处梯度为零，偏差修正是因为一阶矩初始化为0。梯度裁剪防止梯度爆炸，不能解决梯度消失。'],
    ['qa-12', '测试接进流水线，每次提交自动跑单元测试和接口测试。制品构建一次，各环境部署同一个包。持续交付上生产要人工批准，持续部署是自动发布到生产。'],
    ['pm-07', '开放式卡片分类让用户自己分组命名，封闭式给定类别让用户往里放，可以用线上工具做。树测试用纯文字的菜单树测用户能不能找到内容。'],
    ['ui-09', '认知走查由设计或可用性专家模拟用户逐步检查任务，成本低，但不能代替可用性测试。'],
    ['ui-04', '形式追随功能是说功能决定形式。审美-可用性效应是好看的界面让人觉得更好用。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s clause fires nothing', () => {
    expect(misconceptionsOf('鞍点不是梯度最大的点。', 'algo-04')).toEqual([]);
    expect(misconceptionsOf('认知走查不能替代可用性测试。', 'ui-09')).toEqual([]);
    expect(misconceptionsOf('不要每个环境重新打包。', 'qa-12')).toEqual([]);
  });

  it('names a wrong originator of the three origins added, and leaves the right ones alone', () => {
    expect(wrongAttributionsOf('形式追随功能是乔布斯提出的。').map((w) => w.key)).toEqual(['形式追随功能']);
    expect(wrongAttributionsOf('审美-可用性效应是谷歌提出的。').map((w) => w.key)).toEqual(['审美-可用性效应']);
    expect(wrongAttributionsOf('认知走查是微软在2015年提出的。').map((w) => w.key)).toEqual(['认知走查']);
    expect(wrongAttributionsOf('形式追随功能是沙利文提出的，审美-可用性效应是黑须正明在1995年提出的。')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'algo-04': 2, 'qa-12': 2, 'pm-07': 2, 'ui-09': 1, 'ui-04': 1 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 20);
  });

  const near = [
    ['algo-04', 'β1和一阶矩，β2和二阶矩，ε和学习率，鞍点和梯度，梯度裁剪和消失，偏差修正和样本，'],
    ['qa-12', '每个环境和重新，持续交付和自动，持续部署和人工，测试环境和包，'],
    ['pm-07', '开放式和分类，封闭式和用户，卡片分类和线下，树测试和导航，卡片分类和上线，'],
    ['ui-09', '认知走查和代替，认知走查和用户，走查和边走，'],
    ['ui-04', '形式追随功能和先，外观和功能，审美和越好看，越好看和越，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the five questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
