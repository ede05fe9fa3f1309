import { bankQuestion } from '../src/ai/interview/bank';
import { isSaid, sentencesOf } from '../src/ai/interview/sentences';
import { SCENE_OPENING } from '../src/ai/interview/spoken-cues';
import { starOf, tellsResult } from '../src/ai/interview/star';
import { structureOf } from '../src/ai/interview/structure';

/** Rules of the hundred-and-second and hundred-and-third batches (docs/api-ai-career.md). */

describe('interview.star.compared.easier: the work grown easier than the old way is a result', () => {
  it('easier than before, the old way named, with a change done, is the story’s result', () => {
    expect(tellsResult('村干部说比以前一户户打电话轻松多了')).toBe(true);
    expect(tellsResult('会计说比原来手抄省事多了')).toBe(true);
    expect(tellsResult('大家觉得比之前方便了不少')).toBe(true);
    const told = '我在社团负责登记物资，把纸质表格改成了共享表格，还教干事们怎么填。干事们说比以前挨个问轻松多了。';
    expect(starOf(told).example).toBe(true);
  });

  it('easier with no change done, or easier than someone else, is no result', () => {
    expect(tellsResult('线上支付比以前方便')).toBe(false);
    expect(tellsResult('这个软件比别的轻松多了')).toBe(false);
    expect(tellsResult('我觉得比以前轻松')).toBe(false);
  });
});

describe('interview.structure.story-opening.subjectless: a story may open on where the student interned, its 我 dropped', () => {
  const question = bankQuestion('qa-02')!;
  const told = '在长治一家软件公司实习，我测的是扫码溯源的页面。我发现早上灌装的那批日期总是早一天，就把复现步骤写进了缺陷单。组长拉着产品一起看了，当天就修了。';

  it('a story that opens on the place of an internship or a part-time job sets its scene', () => {
    expect(SCENE_OPENING.test('在长治一家软件公司实习，我测的是扫码溯源')).toBe(true);
    expect(SCENE_OPENING.test('在县城一家奶茶店兼职的那个暑假')).toBe(true);
    expect(structureOf(told, question, sentencesOf(told), { story: true }).opening).toBe(true);
  });

  it('only at the start: someone else interning, or an answer of no event, is read as before', () => {
    expect(SCENE_OPENING.test('他在一家软件公司实习')).toBe(false);
    expect(SCENE_OPENING.test('测试工作在软件公司里很重要')).toBe(false);
    expect(structureOf(told, question, sentencesOf(told), { story: false }).opening).toBe(false);
  });
});

describe('interview.sentences.own-deed: a long clause opening on what the student did is said', () => {
  it('a time, 我, the deed done, a place and an object, in one long clause, is a sentence said', () => {
    expect(isSaid('大四上学期我帮晋中一家醋厂翻过一份英文产品手册')).toBe(true);
    expect(isSaid('去年暑假我给运城一家小超市整理过一年的进货单据')).toBe(true);
  });

  it('a run of skills after 我熟悉, or the same clause with no deed done, is read as before', () => {
    expect(isSaid('我熟悉项目管理数据分析沟通协调团队合作市场营销品牌策划用户增长内容运营活动策划')).toBe(false);
    expect(isSaid('大四上学期我帮晋中一家醋厂翻译一份英文产品手册')).toBe(false);
  });
});

describe('interview.structure.story-order: a story told in turn from how it began', () => {
  const question = bankQuestion('pm-02') ?? bankQuestion('qa-02')!;
  const told = '我参与过学院社会实践的一个预约小程序。一开始我们想得很简单，农户选好日期就去领。去村里一问才发现，很多人不会用手机，我们就改成村干部帮着登记。那一季领种子没怎么排长队。';

  it('一开始 in a story told is its order', () => {
    expect(structureOf(told, question, sentencesOf(told), { story: true }).sequence).toContain('一开始');
  });

  it('一开始 in an answer of no story is no signpost', () => {
    expect(structureOf(told, question, sentencesOf(told), { story: false }).sequence).not.toContain('一开始');
  });
});
