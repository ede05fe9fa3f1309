import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * The facts of the hundred-and-twenty-eighth and hundred-and-twenty-ninth batches as classes (misconceptions.json),
 * in words other than the rated answers': Docker's latest tag; 工程变更, 现场签证 and audit; the labour relation and
 * pay of onboarding training; colours of rises and falls, web-safe colours and hex order; a WeChat mini program's
 * payment, filing and review; freeze-drying, sun-drying and hot air; fans, three-phase motors and IP codes; organic
 * certificates abroad, their term and the conversion period.
 */
describe('interview.misconception: the facts of the hundred-and-twenty-eighth and hundred-and-twenty-ninth batches', () => {
  it.each([
    ['ops-10', ['我们只打latest，它始终对应仓库里最近推上去的镜像。', '推了新的latest以后，线上在跑的容器会自动更新成新版。', '想回退的话再拉一遍latest就能回到旧版本。', '镜像的版本标签根本不用打。']],
    ['civil-07', ['工程变更其实等于现场签证。', '这种变更不需要甲方点头。', '签证单半年之内补办都算数。', '签证一旦签字就是最终结算价。', '审计也无权再核减签证。']],
    ['hr-08', ['试岗期间双方还没有形成劳动关系。', '培训阶段新人还不算公司的员工。', '培训补贴达不到最低工资也无所谓。', '考核合格以后再签劳动合同。']],
    ['ui-07', ['红涨绿跌是国际上统一的惯例。', '欧美也是红涨绿跌。', '安全色以外的颜色在手机上无法显示。', '色值的前两位代表绿色。']],
    ['pm-08', ['用个人名义注册也可以开通微信支付。', '小程序现在免备案。', '点提交以后就会自动上线。', '小程序更新版本无需审核。']],
    ['buyer-05', ['冻干靠的是上百度的高温。', '冻干一个小时就能烘干一批。', '辣椒晾在院子里一天就能晒干。', '热风烘干的果子营养都被破坏了。']],
    ['mech-05', ['轴流风机的全压比离心风机高。', '离心风机的压力比轴流风机小。', '交换两根相线是无效的，电机还是正转。', 'IP44第一位数字表示防水。']],
    ['buyer-13', ['国内的有机认证是国际互认的。', '有机证书到欧盟也直接承认。', '有机认证证书有效期五年。', '认证以后每年也不用年检。', '新开垦的土地免转换期。']],
  ] as [string, string[]][])('%s: each sibling of the subject’s error is named', (id, sentences) => {
    for (const s of sentences) expect(misconceptionsOf(s, id)).toHaveLength(1);
  });

  it.each([
    ['ops-10', '镜像按提交哈希打标签，latest只是默认的标签名，回滚就重新部署上一个标签，推完由流水线滚动更新容器。'],
    ['civil-07', '工程变更要业主同意、设计院出变更图、监理签认；现场签证是对合同外工作量的确认，要及时办，结算时审计仍可核减。'],
    ['hr-08', '入职培训从用工之日起就是劳动关系，一个月内签劳动合同，培训期间照发工资，不低于最低工资标准。'],
    ['ui-07', '国内看板用红涨绿跌，给美国客户的版本改成绿涨红跌；品牌色不必限于安全色，色值按#RRGGBB给开发。'],
    ['pm-08', '我们用合作社的营业执照注册小程序，开通了微信支付，先做了备案，代码上传后提交审核，通过后发布。'],
    ['buyer-05', '冻干是低温真空升华，一批要二十多个小时；自然晾晒要五六天，热风烘干控制好温度，是主流工艺。'],
    ['mech-05', '离心风机风压高，轴流风机风量大；三相电机对调两根相线就能反转；IP55第一位是防尘，第二位是防水。'],
    ['buyer-13', '出口欧盟要另做欧盟有机认证，国内有机证书有效期一年、每年检查，新开垦的地也要12个月转换期。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人误以为latest会自动指向最新版本。', 'ops-10')).toEqual([]);
    expect(misconceptionsOf('红涨绿跌并不是全世界通用的，美国正好相反。', 'ui-07')).toEqual([]);
    expect(misconceptionsOf('有人说轴流风机风压比离心风机高，这是错的，其实相反。', 'mech-05')).toEqual([]);
    expect(misconceptionsOf('以前小程序不用备案，2023年起要先备案。', 'pm-08')).toEqual([]);
  });

  it('caps a fluent release answer told wrong three times at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = 'CI/CD就是提交代码后自动构建、测试和发布。我在一家生鲜电商实习时搭过发布流水线，镜像一律打latest，latest总是指向仓库里最新的镜像，线上跑着的容器也会跟着自动更新，推完镜像就算发布了。回滚的时候再拉一次latest就能回到上一版，所以版本号没必要打。';
    const right = 'CI/CD就是提交代码后自动构建、测试和发布。我在一家生鲜电商实习时搭过发布流水线，镜像按版本号和提交哈希打标签，测试通过后推到仓库，再由流水线滚动更新线上的容器。回滚的时候重新部署上一个版本号的镜像，几分钟就能退回去，所以版本号一定要打。';
    expectWrongTwinCapped('ops-10', { category: '运维工程师', group: '技术' }, wrong, right);
  });

  // 1-13 ms on an idle machine, yet 240 ms in CI while other suites' workers held both cores: the bound is far above
  // that, and far below what a pattern that backtracks on such a line takes (many seconds)
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(
      [
        ['ops-10', 'latest只是默认的标签名，运行的容器要重新部署，回滚时拉上一个版本号的镜像，'],
        ['civil-07', '工程变更和现场签证，签证单要及时办，结算时审计核减，业主和设计院签字，'],
        ['hr-08', '培训期间的劳动关系，培训阶段的工资和最低工资标准，考核合格后的劳动合同，'],
        ['ui-07', '红涨绿跌在国内，超出安全色的颜色，前两位和后两位的十六进制，'],
        ['pm-08', '个人主体的小程序，小程序的备案，上传以后提交审核，'],
        ['buyer-05', '冻干的低温和真空，晾晒的几天，热风烘干的多糖和营养，'],
        ['mech-05', '轴流风机和离心风机的风压，对调两根相线，第一位数字和第二位数字，'],
        ['buyer-13', '中国的有机认证和欧盟，有机证书的有效期，转换期的12个月，'],
      ],
      1000,
    );
  });
});
