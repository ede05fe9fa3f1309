import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-eighty-fourth and -eighty-fifth batches): JIT said to come from Ford or
 * America, to mean more stock or nothing to do with stock, scattered suppliers said better, strategic purchasing called
 * a price locked for years; AI hallucination called creativity, AI text said never to plagiarise, models said to know
 * what came after their training cutoff; VAT called a 价内税 and booked to revenue or 税金及附加, 差额征税 read as this
 * year minus last, a 专票 without its tax amount said deductible in full; construction joints put where the forces are
 * largest and left unroughened, 初凝 called design strength, water added past 初凝, test cubes made afterwards; NULL said
 * to equal 0, COUNT(col) said to count NULLs, COALESCE said to count them, = NULL said to equal IS NULL; pinyin split by
 * syllable and names lower-cased, 背题 and wrong contents page numbers said not to be errors; 碱骨料反应 called helpful,
 * 伸缩缝 and 沉降缝 called one thing, cracks of millimetres called normal, fast-hardening cement said to prevent cracking;
 * real options given to Keynes, uncertainty said to lower them, subtracted from NPV, kept to financial assets, said to
 * replace DCF; 支付令 said issued by labour inspection or arbitration, barred for wages, beyond objection, needing a
 * deposit or prior arbitration; the buddy system given to Taylor, the buddy said to be the line manager, asking others
 * called 越级, buddy time taken from annual leave; a Service Worker called a header, Microsoft's, server-side, free of
 * HTTPS, able to touch the DOM; the Z-score given to Buffett as one ratio and said to fit every industry; reports said
 * to be real-name only, leads sent to the accused's boss, the whistleblower named, a report to a regulator said to be a
 * firing matter; the local message table put in consumer memory, written outside the business transaction, sent once
 * without retries and said to spare consumers idempotency. Each named as a class of claim, in words other than any rated
 * answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 184th and 185th batches’ wrong facts', () => {
  it.each([
  ['buyer-13', '准时制采购最早是美国通用汽车发明的。推行JIT以后要多囤库存，备货只会增加。供应商越多越好。战略采购是指和供应商把单价锁死，几年都不调整。', 4],
  ['editor-13', '模型幻觉是指AI的想象力，属于优点。大模型生成的文章重复率为0。它靠推理能推算出训练截止以后发生的新闻。', 3],
  ['acct-11', '增值税属于价内税。增值税要计入营业收入。差额征税是拿本月税额扣掉上月的。专用发票税额空着，对方仍可全额抵扣。', 4],
  ['civil-01', '施工缝要放在弯矩最大的部位。接缝处无需清理浮浆。初凝意味着具备了设计强度。过了初凝掺水再拌还能接着浇。试块不必现场留置。', 5],
  ['da-11', '空值就相当于0。COUNT(amount)跟COUNT(*)没有区别。COALESCE是用来数空值个数的。WHERE score = NULL与IS NULL一样。', 4],
  ['editor-09', '汉语拼音要一个字一个字分开写。地名一律小写。背题是编辑规范提倡的版式。目录中页码与正文不一致不属于差错。', 4],
  ['civil-04', '碱骨料反应对混凝土有益。施工时应选用高碱水泥。伸缩缝与沉降缝没有区别。裂缝小于3mm都正常。早强水泥可以防止开裂。', 4],
  ['fa-13', '实物期权最早是马科维茨提出来的。不确定性越高，价值越小。NPV减掉期权价值就行。实物期权仅适用于金融资产。采用实物期权不必考虑贴现率。', 5],
  ['legal-08', '支付令由劳动仲裁委签发。欠发工资不可以申请支付令。公司接到支付令无权提出异议。申请支付令得缴纳保证金。申请支付令之前要先劳动仲裁。', 5],
  ['hr-08', '师徒制是法约尔首创的。带教人一律由直接主管亲自来带。请教别的同事属于越级。带新员工占用的时间从年假里扣。', 4],
  ['fe-08', 'Service Worker属于一种响应头。Service Worker不要求HTTPS。Service Worker能修改页面的DOM。', 3],
  ['fa-06', 'Z-score是格雷厄姆发明的。Z值模型对各行各业都适用。', 2],
  ['legal-04', '匿名检举都不受理。举报线索转给被举报人的上级。要通报举报人以示惩戒。员工找证监会反映就可以解雇。', 4],
  ['java-13', '本地消息表把消息保存在消费端内存。业务数据与消息表无需同一个事务。发送成功就不必再重发。消费端不用考虑幂等。', 4],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
  ['buyer-13', 'JIT源自丰田生产方式，核心是按需小批量送货，把库存降到最低。关键物料集中到少数优质供应商，再留一家备选。战略采购是从总成本出发规划品类和供应商关系。'],
  ['editor-13', 'AI会产生幻觉，编造数据和引文，编辑要逐条核实。AI生成的稿件也可能侵权，要和原始材料比对。模型不知道训练截止以后的事，时效性内容要查最新信源。'],
  ['acct-11', '增值税是价外税，收入按不含税金额确认，销项税额记入应交税费。差额征税以全部价款扣除允许扣除项目后的余额为销售额。专票要如实填开税额。'],
  ['civil-01', '施工缝留在剪力较小、便于施工的部位。继续浇筑前要凿毛、清除浮浆、湿润。初凝是开始失去塑性，拆模看同条件试块强度。超过初凝的混凝土严禁加水重新搅拌。试块在浇筑地点随机取样制作。'],
  ['da-11', 'NULL不等于0，AVG会忽略空值。COUNT(字段)只统计非空行，COUNT(*)统计所有行。COALESCE返回第一个非空值，常用来填默认值。判断空值要用IS NULL。'],
  ['editor-09', '拼音以词为单位连写，比如Beijing。人名姓和名分写，首字母大写。背题是标题排在页末，属于版式差错。目录页码要与正文一致。'],
  ['civil-04', '碱骨料反应会膨胀开裂，要用低碱水泥和非活性骨料。伸缩缝基础可不断开，沉降缝要从基础断开。裂缝宽度超过0.3mm要修补。快硬水泥水化热大，反而容易开裂。'],
  ['fa-13', '实物期权是迈尔斯在1977年提出的。不确定性越大，期权价值越高。扩展NPV等于传统NPV加上期权价值。实物期权用于厂房、设备和研发投资，也要先算折现现金流。'],
  ['legal-08', '支付令由基层人民法院发出。拖欠工资可以申请支付令。单位收到支付令后可以在十五日内提出书面异议。申请支付令只交少量申请费。'],
  ['hr-08', '导师一般是同组的资深同事。新员工可以问导师，也可以问其他同事。转正由上级和HR按考核共同决定。带教算工作时间。'],
  ['fe-08', 'Service Worker是运行在浏览器后台的脚本，可以拦截请求、做离线缓存。Service Worker必须在HTTPS下注册。它不能直接访问DOM，要用postMessage和页面通信。'],
  ['fa-06', 'Z值模型是奥尔特曼1968年提出的，由五个比率加权，Z值越高越安全。它不适合银行，要结合现金流分析。'],
  ['legal-04', '举报渠道同时接受实名和匿名举报。线索由独立的合规部门调查，执行回避。举报人身份严格保密。员工向监管部门举报受法律保护。'],
  ['java-13', '本地消息表把消息写在生产者的业务库里，和业务数据同一个本地事务提交。定时任务扫描未确认的消息并重试投递。消费端要做幂等，只能保证至少一次。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人以为碱骨料反应是有利的，这是误区。', 'civil-04')).toEqual([]);
    expect(misconceptionsOf('认为增值税是价内税是错的。', 'acct-11')).toEqual([]);
    expect(misconceptionsOf('说支付令是劳动监察大队发的并不对，应当由法院发出。', 'legal-08')).toEqual([]);
  });

  it('a negation elsewhere in the sentence does not clear an entry marked clause', () => {
    expect(misconceptionsOf('不管调查结果如何，都要在公司公开举报人的姓名。', 'legal-04')).toHaveLength(1);
    expect(misconceptionsOf('举报人身份要保密，不得公开举报人的姓名。', 'legal-04')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'buyer-13': 4, 'editor-13': 3, 'acct-11': 4, 'civil-01': 5, 'da-11': 4, 'editor-09': 4, 'civil-04': 4, 'fa-13': 5, 'legal-08': 5, 'hr-08': 4, 'fe-08': 3, 'fa-06': 2, 'legal-04': 4, 'java-13': 4 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['buyer-13', 'JIT和福特，准时制和美国，JIT和仓库，供应商和分散，供应商和数量，战略采购和单价，'],
    ['editor-13', '幻觉和创意，幻觉和联想，AI和查重率，生成和抄袭，训练截止和新闻，推理和最新，'],
    ['acct-11', '增值税和价内税，增值税和收入，增值税和税金及附加，差额征税和去年，专票和税额，专票和抵扣，'],
    ['civil-01', '施工缝和受力，施工缝和凿毛，凿毛和表面，初凝和强度，初凝和拆模，初凝和加水，试块和现场，试块和完工，'],
    ['da-11', 'NULL和0，AVG和空值，COUNT(id)和NULL，COUNT(*)和COUNT(id)，COALESCE和空值，= NULL和IS NULL，'],
    ['editor-09', '拼音和音节，人名和小写，背题和规范，背题和差错，目录和页码，页码和差错，'],
    ['civil-04', '碱骨料反应和骨料，高碱和水泥，海砂和冲洗，伸缩缝和沉降缝，沉降缝和基础，裂缝和5mm，快硬水泥和开裂，'],
    ['fa-13', '实物期权和凯恩斯，不确定性和期权价值，NPV和期权价值，实物期权和股票，实物期权和折现，'],
    ['legal-08', '支付令和劳动监察，支付令和工资，支付令和异议，支付令和押金，支付令和仲裁，'],
    ['hr-08', '导师制和泰勒，导师和直属经理，同事和越级，导师和转正，带新人和年假，'],
    ['fe-08', 'Service Worker和响应头，Service Worker和微软，Service Worker和服务器，Service Worker和HTTPS，Service Worker和DOM，'],
    ['fa-06', 'Z值和巴菲特，Z值和指标，Z值和行业，Z值和结论，'],
    ['legal-04', '举报和实名，匿名和受理，线索和领导，举报人和姓名，监管部门和解除，'],
    ['java-13', '本地消息表和内存，Outbox和RabbitMQ，业务表和消息表，MQ和事务，重试和发出，定时任务和扫描，消费端和幂等，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
