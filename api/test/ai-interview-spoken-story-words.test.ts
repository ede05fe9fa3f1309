import { bankQuestion } from '../src/ai/interview/bank';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { tellsSetback } from '../src/ai/interview/setbacks';
import { OFF_TOPIC, scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * Good stories judged off their questions for want of the bank's words: an analysis told by the sums done and the
 * advice given (interview.keywords.spoken.analysis), a funnel's blocker and its fix told as where users stop and what
 * was proposed (interview.keywords.spoken.funnel), and a contest not even shortlisted, tried again with a habit changed
 * (interview.setback.shortlist, interview.keywords.spoken.retry). Written for these tests: none is an item of a rated set.
 */
const q = (id: string) => bankQuestion(id)!;
const FINANCE = { category: '财务分析', group: '财会金融' };
const PRODUCT = { category: '产品经理', group: '产品' };
const EDITOR = { category: '编辑', group: '传媒' };

// 讲一次你做财务或数据分析并提出建议的经历。
const BAKERY =
  '去年寒假我在舅舅的面包店帮忙，他说生意挺好但一直没赚到钱。我把三个月的进货单和收银记录整理出来，按面包、蛋糕、饮料三类算毛利，算下来蛋糕做坏和临期扔掉的占了一成多，毛利只剩两成；饮料反而最稳。我给他提了两条：蛋糕改成预订为主，饮料做成套餐。他先试了套餐，一个月后客单价从二十出头涨到三十左右。';
// 讲一次你通过数据发现产品问题并推动改进的经历。
const BOOKING =
  '我在一家做社区团购的小程序实习，看后台的时候发现很多人加了购物车却没下单。我自己下了好几单，发现结算前要先绑定银行卡，很多阿姨都卡在这一步。我跟产品经理提了，建议先支持微信支付，绑卡放到以后再说。上线以后下单的人明显多了，客服那边问怎么绑卡的也少了很多。';
// 说一次你失败或受挫的经历，你从中学到了什么？
const CONTEST =
  '大一的时候我参加了学院的演讲比赛，准备了很久，结果连复赛都没进。我去问评委，她说我一直在背稿，听不出自己的想法。后来我再上台，会先只记几个要点，用自己的话讲。第二年我又报了一次，拿了个二等奖。';

describe('interview.keywords.spoken: an analysis, a funnel and a retry told in a student\'s words', () => {
  it('covers the analysis, the trouble found and the advice given by the sums and the two suggestions', () => {
    const coverage = keywordCoverage(BAKERY, q('fa-02'));
    expect(coverage.covered).toEqual(expect.arrayContaining(['分析', '问题', '建议']));
    expect(scoreOne(q('fa-02'), BAKERY, FINANCE).score).toBeGreaterThanOrEqual(60);
  });

  it('covers the cause, the fix and the result of a funnel by where users stop, what was proposed and what grew', () => {
    expect(keywordCoverage(BOOKING, q('pm-13')).covered).toEqual(expect.arrayContaining(['原因', '方案', '结果']));
    expect(scoreOne(q('pm-13'), BOOKING, PRODUCT).score).toBeGreaterThanOrEqual(50);
  });

  it('covers the failure, the retry and the lesson of a contest not even shortlisted', () => {
    expect(tellsSetback(CONTEST)).toBe(true);
    expect(keywordCoverage(CONTEST, q('common-05')).covered).toEqual(expect.arrayContaining(['失败', '改进', '收获']));
    expect(scoreOne(q('common-05'), CONTEST, EDITOR).score).toBeGreaterThanOrEqual(60);
  });

  it('leaves alone the near misses: a boast of no slip, a shop that made money, a flow nobody stopped in', () => {
    for (const boast of ['那次比赛我连一个错都没出，拿了一等奖。', '我入围了决赛，最后拿了二等奖。', '连决赛的评委都夸我讲得好。']) expect(tellsSetback(boast)).toBe(false);
    const earning = '我在舅舅的面包店帮忙，店里生意很好，每个月都挺赚钱的，我帮他收银。';
    expect(keywordCoverage(earning, q('fa-02')).covered).not.toContain('建议');
    expect(keywordCoverage(earning, q('fa-02')).covered).not.toContain('问题');
    const smooth = '我在一家小程序实习，下单流程很顺，大家都能很快下单，我主要负责整理表格。';
    expect(keywordCoverage(smooth, q('pm-13')).covered).not.toEqual(expect.arrayContaining(['原因', '方案', '结果']));
    for (const pastime of OFF_TOPIC) expect(scoreOne(q('fa-02'), pastime, FINANCE).score).toBeLessThanOrEqual(40);
  });

  it('keeps a string of the spoken words a gaming answer', () => {
    const stuffed = '算毛利，没赚到钱，提了两条，建议，卡在这，明显多了，又报了，后来我再，分析，问题，方案，结果。';
    expect(scoreOne(q('fa-02'), stuffed, FINANCE).score).toBeLessThanOrEqual(40);
    expect(scoreOne(q('pm-13'), stuffed, PRODUCT).score).toBeLessThanOrEqual(40);
    expect(scoreOne(q('common-05'), stuffed, EDITOR).score).toBeLessThanOrEqual(40);
  });

  it('reads 5,000 characters of near matches quickly', () => {
    const hostile = '连复赛的评委都说没问题，卡在那里算了算又没报，'.repeat(250).slice(0, 5000);
    expectWithinMs(() => tellsSetback(hostile), 50);
    expectWithinMs(() => keywordCoverage(hostile, q('common-05')), WHOLE_READ_MS);
  });
});
