import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-eighty-sixth and -eighty-seventh batches): alert convergence called lowering
 * thresholds, P0 called the least urgent, an alert storm sent to everyone; honing called roughing, shot peening called
 * decoration that leaves tensile stress, knurling called heat treatment; 三级审核 called the designer's own re-reading,
 * issued drawings said to be unchangeable, the shop floor left to correct them, versions said needless; the national
 * memorial day of 12月13日 treated as a shopping day, 清明 as a festive one; weak passwords said safe on an intranet, nmap
 * called a firewall, scanning one's own servers called illegal; the 2-5-8 rule called an ISO standard of concurrency
 * tiers, long response times called careful, load tests run at peak in production unannounced; a class charter said to
 * come from the ministry without the pupils, fines said lawful; DipTrans called a Cambridge proficiency test covering
 * interpreting and equal to a senior title; minutes acknowledged by "收到" said to become a contract, secret recordings
 * shared with peers; Pre-LN and Post-LN swapped, warmup called a falling learning rate; Zeplin called Apple's and its code
 * production-ready, design review left to QA, a national pixel tolerance invented. Each named as a class of claim, in
 * words other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 186th and 187th batches’ wrong facts', () => {
  it.each([
    ['ops-07', '所谓告警收敛，就是把各个阈值统一调低。P0级别最低，P3才是最严重的。遇到告警风暴就把通知范围扩大到全公司。', 3],
    ['mech-11', '珩磨属于粗加工，精度比较低。齿轮绝对不要喷丸，喷丸会引入拉应力。滚花属于热处理。', 3],
    ['mech-13', '三级校审是设计人本人把图检查三遍。图纸下发以后不允许再修改。工人发现问题可以自行修改。版本号没有必要。', 4],
    ['newmedia-09', '公祭日那天流量很大，适合预热大促。清明节很热闹，适合做抽奖。', 2],
    ['ops-13', '内网机器就能设弱密码。Nmap属于入侵防御系统。公司自己的机器做扫描都是违法的。', 3],
    ['qa-08', '258原则出自国家标准。响应时间越慢说明结果越可靠。压测要在生产环境的业务高峰做。性能测试无需报备运维。', 4],
    ['teacher-14', '班规由教育局统一制定。违纪一次罚十块，罚款是允许的。', 2],
    ['trans-14', 'DipTrans属于英语水平考试。这个证口笔译不分口译笔译。拿到它直接等同于高级职称。', 3],
    ['sales-12', '会议记录发过去，对方回复收到就等于合同。悄悄录音是合法的。', 2],
    ['algo-06', '原论文采用Pre-LN。大模型都是用Post-LN。Pre-LN不稳定。预热指的是学习率从最大逐渐变小。', 4],
    ['ui-11', 'Zeplin是谷歌的产品。Zeplin导出的代码直接复制到项目里就能上线。走查是QA的事。偏差在10px以内都算合格。', 4],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['ops-07', '告警收敛是把同一个故障触发的告警按服务分组、去重，合并成一条通知。P0最紧急，电话通知值班人，P3发到群里。告警风暴靠抑制和路由解决。'],
    ['mech-11', '珩磨是孔的光整精加工，余量很小，缸孔常用。喷丸让表层产生残余压应力，弹簧和齿轮常做喷丸强化。滚花是滚压出防滑花纹。'],
    ['mech-13', '图纸要经过设计、校对、审核三级签字。下发后发现错误，由设计出更改单并升版，旧图回收。车间发现问题要反馈设计。'],
    ['newmedia-09', '12月13日是国家公祭日，当天停发营销推文。双十二前一周预热，当天做秒杀。清明节的推文以缅怀和踏青为主。'],
    ['ops-13', '内网服务器同样要用强口令和密钥登录。nmap是开源的端口扫描工具，我每月用它扫一遍自家的服务器。'],
    ['qa-08', '2-5-8原则说的是响应时间：2秒内很快、5秒内能接受、超过8秒难以接受。压测在独立环境做，要看TPS、响应时间和错误率，提前通知运维。'],
    ['teacher-14', '班级公约由学生分组讨论，投票通过，每学期修订一次。违纪时先谈话了解原因，教师不得罚款。'],
    ['trans-14', 'DipTrans是英国特许语言家学会的笔译文凭，分三个单元，评级有Pass、Merit和Distinction。CATTI分口译和笔译，二级对应中级职称。'],
    ['sales-12', '拜访结束后把纪要发给客户确认，价格和数量以双方签订的正式合同为准。录音要先征得客户同意，只在内部复盘时使用。'],
    ['algo-06', '原始论文是Post-LN，残差相加之后再做LayerNorm，层数一深就要warmup。GPT-2以后多用Pre-LN，训练更稳定。warmup是让学习率从很小逐步升上去。'],
    ['ui-11', 'Zeplin是一个设计交付工具，开发参考它的标注写样式。设计走查由设计师主导，对照设计稿逐页检查，间距和字号要和稿子一致。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s clause fires nothing', () => {
    expect(misconceptionsOf('国家公祭日不是购物节，当天要撤下促销。', 'newmedia-09')).toEqual([]);
    expect(misconceptionsOf('有人以为nmap是防火墙，这是误区。', 'ops-13')).toEqual([]);
    expect(misconceptionsOf('迟到罚五元是违规的。', 'teacher-14')).toEqual([]);
  });

  it('a negation elsewhere in the sentence does not clear an entry marked clause', () => {
    expect(misconceptionsOf('客户回一句收到，纪要就成了正式合同，以后不能反悔。', 'sales-12')).toHaveLength(1);
    expect(misconceptionsOf('不管什么活动，清明节都是个喜庆的节日。', 'newmedia-09')).toHaveLength(1);
  });

  // the entries these batches added, the last of each question's list (on qa-08 and algo-06 with the 190th's, added after them)
  const added: Record<string, number> = { 'ops-07': 3, 'mech-11': 3, 'mech-13': 4, 'newmedia-09': 2, 'ops-13': 3, 'qa-08': 8, 'teacher-14': 2, 'trans-14': 3, 'sales-12': 2, 'algo-06': 7, 'ui-11': 4 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['ops-07', '收敛和阈值，收敛和告警，P0和邮件，P4和级别，风暴和通知，接收人和全员，'],
    ['mech-11', '珩磨和粗加工，珩磨和余量，喷丸和应力，喷丸和疲劳，弹簧和喷丸，滚花和硬度，'],
    ['mech-13', '三级审核和设计人，校对和审核，下发和修改，车间和图纸，设计和反馈，版本和记录，'],
    ['newmedia-09', '公祭日和十二月，公祭日和推文，清明和踏青，清明和红包，节点和排期，'],
    ['ops-13', '内网和口令，内网和安全，nmap和端口，nmap和攻击，扫描和授权，自己和扫描，'],
    ['qa-08', '2-5-8和响应时间，258和并发，响应时间和指标，生产环境和压测，压测和运维，重启和线上，'],
    ['teacher-14', '班级公约和学生，班规和讨论，罚款和班费，迟到和作业，公约和家长，'],
    ['trans-14', 'DipTrans和CIOL，DipTrans和笔译，笔译和口译，证书和职称，CATTI和等级，'],
    ['sales-12', '纪要和收到，纪要和合同，录音和客户，录音和同行，一方和同意，'],
    ['algo-06', 'Pre-LN和Post-LN，LayerNorm和残差，Post-LN和warmup，GPT和Pre-LN，warmup和学习率，'],
    ['ui-11', 'Zeplin和标注，Zeplin和代码，走查和设计师，误差和像素，国家和规范，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
