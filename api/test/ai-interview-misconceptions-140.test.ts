import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * Wrong facts told fluently on thirteen knowledge questions (the hundred-and-fortieth and forty-first batches): each
 * named as a class of claim, in words other than any rated answer's, and the right statement of the same matter left
 * alone.
 */
describe('interview.misconception: the 140th and 141st batches’ wrong facts', () => {
  it.each([
    ['civil-12', '我国要在2060年碳达峰。碳中和是2016年在巴黎会议上宣布的。碳达峰就是把排放减到最少。碳中和就是完全不准排放。房屋的碳排放仅占全国2%。', 5],
    ['buyer-04', '目标成本说到底就是成本加成。目标成本得在投产以后才定。目标成本只看单价。目标成本定了就不可以再调。', 4],
    ['java-12', '幂等是Spring团队提出的概念。分布式锁不要设超时时间。防重表没必要建唯一约束。支付成功能退回未支付。', 4],
    ['fe-10', '节流这个叫法来源于摄像里的防抖。浏览器自带就提供节流。节流以后浏览器只派发一半的事件。', 3],
    ['legal-07', '驰名商标每年都可以报名评选。马德里体系注册的商标全世界有效。商标过期不给宽展期。', 3],
    ['hr-14', '明尼苏达多项人格测验是商学院编的。九型人格的效度达到0.9。SJT要看候选人的皮肤电。', 3],
    ['hr-04', '关键事件只记录员工犯的错误。考核周期越长越准。', 2],
    ['fa-01', 'ROIC高于6%就说明创造了价值。重资产企业的回报率通常比轻资产高。', 2],
    ['fe-15', 'Object.freeze属于React的方法。冻结以后仍然能push。IntersectionObserver属于jQuery。页面最多显示5000个节点。', 4],
    ['java-06', '堆外内存实际放在老年代。MaxMetaspaceSize缺省是128M。', 2],
    ['algo-02', 'Bagging依次训练每棵树。随机森林使用所有特征。决策树太多就过拟合。', 3],
    ['buyer-01', 'PPAP是财务部门的报价审核。有了证书验厂可以免了。', 2],
    ['da-15', '混杂因素是指异常值。反向因果就是负相关。系数为负就排除因果。做回归不用放控制变量。', 4],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['civil-12', '我国力争2030年前碳达峰、2060年前碳中和，目标是2020年在联合国大会上宣布的。碳达峰是排放达到峰值后回落。碳中和是排放和碳汇相互抵消。建筑全过程碳排放约占全国一半，双碳对建筑业影响很大。'],
    ['buyer-04', '目标成本等于目标售价减去目标利润，要在设计阶段定下来。目标成本不只看单价，运费和库存都要算。原材料大涨时按联动条款和供应商一起分担。'],
    ['java-12', '幂等原本是数学概念。Redis锁一定要设过期时间。去重表要建唯一索引，先查再插在并发下不安全。订单状态只能往前走，已支付不能改回待支付。'],
    ['fe-10', '防抖这个说法来自电路里的按键消抖。浏览器没有原生的防抖，要自己用setTimeout写或者用lodash。节流控制的是回调执行的频率，scroll事件照样触发。'],
    ['legal-07', '驰名商标是在纠纷中个案认定的，商标法禁止把驰名商标字样用在广告上。马德里体系一份申请指定多国，各国还要分别审查。商标期满后有六个月宽展期。'],
    ['hr-14', 'MMPI是临床人格量表，一般不用于招聘。九型人格缺乏信度效度研究。情景判断测验给出工作场景让候选人选择做法。'],
    ['hr-04', '关键事件法要把好的和不好的关键行为都记下来。考核周期按岗位定，销售按月，职能按季度。'],
    ['fa-01', 'ROIC是税后营业利润除以投入资本，高于WACC才说明创造了价值。投入资本越大ROIC越低。'],
    ['fe-15', 'Object.freeze是JS原生方法，冻结后Vue不做响应式，冻结的数组不能push。IntersectionObserver是浏览器原生API。节点太多会卡，所以用虚拟列表。'],
    ['java-06', '直接内存在堆外，用多了也会OOM。MaxMetaspaceSize默认不限制，-Xmx只管堆。'],
    ['algo-02', 'Bagging并行训练多棵树，主要降低方差；Boosting一棵接一棵训练。随机森林每棵树用bootstrap抽样，分裂时随机选一部分特征。随机森林的树越多越稳定，不会过拟合。'],
    ['buyer-01', 'PPAP是生产件批准程序，量产前要提交样件和资料。有证书也不能省掉现场审核。'],
    ['da-15', '混杂变量是同时影响两个变量的第三个因素。反向因果是B导致了A。相关系数是负的也可能存在因果。分析时要加控制变量。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('碳达峰不是排放降到最低，而是达到峰值。', 'civil-12')).toEqual([]);
    expect(misconceptionsOf('很多人以为去重表不用建唯一索引，这是错的。', 'java-12')).toEqual([]);
    expect(misconceptionsOf('驰名商标不能主动申请。', 'legal-07')).toEqual([]);
    expect(misconceptionsOf('情景判断测验不是测谎，不看心率。', 'hr-14')).toEqual([]);
    expect(misconceptionsOf('反向因果并不是负相关。', 'da-15')).toEqual([]);
  });

  it('names the originators of target costing and the critical incident technique', () => {
    expect(wrongAttributionsOf('目标成本法是宜家发明的。').map((w) => w.key)).toEqual(['目标成本法']);
    expect(wrongAttributionsOf('关键事件法是稻盛和夫提出来的。').map((w) => w.key)).toEqual(['关键事件法']);
    expect(attributionErrorsOf('目标成本法源于丰田。关键事件法由弗拉纳根1954年提出。')).toEqual([]);
    expect(wrongAttributionsOf('我们部门用目标成本法控制成本，也用关键事件法记录表现。')).toEqual([]);
  });

  it('caps a fluent cost answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '控制采购成本我会先定目标成本。目标成本就是拿上年的采购价乘以一点一。目标成本等产品量产以后再定，设计阶段定了也没意义。定好以后再做集中采购、招标比价和谈判，控制好库存，看总成本而不只是单价，最后按季度复盘执行情况。';
    const right = '控制采购成本我会先定目标成本。目标成本等于目标售价减去目标利润，是从市场价倒推出来的。目标成本在设计阶段就定下来，分解到每个零件。定好以后再做集中采购、招标比价和谈判，控制好库存，看总成本而不只是单价，最后按季度复盘执行情况。';
    expectWrongTwinCapped('buyer-04', { category: '采购专员', group: '供应链' }, wrong, right);
  });

  const near = [
    ['civil-12', '碳达峰和碳中和，2030年和2060年，巴黎协定和联合国大会，建筑碳排放的占比，碳汇和植树，'],
    ['buyer-04', '目标成本和成本加成，去年的采购价和目标售价，量产和设计阶段，运费和库存，原材料涨价和供应商，'],
    ['java-12', '幂等和Redis，SETNX和过期时间，去重表和唯一索引，先SELECT再INSERT和事务，已支付和待支付，'],
    ['fe-10', '防抖和相机，谷歌和Chrome，addEventListener的第三个参数，ES2017和浏览器，节流和scroll事件，'],
    ['legal-07', '驰名商标和荣誉，马德里体系和成员国，商标续展和宽展期，包装和广告，'],
    ['hr-14', 'MMPI和明尼苏达大学，九型人格和信度，情景判断测验和测谎仪，领导力和团队合作，'],
    ['hr-04', '关键事件和失误，好的表现和记录，考核周期和公平，三年和季度，'],
    ['fa-01', 'ROIC和3%，资本成本和WACC，投入资本和资产，重资产和轻资产，净利润和营业收入，'],
    ['fe-15', 'Object.freeze和Vue，冻结和push，合成线程和主线程，IntersectionObserver和jQuery，9999个li，'],
    ['java-06', '直接内存和Eden，堆外内存和OOM，MaxMetaspaceSize和64M，元空间和Xmx，'],
    ['algo-02', 'Bagging和Boosting，随机森林的样本和特征，树的数量和过拟合，三到五棵树，'],
    ['buyer-01', 'PPAP和价格，财务和量产，样件和现场审核，IATF和证书，'],
    ['da-15', '时间先后和因果，混杂变量和脏数据，反向因果和负相关，相关系数和控制变量，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(near, 1000);
  });

  it('runs each pattern of the thirteen questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
