import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-seventy-fourth and -fifth batches): minority samples oversampled before
 * the split, oversampled scores taken as true probabilities, copies said as good as real data; kickbacks under a share
 * of the contract said lawful, the 反不正当竞争法 said to bind state firms only, oral promises said void; safety stock
 * said proportional to lead time, smaller the wilder demand swings, drawn on and not replenished; any 专票 said to
 * deduct its input VAT, meals, welfare and loan interest included, no 进项转出 after; funnels counted in PV, a step above
 * 100% called healthy, step rates added, step order said not to matter; and where errors held a wrong answer at 40 or
 * under: a group pat said seen by the patted alone, patting oneself said impossible (pm-11); confiscated things
 * smashed or kept (teacher-02); A items counted once a year, C items held tightest (buyer-11); CI said for compiled
 * languages only, long-lived branches said stable, flaky cases deleted (qa-12); 204 and 3xx read as errors,
 * Content-Type said free, interfaces said never to time out (qa-07); 合同资产 said the old receivable, 合同负债 an asset,
 * contract assets free of impairment (acct-07); anchorage a fixed length, longer in stronger concrete, bars substituted
 * by the crew at equal count (civil-08). Each named as a class of claim, in words other than any rated answer's, and
 * the right statement of the same matter left alone.
 */
describe('interview.misconception: the 174th and 175th batches’ wrong facts', () => {
  it.each([
    ['algo-07', '我的习惯是先把全部数据用SMOTE补齐，之后再切分训练集和测试集。重采样以后模型给的分数就能当实际的发生概率看。再多找真实的少数类样本也没什么用。', 3],
    ['sales-13', '回扣只要低于合同额的百分之三就不算行贿。商业贿赂只针对国企。口头约定在法律上是无效的。', 3],
    ['buyer-07', '安全库存和交货期成正比。波动越剧烈，安全库存可以定得越低。安全库存日常都能领用，用掉了也不必马上补。', 4],
    ['acct-11', '凡是专票都能抵。老板请客吃饭只要拿到专票就可以抵扣。就算改作福利，也用不着做进项转出。', 3],
    ['da-08', '我按点击量算，数据量大更准确。转化率高于100%说明这步很健康。整体转化率就是把每个环节的转化率加总。环节的顺序无所谓。', 4],
    ['pm-11', '群聊里拍了谁，只有本人才能看到。微信不允许拍自己。', 2],
    ['teacher-02', '收缴的手机老师可以自行处理。', 1],
    ['buyer-11', 'A类物料每年盘一次就够了。', 1],
    ['qa-12', 'CI只适合Java这类编译型语言。分支存在得越久越稳定。那些用例有时候失败，就直接把它们删除。', 3],
    ['qa-07', '204代表服务器出错。Content-Type随便填就行。接口是不会超时的。', 3],
    ['acct-07', '合同资产也就是过去的应收账款。合同负债属于资产。合同资产无需计提减值。', 3],
    ['civil-08', '锚固长度是个定值。标号越高，锚固长度要越长。钢筋代换的时候班组可以自己做主换。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['algo-07', '先分层划分训练集和测试集，只对训练集做过采样，测试集保持真实分布。过采样后输出的概率会偏高，要做校准。合成的样本代替不了真实数据，能收集更多少数类最好。'],
    ['sales-13', '回扣不管金额多少，账外暗中给的就是商业贿赂。反不正当竞争法不只管国企，民营企业之间同样适用。口头承诺也有法律效力，只是举证难。'],
    ['buyer-07', '安全库存约等于Z乘需求标准差再乘提前期的平方根。需求波动越大，安全库存要越多。安全库存平时不能动用，用了要及时补。'],
    ['acct-11', '取得专票，用于应税项目的进项才能抵扣。餐费和贷款利息即使开了专票也不能抵。已抵扣的进项改用于集体福利，要做进项税额转出。'],
    ['da-08', '漏斗每一步用去重的UV计算。后一步人数多于前一步，转化率超过100%说明埋点有问题。整体转化率是每步转化率相乘。步骤的顺序不能随便排。'],
    ['pm-11', '在群里拍一拍，所有人都看得到。双击自己的头像也可以拍自己，拍错了可以撤回。'],
    ['teacher-02', '暂扣的手机要妥善保管，放学后还给家长，老师不能摔。'],
    ['buyer-11', 'A类每周循环盘点，C类一年盘点一次。A类要管得最严。'],
    ['qa-12', 'Python项目同样需要持续集成。分支不要活得太久，否则冲突多。偶尔失败的用例要隔离查清原因再修复。'],
    ['qa-07', '204表示成功但没有返回内容，3xx是重定向。Content-Type不能乱填。接口测试要覆盖超时和重试。'],
    ['acct-07', '合同资产不是应收账款，应收账款是无条件收款权。合同负债是一项负债。合同资产也要计提减值。'],
    ['civil-08', '锚固长度按钢筋直径的倍数算。混凝土强度等级越高，锚固长度可以越短。钢筋代换要按等强度计算并经设计同意。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人误以为先过采样再划分测试集没问题，其实会泄露。', 'algo-07')).toEqual([]);
    expect(misconceptionsOf('说口头承诺不算数是个误区。', 'sales-13')).toEqual([]);
    expect(misconceptionsOf('并不是只要有专票就都能抵扣。', 'acct-11')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'algo-07': 3, 'sales-13': 3, 'buyer-07': 3, 'acct-11': 3, 'da-08': 4, 'pm-11': 2, 'teacher-02': 1, 'buyer-11': 1, 'qa-12': 3, 'qa-07': 3, 'acct-07': 3, 'civil-08': 3 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['algo-07', '划分和过采样，过采样和泄露，之前和划分，真实和概率，校准和重采样，真实和复制，少数类和收集，'],
    ['sales-13', '低于和回扣，违法和回扣，只管和反不正当竞争法，回扣和民营，效力和口头，承诺和算数，'],
    ['buyer-07', '提前期和安全库存，成正比和提前期，越大和波动，越少和安全库存，平时和安全库存，补和用完，'],
    ['acct-11', '只要和专票，专票和都，餐费和专票，利息和抵，进项和转出，不用和转出，'],
    ['da-08', '用和PV，点击量和准，转化率和超过，100%和健康，整体转化率和各步，顺序和无所谓，'],
    ['pm-11', '群里和只有，被拍和看到，群里和其他人，拍和自己，自己的头像和反应，'],
    ['teacher-02', '没收的和处理，收缴和还，当着全班和摔，手机和砸，'],
    ['buyer-11', 'A类和一年，A类和盘点，C类和最严，C类和每周，'],
    ['qa-12', '持续集成和只，编译型和Python，解释型和集成，分支和越久，分支上和几周，用例和偶尔，失败和删掉，'],
    ['qa-07', '204和表示，服务器和错误，3开头和客户端，Content-Type和随便，服务器和识别，接口和超时，'],
    ['acct-07', '合同资产和就是，应收账款和以前，老科目和名字，合同负债和资产，合同负债越多和赚钱，合同资产和减值，'],
    ['civil-08', '固定和锚固长度，粗细和钢筋，越高和强度，越长和锚固，自己和班组，根数和代换，监理和代换，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
