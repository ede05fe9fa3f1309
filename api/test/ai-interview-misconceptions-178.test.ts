import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-seventy-eighth and -ninth batches): a fixed asset removed this month said to
 * stop depreciating at once, wages not accrued until paid; one buyer requesting, approving and receiving alone, no
 * written order, a supplier's certificate in place of an inspection; 时效性 as the older the better, 显著性 as the
 * headline's size, 接近性 as the deadline's nearness; open source as copyright given up, the GPL as attribution only,
 * open-source licences without legal force; synchronized put on AQS, AQS as an asynchronous message queue, a JVM lock
 * said to work across processes; and where one error or none held a wrong answer at 40: resubmission barred for a year
 * (editor-07), 同比 said to remove the Spring Festival's shift (da-12), 就业促进法 binding state firms only (hr-06),
 * working capital as the sum of current assets and liabilities (fa-12), margin: auto said to centre vertically in block
 * flow (fe-07), debounce and throttle as network measures (fe-10), a trial period without contract or insurance
 * (hr-08), a commissioned work owned by the payer by default (legal-01). Each named as a class of claim, in words other
 * than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 178th and 179th batches’ wrong facts', () => {
  it.each([
    ['acct-09', '月中报废了一台设备，当月报废的固定资产当月就不再计提折旧了。工资是下月十号才发，这个月月末不需要预提工资。', 2],
    ['buyer-03', '请购到付款几个环节都由同一个采购负责最省事。采购不用签书面合同，微信上约好价格就可以。到货时凭供应商的检验报告就行，不用再清点。', 3],
    ['editor-06', '时效性越久越好，经得起时间。显著性就是版面上位置靠前。接近性就是离发稿时间近。', 3],
    ['legal-07', '项目开源就相当于不要版权了。GPL许可只需要署名原作者。开源许可证在法律上没有约束力。', 3],
    ['java-09', 'synchronized底层依靠AQS来排队。AQS是一种异步的消息队列。多台机器之间用一个ReentrantLock就行。', 3],
    ['editor-07', '稿子投出以后两年之内不得改投别的杂志。', 1],
    ['da-12', '做同比就可以自动剔除节假日的干扰。', 1],
    ['hr-06', '反就业歧视的规定只针对事业单位，私营企业筛籍贯不受任何约束。', 1],
    ['fa-12', '营运资本指的是流动资产加流动负债。', 1],
    ['fe-07', '想上下居中的话，直接写margin: auto就可以。', 1],
    ['fe-10', '节流是为了限制网速，防抖是为了应对网络波动。', 1],
    ['hr-08', '新人先试工几天，这段时间不需要签合同。', 1],
    ['legal-01', '请设计公司做的海报，版权当然归委托方。', 1],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['acct-09', '固定资产当月增加的当月不提，从下月起计提；当月减少的当月照提，下月起停提。本月工资下月发放，月末也要计提，贷记应付职工薪酬。'],
    ['buyer-03', '采购流程是请购、审批、下单、验收、付款，各环节职责分离，不能由同一个人包办。下单要发书面采购订单，电话谈好后也要书面确认。到货要清点数量并抽检，不能只看合格证。'],
    ['editor-06', '时效性看事件新不新，越新价值越高。显著性指人物或事件的知名度。接近性指地理上和心理上离读者近。'],
    ['legal-07', '开源并不等于放弃著作权，作者仍然保留版权。GPL要求分发衍生作品时公开源代码，MIT只要求保留版权声明。开源许可证在我国有法律效力，已有判例。'],
    ['java-09', 'synchronized靠对象监视器实现，ReentrantLock基于AQS。AQS全称AbstractQueuedSynchronizer，是抽象队列同步器。两种锁都只能在单个JVM内用，跨机器要用Redis或ZooKeeper做分布式锁。'],
    ['editor-07', '投稿后报纸15日、期刊30日内没有通知刊用的，作者可以另投，双方另有约定的除外。'],
    ['da-12', '同比能剔除季节性，但春节每年所在月份不同，同比也要做春节错位调整。'],
    ['hr-06', '就业促进法适用于所有用人单位，民营企业也不能以户籍或性别筛人。'],
    ['fa-12', '营运资本等于流动资产减流动负债，是流动资产和流动负债的差额。'],
    ['fe-07', '块级元素margin: 0 auto只能水平居中。父元素设成flex以后，子元素margin: auto可以垂直居中。'],
    ['fe-10', '防抖和节流都是控制高频事件处理函数的执行频率，和网络抖动、带宽无关。'],
    ['hr-08', '试岗也是用工，从第一天起就建立劳动关系，要签劳动合同、交社保。'],
    ['legal-01', '委托作品没有约定的，著作权归受托人，所以找外包做logo要在合同约定著作权归我们。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人以为营运资本是流动资产加流动负债，这是错的。', 'fa-12')).toEqual([]);
    expect(misconceptionsOf('把防抖理解成防网络抖动是一个误区。', 'fe-10')).toEqual([]);
    expect(misconceptionsOf('说开源就是放弃版权是不对的。', 'legal-07')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'acct-09': 2, 'buyer-03': 3, 'editor-06': 3, 'legal-07': 3, 'java-09': 3, 'editor-07': 1, 'da-12': 1, 'hr-06': 1, 'fa-12': 1, 'fe-07': 1, 'fe-10': 1, 'hr-08': 1, 'legal-01': 1 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['acct-09', '当月减少的当月和提，当月报废和停止，工资和本月，工资和预提，'],
    ['buyer-03', '这几步和同一，自己和请购，自己和审批，书面和订单，电话和说好，合格证和就，点数和抽检，'],
    ['editor-06', '时效性和越老，时效性和放，显著性和是，显著性和标题，接近性和时间，'],
    ['legal-07', '开源和就是，开源和版权，开源和公有，GPL和只，GPL和不，GPL和源码，开源协议和法律，违反和开源协议，'],
    ['java-09', 'synchronized和AQS，ReentrantLock和不，AQS和队列，分布式和ReentrantLock，synchronized和跨，'],
    ['editor-07', '投稿和一年，著作权法和一年，投稿和不能，'],
    ['da-12', '同比和自动，同比和春节，同比和把，同比和不用，'],
    ['hr-06', '就业促进法和只，就业促进法和国企，民营企业和户口，私企和限制，'],
    ['fa-12', '营运资本和流动资产，流动资产和流动负债，营运资金和加，'],
    ['fe-07', '垂直居中和margin，margin和auto，auto和上下，'],
    ['fe-10', '防抖和网络，节流和限制，节流和带宽，防抖和层，'],
    ['hr-08', '试岗和不算，试岗和合同，试工和社保，'],
    ['legal-01', '委托和著作权，找和版权，著作权和归，成果和付钱，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
