import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on six knowledge questions (the hundred-and-fifty-ninth batch): artifacts rebuilt for each
 * environment, Harbor called a code host and a webhook a cron job;
 * Sentinels deployed in even numbers and holding data, MHA called MySQL's own and promoting the emptiest replica; the
 * national symbols put into advertisements, martyrs made into jokes, rumours posted and deleted; clickbait said to be
 * promoted and induced sharing encouraged; the Braden scale read upside down, the bed raised high and wounds dried;
 * acquisition cost and coupon redemption defined wrongly. Each named as a class of claim, in words other than any rated
 * answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 159th batch’s wrong facts', () => {
  it.each([
    ['ops-10', '流水线里每个环境都从源码重新打包。Harbor其实是一个Git仓库。', 2],
    ['ops-05', '哨兵要部署偶数个。MHA是MySQL自带的组件。', 2],
    ['newmedia-13', '节日海报里可以把国徽用在商品上。烈士的故事可以编成段子。', 2],
    ['newmedia-06', '标题党是系统优先推送的。诱导分享是平台允许的。', 2],
    ['nurse-11', 'Braden量表是用来评估跌倒的。病人床头要摇高到60度以上。', 2],
    ['mkt-05', '获客成本用销售额除以人数。核销率是领券人数除以发券数。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['ops-10', '制品只构建一次，打好的镜像推到Harbor镜像仓库，测试、预发、生产部署同一个镜像。代码push后平台通过webhook回调Jenkins触发构建。持续部署是通过测试后自动发到生产。'],
    ['ops-05', 'Redis哨兵至少部署3个，用奇数，哨兵不存数据，只负责监控并把从节点提升为主。MHA是第三方的开源工具，会选数据最新的从库提升为主。'],
    ['newmedia-13', '追热点先看是否合法合规：商业广告里不能使用国旗、国徽和国歌，不能拿英雄烈士玩梗，没证实的消息先别发，等官方通报。'],
    ['newmedia-06', '标题要有信息量、和正文一致，平台会对震惊体标题限流，微信也禁止诱导分享。'],
    ['nurse-11', '先用Braden量表评估压疮风险，总分6到23分，分数越低风险越高。床头抬高不超过30度以减少剪切力，每2小时翻身，创面用湿性敷料保持湿润。'],
    ['mkt-05', '获客成本是活动总花费除以新增客户数，越低越好。核销率是用券数除以领券数，领了没用的券不算核销。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s clause fires nothing', () => {
    expect(misconceptionsOf('不要每个环境重新编译。', 'ops-10')).toEqual([]);
    expect(misconceptionsOf('哨兵不能部署偶数个。', 'ops-05')).toEqual([]);
    expect(misconceptionsOf('以为获客成本越高越成功是误区。', 'mkt-05')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'ops-10': 2, 'ops-05': 2, 'newmedia-13': 2, 'newmedia-06': 2, 'nurse-11': 2, 'mkt-05': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 20);
  });

  const near = [
    ['ops-10', '每个环境和重新，持续交付和自动，持续部署和人工，Harbor和代码，webhook和定时，'],
    ['ops-05', '哨兵和奇数，哨兵和数据，MHA和第三方，挑和数据最少，偶数和哨兵，'],
    ['newmedia-13', '国旗和广告，国歌和允许，英雄和段子，未经证实和发，删掉和负责，'],
    ['newmedia-06', '震惊体和限流，诱导分享和禁止，标题和正文，平台和推荐，'],
    ['nurse-11', 'Braden和跌倒，Braden和越高，床头和抬高，烤灯和创面，少喝水和尿，'],
    ['mkt-05', '获客成本和除以，获客成本和越高，核销率和领券，领了和核销，活动当天和口径，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the six questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
