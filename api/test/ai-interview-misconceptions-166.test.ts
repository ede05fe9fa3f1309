import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-sixty-sixth and -seventh batches): a 6xxx wrought aluminium called a cast
 * alloy, tempered like steel, anodizing called a lacquer and 6063 made a load-bearing beam; crontab given a seconds field,
 * a step of N read as a day of the month and a server restart; ItemCF and UserCF swapped, hot items left unpenalized and bought
 * items recommended again; unexecuted cases marked passed, old features skipped, bugs left to users and untested scope
 * hidden; street intercepts called random sampling, dark mode made by inverting colours, usability tests put after
 * launch, severity left to developers and a translation published without the author's leave. Each named as a class of
 * claim, in words other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 166th and 167th batches’ wrong facts', () => {
  it.each([
    ['mech-08', '6061属于铸造合金。铝合金和钢一样靠淬火回火强化。回火温度越高硬度越高。阳极氧化相当于刷一层清漆。6063的强度比钢材更高。', 5],
    ['ops-04', 'crontab共有6个时间域，第一个位表示秒。*/10代表每月的10号运行。修改好crontab需要重启主机才生效。', 3],
    ['algo-09', 'ItemCF计算用户之间的相似度。资讯平台适合基于物品的协同过滤。热销商品没必要降权。先推荐用户之前买过的。', 4],
    ['qa-13', '没跑完的用例先记成pass。旧代码没改过就不会有bug。缺陷留给用户反馈。报告没必要写明哪些未覆盖。', 4],
    ['mkt-07', '在路边拦访算随机抽样。', 1],
    ['ui-07', '夜间模式直接颜色取反就好。', 1],
    ['ui-09', '原型阶段测了也没意义。', 1],
    ['qa-09', '严重级别由开发决定。', 1],
    ['trans-10', '原作对译本不享有权利。', 1],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['mech-08', '6063是铝镁硅系的变形铝合金，铸锭加热后挤压成型材，固溶后人工时效强化。钢淬火后回火，回火温度越高硬度越低。阳极氧化靠电解生成氧化膜。6063强度不如Q235，只做门窗型材。'],
    ['ops-04', 'crontab有五个时间字段，分、时、日、月、周。分钟字段写*/5就是每五分钟执行一次。crontab -e保存后自动生效，不用重启服务器。'],
    ['algo-09', 'UserCF算用户之间的相似度，ItemCF算物品之间的相似度。新闻网站适合UserCF，电商适合ItemCF。计算相似度时要惩罚热门物品。推荐前过滤掉用户已经买过的商品。'],
    ['qa-13', '没执行的用例如实标成未执行，写进报告。核心流程的回归不能省，老功能也可能受改动影响。按风险排优先级，来不及测的写明风险，上线后灰度发布并监控。'],
    ['mkt-07', '街头拦访属于非概率抽样，样本代表性有限。'],
    ['ui-07', '深色模式要单独定义一套色板，背景用深灰。'],
    ['ui-09', '可用性测试越早越好，纸面原型就能测。'],
    ['qa-09', '严重程度由测试按影响定，修复后要验证才能关闭。'],
    ['trans-10', '译文著作权归译者，但出版译本要取得原作者许可。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('6063不是铸造铝合金。', 'mech-08')).toEqual([]);
    expect(misconceptionsOf('改完crontab不需要重启服务器。', 'ops-04')).toEqual([]);
    expect(misconceptionsOf('没执行的用例不能标成通过。', 'qa-13')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'mech-08': 5, 'ops-04': 3, 'algo-09': 4, 'qa-13': 4, 'mkt-07': 1, 'ui-07': 1, 'ui-09': 1, 'qa-09': 1, 'trans-10': 1 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['mech-08', '6063和铸造，铝型材和浇，回火温度和硬，阳极氧化和漆，6063和钢梁，'],
    ['ops-04', 'crontab和六个，crontab和秒，*/5和每月，crontab和重启，'],
    ['algo-09', 'ItemCF和用户，新闻和适合，热门和惩罚，推荐和买过，'],
    ['qa-13', '用例和通过，代码没动和问题，用户和发现，报告和没测，'],
    ['mkt-07', '拦访和随机，商场门口和抽样，'],
    ['ui-07', '深色模式和反色，暗黑模式和设计，'],
    ['ui-09', '原型和没用，测试和上线，'],
    ['qa-09', '严重程度和开发，修好和关闭，'],
    ['trans-10', '原作者和译文，出版和授权，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
