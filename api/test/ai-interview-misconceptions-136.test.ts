import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * Wrong facts told fluently on six knowledge questions (the hundred-and-thirty-sixth batch): each named as a class
 * of claim with its siblings, in words other than any rated answer's, and the right statement of the same matter left
 * alone.
 */
describe('interview.misconception: the 136th batch’s wrong facts', () => {
  it.each([
    ['da-03', '分层实验是阿里巴巴在2016年发明的。同一层里面的多个实验可以共享流量。层与层之间要互斥。A/A测试是指两组都上新方案。分流按每个请求来随机分就可以。', 4],
    ['algo-09', 'DSSM是脸书2018年推出的。双塔的两侧在输入层就合并交互。双塔属于精排模型。视频的向量不能预先算出来。随机采样的负例不可以用。双塔比DIN还准。', 6],
    ['hr-11', '医疗期一律只有一个月。医疗期期间单位提前30天通知就能解除合同。医疗期满后可以立即辞退员工。员工合同在医疗期内到期的照样终止。', 4],
    ['buyer-06', '履约保证金是采购方付给供应商的。质保金按规定留百分之三十。合同原件付款以后就可以扔掉。', 3],
    ['buyer-08', '采购员轮岗会导致腐败。三百元以内的礼品不用登记。廉洁协议跟供应商没有关系。', 3],
    ['da-09', '比较用过新功能的人和没用过的人，差异就等于功能带来的提升。把使用之后的停留时长纳入倾向分模型。倾向得分匹配是赫克曼在2005年提出的。PSM可以替代A/B测试。', 4],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['da-03', '分层实验是谷歌在2010年提出的，同一层内的实验互斥，不同层之间流量正交复用。A/A测试两组用同一个版本，差异显著说明分流有问题。按用户ID分流，同一个用户始终看到同一个版本。'],
    ['algo-09', 'DSSM是微软在2013年提出的。双塔的用户塔和物品塔各自编码，只在最后算内积。双塔主要用在召回和粗排。物品向量可以离线算好存进索引。召回的负样本常用随机负采样。双塔没有DeepFM准，但是快。'],
    ['hr-11', '医疗期按工作年限确定，三到二十四个月。医疗期内不能依照第40条提前三十天通知解除。医疗期满不能从事原工作的，要另行安排工作，仍不能从事的才能解除并支付经济补偿。医疗期内合同到期的要顺延到医疗期满。'],
    ['buyer-06', '履约保证金由供应商交给采购方，一般不超过合同金额的10%。质保金比例和质保期按合同约定。合同原件要归档保存。'],
    ['buyer-08', '采购员定期轮岗可以防止腐败。供应商送的礼品要婉拒，推不掉的登记上交。廉洁协议要和供应商签。'],
    ['da-09', '直接比较用了功能和没用的用户有自选择偏差，差异不等于功能效果。倾向分模型只放使用功能之前的特征。倾向得分匹配是罗森鲍姆和鲁宾在1983年提出的。PSM控制不了看不见的混杂，不能替代A/B测试。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人以为A/A测试是看新版本的效果，其实是检验分流。', 'da-03')).toEqual([]);
    expect(misconceptionsOf('双塔不是用在精排的。', 'algo-09')).toEqual([]);
    expect(misconceptionsOf('医疗期不是统一一个月。', 'hr-11')).toEqual([]);
    expect(misconceptionsOf('以为轮岗会增加腐败是误区。', 'buyer-08')).toEqual([]);
    expect(misconceptionsOf('PSM不等于随机实验。', 'da-09')).toEqual([]);
  });

  it('names DSSM, layered experiments and propensity score matching credited to someone else or a wrong year, and not the right originator', () => {
    expect(wrongAttributionsOf('DSSM是谷歌提出的。').map((w) => w.key)).toEqual(['DSSM']);
    expect(wrongAttributionsOf('重叠实验是字节跳动2018年提出的。').map((w) => w.key)).toEqual(['分层实验']);
    expect(wrongAttributionsOf('倾向得分匹配是赫克曼提出的。').map((w) => w.key)).toEqual(['倾向得分匹配']);
    expect(attributionErrorsOf('DSSM是微软在2013年提出的。分层实验是谷歌2010年提出的。倾向得分匹配是罗森鲍姆和鲁宾1983年提出的。')).toEqual([]);
    expect(wrongAttributionsOf('我们用分层实验平台做过实验，也用过倾向得分匹配和DSSM。')).toEqual([]);
  });

  it('caps a fluent A/B testing answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const head = 'A/B测试就是把用户随机分成对照组和实验组，同时跑，比较核心指标。设计时先定好主要指标，按基线转化率和最小可检测效应算样本量，至少跑满一周。';
    const wrong = `${head}流量不够时可以用分层实验，同一层里的实验可以共享同一批用户，不同层之间必须互斥。上线前先做A/A测试，两组都用新版本，差异显著就说明新版本有效。`;
    const right = `${head}流量不够时可以用分层实验，同一层里的实验互斥，不同层之间流量正交可以复用。上线前先做A/A测试，两组都用同一个旧版本，差异显著说明分流有问题。`;
    expectWrongTwinCapped('da-03', { category: '数据分析师', group: '技术' }, wrong, right);
  });

  const near = [
    ['da-03', '同一层的实验，不同层之间，A/A测试的版本，每次请求的日志，同一个用户的旧版，分层实验的平台，'],
    ['algo-09', '双塔的底层特征，用户塔和物品塔，精排和粗排，物品的向量索引，随机负采样，DeepFM的精度，DSSM的论文，'],
    ['hr-11', '医疗期的长短，医疗期内的通知，医疗期满的安排，劳动合同到期，经济补偿的计算，'],
    ['buyer-06', '履约保证金的比例，采购方和供应商，质保金的约定，质保期的长短，合同原件的归档，'],
    ['buyer-08', '采购员的轮岗制度，一千元的礼品，登记上交的流程，廉洁协议和供应商，'],
    ['da-09', '用了功能的用户，样本量的大小，自选择偏差，倾向得分的变量，看不见的因素，A/B测试的替代，'],
  ] as const;

  // a few ms on an idle machine for the whole question, yet far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(near, 1000);
  });

  it('runs each pattern of the six questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
