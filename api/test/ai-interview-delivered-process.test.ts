import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { starOf } from '../src/ai/interview/star';
import { structureOf } from '../src/ai/interview/structure';
import { asksProcess, tellsNoStep } from '../src/ai/interview/template-steps';
import { scoreOne } from './ai-interview-answers';

/**
 * Rules of the ninety-sixth and ninety-seventh batches on answers: a piece of work handed in or taken up is a story's
 * outcome (star.ts DELIVERED), a story opened by 有一次 in a clause long enough to read as unsaid is still an event told
 * (star.ts NARRATIVE_CUES), and a process asked answered with no step told in order is its idea, not the process
 * (analysis.ts interview.vague.process-unordered); a story opened on its piece of work and closed on the rule of thumb
 * drawn from it (structure.ts task-opening, lesson-drawn). Written for these tests: none is an item of a rated set.
 */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const DEADLINE = bankQuestion('editor-12')!;
const EXCEL = bankQuestion('fa-11')!;
const HANDSHAKE = bankQuestion('ops-08')!;

describe('interview.star.delivered: work handed in or taken up is the outcome', () => {
  const REPORT =
    '大二我在学院团委做宣传，有一次要给校运会写一篇通讯，原来说周一交，周六中午老师说周日早上就要推送。我把当天拍的照片和记的几句话先排了顺序，只写接力赛那一段，别的项目一句带过。晚上十一点交稿，老师改了两个标题，早上按时推送。后来我发现一个班级名称写错了，马上在评论区做了说明。';
  const TABLE =
    '我在一家建材店实习时，老板让我算每种瓷砖一个月卖了多少。我把出库单一张张录进表格，用数据透视表按品牌和月份汇总，又画了柱状图，看出来有两款灰色的砖卖得特别慢。做完交给老板，他拿去跟供货商谈退货了。不足的是我没把退货和换货分开记。';
  it('reads 做完交给…他拿去…了 as an outcome, and 交稿 as the deadline in the writer’s words, so the stories are on their questions', () => {
    expect(starOf(TABLE).present).toContain('result');
    expect(starOf(TABLE).example).toBe(true);
    expect(analyzeAnswer(DEADLINE, REPORT, TIMING).on_topic).toBe(true);
    expect(analyzeAnswer(EXCEL, TABLE, TIMING).on_topic).toBe(true);
    expect(scoreOne(DEADLINE, REPORT, { category: '编辑', group: '传媒' }).score).toBeGreaterThanOrEqual(70);
    expect(scoreOne(EXCEL, TABLE, { category: '财务分析', group: '财会金融' }).score).toBeGreaterThanOrEqual(70);
  });
  it('reads no outcome in work still to hand in, nor a plan to hand it in', () => {
    expect(starOf('我觉得截稿前要留出时间检查，写完要交给老师看，要提前准备。').present).not.toContain('result');
    expect(starOf('我准备交了初稿再慢慢改，这样比较稳妥。').present).not.toContain('result');
  });
  it('keeps a cliché-only deadline answer off the story weight', () => {
    const HOLLOW = '面对截稿压力，我觉得首先要保持良好的心态，合理安排时间，提高工作效率，同时保证稿件质量，最终按时完成任务，得到了大家的认可。';
    expect(scoreOne(DEADLINE, HOLLOW, { category: '编辑', group: '传媒' }).score).toBeLessThan(60);
  });
});

describe('interview.star: 有一次 in a long opening clause still sets an event', () => {
  it('reads the cue in the whole answer when the clause holding it is unsaid, but not 比如 heading a list', () => {
    const said = '我手上有两段录音，我先把重点找出来写了';
    expect(starOf(said).example).toBe(false);
    expect(starOf(said, `有一次要写学院同学去外地一个老矿区做社会实践的稿子，${said}`).example).toBe(true);
    expect(starOf(said, `比如 Excel Word PPT，${said}`).example).toBe(false);
  });
});

describe('interview.vague.process-unordered: a process asked, answered with no step in order', () => {
  const IDEA = 'TCP建立连接的时候，两边要来回发三次包，确认双方都能正常收发。断开是因为两个方向要分别关闭，所以要四次，用到的标志位有SYN、ACK和FIN这些。';
  const STEPS =
    '三次握手：客户端先发SYN，进入SYN_SENT；服务端收到后回SYN+ACK，进入SYN_RCVD；客户端再回ACK，双方进入ESTABLISHED。四次挥手：主动方先发FIN，对方回ACK；等对方数据发完，再发FIN，主动方回ACK后进入TIME_WAIT，等2MSL再关闭。';
  it('asks a process of 过程是怎样的, not of 过程中', () => {
    expect(asksProcess(HANDSHAKE)).toBe(true);
    expect(asksProcess({ text: '静脉输液过程中出现输液反应，你会怎么处理？', example: false })).toBe(false);
  });
  it('caps the idea and the names of the parts, not the steps told in order', () => {
    expect(tellsNoStep(IDEA)).toBe(true);
    expect(tellsNoStep(STEPS)).toBe(false);
    const idea = scoreOne(HANDSHAKE, IDEA, { category: '运维工程师', group: '技术' }).score;
    const steps = scoreOne(HANDSHAKE, STEPS, { category: '运维工程师', group: '技术' }).score;
    expect(idea).toBeLessThan(70);
    expect(steps).toBeGreaterThanOrEqual(80);
  });
  it('costs a few ms on a 6,000-character hostile line', () => {
    const hostile = '来回发三次包、'.repeat(900).slice(0, 6000);
    const delivered = '交了交了交了他拿去'.repeat(700).slice(0, 6000);
    const t0 = performance.now();
    tellsNoStep(hostile);
    starOf(delivered);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});

describe('interview.structure: a story opened on its piece of work and closed on the rule of thumb drawn', () => {
  const q = bankQuestion('common-03')!;
  const STORY =
    '我们做一个茶叶店的海报作业，三个人一组。我想用手绘，另一个同学想用照片拼贴。我提议各做一版，拿到学校超市门口问了十几个同学，结果多数人选了照片那版。我就按那版改，只留了一个手绘的茶杯。我觉得意见不合的时候，拿真实的反馈来说话比较好。';
  it('reads the assignment named as the scene and the rule of thumb as a close, on a story', () => {
    const r = structureOf(STORY, q, undefined, { story: true });
    expect(r.opening).toBe(true);
    expect(r.closing).toBe(true);
  });
  it('does not read them so on an answer that tells no story', () => {
    const VIEW = '我们做一个团队项目的时候，意见不合很正常。大家都有自己的想法。我觉得沟通最好。';
    const r = structureOf(VIEW, q, undefined, { story: false });
    expect(r.closing).toBe(false);
    expect(structureOf('天气很好，大家都出门了。我觉得团队合作的时候多沟通比较好。', q, undefined, { story: false }).closing).toBe(false);
  });
});
