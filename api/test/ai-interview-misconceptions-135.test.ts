import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * Wrong facts told fluently on eight knowledge questions (the hundred-and-thirty-fifth batch): each named as a class
 * of claim with its siblings, in words other than any rated answer's, and the right statement of the same matter
 * left alone.
 */
describe('interview.misconception: the 135th batch’s wrong facts', () => {
  it.each([
    ['mech-08', '钢的硬度越大，塑性也就越好。洛氏HRC一般用来测铝合金。布氏硬度适合测淬火以后的工具钢。HRC加上100就等于HB。只要强度足够，别的性能都不需要考虑。', 4],
    ['mech-11', '主轴正转就是顺铣，反转就是逆铣。数控铣床不允许用顺铣。切削用量三要素是转速、进给量和冷却液。精加工要选较大的背吃刀量。磨削通常安排在粗加工阶段。', 5],
    ['sales-09', '损失规避是马斯洛提出的。顾客对获得的好处比对损失更在意。诱饵效应就是先把高价款隐藏起来。告诉客户友商卖假货，这是行业里正常的做法。', 4],
    ['acct-09', '外币银行存款期末不需要重新折算。汇兑损失计入资本公积。折算汇率可以随意挑。外币借款属于负债，汇率涨跌对它都不产生影响。', 4],
    ['legal-01', '合同写上可以申请仲裁，或者向法院起诉。商事仲裁败诉了也可以再去法院。双方可以协议由最高法院一审。仲裁委员会没必要指定哪一家。', 4],
    ['newmedia-08', '转发朋友圈就送红包，这是平台鼓励的玩法，不违规。用外挂自动加好友，官方是默许的。微信群扫二维码可以进五百人。消息条数越多社群就越活跃。', 4],
    ['acct-11', '视同销售没有收到钱，不需要计算销项税。收的包装费和手续费不计入销售额。进项税当期没抵完的直接清零。留抵税额一律不能申请退还。', 4],
    ['fa-04', '发放现金股利在现金流量表里列入投资活动。经营现金流为正的公司一定是盈利的。有了现金流量表就能取代利润表。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['mech-08', '硬度越高往往韧性越差，受冲击的轴要用调质的45钢兼顾强度和韧性。HRC测淬火钢，铝、铜等软金属一般测HB，维氏硬度适用范围广，能测薄件和渗碳层。HRC和HB不能简单加减，要查换算表。选材要综合考虑使用性能、工艺性和成本。'],
    ['mech-11', '顺铣和逆铣看铣刀旋转方向和工件进给方向是否相同，相同是顺铣。数控机床丝杠没有间隙，一般优先用顺铣，普通铣床才慎用。切削三要素是切削速度、进给量和背吃刀量。粗加工用大切深、大进给，精加工用小切深、小进给。磨削一般安排在粗加工和半精加工之后。'],
    ['sales-09', '损失厌恶是卡尼曼和特沃斯基提出的，人对损失比对收益更敏感，所以我会讲清楚不买会损失什么。诱饵效应是加一个性价比明显差的选项，让目标款显得划算。我不会说竞争对手的坏话，编造对手的质量问题属于商业诋毁。'],
    ['acct-09', '外币货币性项目月末要按即期汇率调整，汇兑差额计入财务费用，不是资本公积。折算汇率一经确定，前后各期要一致，不能挑对利润有利的。外币应付账款和借款也会产生汇兑差额。'],
    ['legal-01', '争议解决只能在仲裁和诉讼里选一种，或裁或诉的条款会导致仲裁协议无效。商事仲裁一裁终局，输了不能再去法院起诉，只能申请撤销裁决。协议管辖只能选与争议有实际联系的地点，不能违反级别管辖。仲裁条款必须写明具体的仲裁委员会。'],
    ['newmedia-08', '集赞、转发领奖属于诱导分享，微信是禁止的。不能用群控软件批量加好友，会被封号。微信群200人以内可以扫码进群，超过200人只能邀请，上限500人。活跃度不能只看消息条数，还要看有多少人发言。'],
    ['acct-11', '自产的产品发给员工当福利属于视同销售，要计算销项税额。向购买方收取的包装费、违约金属于价外费用，要并入销售额。当期抵不完的进项作为留抵结转下期，符合条件的还可以申请留抵退税。'],
    ['fa-04', '支付的借款利息和发放的股利在我国准则下都列在筹资活动，收到的股利才属于投资活动。经营现金流为正不一定盈利，也可能是预收款多。现金流量表不能代替利润表，两张表要结合看。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人以为硬度越高韧性越好，其实正相反。', 'mech-08')).toEqual([]);
    expect(misconceptionsOf('顺铣逆铣不是按主轴正反转分的。', 'mech-11')).toEqual([]);
    expect(misconceptionsOf('精加工不能用大进给，表面会很粗糙。', 'mech-11')).toEqual([]);
    expect(misconceptionsOf('汇兑差额计入财务费用，不是资本公积。', 'acct-09')).toEqual([]);
    expect(misconceptionsOf('外币非货币性项目期末不用调整，仍按交易日汇率。', 'acct-09')).toEqual([]);
    expect(misconceptionsOf('代为收取的政府性基金不属于价外费用，不并入销售额。', 'acct-11')).toEqual([]);
    expect(misconceptionsOf('外购的货物用于职工福利不视同销售，不用交增值税，进项要转出。', 'acct-11')).toEqual([]);
    expect(misconceptionsOf('劳动争议要先申请劳动仲裁，不服的可以向法院起诉。', 'legal-01')).toEqual([]);
  });

  it('names loss aversion, prospect theory and anchoring credited to someone else, and not their right originators', () => {
    expect(wrongAttributionsOf('损失厌恶是马斯洛提出的。').map((w) => w.key)).toEqual(['损失厌恶']);
    expect(wrongAttributionsOf('前景理论是科特勒提出的。').map((w) => w.key)).toEqual(['前景理论']);
    expect(wrongAttributionsOf('锚定效应是德鲁克提出来的。').map((w) => w.key)).toEqual(['锚定效应']);
    expect(attributionErrorsOf('损失厌恶是卡尼曼和特沃斯基提出的，前景理论发表于1979年，锚定效应是特沃斯基和卡尼曼在1974年提出的。')).toEqual([]);
    expect(wrongAttributionsOf('报价时我会用锚定效应，先报高价，再讲损失厌恶。')).toEqual([]);
  });

  it('caps a fluent foreign-currency closing answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const head = '月末结账前我会先对账，银行存款对银行对账单，往来款对客户和供应商，再计提折旧和工资，结转成本和损益。公司有美元存款和美元应收账款，';
    const wrong = `${head}月末不需要重新折算，一直按入账那天的汇率挂账，收回来时再算差额，汇兑差额计入资本公积。最后检查试算平衡再结账。`;
    const right = `${head}月末要按当天的即期汇率重新折算，差额计入财务费用里的汇兑损益。最后检查试算平衡再结账。`;
    expectWrongTwinCapped('acct-09', { category: '会计', group: '财会金融' }, wrong, right);
  });

  const near = [
    ['mech-08', '硬度和韧性的关系，HRC和HB的区别，铝合金和淬火钢，维氏硬度的薄件，硬度换算表，强度和耐蚀性，'],
    ['mech-11', '顺铣和逆铣的方向，主轴的转速，数控机床的丝杠，切削三要素和进给量，精加工的表面，磨削的余量，'],
    ['sales-09', '损失厌恶和收益，诱饵效应的选项，竞争对手的产品，客户的质量问题，价格的让步，'],
    ['acct-09', '外币存款和外币应收，月末的即期汇率，汇兑差额和财务费用，资本公积的来源，外币借款的利息，'],
    ['legal-01', '仲裁和法院的选择，仲裁委员会的名称，最高法院的判例，管辖法院的约定，级别管辖，'],
    ['newmedia-08', '集赞和转发朋友圈，群控软件的风险，扫码进群的人数，企业微信的客户群，消息条数和发言人数，'],
    ['acct-11', '视同销售和增值税，价外费用和销售额，留抵税额和退税，进项发票的认证，'],
    ['fa-04', '借款利息和股利，投资活动和筹资活动，经营现金流和利润，现金流量表和利润表，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(near, 1000);
  });

  it('runs each pattern of the eight questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
