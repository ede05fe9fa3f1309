import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * Wrong facts told fluently on eleven knowledge questions (the hundred-and-thirtieth and hundred-and-thirty-first
 * batches): each named as a class of claim with its siblings, in words other than any rated answer's, and the right
 * statement of the same matter left alone.
 */
describe('interview.misconception: the 130th and 131st batches’ wrong facts', () => {
  it.each([
    ['qa-01', '登录报错要分别提示账号不存在还是密码错了，越具体越好；密码输错几次都不用限制；上了https，注入就不可能了；记住密码就把密码明文放进cookie，这样才对。', 4],
    ['qa-12', '持续集成一般每个月合并一次。Jenkins是收费的商业软件。单测不用放进流水线。流水线红了也不用停，照常往主干提交。', 4],
    ['editor-03', '对校是拿稿件和网上类似的文章比较。理校最稳妥，我都用理校。', 2],
    ['nurse-01', 'HIV阳性要告诉他的公司。来电的人报得出床号，就能告诉他诊断。结核病人不想让人知道，可以不报告。', 3],
    ['legal-14', '物权法现在依然有效。裁判文书网上全部判决都全文公开。', 2],
    ['java-07', 'ZGC只适合4G以下的小堆。ZGC不做压缩，碎片很多要定期重启。Shenandoah跟ZGC是一回事。', 3],
    ['trans-06', '笔译只要译者本人检查一下就能交稿。客户资料可以上传到在线翻译网站机翻。笔译标准要求每天一万字以上。', 3],
    ['fa-13', '敏感性分析是把几个变量一次性全部往坏的方向调。敏感度越高的因素越不重要。蒙特卡洛就是取乐观、悲观两个情况。', 3],
    ['ops-04', '僵尸进程就是死循环吃满CPU的进程。孤儿进程会被内核直接干掉。nohup就是降低进程的优先级。', 3],
    ['newmedia-10', '个保法只适用于银行医院。好评返现平台是支持的。买家信息导出后想怎么用都行。', 3],
    ['acct-13', '领导签字同意后才能去举报。财政局不受理会计举报。举报材料会转给被举报的公司。因举报被开除算企业的正常权利。', 4],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['qa-01', '失败时统一提示用户名或密码错误，不区分账号是否存在；连续输错5次锁定；即使上了HTTPS也要测SQL注入；记住密码存的是加密的token，Cookie里不能有明文密码。'],
    ['qa-12', '持续集成要求每天多次合到主干，Jenkins是免费开源的，单元测试放进流水线，构建失败要马上修。'],
    ['editor-03', '对校是拿校样和原稿逐字对照，本校是本书前后互证，他校用别的书核对引文，理校风险最大，放在最后慎用。'],
    ['nurse-01', '艾滋病结果未经本人同意不能告诉单位；电话里问病情，就算说得出床号也不能告诉；肺结核是法定传染病，必须上报。'],
    ['legal-14', '合同法、担保法随民法典施行已经废止；离婚和未成年人案件不在裁判文书网公开，公开的文书会隐去身份证号。'],
    ['java-07', 'ZGC的停顿不随堆大小增长，适合大堆，它会并发整理内存；Shenandoah是红帽的，和ZGC实现不同。'],
    ['trans-06', '笔译交稿前自己通读，再交给另一个人审校；客户稿子不能贴到免费在线翻译里；笔译每天一般三四千字。'],
    ['fa-13', '敏感性分析每次只变一个因素，其他不变；敏感系数越大越重要；蒙特卡洛对每个变量随机抽样上万次。'],
    ['ops-04', '僵尸进程已经退出，不占CPU，kill -9杀不掉，要处理父进程；孤儿进程会被1号进程收养；nohup让进程忽略挂断信号，调优先级用nice。'],
    ['newmedia-10', '个人信息保护法对电商商家同样适用；好评返现是平台禁止的；买家信息只能用来发货。'],
    ['acct-13', '会计发现做假账可以直接向财政部门检举，不需要领导同意；检举材料不得转给被检举单位；因检举辞退会计是打击报复，是违法的。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人以为ZGC的停顿跟堆大小成正比，这是误区。', 'java-07')).toEqual([]);
    expect(misconceptionsOf('孤儿进程不会被杀掉，而是被systemd收养。', 'ops-04')).toEqual([]);
    expect(misconceptionsOf('民法典施行前签的合同，仍然适用当时的合同法。', 'legal-14')).toEqual([]);
  });

  it('names ZGC’s, Shenandoah’s and the four collation methods’ originators', () => {
    expect(wrongAttributionsOf('ZGC是红帽公司开发的。').map((w) => w.key)).toEqual(['ZGC']);
    expect(wrongAttributionsOf('Shenandoah是甲骨文开发的。').map((w) => w.key)).toEqual(['Shenandoah']);
    expect(wrongAttributionsOf('我审稿用“校法四例”，这个方法是胡适提出来的。').map((w) => w.key)).toEqual(['校法四例']);
    expect(attributionErrorsOf('ZGC是Oracle在2018年推出的，Shenandoah是红帽开发的，校法四例是陈垣总结的。')).toEqual([]);
  });

  it('caps a fluent garbage-collector answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '回收算法有标记清除、复制和标记整理。收集器里我用过ZGC，它的停顿随堆变大而变长，只适合2G以下的小堆；而且ZGC不整理内存，服务跑一周就得重启一次。';
    const right = '回收算法有标记清除、复制和标记整理。收集器里我用过ZGC，它的停顿在毫秒以下，不随堆变大而变长，适合几十G的大堆；ZGC会并发整理内存，服务跑几个月也不用重启。';
    expectWrongTwinCapped('java-07', { category: 'Java开发', group: '技术' }, wrong, right);
  });

  // 1-13 ms on an idle machine, yet 240 ms in CI while other suites' workers held both cores: the bound is far above
  // that, and far below what a pattern that backtracks on such a line takes (many seconds)
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(
      [
        ['qa-01', '分开测用户名和密码，用户名不存在时看提示，HTTPS加密传输，注入要测，Cookie里的密码，'],
        ['qa-12', '持续集成每天合并，Jenkins开源，单元测试进流水线，构建失败就修，'],
        ['editor-03', '对校本校他校理校，理校要查证，对校对原稿，'],
        ['legal-14', '合同法担保法民法典，裁判文书网上的判决，离婚案件，身份证号，'],
        ['java-07', 'ZGC的停顿和堆，ZGC整理内存碎片，Shenandoah和ZGC，'],
        ['ops-04', '僵尸进程的父进程，孤儿进程被收养，nohup后台运行，kill -9，'],
        ['acct-13', '检举会计违法，负责人签字，财政部门审计部门，检举材料，因检举辞退，'],
      ],
      1000,
    );
  });
});
