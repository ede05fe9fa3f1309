import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-seventy-sixth and -seventh batches): the cash conversion cycle adding the
 * payables' days, a longer cycle said better and a negative one near bankruptcy; force-pushing over the remote, node_modules
 * and dist committed, no .gitignore; the Big Five given to Freud or wrong dimensions, high neuroticism said calm;
 * bytecode put in the stack frame and locals in the method area, the stack said to grow without limit, -Xss said to
 * size the method area; 潮式呼吸 called recovery, dentures thrown away and the body washed after rigor, lips wiped with
 * alcohol; hydraulics by Bernoulli, oil incompressible and leak-free, the timing belt driving by friction, air said
 * barely compressible; live selling said outside 广告法 and the seven-day return, the host free of liability; and where
 * one error or none held a wrong answer at 40: a structured interview without common questions or preset criteria
 * (hr-07), the dispatch agency called a broker and dispatch unlimited (legal-11), 合规不起诉 for any crime and
 * compliance without training (legal-04), a framework said to deduplicate by itself (java-12), Grafana called a
 * time-series database, thresholds as high as possible, 抑制 as a day's mute (ops-07), WeChat groups without a cap, activity
 * counted as members (newmedia-08). Each named as a class of claim, in words other than any rated answer's, and the right
 * statement of the same matter left alone.
 */
describe('interview.misconception: the 176th and 177th batches’ wrong facts', () => {
  it.each([
    ['fa-04', '现金转换周期是存货天数加应收天数再加上应付账款周转天数。CCC越长越好。现金周期要是负的，公司离倒闭就不远了。', 2],
    ['fe-05', '有冲突推不上去就直接git push -f。依赖包node_modules也一起提交到Git仓库里。', 2],
    ['hr-14', '五大人格是荣格在晚年提出的。神经质得分越高的人越沉着，适合高压岗位。', 2],
    ['java-06', '栈帧里存的是这个方法的字节码。方法里的局部变量都存放在方法区。栈不够用了会无限扩展，所以递归不会出问题。', 2],
    ['nurse-12', '陈-施呼吸说明病人在慢慢好转。嘴唇干了可以拿酒精棉签涂一涂。人走了以后义齿就丢掉吧，等尸僵了再擦身体。', 3],
    ['mech-06', '液压靠的是伯努利原理。液压油一点也不能压缩，所以液压的传动比很精确。同步带依靠摩擦传动。气体的可压缩性很小，所以气缸定位精度比伺服电机还高。', 4],
    ['newmedia-12', '带货直播不属于广告。直播间没有7天无理由退货。货有问题主播不承担责任。', 3],
    ['java-12', '用了SpringBoot，网关会自动防重，接口天然幂等。', 1],
    ['hr-07', '结构化面试的题目可以不统一，每个考生抽不同的题。评分标准不需要提前制定，面试官凭总体印象打分。', 2],
    ['legal-11', '派遣机构就是个中介，劳务派遣的劳动合同和用工企业签。劳务派遣的用工比例没有限制，派遣员工不适用同工同酬。', 2],
    ['legal-04', '只要公司有合规制度，检察院就必须不起诉。合规工作不用做风险识别，业务部门也不需要参与。', 2],
    ['ops-07', 'Grafana是一种时序数据库，会自动采集主机的数据。内存使用率告警定在100%。抑制就是报过警以后把这台机器的告警屏蔽24小时。', 3],
    ['newmedia-08', '微信群人数不限上限。群友越多活跃度就越高。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['fa-04', '现金周期等于存货周转天数加应收账款周转天数，再减去应付账款周转天数。现金周期越短越好，超市现金周期为负，说明占用了供应商的钱，现金流反而好。'],
    ['fe-05', '每个人在自己的功能分支上开发，合并前提PR做代码评审。推不上去先pull --rebase解决冲突，主分支禁止强推。node_modules和dist写进.gitignore，不提交，依赖一致靠package-lock。'],
    ['hr-14', '大五人格包括开放性、尽责性、外向性、宜人性和神经质五个维度。神经质分数越高越容易焦虑，客服岗位要看情绪稳定性。'],
    ['java-06', '每调用一个方法就压入一个栈帧，栈帧里有局部变量表、操作数栈、动态链接和返回地址。递归太深会抛StackOverflowError，-Xss设置每个线程栈的大小，-Xmx设置堆的最大值。'],
    ['nurse-12', '出现潮式呼吸提示病情危重，要及时通知家属。口唇干裂涂液状石蜡。遗体护理要在尸僵出现前进行，假牙清洁后装回。'],
    ['mech-06', '液压传动依据帕斯卡原理，油液有一定压缩性和泄漏，传动比不准确。同步带靠齿啮合，不打滑。空气压缩性大，气缸适合两点往复，精密定位用伺服电机。'],
    ['newmedia-12', '直播带货同样受广告法约束，不能说全网最低。直播买的商品也适用七天无理由退货。主播虚假宣传也要承担连带责任。'],
    ['java-12', '框架不会自动去重，服务端要用防重令牌或唯一约束保证幂等。'],
    ['hr-07', '结构化面试对每个候选人问同样的题目，考官按事先定好的评分标准各自独立打分。'],
    ['legal-11', '派遣单位是用人单位，和劳动者签劳动合同。派遣只能用于临时性、辅助性或替代性岗位，不得超过用工总量的10%，派遣工同工同酬。'],
    ['legal-04', '合规不起诉要企业真正整改并经第三方评估。合规管理要做风险识别、培训和定期检查，业务部门是第一道防线。'],
    ['ops-07', 'Prometheus采集和存储指标，Grafana做可视化展示。磁盘使用率阈值设在85%。告警抑制是主机宕机时压住其上服务的告警。'],
    ['newmedia-08', '微信群上限500人，群二维码7天有效，长期引流用活码。活跃度看发言人数占比，不是看成员总数。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人以为现金周期越长越好，其实恰恰相反。', 'fa-04')).toEqual([]);
    expect(misconceptionsOf('常见的误区是把潮式呼吸当成好转。', 'nurse-12')).toEqual([]);
    expect(misconceptionsOf('把直播带货说成不属于广告是不对的。', 'newmedia-12')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'fa-04': 2, 'fe-05': 2, 'hr-14': 2, 'java-06': 2, 'nurse-12': 3, 'mech-06': 4, 'newmedia-12': 3, 'java-12': 1, 'hr-07': 2, 'legal-11': 2, 'legal-04': 2, 'ops-07': 3, 'newmedia-08': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['fa-04', '现金周期和应付账款周转天数，CCC和越长，现金周期和负数，优先和现金周期，现金周期和现金流，'],
    ['fe-05', 'push -f和远程，推不上去和强推，main和强制推送，node_modules和仓库，dist和提交，gitignore和写，'],
    ['hr-14', '大五人格和荣格，大五和维度，神经质和越高，宜人性和高，挑和神经质，'],
    ['java-06', '栈帧和字节码，局部变量和栈帧，局部变量和方法区，栈和无限，递归和栈，-Xss和设置，StackOverflowError和对象，'],
    ['nurse-12', '潮式呼吸和呼吸中枢，假牙和取下，尸僵和以后，口唇和酒精，'],
    ['mech-06', '液压和伯努利，油和流速，液压和传动比，液压油和压缩，同步带和摩擦，空气和压缩性，气缸和伺服，'],
    ['newmedia-12', '直播和广告，主播和广告法，直播和七天无理由，一经售出和说，主播和责任，商家和主播，'],
    ['java-12', '框架和自动，网关和去重，Spring和幂等，'],
    ['hr-07', '题目和统一，每个候选人和题，流程和固定，评分标准和提前，印象和打分，考官和讨论，考官和一个人，'],
    ['legal-11', '派遣和劳动合同，派遣公司和中介，派遣单位和用人单位，派遣和岗位，派遣和比例，派遣工和同工同酬，'],
    ['legal-04', '合规制度和不起诉，合规不起诉和个人，什么罪和起诉，制度办事和免责，合规和培训，业务部门和参与，'],
    ['ops-07', 'Grafana和数据库，Grafana和采集，阈值和越高，磁盘和100%，抑制和屏蔽，'],
    ['newmedia-08', '微信群和上限，二维码和有效，活跃度和人数，成员和活跃度，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
