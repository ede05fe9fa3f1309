import { bankQuestion } from '../src/ai/interview/bank';
import { closesOnChoice, comparedOf, laysOutContrast } from '../src/ai/interview/contrast';
import { analyzeAnswer } from '../src/ai/interview/analysis';
import { structureOf } from '../src/ai/interview/structure';
import { scoreOne } from './ai-interview-answers';

/**
 * interview.structure.contrast (contrast.ts, structure.ts): a question that asks how two things differ is answered in
 * the order of the contrast, one thing told and then the other, closing on which to use when; no 首先/其次 is needed
 * (docs/ai-rubric.md). Written for these tests, on questions of the banks: none is an item of a rated set.
 */
const q = (id: string) => bankQuestion(id)!;

// 说说防抖和节流的区别，以及各自的使用场景。 — the two told in turn, code quoted, no connective
const CONTRAST =
  '`debounce`防抖是连续触发时只在停下来一段时间后执行一次，中间再触发就重新计时；节流是固定间隔里最多执行一次，不管触发多频繁。防抖适合搜索框联想，等用户停手再发请求；节流适合滚动加载，滚动中也要隔一会儿检查一次。只要最后一次结果的用防抖就够了，过程中也要持续响应的才用节流。';

describe('interview.structure.contrast: one compared thing, then the other', () => {
  it('reads the two things a question compares, in the clause that asks it', () => {
    expect(comparedOf(q('java-09').text)).toEqual(['synchronized', 'ReentrantLock']);
    expect(comparedOf(q('fe-08').text)).toEqual(['强缓存', '协商缓存']);
    expect(comparedOf(q('da-05').text)).toEqual(['均值', '中位数']);
    expect(comparedOf(q('hr-06').text)).toBeUndefined();
  });

  it('credits a contrast laid out in turn as the answer\'s order, and a choice between them as its close', () => {
    expect(laysOutContrast(CONTRAST, q('fe-10').text)).toBe(true);
    expect(closesOnChoice('只要最后一次结果的用防抖就够了，过程中也要持续响应的才用节流', q('fe-10').text)).toBe(true);
    const s = structureOf(CONTRAST, q('fe-10'));
    expect(s.notes).toEqual([]);
    expect(s.score).toBeGreaterThanOrEqual(80);
    expect(scoreOne(q('fe-10'), CONTRAST, { category: '前端开发', group: '技术' }).score).toBeGreaterThanOrEqual(75);
  });

  it('does not read one thing told alone, or the pair named in one breath, as a contrast', () => {
    const oneSided = '防抖就是连续触发时只在停下来一段时间后执行一次，中间再触发就重新计时。搜索框联想一般用它。';
    const named = '防抖和节流都是控制函数执行频率的方法，防抖节流在前端很常用，面试也经常问到。';
    expect(laysOutContrast(oneSided, q('fe-10').text)).toBe(false);
    expect(laysOutContrast(named, q('fe-10').text)).toBe(false);
    expect(structureOf(named, q('fe-10')).notes).toContain('没有交代先后层次（如“先……然后……最后”）');
    // a how-to is no comparison: its order still needs its steps told in turn
    expect(laysOutContrast(CONTRAST, q('hr-06').text)).toBe(false);
    expect(closesOnChoice('用防抖就够了', q('hr-06').text)).toBe(false);
  });
});

/*
 * Rules of the fifty-eighth and fifty-ninth batches (analysis): a story opens by setting its scene, as STAR begins
 * (interview.structure.story-opening), and an answer may close on what the student took from it or still lacks
 * (interview.structure.lesson-close). Written for these tests, on questions of the banks: none is an item of a rated set.
 */
describe('interview.structure.story-opening and .lesson-close', () => {
  const timing = { seconds: 120, seconds_used: 60, late: 0 };
  // 你在压力很大的情况下是如何工作的？请举例说明。
  const STORY =
    '大三暑假我在一家做陶瓷出口的公司实习，一周要翻完一本八千字的产品手册，同时还要准备口译课的期末考试。我先花一个晚上把釉色和工艺的术语列了表，之后每天固定翻一千五百字，晚上十二点前一定睡。最后提前一天交了稿，客户只改了两个色名。现在我知道，这种活开工前要先问客户有没有以前的术语表。';
  const NOT_SCENE = '我从小就比较能扛事。一般我会列一个清单，把事情按轻重排好，一件一件做完。这样心里就不慌了。';

  it('reads a story\'s first sentence setting a time or a place of the student\'s own as its opening', () => {
    expect(structureOf(STORY, q('common-04'), undefined, { story: true }).opening).toBe(true);
    expect(structureOf(STORY, q('common-04')).opening).toBe(false);
    const a = analyzeAnswer(q('common-04'), STORY, timing);
    expect(a.structure.notes).not.toContain('开头没有直接回答问题');
  });

  it('does not read an opening that sets no scene, nor a scene outside a story', () => {
    expect(structureOf(NOT_SCENE, q('common-04'), undefined, { story: true }).opening).toBe(false);
    expect(structureOf('大三暑假天气很热。后来就开学了。', q('da-04')).opening).toBe(false);
  });

  it('reads a close on a lesson or a limit admitted as a conclusion, and a close on anything else as none', () => {
    const steps = '我先把数据按月拉出来。然后对比了两年的数字。';
    expect(structureOf(`${steps}现在我知道，先分清口径再算。`, q('da-04')).closing).toBe(true);
    expect(structureOf(`${steps}不过透视表我现在还不太熟，还在练。`, q('da-04')).closing).toBe(true);
    expect(structureOf(`${steps}那天的天气很好。`, q('da-04')).closing).toBe(false);
  });
});
