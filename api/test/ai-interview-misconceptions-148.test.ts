import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on six knowledge questions (the hundred-and-forty-eighth batch): hypoglycaemia taught
 * wrong, mystery shopping, drilled and tapped holes in DFM, etcd, probes, HPA and replicas, re-uploading videos, trade
 * secrets in competitor analysis. Each named as a class of claim, in words other than any rated answer's, and the right
 * statement of the same matter left alone.
 */
describe('interview.misconception: the 148th batch’s wrong facts', () => {
  it.each([
    ['nurse-08', '宣教时我告诉病人血糖不到6就是低血糖了，一头晕就要赶紧加打一点胰岛素。低血糖时喝牛奶升糖更快，别喝糖水。吃完东西也不用复测血糖。睡前血糖低一点没关系。', 5],
    ['mkt-07', '神秘顾客是美团2012年发明的，暗访员进店要先表明身份。神秘顾客是定量研究，每个门店起码要跑五百次。暗访录像要上传到微博给大家评。', 5],
    ['mech-09', '做DFM时我会把盲孔的孔底画成平底，钻出来就是平的。螺纹深度与底孔深度相同。孔径可以任意取，什么尺寸的钻头都买得到。深孔也没什么问题。装夹次数越多精度越高。', 5],
    ['ops-03', 'K8s的日志存储在etcd里。存活探针失败后Pod会被从Service摘除。HPA依据磁盘使用率扩容。Kubernetes限制副本数不能超过5个。', 4],
    ['newmedia-01', '平台识别重复内容只看MD5，去水印再加个滤镜就检测不到了。平台都是鼓励搬运的，搬运视频不会被封号。', 2],
    ['mkt-04', '反不正当竞争法只管专利和商标，对手的报价单不属于商业秘密。可以挖竞争对手的业务员，叫他把客户资料拷过来。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['nurse-08', '低血糖是指糖尿病病人血糖低于3.9mmol/L。出现心慌、出汗要马上吃糖块或喝果汁，暂停胰岛素，15分钟后复测血糖。巧克力和牛奶含脂肪，升糖慢。出门随身带糖。睡前血糖偏低要加餐。空腹血糖要控制在7.0以下。'],
    ['mkt-07', '我推荐神秘顾客法，这是20世纪40年代美国的调研公司开始用的。神秘顾客要匿名，不能暴露身份，离店后填写检查表。它属于观察法。每家门店每月去两次。录音录像只在内部用。我把问卷发到网上让大家填。'],
    ['mech-09', '钻出来的盲孔孔底有118°锥角，图上画120°，孔底要平的话要用立铣刀铣。盲孔的底孔要比螺纹深几个螺距。孔径尽量取标准钻头尺寸。孔深超过直径5倍以上要分段退屑，尽量避免深孔。加工面尽量集中，一次装夹完成，减少装夹次数。'],
    ['ops-03', 'etcd保存集群的所有状态数据，容器日志用EFK收集。liveness探针失败会重启容器；readiness探针失败会把Pod从Service的endpoints摘掉，不重启。HPA按CPU使用率扩缩容，maxReplicas可以按需设置。'],
    ['newmedia-01', '从零做账号要坚持原创。平台会用画面和音频指纹识别搬运，去水印、镜像也能识别出来，搬运会被限流甚至封号。'],
    ['mkt-04', '竞品分析我会看对手官网、电商评价和行业报告，自己去门店体验，只用公开信息。客户名单和报价可能是商业秘密，不能挖对方员工带资料过来。我扮成普通顾客去对手门店看了陈列和价格。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多病人以为血糖低于7就算低血糖，其实是3.9。', 'nurse-08')).toEqual([]);
    expect(misconceptionsOf('低血糖时不要再打胰岛素，要马上吃糖。', 'nurse-08')).toEqual([]);
    expect(misconceptionsOf('神秘顾客不属于定量调研。', 'mkt-07')).toEqual([]);
    expect(misconceptionsOf('孔底不能画成平的，要画锥角。', 'mech-09')).toEqual([]);
    expect(misconceptionsOf('readiness失败不会重启容器。', 'ops-03')).toEqual([]);
    expect(misconceptionsOf('很多人以为搬运号不会被限流，这是误区。', 'newmedia-01')).toEqual([]);
    expect(misconceptionsOf('有人说客户名单不算商业秘密，这是错的。', 'mkt-04')).toEqual([]);
  });

  it('names mystery shopping credited to a company or a late year, and not its origin or a company’s use', () => {
    expect(wrongAttributionsOf('神秘顾客是肯德基发明的。').map((w) => w.key)).toEqual(['神秘顾客']);
    expect(wrongAttributionsOf('做调研我推荐神秘顾客法。这个方法是2005年淘宝提出的。').map((w) => w.year)).toEqual(['2005年']);
    expect(attributionErrorsOf('神秘顾客是20世纪40年代美国的WilMark公司提出的。')).toEqual([]);
    expect(wrongAttributionsOf('肯德基在中国较早引入了神秘顾客。')).toEqual([]);
    expect(wrongAttributionsOf('神秘顾客这个方法是我们公司2019年引进的。')).toEqual([]);
  });

  it('caps a fluent hypoglycaemia lesson told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '在内分泌科实习时，我给刚确诊的糖尿病病人讲低血糖。先讲什么是低血糖：血糖不到6就是低血糖了。再讲怎么处理：一出现头晕、手抖，就要赶紧加打一点胰岛素。我会让病人复述一遍，家属也一起听，最后发一张卡片贴在冰箱上，出院前再考一次。';
    const right = '在内分泌科实习时，我给刚确诊的糖尿病病人讲低血糖。先讲什么是低血糖：血糖低于3.9就是低血糖。再讲怎么处理：一出现头晕、手抖，马上吃几块糖或喝半杯果汁，15分钟后复测。我会让病人复述一遍，家属也一起听，最后发一张卡片贴在冰箱上，出院前再考一次。';
    expectWrongTwinCapped('nurse-08', { category: '护士', group: '医疗' }, wrong, right);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'nurse-08': 5, 'mkt-07': 5, 'mech-09': 5, 'ops-03': 4, 'newmedia-01': 2, 'mkt-04': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 30);
  });

  const near = [
    ['nurse-08', '血糖低于和低血糖，低血糖和要打，心慌和胰岛素，巧克力和升糖，低血糖和不要，不用和带，症状和不用，睡前和血糖，睡一觉和血糖，'],
    ['mkt-07', '神秘顾客和阿里，神秘顾客和2005年，神秘顾客和要，调研员和身份，隐瞒和欺骗，神秘顾客和定量，每家门店和至少，录音和网上，'],
    ['mech-09', '盲孔和孔底，钻头和钻出来，不用和锥角，盲孔和攻，螺纹长度和钻孔，孔径和随便，钻头和都，麻花钻和一次，深孔和没，装夹和越多，'],
    ['ops-03', 'etcd和存，日志和写，etcd和坏了，liveness和失败，readiness和失败，HPA和按，HPA和磁盘，规定和副本，副本和最多，'],
    ['newmedia-01', '查重和只，改和一帧，去水印和镜像，平台和鼓励，搬运和不会，搬和不算，跨平台和搬，'],
    ['mkt-04', '反不正当竞争法和只，客户名单和不算，离职和资料，挖和对手，让他和入职，假装和套，扮成和把，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the six questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
