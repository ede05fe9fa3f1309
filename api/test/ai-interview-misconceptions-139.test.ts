import { wrongAcronymsOf } from '../src/ai/interview/acronyms';
import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * Wrong facts told fluently on eight knowledge questions (the hundred-and-thirty-ninth batch): each named as a class
 * of claim, in words other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 139th batch’s wrong facts', () => {
  it.each([
    ['trans-03', 'IATE属于联合国，UNTERM是欧盟维护的术语库。同一个术语无论在什么行业都只能用一种译名。别去请教领域专家。', 3],
    ['fa-12', '保理是企业将应付账款转让给保理公司。有追索权的话保理商收不回款也无权向企业追讨。保理是某家互联网银行2014年首创的。应收账款质押跟保理没有区别。', 4],
    ['qa-12', '持续集成即每晚构建一次。不用Git就没法做持续集成。SonarQube属于性能测试工具。静态分析必须等服务上线跑起来才行。', 4],
    ['qa-01', 'CAPTCHA主要用来校验用户的密码是否输对。短信验证码要一直有效。一个验证码可以重复登录。密码的校验在前端做就行。', 3],
    ['sales-12', 'FABE里F代表Free，就是先送礼。开场就把底价报出来。拜访越久越好。没必要写确认邮件。', 4],
    ['sales-08', '开发新客户的成本仅为维护老客户的三分之一。CRM属于会计用的记账软件。熟客可以多收点钱。', 3],
    ['newmedia-08', '90-9-1定律说的是90%的用户经常发言。两天不冒泡的就踢掉。每半小时@全体成员一次。', 3],
    ['newmedia-06', '4U是Urgent、Unique、Unlimited和Useful。微信标题最长是十五个字。标题不允许用阿拉伯数字。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['trans-03', 'IATE是欧盟的术语库，UNTERM是联合国的。同一个术语在法律和医学里译法可能不同，但一篇译稿里要统一。实在查不到就请教专家或者问客户。'],
    ['fa-12', '保理是把应收账款转让给保理商，提前收回资金。有追索权是收不回款时保理商可以向企业追索，无追索权才不能。我国九十年代初开始做国际保理。保理和应收账款质押不是一回事。'],
    ['qa-12', '持续集成是每次提交都自动构建和测试，夜里再跑一次全量回归。用Git或SVN都能做持续集成。SonarQube做静态代码分析，压测用JMeter。静态扫描不需要运行程序。'],
    ['qa-01', 'CAPTCHA用来区分人和机器，防止脚本撞库。要测验证码过期后能不能用、同一个验证码能不能重复使用。验证码必须在服务端校验，前端只做格式检查。'],
    ['sales-12', 'FABE是Feature、Advantage、Benefit、Evidence。第一次见面不要急着报底价。拜访前约好时间，半小时就够。拜访完发一份会议纪要确认下一步。'],
    ['sales-08', '开发一个新客户的成本大约是维护老客户的五倍。CRM是管理客户信息和跟进记录的系统，和财务系统打通后能看回款。老客户的价格不能比新客户高。'],
    ['newmedia-08', '90-9-1法则说90%的人潜水，9%偶尔发言，1%贡献大部分内容。三天没说话的成员我会私聊问问，不会直接踢出。@所有人只在活动开始前用一次。'],
    ['newmedia-06', '4U是Urgent、Unique、Ultra-specific、Useful。公众号标题最多64个字，但最好短一些。标题里用阿拉伯数字更醒目。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人以为IATE是联合国的，其实是欧盟的。', 'trans-03')).toEqual([]);
    expect(misconceptionsOf('有人把保理说成卖应付账款，这是搞反了。', 'fa-12')).toEqual([]);
    expect(misconceptionsOf('持续集成不是每日构建那么简单。', 'qa-12')).toEqual([]);
    expect(misconceptionsOf('一见面就把底价报出来是不对的。', 'sales-12')).toEqual([]);
    expect(misconceptionsOf('每隔一小时就@所有人是不对的。', 'newmedia-08')).toEqual([]);
  });

  it('names the originators of 90-9-1, FABE, 4U, CAPTCHA and terminology, and FABE spelled out wrongly', () => {
    expect(wrongAttributionsOf('90-9-1法则是凯文·凯利提出的。').map((w) => w.key)).toEqual(['90-9-1法则']);
    expect(wrongAttributionsOf('FABE法则是IBM提出的。').map((w) => w.key)).toEqual(['FABE法则']);
    expect(wrongAttributionsOf('4U原则是叶茂中提出来的。').map((w) => w.key)).toEqual(['4U法则']);
    expect(wrongAttributionsOf('CAPTCHA是微软在2012年发明的。').map((w) => w.key)).toEqual(['CAPTCHA']);
    expect(wrongAttributionsOf('术语学是索绪尔创立的。').map((w) => w.key)).toEqual(['术语学']);
    expect(
      attributionErrorsOf('90-9-1法则是雅各布·尼尔森2006年提出的。CAPTCHA是卡内基梅隆大学在2000年提出的。现代术语学是维斯特创立的。4U法则是罗伯特·布莱提出的。'),
    ).toEqual([]);
    expect(wrongAttributionsOf('我在社群里用90-9-1法则看成员结构，也用FABE介绍产品。')).toEqual([]);
    expect(wrongAcronymsOf('FABE是Feature、Advantage、Bargain、End。')).toEqual(['FABE']);
    expect(wrongAcronymsOf('FABE是Feature、Advantage、Benefit、Evidence。')).toEqual([]);
  });

  it('caps a fluent community answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '社群先要定好定位，让成员知道在这里能得到什么，再定好群规。按90-9-1法则，90%的人都应该积极发言，所以两天没发言的人就直接踢出去。平时定期组织话题讨论和打卡活动，培养一批核心用户带动大家，最后再做转化。';
    const right = '社群先要定好定位，让成员知道在这里能得到什么，再定好群规。按90-9-1法则，90%的人只看不说，所以潜水的人也要照顾到，让他们看了有收获。平时定期组织话题讨论和打卡活动，培养一批核心用户带动大家，最后再做转化。';
    expectWrongTwinCapped('newmedia-08', { category: '新媒体运营', group: '运营' }, wrong, right);
  });

  const near = [
    ['trans-03', 'IATE和UNTERM，欧盟和联合国，术语在各个领域的译法，问客户和专家，'],
    ['fa-12', '保理和应付账款，有追索权和无追索权，应收账款质押和保理，2015年的业务，'],
    ['qa-12', '持续集成和每日构建，Git和SVN，SonarQube和JMeter的压力测试，静态扫描和部署，'],
    ['qa-01', 'CAPTCHA和谷歌的reCAPTCHA，验证码的有效期，重复使用，前端和后端的校验，'],
    ['sales-12', 'FABE的F和A，首次拜访的底价，拜访的时间长短，会议纪要和邮件，'],
    ['sales-08', '新客户和老客户的成本，CRM和财务软件，老客户的报价和新客户，'],
    ['newmedia-08', '90-9-1法则的90%和1%，三天不说话的成员，每小时的消息和@所有人，'],
    ['newmedia-06', '4U的Unique和Useful，公众号标题的字数，阿拉伯数字和汉字，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(near, 1000);
  });

  it('runs each pattern of the eight questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
