import { wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on eight knowledge questions (the hundred-and-fifty-first batch): segmentation variables,
 * targeting strategies and STP's order; MSA, GR&R and loosened tolerances; identity checks, wristbands and medicine left
 * at the bedside; the USE and RED methods, unaggregated alerts and silenced nights; IMC's one voice, touchpoints and
 * synergy; Nginx as an Apache plugin, 动静分离, limit_req and single-host balancing; watch time, share rate and fan
 * profiles; resonance sought and higher modes dismissed. Each named as a class of claim, in words other than any rated
 * answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 151st batch’s wrong facts', () => {
  it.each([
    ['mkt-06', '细分市场只能根据城市来分。按收入这种人口变量细分是违法的。集中化策略就是所有细分市场都卖同一种产品。先做好品牌定位，然后再去挑目标市场。', 3],
    ['mech-04', '我会先做MSA，它是原材料强度检测。量具的GRR越高越可靠。再现性指的是同一名操作员反复测量。实在不行就把公差放宽到产品都能合格。', 4],
    ['nurse-02', '给药前核对身份只看床头卡的床号。我会问“你是李阿姨吧”这种问法。腕带只有婴儿才要戴。患者不在的话，药就留在床边桌上。', 4],
    ['ops-07', '我用USE方法，就是Uptime、Speed和报错。RED说的是Read、Delete这些数据库操作。告警我们不需要去重。晚上下班后统一把所有告警关闭。', 4],
    ['mkt-13', '现在讲一个声音已经过时了。客服和包装都不属于接触点。渠道之间没有协同效应。', 3],
    ['ops-06', '它就是Apache的一个模块。动静分离指的是把图片放硬盘、数据放数据库。负载均衡只能在本机的几个进程间分配。', 3],
    ['newmedia-11', '平均观看时长就是视频总时长除以作品数。分享率越低越好。粉丝画像来自用户的实名信息。', 3],
    ['mech-14', '风机的工作频率最好落在一阶固有频率上。高阶模态只是数值误差。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['mkt-06', '市场细分可以按地理、人口统计、心理和行为变量来分，年龄和收入最常用。无差异营销是用一种产品覆盖整个市场，集中化营销是只做一个细分市场。差异化营销要和竞争对手不一样。先细分，再选目标市场，最后定位。'],
    ['mech-04', '我先做MSA，也就是测量系统分析，确认量具可靠。GR&R越小越好，超过30%量具不能用。重复性是同一个人用同一量具反复测，再现性是不同操作员测同一零件。找到根本原因后改进工艺，零件就都能合格。'],
    ['nurse-02', '核对身份不能只看床号，要核对腕带上的姓名和住院号，并请病人自己说出名字，不能问“您是某某吧”。所有住院病人都要戴腕带。病人不在时不能把药放在床头柜上，要带回交班。'],
    ['ops-07', 'USE方法是Utilization、Saturation、Errors，RED方法是Rate、Errors、Duration。告警要做收敛和去重。夜里有人轮流值班，严重告警打电话。'],
    ['mkt-13', '整合营销传播就是各渠道用一个声音说话。接触点包括广告、包装、客服和口碑。渠道之间会互相带动，要统一规划预算。'],
    ['ops-06', 'Nginx是独立的Web服务器，配置在nginx.conf里。动静分离是静态资源由Nginx直接返回、动态请求转给Tomcat。limit_req限制每秒请求数。负载均衡用upstream把请求转发到多台服务器。'],
    ['newmedia-11', '平均播放时长是总观看时长除以播放次数。分享率越高越好。粉丝画像是平台根据用户行为推算的群体分布，有误差。'],
    ['mech-14', '模态分析是为了让电机转速避开第一阶固有频率，防止共振。要看工作频率范围内的前几阶模态。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('有人以为人口统计变量不允许用，这是错的。', 'mkt-06')).toEqual([]);
    expect(misconceptionsOf('GR&R越大越好是误区，其实越小越好。', 'mech-04')).toEqual([]);
    expect(misconceptionsOf('我没问“您是王阿姨吧”这种问法，而是请她说名字。', 'nurse-02')).toEqual([]);
    expect(misconceptionsOf('夜间不能把告警统一静默。', 'ops-07')).toEqual([]);
    expect(misconceptionsOf('很多人误以为口碑不算接触点。', 'mkt-13')).toEqual([]);
    expect(misconceptionsOf('共振时效率最高是错误的说法。', 'mech-14')).toEqual([]);
  });

  it('names the USE and RED methods credited to the wrong originator or year, and not their right ones', () => {
    expect(wrongAttributionsOf('USE方法是微软在2001年提出的。').map((w) => w.key)).toEqual(['USE方法']);
    expect(wrongAttributionsOf('RED方法是谷歌提出的。').map((w) => w.key)).toEqual(['RED方法']);
    expect(wrongAttributionsOf('USE方法是Brendan Gregg在2012年提出的，RED方法是Tom Wilkie提出的。')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'mkt-06': 3, 'mech-04': 4, 'nurse-02': 4, 'ops-07': 4, 'mkt-13': 3, 'ops-06': 3, 'newmedia-11': 3, 'mech-14': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 30);
  });

  const near = [
    ['mkt-06', '细分和只能，人口变量和不，心理变量和衡量，无差异营销和一个，集中化营销和所有，差异化营销和对手，定位和细分，先定位和市场，'],
    ['mech-04', 'MSA和分析，GR&R和越，GRR和60%，R&R和低于，重复性和不同，再现性和同一，公差和放宽，放宽公差和工艺，'],
    ['nurse-02', '身份和床号，床头卡和够，您是和吧，回答和是，腕带和只有，成人和腕带，病人不在和床头，药和放在，'],
    ['ops-07', 'USE和方法，RED和方法，不做和告警，每条和告警，夜里和告警，值班和必要，'],
    ['mkt-13', '一个声音和不，信息和覆盖，接触点和广告，口碑和接触点，渠道之间和带动，'],
    ['ops-06', 'Nginx和Apache，配置和htaccess，动静分离和硬盘，limit_req和磁盘，负载均衡和只能，转发和服务器，'],
    ['newmedia-11', '平均播放时长和总时长，越长和时长，分享率和越低，分享率高和价值，粉丝画像和身份，画像和准确，按画像和每个，'],
    ['mech-14', '转速和固有频率，共振和效率，目的和共振点，高阶和误差，'],
  ] as const;

  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the eight questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
