import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on seven knowledge questions (the hundred-and-forty-third batch): each named as a class of
 * claim, in words other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 143rd batch’s wrong facts', () => {
  it.each([
    ['sales-08', '服务补救悖论是京东在2015年提出的。我们会有意少发一个配件，等客户投诉再补。满意度等于忠诚度。成交过的老客户就不用回访了。', 4],
    ['sales-12', '互惠原则说的是佣金要对半分。可以骗客户说只剩最后一台。拜访客户没必要提前打招呼。六大原则有互惠、权威、面子和关系。', 4],
    ['qa-01', '会话信息存放在客户端，里面记了账号和密码。登录前后会话ID保持一致。会话ID写进链接里更方便。登录态不需要设超时。', 4],
    ['qa-09', '缺陷的生命周期是新建、关闭、修复。重新打开就是测试发现写错了撤销。被驳回的bug可以直接删除。期望结果不需要写。', 4],
    ['trans-03', '这本词典收了所有领域的术语，它的译名等于国标。Wikipedia是官方审核过的。查不到就自行拟个叫法，也不用加注。', 3],
    ['teacher-13', 'SAMR分别指Smart屏幕、Audio、Media和Record。SAMR的层级只能按顺序来。AI会彻底取代教师。用课件越多就说明融合越好。', 4],
    ['teacher-04', '和家长谈话，讨好型的姿态最管用。一致型就是家长什么都听老师的。只发短信通知就好，不要打电话。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['sales-08', '服务补救悖论是麦卡洛在1992年提出的，但不能故意出差错。满意度和忠诚度不是一回事，复购率要单独看。老客户每个月回访一次，不用天天打扰。'],
    ['sales-12', '互惠是先帮客户一个忙，他会想回报。限量款确实只剩两台时如实告诉客户。拜访前一周先电话预约。《影响力》的六大原则是互惠、承诺和一致、社会认同、喜好、权威和稀缺。'],
    ['qa-01', 'Session存在服务器上，浏览器的Cookie里只有Session ID。登录后Session ID必须重新生成。Session ID不能放在URL里，会泄露。会话要设置30分钟的空闲超时。'],
    ['qa-09', '缺陷流程是新建、打开、修复、验证、关闭。回归没通过就重新打开。被拒绝的缺陷不能删掉，要写清理由。报告要写预期结果和实际结果。'],
    ['trans-03', '通用词典收不全专业术语，还要查专业词典和术语在线。维基百科是志愿者编写的，只能作线索。实在查不到就自己拟一个译名，保留原文并加注。'],
    ['teacher-13', 'SAMR是替代、增强、修改和重塑，按教学目标选层级，不必逐级来。视频不能完全替代老师的讲解。屏幕时间不宜过长。'],
    ['teacher-04', '萨提亚认为一致型最好，指责只会让家长防御。一致型是表里一致，也尊重家长的感受。书面通知之外，重要的事我会打电话或家访。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('满意度和忠诚度并不是一回事。', 'sales-08')).toEqual([]);
    expect(misconceptionsOf('很多人以为Session存在浏览器里，这是错的。', 'qa-01')).toEqual([]);
    expect(misconceptionsOf('维基百科不是专家审定的。', 'trans-03')).toEqual([]);
    expect(misconceptionsOf('录像不会完全取代老师。', 'teacher-13')).toEqual([]);
    expect(misconceptionsOf('指责型不是最有效的。', 'teacher-04')).toEqual([]);
  });

  it('names the originators of the service recovery paradox, SAMR, Satir’s stances and 《英汉大词典》', () => {
    expect(wrongAttributionsOf('服务补救悖论是阿里巴巴提出来的。').map((w) => w.key)).toEqual(['服务补救悖论']);
    expect(wrongAttributionsOf('SAMR是教育部在2018年提出的。').map((w) => w.key)).toEqual(['SAMR模型']);
    expect(wrongAttributionsOf('萨提亚沟通模式是魏书生提出的。').map((w) => w.key)).toEqual(['萨提亚沟通姿态']);
    expect(wrongAttributionsOf('《英汉大词典》是许国璋主编的。').map((w) => w.key)).toEqual(['英汉大词典']);
    expect(attributionErrorsOf('服务补救悖论由McCollough在1992年提出。SAMR是Puentedura提出的。《英汉大词典》是陆谷孙主编的。')).toEqual([]);
    expect(wrongAttributionsOf('我们用SAMR设计课堂，也查《英汉大词典》。')).toEqual([]);
  });

  it('caps a fluent login-test answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '测登录我会先测正常账号密码能否登录，再测错误密码和空值。Session是保存在浏览器本地的，里面放着明文密码。登录前后Session ID应该保持不变。另外还要测记住密码、退出登录后返回上一页是否还能操作，以及多个浏览器同时登录的情况。';
    const right = '测登录我会先测正常账号密码能否登录，再测错误密码和空值。Session保存在服务器上，浏览器的Cookie里只有Session ID。登录成功后Session ID要重新生成。另外还要测记住密码、退出登录后返回上一页是否还能操作，以及多个浏览器同时登录的情况。';
    expectWrongTwinCapped('qa-01', { category: '测试工程师', group: '技术' }, wrong, right);
  });

  const near = [
    ['sales-08', '故意和差错，满意度和忠诚度，九十分和复购率，老客户和回访，服务补救和海底捞，'],
    ['sales-12', '互惠和利润，稀缺和库存，拜访和预约，突然上门和诚意，六大原则和价格，《影响力》和作者，'],
    ['qa-01', 'Session和浏览器，会话和密码，登录前后和Session ID，URL和链接，过期和超时，'],
    ['qa-09', '流程和新建，Reopen和撤回，拒绝的缺陷和删除，预期结果和现象，'],
    ['trans-03', '词典和译法，所有行业和术语，维基百科和专家，跨语言链接和译名，自己和译名，'],
    ['teacher-13', 'SAMR和屏幕，顺序和层级，视频和老师，屏幕和时间，三十分钟和课件，'],
    ['teacher-04', '指责和讨好，一致型和同意，书面通知和电话，萨提亚和魏书生，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the seven questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
