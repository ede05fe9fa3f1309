import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-seventieth and -seventy-first batches): a live-stream lottery said bound by
 * no cap on its prize, its winners fixed among one's own accounts, its prizes swapped afterwards or given at the
 * operator's will; grey cast iron taken for a spring material, weldable and tougher than quenched-and-tempered 45 steel,
 * HT200's number read as hardness, 65Mn called stainless; a patient turned to 90° on the side, the bed head raised past
 * 60°, an air mattress taken for the end of turning, nutrition said not to matter, stage 1 said to be broken skin and
 * blisters put at stage 3; an MVP's "minimum" read as the cheapest outsourcing, kept from real users, built with every
 * planned feature and a failed one never pivoted; proximity inverted, the important put in small pale type, primary and
 * secondary buttons made alike; and the wrong facts held at 40 (hand rubs over blood and spores, the five moments as
 * clock times, wa read as network wait and D as a dead process, 90% Line as a failure rate, macro and micro averages
 * swapped, 杀熟 and selling client data called lawful, auto-renewal pre-ticked and its cancel hidden, screens said to
 * train the eyes, bought lists and unconsented marketing texts called legal). Each named as a class of claim, in words other than any rated answer's, and the right
 * statement of the same matter left alone.
 */
describe('interview.misconception: the 170th and 171st batches’ wrong facts', () => {
  it.each([
    ['newmedia-12', '奖品越值钱越好，法规对抽奖奖品没有限制。可以找几个员工的小号抽中一等奖，内定是很常见的。奖品不用照宣传的发，结束后改成积分也没问题。谁中奖由主播自己定。', 4],
    ['mech-08', '弹簧选用HT250就行，铸铁弹性最好。HT300表示布氏硬度。65Mn属于不锈钢。铸铁很好焊。传动轴用灰铸铁，灰铸铁的强度比40Cr钢还高。', 5],
    ['nurse-11', '病人侧卧最好90度。床头摇到70度以上最好。有减压床垫就不必按时翻身。营养对压疮没什么影响。Ⅰ期压疮皮肤已经溃破。3期才有水疱。', 6],
    ['pm-08', '最小就是开发费用最低，所以外包给价格最低的公司。MVP不要给外部用户，由领导投票决定。MVP需要把所有功能都实现。失败了不允许再转型。', 4],
    ['ui-14', '关联越紧密的元素摆得越远。重要的内容颜色要越淡。主次按钮要一样。', 3],
    ['nurse-14', '护理过芽孢感染的病人，用速干手消就可以。五个时刻是指饭前、如厕后这些。', 2],
    ['ops-04', 'wa表示等待网络。状态为D就是僵尸。', 2],
    ['qa-08', '90%Line表示90%的请求报错。集合点是指跑完后把结果合并的地方。', 2],
    ['algo-03', '宏平均是按样本数加权。少数类的表现要看微平均。f1_score的average默认是micro。', 3],
    ['sales-08', '大数据杀熟是合法的。客户资料共享给合作方，无需用户授权。', 2],
    ['pm-05', '扣费前无需通知。取消按钮放到多级菜单下面。', 2],
    ['teacher-13', '电子产品上课至少一半时间。幼儿要多用平板。', 2],
    ['sales-04', '购买的客户数据没问题。营销短信无需客户同意。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['newmedia-12', '抽奖要提前公布规则、奖品和开奖时间，最高奖不超过5万元。用福袋随机开奖，员工和亲友账号不参与。奖品按预告如实发放，下播后三天内寄出。'],
    ['mech-08', '弹簧用65Mn或60Si2Mn弹簧钢。HT200的200是最低抗拉强度。65Mn会生锈，要发黑或镀锌。焊接支架选Q235，铸铁焊接性差。受冲击的传动轴用45钢调质，曲轴可以用球墨铸铁。'],
    ['nurse-11', '侧卧取30度，背后垫枕头。床头抬高不超过30度。用了气垫床也要定时翻身，一般每2小时一次。营养不良容易长压疮，要补充蛋白质。1期是皮肤完整、指压不变白的红斑，2期可出现水疱。'],
    ['pm-08', 'MVP的最小是指验证核心假设需要的最少功能。做出来尽快交给真实用户用，看留存和反馈。验证不通过可以转型，调整方向再试。'],
    ['ui-14', '相关的元素靠近放，无关的拉开间距。越重要的信息字号越大、颜色越深。主按钮用强调色填充，次按钮用描边。'],
    ['nurse-14', '手上有血迹要用流动水和皂液洗手，没有可见污染时用速干手消。五个时刻是接触患者前、无菌操作前、接触体液后、接触患者后和接触患者环境后。'],
    ['ops-04', 'wa是CPU等待磁盘I/O的时间。D是不可中断睡眠，Z是僵尸进程。'],
    ['qa-08', '90% Line是90%的请求响应时间不超过的值。集合点让线程等齐后同时发请求。'],
    ['algo-03', '宏平均各类权重相同，微平均先汇总TP、FP、FN再算。关心小类别看宏平均。f1_score默认average是binary。'],
    ['sales-08', '大数据杀熟违法。客户资料共享前要取得客户同意。'],
    ['pm-05', '自动续费不能默认勾选，扣费前五天提醒用户。取消入口和开通一样方便。'],
    ['teacher-13', '电子产品教学时长原则上不超过30%。低年级要少看屏幕，作业用纸质。'],
    ['sales-04', '买卖客户名单违法，个保法线下也适用。营销短信要先取得用户同意。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人以为65Mn是不锈钢，其实它会生锈。', 'mech-08')).toEqual([]);
    expect(misconceptionsOf('说用了气垫床就不用翻身，这是误区。', 'nurse-11')).toEqual([]);
    expect(misconceptionsOf('内定中奖不是行业惯例，是违法的。', 'newmedia-12')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = {
    'newmedia-12': 4, 'mech-08': 5, 'nurse-11': 6, 'pm-08': 4, 'ui-14': 3,
    'nurse-14': 2, 'ops-04': 2, 'qa-08': 2, 'algo-03': 3, 'sales-08': 2, 'pm-05': 2, 'teacher-13': 2, 'sales-04': 2,
  };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['newmedia-12', '抽奖和金额，奖品和上限，安排和员工，内定和公开，中奖和虚假宣传，奖品和优惠券，事后和换成，发给谁和运营，预告和越大，'],
    ['mech-08', '弹簧和铸铁，铸铁和弹性，HT200和硬度，65Mn和不锈钢，锰和生锈，铸铁和焊接性，焊接和铸铁，铸铁和强度，受冲击和灰铸铁，'],
    ['nurse-11', '侧卧和角度，床头和抬高，半坐和体重，气垫床和翻身，营养和压疮，一期和皮肤，红和破皮，三期和水疱，'],
    ['pm-08', '最小和成本，外包给和团队，MVP和用户，内部和演示，老板和投票，MVP和功能，全部和功能，放弃和方向，'],
    ['ui-14', '关系和元素，拉开和距离，重要和字号，重要和颜色，用户和小字，主按钮和次按钮，主次按钮和颜色，'],
    ['nurse-14', '血迹和免洗，速干和流动水，五个时刻和上班，'],
    ['ops-04', 'wa和网络，wa高和带宽，STAT和D，D状态和kill -9，'],
    ['qa-08', '90% Line和请求，集合点和结果，'],
    ['algo-03', '宏平均和样本数，微平均和每个类，小类和微平均，微平均F1和准确率，f1_score和average，'],
    ['sales-08', '杀熟和国家，个保法和价格，联系方式和商家，'],
    ['pm-05', '默认和自动续费，续费前和通知，取消和入口，退款和电话，'],
    ['teacher-13', '电子产品和时长，蓝光和眼睛，屏幕和近视，低年级和屏幕，越早和适应，'],
    ['sales-04', '个保法和互联网，买和名单，五千条和违法，短信和同意，退订回T和短信，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
