import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';

/**
 * Wrong facts told fluently on seven knowledge questions (the hundred-and-thirty-fourth batch): each named as a class
 * of claim with its siblings, in words other than any rated answer's, and the right statement of the same matter
 * left alone.
 */
describe('interview.misconception: the 134th batch’s wrong facts', () => {
  it.each([
    ['java-11', '@SpringBootApplication只是@Configuration的别名。打包的时候插件会自动写出META-INF下的spring.factories。Spring Boot 3.2仍然只支持spring.factories。自动配置没法排除，只能把starter从pom里删掉。', 4],
    ['ops-09', 'RDB就是记录每一条写命令的日志。AOF指的是定期做内存快照。appendfsync选always写入速度最快。bgsave跟save一样会阻塞Redis。crontab里写 15 3 * * * 代表每隔三小时跑一次。有了持久化就等于有了备份。', 5],
    ['teacher-04', '家校沟通可以参考维果茨基的生态系统理论。家庭和学校的互动属于外层系统。爱泼斯坦把家长参与只分成了两类。', 3],
    ['teacher-02', '我会用负强化，也就是批评他。罚得越狠涟漪越大。操作性条件反射是巴甫洛夫发现的。破窗理论是斯金纳提出来的。', 4],
    ['ui-04', '扁平风格最早是iOS 6带起来的。夜间模式最好用#000背景加#fff字。8pt网格就是把页面切成8列。', 3],
    ['trans-03', 'TEU指的是40尺的大柜。ETD意思是预计抵达时间。Reefer是冷藏船而不是集装箱。生词不用查词典，直接音译就好。', 4],
    ['nurse-02', '青霉素皮试一次阴性就终身免试。皮试后等一个小时再判断结果。阳性的话减量使用就行。病人自己说不过敏就不用做皮试。抢救药不用提前准备。', 5],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['java-11', '@SpringBootApplication组合了@SpringBootConfiguration、@ComponentScan和@EnableAutoConfiguration。spring.factories是写starter的人放在META-INF下的，2.7以后改为AutoConfiguration.imports，3.x不再从spring.factories读自动配置。不要的自动配置可以用exclude排除。'],
    ['ops-09', 'RDB是某个时间点的内存快照，AOF把每条写命令追加到日志。appendfsync设成always最安全但最慢，一般用everysec。SAVE会阻塞主线程，BGSAVE fork子进程在后台写。0 3 * * * 是每天凌晨三点跑一次。持久化不等于备份，RDB文件要拷到别的机器上。'],
    ['teacher-04', '布朗芬布伦纳的生态系统理论里，家庭和学校之间的联系属于中间系统。爱泼斯坦把家长参与分为六种类型，家长会只是其中一种。'],
    ['teacher-02', '负强化是撤掉学生讨厌的刺激来增加好行为，它来自斯金纳的操作性条件反射。库宁的涟漪效应说明，处理一个学生时要求清楚、态度坚定，比严厉更有用。破窗效应是威尔逊和凯林提出的，所以小问题要及时处理。'],
    ['ui-04', '苹果在2013年的iOS 7改成扁平化，之前iOS 6是拟物风格。深色模式背景一般用深灰而不是纯黑，文字用略灰的白。8pt网格是间距和尺寸都取8的倍数，页面列数另看栅格系统。'],
    ['trans-03', 'TEU是二十英尺标准箱，四十尺柜算两个TEU。ETA是预计到港时间，ETD是预计离港时间。reefer一般是冷藏集装箱。遇到生词先查术语库和平行文本，拿不准就问客户。'],
    ['nurse-02', '停药三天以上或换批号要重新做皮试。皮试后观察20分钟看结果。阳性禁止使用，报告医生。即使病人说以前不过敏，也要做皮试。皮试前备好肾上腺素。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人以为负强化就是惩罚，其实不是。', 'teacher-02')).toEqual([]);
    expect(misconceptionsOf('BGSAVE不会阻塞主线程，只有fork那一下会停顿。', 'ops-09')).toEqual([]);
    expect(misconceptionsOf('有人误以为ETA是离港时间。', 'trans-03')).toEqual([]);
    expect(misconceptionsOf('皮试阳性不能减量再打。', 'nurse-02')).toEqual([]);
    expect(misconceptionsOf('8点栅格不是分成8列，列数不对也不影响。', 'ui-04')).toEqual([]);
  });

  it('names the ecological systems theory’s, the broken windows’ and operant and classical conditioning’s originators', () => {
    expect(wrongAttributionsOf('生态系统理论是杜威提出的。').map((w) => w.key)).toEqual(['生态系统理论']);
    expect(wrongAttributionsOf('破窗效应是库宁提出的。').map((w) => w.key)).toEqual(['破窗效应']);
    expect(wrongAttributionsOf('负强化是巴甫洛夫提出来的。').map((w) => w.key)).toEqual(['强化理论']);
    expect(wrongAttributionsOf('经典条件反射是斯金纳发现的。').map((w) => w.key)).toEqual(['经典条件反射']);
    expect(attributionErrorsOf('生态系统理论是布朗芬布伦纳在1979年提出的。破窗效应是威尔逊和凯林1982年提出的。操作性条件反射是斯金纳提出的。经典条件反射是巴甫洛夫发现的。')).toEqual([]);
    expect(wrongAttributionsOf('我用破窗效应解释班级纪律，也借鉴了社会生态系统理论。')).toEqual([]);
  });

  it('caps a fluent Redis backup answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '我在实习时负责测试环境的Redis备份。RDB是把每条写命令追加到文件里，AOF是定时拍内存快照。手动备份用BGSAVE，它会阻塞主线程直到写完，所以放在凌晨，定时任务写 0 4 * * *，意思是每四分钟执行一次。';
    const right = '我在实习时负责测试环境的Redis备份。RDB是定时拍内存快照，AOF是把每条写命令追加到文件里。手动备份用BGSAVE，它fork子进程在后台写，不阻塞主线程，定时任务写 0 4 * * *，意思是每天凌晨四点执行一次。';
    expectWrongTwinCapped('ops-09', { category: '运维工程师', group: '技术' }, wrong, right);
  });

  // a few ms on an idle machine; the bound is the 132nd file's, far below what a backtracking pattern takes
  it('reads a 5,000-character answer of near matches in well under a second', () => {
    expectNearMatchesQuiet(
      [
        ['java-11', 'SpringBootApplication和Configuration，Maven打包生成jar，spring.factories和imports，3.x版本，自动配置和exclude，'],
        ['ops-09', 'RDB和AOF的日志，always和everysec，BGSAVE和SAVE的阻塞，0 2 * * * 每天，持久化和备份，'],
        ['teacher-04', '杜威和布朗芬布伦纳，生态系统的中间系统，家庭和学校，爱泼斯坦的六种类型，'],
        ['teacher-02', '负强化和惩罚的区别，严厉的批评，涟漪效应，破窗效应，巴甫洛夫的狗，'],
        ['ui-04', '扁平化和拟物化，iOS 6和iOS 7，深色模式的#121212，8点栅格和4列，'],
        ['trans-03', 'TEU和FEU，四十英尺，ETA和ETD的时间，reefer冷藏箱，术语库和词典，'],
        ['nurse-02', '皮试阴性和阳性，观察20分钟，换批号，家属说没过敏，备好肾上腺素，'],
      ],
      1000,
    );
  });
});
