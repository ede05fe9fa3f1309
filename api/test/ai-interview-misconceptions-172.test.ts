import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-seventy-second and -third batches): codes such as 身份证号 and 区号 stored
 * as numbers, their leading 0 and 18-digit precision said not to matter, duplicate records kept as weightier users,
 * cleaning put after modelling; A/B groups chosen by the users themselves or split old against new users, many
 * metrics reported as they come out significant; 表结法 and 账结法 swapped, 反结账 open to anyone after the returns
 * are filed, errors corrected by rewriting the voucher with no trace; CommonJS and ES Module swapped, CommonJS said to
 * allow tree shaking, polyfill said to rewrite syntax and replace Babel; R&D capitalisation said to lower the year's
 * profit, a higher expense ratio said better, gross margins said alike across industries; and where one error held a
 * wrong answer at 40: a penalty with no clause or taken from other contracts, damages without limit, a substitute part
 * used unknown to quality (buyer-05); two sets of books called custom, the bookkeeper said free of liability (acct-13);
 * @SpringBootApplication said to lack auto-configuration (java-11); a child's data said sensitive only under eight, the
 * protection officer optional (legal-09); a rule or local law put above a statute, judicial interpretations said to bind
 * one court (legal-14). Each named as a class of claim, in words other than any rated answer's, and the right statement
 * of the same matter left alone.
 */
describe('interview.misconception: the 172nd and 173rd batches’ wrong facts', () => {
  it.each([
    ['da-11', '学号和手机号码都转换成整数型存储。邮政编码最前面的零可以省掉。18位证件号转成数字后精度没有损失。重复的样本别去重，说明这个人更忠诚。先训练模型，效果差的字段再回去清洗。', 4],
    ['da-03', '由用户自行选择进哪个版本，主动体验的人就是实验组，不点的人当对照组。新注册用户走新版，老用户走旧版。一次看十几个指标，谁显著了就汇报谁。', 3],
    ['acct-09', '账结法每个月都不结转，只在年末结一次。随便哪个会计人员都能反结账。税表已经申报了还是可以重结。用不着编更正凭证，直接把原始凭证删了重做。', 3],
    ['fe-11', 'ES6模块是Node自己的规范，用require导入。CJS浏览器本身就支持。由于CJS是动态加载的，所以能tree shaking。垫片会把解构、let这些语法转译成ES5，用了垫片就不必要Babel。', 3],
    ['fa-01', '研发资本化会导致当年利润下降，费用化是分摊到以后几年。期间费用率越高越好。毛利率不同行业其实都接近，不需要跟可比公司对比。', 3],
    ['buyer-05', '合同上没有约定也照样能扣违约金。赔偿的额度没有上限。代用料用上就行，无需通知品质部。', 3],
    ['acct-13', '公司做内外账很正常。会计人员听老板的，不负法律责任。', 2],
    ['java-11', '启动类上还得再单独标@EnableAutoConfiguration。', 1],
    ['legal-09', '未满10岁的才属于敏感信息。保护负责人可有可无。', 2],
    ['legal-14', '地方条例的效力比行政法规更高。司法解释可以不参考。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['da-11', '手机号、身份证号、邮编要存成文本，转成数值会丢掉开头的0。身份证号在Excel里要先设成文本，否则变成科学计数法会丢精度。重复记录先确认是不是真实的多次购买，再按主键去重。清洗放在建模之前。'],
    ['da-03', '分组由系统按用户ID随机分流，不能让用户自己选，否则有自选择偏差。新老用户都要随机分到两组。事先定好主要指标，看多个指标时要做多重比较校正。'],
    ['acct-09', '账结法每月末把损益类科目结转到本年利润，表结法平时不结转，年末才结转。反结账要经主管授权审批。已结账后发现错误要做更正分录，留下痕迹。'],
    ['fe-11', 'ES Module是浏览器原生支持的标准，script加type=module就是在用ESM。CommonJS是Node的规范，用require引入。ESM是静态的，打包工具才能做Tree Shaking。polyfill补Promise这类缺失的API，语法转换靠Babel，两者配合使用。'],
    ['fa-01', '研发支出费用化一次计入当期费用，资本化先记无形资产再分期摊销，会抬高当期利润。销售费用率越高，利润被侵蚀越多。毛利率各行业差别很大，要和同行比较。'],
    ['buyer-05', '先查合同的违约金条款，按约定扣款。索赔以实际损失为限。替代料要经质量部门评审，必要时报客户批准。'],
    ['acct-13', '设两套账是违法的，会计要拒绝。按老板要求做假账，会计同样要承担法律责任。'],
    ['java-11', '@SpringBootApplication已经包含了@EnableAutoConfiguration，启动类上不用再加。'],
    ['legal-09', '不满十四周岁未成年人的信息属于敏感个人信息，要取得监护人同意。达到规定数量的处理者应当指定个人信息保护负责人并公开联系方式。'],
    ['legal-14', '上位法优于下位法，同一机关制定的新规定优于旧规定。最高法的司法解释各级法院都要适用。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人以为区号开头的0没意义，其实去掉就成了别的号码。', 'da-11')).toEqual([]);
    expect(misconceptionsOf('把表结法说成每月都结转到本年利润是搞反了。', 'acct-09')).toEqual([]);
    expect(misconceptionsOf('有人误以为CommonJS是浏览器原生支持的。', 'fe-11')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'da-11': 4, 'da-03': 3, 'acct-09': 3, 'fe-11': 3, 'fa-01': 3, 'buyer-05': 3, 'acct-13': 2, 'java-11': 1, 'legal-09': 2, 'legal-14': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['da-11', '身份证号和数值，开头的和0，科学计数法和精度，重复的和说明，留着和样本，先建模和再，清洗和建模，'],
    ['da-03', '让用户和选择，点了的和实验，老用户看和新用户，哪个指标和显著，显著性和校正，几十个和指标，'],
    ['acct-09', '表结法和每月，账结法和平时，账结法和年底，任何会计和反结账，报表和报给，不用和分录，原凭证和改，'],
    ['fe-11', 'CommonJS和浏览器，type=module和是，ESM和Node，ESM和require，因为CommonJS和摇树，polyfill和把语法，Babel和可以，'],
    ['fa-01', '资本化和一次性，费用化和分摊，资本化和利润，费用率和越高，毛利率和行业，毛利率和同行，'],
    ['buyer-05', '违约金和合同，合同里和没写，别的合同和货款，索赔和金额，损失的和倍，替代料和质量，'],
    ['acct-13', '两套账和老板，会计和责任，责任和老板，'],
    ['java-11', 'SpringBootApplication和注解，启动类和加，组合注解和包含，'],
    ['legal-09', '八周岁和敏感，十三岁和同意，监护人和同意，负责人和自愿，负责人和公开，'],
    ['legal-14', '冲突和规章，地方性法规和效力，下位法和新的，新旧和冲突，司法解释和法院，司法解释和查，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
