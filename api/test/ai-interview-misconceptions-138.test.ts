import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * Wrong facts told fluently on five knowledge questions (the hundred-and-thirty-eighth batch): each named as a class
 * of claim with its siblings, in words other than any rated answer's, and the right statement of the same matter left
 * alone.
 */
describe('interview.misconception: the 138th batch’s wrong facts', () => {
  it.each([
    ['teacher-02', '祖母法则讲的是先让孩子玩够了，然后再写作业。谁上课捣乱就罚款十元。我会发动同学们都不和他玩，冷落他一周。', 3],
    ['teacher-04', '十项准则于2012年出台。老师能接受家长的购物卡，金额不大就行。在准则里有偿家教是允许的。三明治法首先是批评，再表扬。', 4],
    ['ui-04', '这十项设计原则是乔纳森·艾维给苹果总结的。好设计应该是时髦的。少即是多也是乔布斯说的。能用图标表示的就不用文字。弹窗和动效越多越容易吸引用户。', 5],
    ['pm-02', '用户价值等于新体验加旧体验再加替换成本。这个公式由梁宁提出。用户要什么就做什么。没必要去挖掘用户背后的动机。', 4],
    ['mech-06', '行星轮系无需内齿圈。同时只有一对轮齿在啮合，行星减速器承载能力很弱。行星齿轮体积很大。自动变速器用不了行星齿轮。', 4],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['teacher-02', '按普雷马克原理，先完成不太喜欢的练习，再做喜欢的活动作为奖励。代币制里代币换的是小奖励，不能罚钱。我不会让全班孤立他，课后单独谈。'],
    ['teacher-04', '《新时代中小学教师职业行为十项准则》是教育部2018年印发的，要求教师不得收受家长财物，不得有偿补课。三明治沟通是先肯定孩子，再说问题，最后鼓励。'],
    ['ui-04', '好设计十原则是迪特·拉姆斯提出的，其中一条是好的设计是不显眼的。少即是多是密斯·凡·德·罗的名言。图标要配文字标签，颜色不是越多越好。'],
    ['pm-02', '俞军的用户价值公式是用户价值=(新体验-旧体验)-替换成本，替换成本越高，用户价值越低。福特那句更快的马提醒我们要挖掘用户背后的真实需求。'],
    ['mech-06', '行星齿轮传动由太阳轮、行星轮、内齿圈和行星架组成，几个行星轮同时啮合，承载能力大、体积小，单级传动比可到3到9，汽车自动变速器就用它换挡。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('有人以为普雷马克原理是先玩喜欢的再做不喜欢的，这是搞反了。', 'teacher-02')).toEqual([]);
    expect(misconceptionsOf('老师不得接受家长的礼品，红包也不能收。', 'teacher-04')).toEqual([]);
    expect(misconceptionsOf('很多人误以为好的设计是时髦的。', 'ui-04')).toEqual([]);
    expect(misconceptionsOf('不能用户要什么就做什么，而是要看背后的需求。', 'pm-02')).toEqual([]);
    expect(misconceptionsOf('说自动变速箱不用行星齿轮是错的。', 'mech-06')).toEqual([]);
  });

  it('a gaming text of the questions’ words fires nothing', () => {
    expect(misconceptionsOf('首先，普雷马克原理。其次，代币制。最后，十项准则，三明治沟通法，提升200%。', 'teacher-02')).toEqual([]);
    expect(misconceptionsOf('首先 用户价值 其次 新体验 旧体验 替换成本 然后 更快的马 最后 综上所述', 'pm-02')).toEqual([]);
  });

  it('names the Premack principle’s, the token economy’s, Rams’s principles’, less-is-more’s, 俞军’s formula’s and the teachers’ code’s origins', () => {
    expect(wrongAttributionsOf('普雷马克原则是赫尔巴特提出的。').map((w) => w.key)).toEqual(['普雷马克原理']);
    expect(wrongAttributionsOf('代币法是马卡连柯发明的。').map((w) => w.key)).toEqual(['代币制']);
    expect(wrongAttributionsOf('好设计的十个原则是苹果在2010年提出的。').map((w) => w.key)).toEqual(['好设计十原则']);
    expect(wrongAttributionsOf('少即是多是乔布斯提出的。').map((w) => w.key)).toEqual(['少即是多']);
    expect(wrongAttributionsOf('用户价值公式是周鸿祎提出的。').map((w) => w.key)).toEqual(['用户价值公式']);
    expect(wrongAttributionsOf('中小学教师职业行为十项准则是2008年颁布的。').map((w) => w.key)).toEqual(['教师职业行为十项准则']);
    expect(
      attributionErrorsOf(
        '普雷马克原理是普雷马克在1959年提出的。代币制是艾隆和阿兹林创立的。好设计十原则是迪特·拉姆斯提出的。少即是多是密斯·凡·德·罗提出的。用户价值公式是俞军提出的。中小学教师职业行为十项准则是教育部2018年印发的。',
      ),
    ).toEqual([]);
    expect(wrongAttributionsOf('我们班用代币制管纪律，也参考了少即是多的思路。')).toEqual([]);
  });

  it('caps a fluent gearing answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const head = '常见的机械传动有带传动、链传动和齿轮传动。带传动靠摩擦，能缓冲吸振，过载会打滑；链传动平均传动比准确，适合低速重载。';
    const wrong = `${head}行星齿轮传动不需要行星架，只有太阳轮和行星轮两种齿轮，它承载能力比较低，汽车的自动变速器一般不采用行星齿轮。`;
    const right = `${head}行星齿轮传动由太阳轮、行星轮、内齿圈和行星架组成，几个行星轮分担载荷，承载能力大，汽车的自动变速器就用几组行星齿轮换挡。`;
    expectWrongTwinCapped('mech-06', { category: '机械工程师', group: '工程制造' }, wrong, right);
  });

  const near = [
    ['teacher-02', '普雷马克原理先做作业再玩，代币制的代币和奖励，迟到讲话的处理，全班同学的班规，'],
    ['teacher-04', '十项准则的2018年，家长送的礼品，有偿补课的规定，三明治沟通先表扬，'],
    ['ui-04', '好设计十原则的十条，好的设计是不显眼的，少即是多的名言，说明文字和图标，按钮和颜色的数量，'],
    ['pm-02', '新体验和旧体验的差，替换成本的高低，公式的提出者，更快的马的故事，背后的原因，'],
    ['mech-06', '行星齿轮的齿圈和行星架，一对齿的啮合，承载能力和体积，传动比的大小，自动变速器和CVT，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(near, 1000);
  });

  it('runs each pattern of the five questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
