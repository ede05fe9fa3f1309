import { wrongAcronymsOf } from '../src/ai/interview/acronyms';
import { wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * Wrong facts told fluently on eight knowledge questions (the hundred-and-forty-second batch): each named as a class
 * of claim, in words other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 142nd batch’s wrong facts', () => {
  it.each([
    ['nurse-02', '护士平时随时都能执行口头医嘱。口头医嘱执行以后不需要医生补写。双人核对只有输血才要做。氯化钾推注见效快，不用拖。', 3],
    ['nurse-06', 'Morse评分是世界卫生组织出的。分数越低越容易跌倒。转科以后不需要重新评估。晚上起夜最好换上拖鞋。高风险的老人可以独自去卫生间。', 5],
    ['mkt-11', '竞争对等法就是别人多投我们就反着少投。销售额百分比法指的是上年利润拿出一半。目标任务法就是上级拍个数。量力而为法先把广告费用定好。', 4],
    ['newmedia-08', '21天打卡是耶鲁大学研究证明的。打卡周期一定要是21天。按照沉默螺旋，小众的声音会更大。群里人数一多活跃自然就高。', 4],
    ['ops-13', 'DDoS属于木马。应对DDoS要靠防病毒软件。SYN洪水属于UDP攻击。有千兆带宽就顶得住一切攻击。', 3],
    ['mkt-01', '锚定效应说的就是成本价加上利润。尾数定价涉嫌价格欺诈。', 2],
    ['pm-02', '机会成本就是这个功能成功的可能性。伪需求就是用户没说出口的需求。', 2],
    ['pm-09', '我会挑团队最容易推高的指标当北极星。爱彼迎的北极星看的是房东数量。北极星指标跟用户关系不大。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['nurse-02', '口头医嘱只在抢救时执行，护士要复述一遍，医生确认后再执行，抢救结束后医生要补开医嘱。胰岛素、化疗药和10%氯化钾都要双人核对。氯化钾必须稀释后静滴，严禁静推。'],
    ['nurse-06', '入院时用Morse量表评估，这个量表是莫尔斯1989年提出的，45分及以上是高危。用了新药、做完手术都要重新评估。病人要穿合脚的防滑鞋，穿拖鞋容易滑倒。高危病人如厕要有人陪同。'],
    ['mkt-11', '竞争对等法参照对手的投入定预算。销售百分比法按销售额的一定比例定，比例企业自己定，没有法定比例。目标任务法先定目标再算任务和费用。量力而行法是先保证生产和工资，剩下的钱再做营销预算。'],
    ['newmedia-08', '21天的说法来自马尔茨的书，伦敦大学学院的研究发现平均要66天。沉默的螺旋说的是自认为是少数派的人越来越不敢说话。群人数越多，活跃度越难提高，我会先建小群。'],
    ['ops-13', 'DDoS是用大量被植入木马的肉鸡同时发流量，杀毒软件防不住。SYN Flood是TCP的攻击，UDP Flood才是UDP的。100M带宽扛不住大流量，要买高防IP和流量清洗。'],
    ['mkt-01', '锚定效应是消费者会参照先看到的价格，我会先摆一款12元的再推5元的。价格法没有规定价格必须是整数，9.9元这种尾数定价是合法的。'],
    ['pm-02', '机会成本是把人力投到这个需求上而放弃的其他需求的收益。伪需求是看起来有、用户实际不会用的需求，用户没说出来的潜在需求反而要挖。'],
    ['pm-09', '北极星不能挑团队最容易拉动的数，比如推送条数，那是虚荣指标。Airbnb的北极星是预订间夜数，房源数只是过程指标。北极星指标要和用户价值紧密相关。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('氯化钾要稀释后静滴，绝不能静推。', 'nurse-02')).toEqual([]);
    expect(misconceptionsOf('低于45分不算高危。', 'nurse-06')).toEqual([]);
    expect(misconceptionsOf('不要让病人穿拖鞋。', 'nurse-06')).toEqual([]);
    expect(misconceptionsOf('DDoS不是病毒。', 'ops-13')).toEqual([]);
    expect(misconceptionsOf('人多了活跃度反而下降。', 'newmedia-08')).toEqual([]);
  });

  it('names the people wrongly credited with anchoring, the spiral of silence and the North Star metric', () => {
    expect(wrongAttributionsOf('锚定效应是费斯汀格提出的。').map((w) => w.key)).toEqual(['锚定效应']);
    expect(wrongAttributionsOf('沉默的螺旋这个理论是勒庞提出来的。').map((w) => w.key)).toEqual(['沉默的螺旋']);
    expect(wrongAttributionsOf('北极星指标是奈飞提出的。').map((w) => w.key)).toEqual(['北极星指标']);
    expect(wrongAttributionsOf('北极星指标是肖恩·埃利斯提出的。锚定效应由特沃斯基和卡尼曼提出。')).toEqual([]);
    expect(wrongAttributionsOf('Netflix的北极星指标是观看时长。')).toEqual([]);
  });

  it('names PPAP and SJT spelled out wrongly, on any question, and leaves their right names alone', () => {
    expect(wrongAcronymsOf('PPAP，全称是Purchase Price Approval Process。')).toEqual(['PPAP']);
    expect(wrongAcronymsOf('SJT是情景模拟测验。')).toEqual(['SJT']);
    expect(wrongAcronymsOf('PPAP是Production Part Approval Process，即生产件批准程序。SJT即情境判断测验。')).toEqual([]);
    expect(wrongAcronymsOf('我在SJTU读书，实习时整理过PPAP文件。')).toEqual([]);
  });

  it('caps a fluent security answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '服务器安全我会从几块做。DDoS就是一种木马，所以要在服务器上装杀软定期扫描。带宽越大越不怕被打，买个千兆带宽就挡得住所有攻击。另外SSH改成密钥登录，禁止root直接登录，防火墙只放行业务端口，系统和软件及时打补丁，日志接到集中平台，每天看告警。';
    const right = '服务器安全我会从几块做。DDoS是大量肉鸡同时发流量的攻击，要靠高防IP和流量清洗。带宽再大也扛不住大流量攻击，要接云厂商的防护。另外SSH改成密钥登录，禁止root直接登录，防火墙只放行业务端口，系统和软件及时打补丁，日志接到集中平台，每天看告警。';
    expectWrongTwinCapped('ops-13', { category: '运维工程师', group: '技术' }, wrong, right);
  });

  const near = [
    ['nurse-02', '口头医嘱和抢救，复述和补开，双人核对和化疗药，氯化钾和稀释，静脉推注和静滴，'],
    ['nurse-06', 'Morse和1989年，45分和高危，新药和手术后再评估，拖鞋和防滑鞋，高危病人和如厕陪同，'],
    ['mkt-11', '竞争对等法和对手，销售百分比法和销售额，目标任务法和目标，量力而行法和生产工资，'],
    ['newmedia-08', '21天和66天，哈佛和习惯，沉默的螺旋和少数派，群人数和活跃度，五百人和小群，'],
    ['ops-13', 'DDoS和病毒，杀毒软件和流量，SYN Flood和TCP，UDP端口和握手，100M带宽和高防，'],
    ['mkt-01', '锚定效应和成本，价格锚和参照价，尾数定价和9.9元，价格法和整数，'],
    ['pm-02', '机会成本和失败概率，其他需求和人力，伪需求和用户没说，真需求和付费，'],
    ['pm-09', '北极星和推送条数，最容易拉动和虚荣指标，Airbnb和房源，用户价值和士气，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(near, 1000);
  });

  it('runs each pattern of the eight questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
