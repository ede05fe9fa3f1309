import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-eighty-eighth and -eighty-ninth batches): GB/T 2828.1 called a mandatory
 * standard demanding full inspection, sampling said to have no legal standing, S-1 called the strictest level; a
 * national price-adjustment coefficient, suppliers repricing alone, adjustment said to go up only; the accounting
 * equation with a minus, debit-credit bookkeeping given to China and Pacioli made English, double entry read as posting
 * twice to two books; the deep-synthesis rules given to the wrong ministry or year, AI text said to be outside them and
 * labels optional or removable; the model construction contract called compulsory, FIDIC called a domestic standard, the
 * employer said unable to order variations, quantity changes within a percentage said not to be variations; preload
 * and prefetch swapped, preconnect said to download, resource hints tied to an HTTP version; @Import said to take XML
 * only, the imports file called hand-written YAML, auto-configuration placed at compile time; non-operating income put
 * into operating profit, operating margin said to exceed gross margin; software copyright said to need registration at
 * the patent office, to protect functions and algorithms, to be won by changing a share of someone's code and to stand in
 * for a patent; profit said to bring cash by itself, 黑字破产 read as a tax burden, a profitable company said unable to go
 * bankrupt. Each named as a class of claim, in words other than any rated answer's, and the right statement left alone.
 */
describe('interview.misconception: the 188th and 189th batches’ wrong facts', () => {
  it.each([
  ['buyer-12', '来料验收按GB/T 2828.1，这是强制执行的国标。抽检得出的结果到了法院是无效的。S1这个检验水平最严。', 3],
  ['buyer-06', '所有合同都套用统计局全国统一的调价系数。供应商有权随时单方面涨价。调价只能往上涨。', 3],
  ['acct-06', '资产等于负债减所有者权益。借贷记账法是晋商首创的。复式记账是说一笔账要记两遍才叫复式。', 3],
  ['editor-13', '这部规定由文旅部制定。生成的文章不在规定管辖之内。', 2],
  ['civil-07', '施工合同示范文本是强制使用的。FIDIC是我国建设部出台的标准。发包人不能提出变更。工程量增减20%以内不属于变更。', 4],
  ['fe-01', 'prefetch优先级最高，会阻塞页面解析。preconnect负责提前加载资源文件。资源提示是HTTP/2才支持的。', 3],
  ['java-11', '@Import只能引入xml文件。这份imports清单是yml格式。Spring Boot在编译阶段通过反射找配置。', 3],
  ['fa-01', '营业外收入算进营业利润。营业利润率通常高于毛利率。', 2],
  ['legal-07', '软著需要去专利局登记才算数。软件著作权保护的是算法。代码改动达到一半就成了新的作品。软著能取代专利。', 4],
  ['fa-04', '公司有利润，现金流自然会好。黑字破产就是税负过重、利润过高。赚钱的公司不会破产。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
  ['buyer-12', 'GB/T 2828.1是推荐性标准，按AQL查抽样方案，不要求全检。按合同约定抽样得出的结论可以作为索赔依据。S-1样本量最小，一般用检验水平II。'],
  ['buyer-06', '调价公式由双方在合同里约定，挂钩公开的铜价指数。改价要双方协商一致签补充协议。调价条款是双向的，跌了也要降价。'],
  ['acct-06', '会计恒等式是资产=负债+所有者权益。借贷记账法起源于意大利，帕乔利在1494年系统记述了它。复式记账是一笔业务在两个以上账户等额登记，有借必有贷，借贷必相等。'],
  ['editor-13', '深度合成管理规定是网信办等部门2022年发布的。AI生成的文字也要显著标识，标识不得删除。'],
  ['civil-07', '示范文本是推荐使用的，专用条款可以补充修改。FIDIC是国际咨询工程师联合会编的。变更指示经发包人同意后由监理人发出。工程量增减也属于变更，要按估价条款调价。'],
  ['fe-01', 'preload高优先级加载当前页面的关键资源；prefetch在空闲时预取下一页的资源。preconnect只提前建好连接。资源提示和HTTP版本无关。'],
  ['java-11', '@Import可以导入配置类和ImportSelector，XML用@ImportResource。AutoConfiguration.imports是纯文本文件，每行一个配置类。启动时按@Conditional条件加载。'],
  ['fa-01', '营业利润要扣税金及附加和期间费用，营业外收入计入利润总额。营业利润率一般低于毛利率，净利率再扣所得税。'],
  ['legal-07', '软件著作权自开发完成自动产生，登记在中国版权保护中心。著作权保护代码的表达，不保护功能和算法。修改别人的代码要经许可。算法方案要靠专利保护。'],
  ['fa-04', '利润高不一定现金流好，应收会占用现金。黑字破产是账面盈利却付不出到期债务。账面盈利的企业也可能破产。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('说GB/T 2828.1是强制性标准是误区，它是推荐性的。', 'buyer-12')).toEqual([]);
    expect(misconceptionsOf('FIDIC不是住建部编的国内标准。', 'civil-07')).toEqual([]);
    expect(misconceptionsOf('有人以为黑字破产是税交多了，这不对。', 'fa-04')).toEqual([]);
  });

  it('a negation elsewhere in the sentence does not clear an entry marked clause', () => {
    expect(misconceptionsOf('价格不可能一直不变，供应商可以随时调价。', 'buyer-06')).toHaveLength(1);
    expect(misconceptionsOf('价格会变，但供应商不能随时调价。', 'buyer-06')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'buyer-12': 3, 'buyer-06': 3, 'acct-06': 3, 'editor-13': 2, 'civil-07': 4, 'fe-01': 3, 'java-11': 3, 'fa-01': 2, 'legal-07': 4, 'fa-04': 3 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['buyer-12', 'GB/T 2828.1和推荐，2828和全检，抽样和法律，抽检和法院，S-1和严格，S-1和最小，'],
    ['buyer-06', '调价和国家，调价系数和合同，供应商和调价，涨价和签字，调价和双向，价格和降价，'],
    ['acct-06', '资产和负债，负债和权益，借贷记账法和意大利，帕乔利和数学，复式记账和账户，借方和贷方，'],
    ['editor-13', '规定和网信办，深度合成和标识，文字和范围，标识和删除，发布和标识，'],
    ['civil-07', '示范文本和推荐，FIDIC和国际，发包人和变更，监理和变更，增减和变更，'],
    ['fe-01', 'preload和当前，prefetch和空闲，preconnect和连接，提示和HTTP，preload和HTTP/1.1，'],
    ['java-11', '@Import和配置类，imports和文本，编译和反射，类和Bean，自动配置和条件，'],
    ['fa-01', '营业利润和营业外收入，营业利润和费用，营业利润率和毛利率，净利率和营业利润率，'],
    ['legal-07', '软著和登记，著作权和专利，软著和功能，代码和作品，软著和专利，'],
    ['fa-04', '利润和现金流，现金和利润，黑字破产和现金，盈利和破产，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
