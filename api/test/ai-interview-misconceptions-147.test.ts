import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on seven knowledge questions (the hundred-and-forty-seventh batch): Markov analysis and HR
 * planning, GC Roots, reference strengths and finalize, HTTP/3 and QUIC, BFC and margin collapse, 不安抗辩权, the
 * pregnancy protections of labour law and CompletableFuture. Each is named as a class of claim, in words other than any
 * rated answer's, and the right statement of the same matter is left alone.
 */
describe('interview.misconception: the 147th batch’s wrong facts', () => {
  it.each([
    ['hr-01', '人力资源有规划、招聘、培训、绩效、薪酬、劳动关系六块。我对规划最感兴趣，里面的马尔科夫模型据说是一位美国心理学家提出的，用来给员工做人格测验。人员规划二十年更新一次就够了。', 3],
    ['java-07', '判断对象死没死靠可达性分析。GC Roots指的是堆上体积最大的对象。静态变量不能作为GC Roots。软引用只要发生GC就会被回收。finalize每一次垃圾回收都会跑。', 4],
    ['fe-01', '输入网址后先查DNS拿到IP。HTTP3是微软推出的协议，底层照样是TCP。QUIC这个模块专门压缩图片。升到HTTP/3之后网站就不要证书了。', 4],
    ['fe-06', '盒模型由内到外是content、padding、border、margin。水平方向的margin也会合并。overflow:visible可以触发BFC。float的元素之间margin照样会折叠。', 3],
    ['legal-12', '签合同前先查对方的营业执照。不安抗辩权是刑法上规定的。感觉对方不踏实，我们就能随时中止发货。不安抗辩权归后交货的那一方。一中止履行，对方付的预付款就直接没收。', 4],
    ['legal-11', '审合同要看期限、岗位、报酬和社保。合同可以写明员工生孩子就视为主动辞职。哺乳期的女工公司照样可以直接辞退。员工在孕期，合同期满照样终止。', 3],
    ['java-05', '线程池我会按任务类型配参数。CompletableFuture在JDK 1.6就有了。每次调runAsync都会新开一个线程。thenCompose链起来的几步实际是并发的。join是非阻塞的。CompletableFuture没必要加exceptionally。', 5],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['hr-01', '马尔可夫分析得名于俄国数学家马尔可夫，用历年岗位间的人员流动比例预测内部供给。人力资源规划要跟战略和年度经营计划挂钩，每年滚动更新。'],
    ['java-07', 'GC Roots包括栈帧里的局部变量、类的静态变量和常量引用的对象。软引用在内存不足时才回收，弱引用下次GC就回收。finalize最多只会被调用一次。'],
    ['fe-01', 'HTTP/3基于UDP上的QUIC，QUIC内置TLS 1.3，首次连接1-RTT。QUIC解决了HTTP/2底层是TCP带来的队头阻塞，头部压缩用QPACK。'],
    ['fe-06', '上下相邻的块级元素margin会折叠，取较大值。overflow不为visible的元素会创建BFC。浮动和绝对定位的元素不参与折叠，浮动会让父元素高度塌陷。'],
    ['legal-12', '不安抗辩权规定在民法典第527条，属于先履行的一方，要有确切证据并及时通知对方。对方提供担保的，应当恢复履行。'],
    ['legal-11', '约定怀孕视为自动离职的条款无效。孕期女职工不能以无过失性辞退解除合同，合同到期的应当续延至哺乳期满。'],
    ['java-05', 'CompletableFuture是Java 8引入的，supplyAsync默认用ForkJoinPool.commonPool()。thenApply是按顺序执行的，join和get都会阻塞，异常用exceptionally处理。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人以为HTTP/3底层还是TCP，这是错的。', 'fe-01')).toEqual([]);
    expect(misconceptionsOf('有人说软引用每次GC都会回收，其实说反了。', 'java-07')).toEqual([]);
    expect(misconceptionsOf('约定怀孕视为自动离职，这样的条款是无效的。', 'legal-11')).toEqual([]);
    expect(misconceptionsOf('说join不会阻塞是个误区。', 'java-05')).toEqual([]);
    expect(misconceptionsOf('马尔可夫分析不是性格测评。', 'hr-01')).toEqual([]);
    expect(misconceptionsOf('说display: block能创建BFC是不对的。', 'fe-06')).toEqual([]);
  });

  it('names the originators of HTTP/3 and QUIC', () => {
    expect(wrongAttributionsOf('HTTP/3是微软推出的。').map((w) => w.key)).toEqual(['HTTP/3']);
    expect(wrongAttributionsOf('QUIC协议是阿里巴巴发明的。').map((w) => w.key)).toEqual(['QUIC']);
    expect(attributionErrorsOf('HTTP/3是IETF在2022年发布的，QUIC是谷歌提出的。')).toEqual([]);
    expect(wrongAttributionsOf('我们项目升级到了HTTP/3，也在用QUIC。')).toEqual([]);
    // HTTP/3 is a name of its own, not HTTP's
    expect(wrongAttributionsOf('HTTP/3是谷歌推出的。')).toEqual([]);
  });

  it('caps a fluent CompletableFuture answer told wrong several times at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong =
      '多线程我常用线程池和CompletableFuture。线程池用ThreadPoolExecutor手动创建，核心线程数按CPU核数配，队列用有界的，拒绝策略用CallerRunsPolicy。CompletableFuture是Java 7引入的，每次supplyAsync都会新建一个系统线程。几个thenApply串起来其实是并行跑的，join也不会阻塞。';
    const right =
      '多线程我常用线程池和CompletableFuture。线程池用ThreadPoolExecutor手动创建，核心线程数按CPU核数配，队列用有界的，拒绝策略用CallerRunsPolicy。CompletableFuture是Java 8引入的，supplyAsync默认用ForkJoinPool.commonPool，我们项目里传入自定义线程池。几个thenApply串起来是按顺序执行的，要并行就用allOf，最后join会阻塞等结果。';
    expectWrongTwinCapped('java-05', { category: 'Java开发', group: '技术' }, wrong, right);
  });

  // this round's entries: the last ones of each question, and the two older ones it gave a phrasing more
  const ADDED: Record<string, number> = { 'hr-01': 3, 'java-07': 4, 'fe-01': 3, 'fe-06': 2, 'legal-12': 4, 'legal-11': 3, 'java-05': 5 };
  const WIDENED = ['相邻块级元素垂直方向的margin会合并（折叠），取较大的那个，不是相加', '试用期解除要证明不符合录用条件并说明理由，用人单位不能随意辞退'];

  it('fires on no answer of the seven questions that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(ADDED, 40, WIDENED);
  });

  const near = [
    ['hr-01', '马尔可夫和数学家，转移矩阵和供给，人力资源规划和战略，规划和经营计划，模块和兴趣，'],
    ['java-07', 'GC Roots和局部变量，大对象和老年代，软引用和缓存，弱引用和GC，finalize和自救，'],
    ['fe-01', 'HTTP/3和UDP，QUIC和传输，握手和三次，HTTPS和证书，底层和连接，'],
    ['fe-06', 'margin和距离，overflow和hidden，BFC和flow-root，浮动和清除，绝对定位和外边距，'],
    ['legal-12', '不安抗辩权和民法典，先履行和证据，后履行和抗辩，定金和罚则，合同和解除，'],
    ['legal-11', '怀孕和离职，孕期和哺乳期，试用期和理由，合同和到期，辞退和补偿，'],
    ['java-05', 'CompletableFuture和Java，supplyAsync和线程，thenApply和结果，join和get，异常和exceptionally，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the seven questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
