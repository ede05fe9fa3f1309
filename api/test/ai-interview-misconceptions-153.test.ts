import { wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on eight knowledge questions (the hundred-and-fifty-third batch): FIRST_VALUE and
 * LAST_VALUE read as a column's minimum and maximum, NTH_VALUE as a column by position, one window per query; the
 * median taken for the mode and coded categories averaged; an IOU as good as an invoice, vouchers unnumbered or deleted,
 * differences plugged into a ledger; a contractor changing the design itself and a share of the price left to it; the
 * government procurement law binding every company and recusal only for parents; self-media outside any rule and a
 * follower count that frees news from its licence; AI output's copyright given to the model's maker; CAPA placed in the
 * environmental standard and defective parts used first. Each named as a class of claim, in words other than any rated
 * answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 153rd batch’s wrong facts', () => {
  it.each([
    ['da-07', 'FIRST_VALUE拿到的是全表这一列最早的日期。nth_value(价格, 3)是返回当前行的第3个字段。一条查询语句里只能写一个窗口函数。', 3],
    ['da-05', '中位数跟众数是同一个东西。把城市编码成数字以后算中位数就行。', 2],
    ['acct-02', '白条只要领导签了字就能直接报销。凭证编号不需要连续。差额转入管理费用把账调平就可以。', 3],
    ['civil-07', '施工方最懂现场，遇到图纸问题有权直接修改设计。合同额10%以内的变更业主不得拒绝。', 2],
    ['buyer-08', '任何公司的采购都必须遵守政府采购法。只有配偶开的公司才需要回避。', 2],
    ['editor-04', '抖音上的内容不受新闻出版部门管理。粉丝少于一万的号也可以发布时政新闻。', 2],
    ['editor-13', '我用大模型写的文章版权归开发这个模型的公司。', 1],
    ['buyer-12', 'CAPA是ISO 14001里的要求。预防措施就是多备一些安全库存。不合格品可以先投入生产。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['da-07', 'FIRST_VALUE取每个分区按ORDER BY排序后的第一行，比如每个用户的首单金额；LAST_VALUE要把窗口写到UNBOUNDED FOLLOWING。NTH_VALUE(金额, 2)取窗口里第二行的金额。一条SELECT里可以写多个窗口函数，也可以用WINDOW子句共用窗口。'],
    ['da-05', '均值是总和除以个数，中位数是排序后中间的值，众数是出现次数最多的值，三者不是一回事。收入这种右偏数据用中位数更合适。颜色编成1、2、3只是标签，不能算中位数，要看众数。'],
    ['acct-02', '白条不能入账，发票丢了要找开票单位出具证明。记账凭证按月连续编号，作废的凭证不能删除。对不上的账要查明原因，用红字冲销或补充登记更正。'],
    ['civil-07', '施工单位发现图纸问题，不能自行修改设计，要书面提出，由设计单位出变更通知，监理和建设单位签认后再施工。工程量偏差超过15%的，按合同调整综合单价。'],
    ['buyer-08', '政府采购法只适用于国家机关和事业单位用财政资金的采购，企业自己的采购不适用。和供应商有亲属、同学关系的都要申报回避。供应商送的礼品要婉拒。'],
    ['editor-04', '新媒体时代编辑要懂平台规则。自媒体发布内容同样受网信部门监管，没有互联网新闻信息服务许可不能自行采编时政新闻。转载要取得授权。'],
    ['editor-13', '北京互联网法院认定AI生成图片的著作权归有独创性投入的用户。AI生成的稿件要人工核实并按规定标识。'],
    ['buyer-12', '出了质量问题我先隔离不良品，给供应商发SCAR，要求做根本原因分析。纠正是退换不良品，纠正措施是找到根本原因防止再发生。CAPA是质量管理体系里的纠正和预防措施。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('有人以为FIRST_VALUE等于MIN，这是错的。', 'da-07')).toEqual([]);
    expect(misconceptionsOf('中位数和众数不是一回事。', 'da-05')).toEqual([]);
    expect(misconceptionsOf('作废的凭证不能直接删掉。', 'acct-02')).toEqual([]);
    expect(misconceptionsOf('很多人误以为施工单位可以自己改图。', 'civil-07')).toEqual([]);
    expect(misconceptionsOf('政府采购法不适用于所有企业的采购。', 'buyer-08')).toEqual([]);
    expect(misconceptionsOf('无论粉丝多少，没有许可都不能发布时政新闻。', 'editor-04')).toEqual([]);
    expect(misconceptionsOf('不合格品不能先投到生产线上。', 'buyer-12')).toEqual([]);
  });

  it('names the rules and the model credited to the wrong issuer, maker or year, and not their right ones', () => {
    expect(wrongAttributionsOf('网络出版服务管理规定是公安部在2010年发布的。').map((w) => w.key)).toEqual(['网络出版服务管理规定']);
    expect(wrongAttributionsOf('政府采购法是商务部颁布的。').map((w) => w.key)).toEqual(['政府采购法']);
    expect(wrongAttributionsOf('文心一言是阿里开发的。').map((w) => w.key)).toEqual(['文心一言']);
    expect(wrongAttributionsOf('网络出版服务管理规定是2016年广电总局和工信部发布的，政府采购法是全国人大常委会在2002年通过的，文心一言是百度推出的。')).toEqual([]);
  });

  it('caps a fluent lesson on accounts told wrong three times at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '我在一家食品公司财务部实习过三个月，主要帮会计整理凭证。发票遗失的时候，白条写明用途也能直接入账。做错的凭证直接删除就行。月末差的钱直接记入营业外支出把账做平。每个月结账前我都会和出纳核对现金和银行存款。';
    const right = '我在一家食品公司财务部实习过三个月，主要帮会计整理凭证。发票遗失的时候，要找开票单位出具盖章证明，经负责人批准后入账。做错的凭证保留并用红字冲销。月末对不上的账先查明原因再更正。每个月结账前我都会和出纳核对现金和银行存款。';
    expectWrongTwinCapped('acct-02', { category: '会计', group: '财务' }, wrong, right);
  });

  // the entries this batch added, the last of each question's list, and the two older ones it widened
  const added: Record<string, number> = { 'da-07': 3, 'da-05': 1, 'acct-02': 3, 'civil-07': 1, 'buyer-08': 2, 'editor-04': 2, 'editor-13': 1, 'buyer-12': 2 };
  const widened = ['无序分类数据（性别、城市等）不能算均值或中位数，只能看众数和各类占比', '施工单位必须按图施工，不得擅自修改设计（《建筑法》第五十八条）；图纸有问题要提出，由原设计单位出设计变更，监理、建设单位签认后再施工'];

  it('no entry added or widened fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 30, widened);
  });

  const near = [
    ['da-07', 'FIRST_VALUE和全表，LAST_VALUE和最大，first_value和用，NTH_VALUE和第，nth_value和字段，一条SELECT和只能，两个OVER和，'],
    ['da-05', '中位数和众数，众数和中位数，中位数和出现，颜色和编成，中位数和颜色，城市和合适，'],
    ['acct-02', '白条和发票，白条和入账，发票和丢，凭证编号和连续，作废凭证和删，断号和，差额和营业外支出，尾差调整和准则，'],
    ['civil-07', '施工单位和可以，施工方和自己，变更和百分之，合同价和20%，承包人和自主，'],
    ['buyer-08', '政府采购法和所有，所有企业和采购，只有和父母，亲戚和回避，'],
    ['editor-04', '只有和纸质书，公众号和不归，粉丝和不到，时政新闻和许可，粉丝和超过，'],
    ['editor-13', '著作权和归，版权和开发，大模型和写的，AI和版权，'],
    ['buyer-12', 'CAPA和14001，纠正措施和退货，预防措施和库存，不良品和投入，次品和先，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the eight questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
