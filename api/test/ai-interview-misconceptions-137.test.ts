import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * Wrong facts told fluently on six knowledge questions (the hundred-and-thirty-seventh batch): each named as a class
 * of claim with its siblings, in words other than any rated answer's, and the right statement of the same matter left
 * alone.
 */
describe('interview.misconception: the 137th batch’s wrong facts', () => {
  it.each([
    ['qa-12', '我理解的测试左移，就是等版本发布以后再在线上补测。流水线里时好时坏的用例没必要分析根因，让它自动重试直到变绿。代码统一由测试团队合进主分支。', 3],
    ['pm-04', '帕金森法则最早是一位医学家在研究帕金森症时总结的。按帕金森定律，工程师报的时间都是真实需要的两倍。侯世达定律是说计划写得足够细致就一定能如期上线。数据库怎么设计也该由产品经理拍板。', 4],
    ['fe-12', '泛型算是TS特有的能力，Rust就不支持泛型。泛型函数编译时会按每一个实际类型各生成一份代码。泛型参数一定要写成T。约束要用implements来写。class是不能带泛型的。', 5],
    ['fe-13', 'XSS和CSRF本质上没什么区别。SameSite选None最安全。CSRF只会出现在GET接口上。token存进cookie里就能防御CSRF。', 4],
    ['qa-01', 'MD5属于可逆加密。所有用户共用同一个盐就够了。用户申请找回密码时，系统把之前的密码用短信发过去。', 3],
    ['editor-03', '书里的插图可以直接用高德地图的截图，不必送审。审图号是新闻出版署管的。外文地名没有统一的译名。那个县后来升格为市了，稿子里的旧名也不用改。', 4],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['qa-12', '测试左移是在需求评审和编码阶段就介入，上线后的线上监控属于测试右移。偶发失败的用例先隔离，再查根因修掉，不能靠重试蒙混过关。门禁是合并前流水线自动跑单测和扫描，不过就合不进主干。'],
    ['pm-04', '帕金森定律是英国历史学家帕金森提出的，说工作会膨胀到填满可用时间，和帕金森病没有关系。霍夫斯塔特定律说事情总比预期的久，所以排期要留缓冲。技术方案由开发负责人来定，产品讲清楚需求目标。'],
    ['fe-12', '泛型不是TS独有的，Java和C#早就有。TS的泛型编译后被擦除，只剩一份JS。类型参数习惯叫T，叫TKey也行。约束用extends。接口和类都能写泛型。'],
    ['fe-13', 'CSRF是跨站请求伪造，XSS是跨站脚本攻击，两者不是一回事。SameSite=Strict最严格，None最宽松。只改成POST防不住CSRF，要加CSRF token。token放在cookie里会被自动带上，反而要防CSRF。'],
    ['qa-01', 'MD5是单向哈希，不能解密，测的时候看库里有没有明文。每个用户的盐随机生成，各不相同。找回密码发的是重置链接，而不是原密码。'],
    ['editor-03', '书里用的地图要送自然资源部门审核，网上截的图也不能直接用。审图号由自然资源部门批准。外国人名地名按新华社的译名统一。平谷县现在是平谷区，写现状要用区名。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('有人以为测试左移是上线后再测，这是误区。', 'qa-12')).toEqual([]);
    expect(misconceptionsOf('很多人误以为CSRF和XSS是一回事。', 'fe-13')).toEqual([]);
    expect(misconceptionsOf('帕金森定律不是医生提出的，和帕金森病无关。', 'pm-04')).toEqual([]);
    expect(misconceptionsOf('MD5没法用密钥解密，它是单向的。', 'qa-01')).toEqual([]);
    expect(misconceptionsOf('说外国地名没有统一译名，这是错的。', 'editor-03')).toEqual([]);
  });

  it('names Parkinson’s and Hofstadter’s laws credited to someone else or a wrong year, and not the right originator', () => {
    expect(wrongAttributionsOf('帕金森定律是德鲁克提出的。').map((w) => w.key)).toEqual(['帕金森定律']);
    expect(wrongAttributionsOf('侯世达定律是2015年提出的。').map((w) => w.key)).toEqual(['霍夫斯塔特定律']);
    expect(attributionErrorsOf('帕金森定律是英国历史学家帕金森在1955年提出的，霍夫斯塔特定律出自侯世达1979年的书。')).toEqual([]);
    expect(wrongAttributionsOf('排期时我会想到帕金森定律和霍夫斯塔特定律。')).toEqual([]);
  });

  it('caps a fluent login-test answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const head = '登录我会分功能、安全、性能和兼容几块测。功能上测正确账号密码、错误密码、空用户名，密码长度取边界值5、6、20、21位。';
    const wrong = `${head}安全上，密码在库里是MD5存的，MD5可以用开发给的密钥解出来，我会解出来和注册时输的比对；所有用户用同一个固定的盐就够了。性能上用JMeter压500并发看响应时间，兼容上覆盖Chrome、Safari和安卓、iOS。`;
    const right = `${head}安全上，密码在库里要用bcrypt加随机盐哈希存储，MD5是单向哈希、不能解密，我会查库里有没有明文；每个用户的盐都随机生成。性能上用JMeter压500并发看响应时间，兼容上覆盖Chrome、Safari和安卓、iOS。`;
    expectWrongTwinCapped('qa-01', { category: '测试工程师', group: '技术' }, wrong, right);
  });

  const near = [
    ['qa-12', '测试左移提前介入，上线以后的监控，用例重跑一次，不稳定的用例，测试人员评审，门禁的阈值，'],
    ['pm-04', '帕金森定律的时间，侯世达定律的预期，技术选型的讨论，产品经理的决定权，'],
    ['fe-12', '泛型是TypeScript的重点，Java的泛型擦除，每种类型的约束，类型参数叫T，接口和类的泛型，泛型函数，'],
    ['fe-13', 'CSRF和XSS的区别，SameSite设成None，Strict模式，POST请求的CSRF，token放在cookie里，'],
    ['qa-01', 'MD5的哈希值，密钥的管理，所有用户的盐，忘记密码的流程，原来的密码，'],
    ['editor-03', '百度地图的截图，审图号的位置，外国人名的译法，撤县设区的时间，地图送审，'],
  ] as const;

  // 1-13 ms on an idle machine for the whole question, yet far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(near, 1000);
  });

  it('runs each pattern of the six questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
