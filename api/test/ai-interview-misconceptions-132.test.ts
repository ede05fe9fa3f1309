import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * Wrong facts told fluently on six knowledge questions (the hundred-and-thirty-second and hundred-and-thirty-third
 * batches): each named as a class of claim with its siblings, in words other than any rated answer's, and the right
 * statement of the same matter left alone.
 */
describe('interview.misconception: the 132nd and 133rd batches’ wrong facts', () => {
  it.each([
    ['pm-02', 'RICE这个方法是微软提出的。R代表收入，I代表投资回报。打分就是四个分数加起来。人力投入越大，优先级越高。', 4],
    ['pm-09', '北极星指标指的是公司的利润指标。这个说法是美团首创的。哪个数据最漂亮就用哪个。各个团队都要有自己的北极星。我会挑累计下载量。', 5],
    ['nurse-02', '注射前核对一次就行。输液后不需要再核对。输血单人核对就够。血液取回后先存放在病房冰箱。血袋里可以加入胰岛素。看床号就可以直接发药。', 5],
    ['acct-07', '现金折扣这类可变对价都不需要估计。年底的返点计入销售费用。分期收款三年的按合同总价一次确认收入。', 3],
    ['teacher-13', '翻转课堂是乔布斯首创的。翻转课堂就是上课时学生自己看网课。微课通常是一整节课的课堂实录。慕课是国内自己发明的词。', 4],
    ['editor-03', '校是非是编辑的活。校对看到差错也不该指出。AI能够完全取代人工。对红就是把红色的字改为黑体。改动越多质量越好。', 5],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['pm-02', 'RICE来自Intercom，R是Reach，I是Impact，C是Confidence，E是Effort；得分是R×I×C÷E，工作量越大得分越低。'],
    ['pm-09', '北极星指标要反映用户获得的核心价值，全公司只有一个，各部门拆过程指标；不挑最好看的数，我不会用累计注册数，阶段变了才调整。'],
    ['nurse-02', '三查是操作前、操作中、操作后查；输血要两名护士共同核对；血取回后30分钟内输，不能放冰箱；血里不能加任何药；要核对腕带，请病人说出名字。'],
    ['acct-07', '可变对价要按期望值或最可能发生金额估计；返利冲减收入；分期收款超过一年有重大融资成分，按现值确认收入。'],
    ['teacher-13', '翻转课堂是学生课前在家看视频、课上讨论，始于伯格曼和萨姆斯；微课一般十分钟以内；MOOC一词2008年在加拿大提出。'],
    ['editor-03', '校对既校异同也校是非，发现事实差错要提出质疑交编辑；软件查过后还要人工通读；对红是核对上一校次改过没有；改得多不等于改得好。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人以为北极星指标就是收入指标，其实不是。', 'pm-09')).toEqual([]);
    expect(misconceptionsOf('很多人以为可变对价不用估计，这是误区。', 'acct-07')).toEqual([]);
    expect(misconceptionsOf('血液里严禁加入葡萄糖。', 'nurse-02')).toEqual([]);
    expect(misconceptionsOf('分期收款期限不超过一年的，可以不考虑重大融资成分。', 'acct-07')).toEqual([]);
  });

  it('names RICE’s and the flipped classroom’s originators', () => {
    expect(wrongAttributionsOf('RICE模型是亚马逊提出的。').map((w) => w.key)).toEqual(['RICE']);
    expect(wrongAttributionsOf('翻转课堂是杜威提出的。').map((w) => w.key)).toEqual(['翻转课堂']);
    expect(wrongAttributionsOf('翻转课堂是1985年提出的。').map((w) => w.key)).toEqual(['翻转课堂']);
    expect(attributionErrorsOf('RICE是Intercom提出的，翻转课堂最早是伯格曼和萨姆斯在2007年提出的，后来可汗学院推广开。')).toEqual([]);
    expect(wrongAttributionsOf('我在实习时用RICE模型给需求打分，也上过翻转课堂。')).toEqual([]);
  });

  it('caps a fluent transfusion answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '三查是操作前、操作中、操作后查，七对是床号、姓名、药名、剂量、浓度、时间、用法。我在血液科实习时，输血前一个人核对就行，血取回来病人不在，就先存在科室冰箱里，第二天再输。';
    const right = '三查是操作前、操作中、操作后查，七对是床号、姓名、药名、剂量、浓度、时间、用法。我在血液科实习时，输血前两名护士共同核对，血取回来30分钟内开始输，不能放在科室冰箱里。';
    expectWrongTwinCapped('nurse-02', { category: '护士', group: '医疗' }, wrong, right);
  });

  // 1-13 ms on an idle machine, yet 240 ms in CI while other suites' workers held both cores: the bound is far above
  // that, and far below what a pattern that backtracks on such a line takes (many seconds)
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(
      [
        ['pm-02', 'RICE的R和I，四项打分，成本越高，谷歌的需求，'],
        ['pm-09', '北极星指标的收入，拼多多的北极星，哪个数字最大，每个部门的北极星，累计注册，'],
        ['nurse-02', '给药前查一遍，操作后再查，输血一个护士，血库的储血冰箱，血液里加药，床头卡和床号，'],
        ['acct-07', '可变对价的估计，返利和销售费用，分期收款的融资成分，按合同总价，'],
        ['teacher-13', '翻转课堂课前看视频，可汗学院的创始人，微课和四十五分钟的课，MOOC国外的说法，'],
        ['editor-03', '校对校异同，校是非，校对发现错误，软件没有报错，对红的红字，改动越多，'],
      ],
      1000,
    );
  });
});
