import type { ResumeContent } from '@campus/shared-utils/rules';
import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { summedUpOf, vouchedOnlyOf } from '../src/ai/interview/concreteness';
import { hedgesOf } from '../src/ai/interview/hedges';
import { isSaid, sentencesOf } from '../src/ai/interview/sentences';
import { quantifiedOf, starOf, tellsResult } from '../src/ai/interview/star';
import { structureOf } from '../src/ai/interview/structure';
import { VAGUE_CONTENT } from '../src/ai/interview/weights';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { creditedSums, implausibleFigureFindings, implausibleFigures } from '../src/ai/diagnose/gaming';
import { PLAIN } from './ai-diagnose-resumes';

/** Rules of the hundredth and hundred-and-first batches (docs/api-ai-career.md). */
const analysed = (id: string, answer: string) => analyzeAnswer(bankQuestion(id)!, answer, { seconds: 120, seconds_used: 60, late: 0 });
const story = (answer: string) => starOf(sentencesOf(answer).said, answer);

describe('interview.sentences.noun-changed: a noun-tagged verb with 了 and a figure is a clause’s verb', () => {
  it('a saving told as 省了 with its sum is said, and makes the account an example', () => {
    expect(isSaid('一个月省了三百多块')).toBe(true);
    const told = '暑假我在舅舅的小超市帮忙进货，我把三家批发商的价格列在一张表上比。一个月省了三百多块。';
    expect(story(told).example).toBe(true);
  });

  it('a noun and a figure with no 了 (定稿两千字), or 了 with a verb’s measure after it, is no change told', () => {
    expect(isSaid('定稿两千二百字')).toBe(false);
    expect(isSaid('省')).toBe(false);
  });
});

describe('interview.star.compared and .tens-counted: a result in words, a count of tens', () => {
  it('a change told against the usual or the time before is the story’s result', () => {
    expect(tellsResult('那期报名的比平时多了不少')).toBe(true);
    expect(tellsResult('改完以后出错比以前少了一截')).toBe(true);
    expect(tellsResult('试吃那几天卖得比前一周好')).toBe(true);
    const told = '我在社团负责招新，把海报改成了问答的形式，还在食堂门口摆了摊。那期报名的比平时多了不少。';
    expect(story(told).example).toBe(true);
  });

  it('a comparison with no time of its own, or a trend in general, is no result', () => {
    expect(tellsResult('我们的产品比竞品便宜')).toBe(false);
    expect(tellsResult('现在的学生比以前压力大')).toBe(false);
  });

  it('things counted with 个 in tens are a figure; 一个 and 两个 are not', () => {
    expect(quantifiedOf('退回来的不到一百个')).toBe(true);
    expect(quantifiedOf('一天要接三十多个电话')).toBe(true);
    expect(quantifiedOf('训练了几十个epoch')).toBe(true);
    expect(quantifiedOf('我从两个方面来说')).toBe(false);
    expect(quantifiedOf('遇到了一个问题')).toBe(false);
  });
});

describe('interview.star.setting: the situation of STAR is read by the same setting cues as the rest', () => {
  it('a story set in a holiday or a term (暑假, 上学期) has its situation', () => {
    expect(starOf('暑假我在一家面包店帮忙，我把每天剩下的面包记在本子上。').present).toContain('situation');
    expect(starOf('我把每天剩下的面包记在本子上。').present).not.toContain('situation');
  });
});

describe('interview.structure: a story’s opening in the student’s voice, its close on a result, a habit or an aim', () => {
  const question = bankQuestion('common-11')!;
  const told = '我学Python是从毕设开始的。导师给了我一个文件夹的传感器数据，我照着教程写了读文件的脚本，又加上清洗和画图。之后我养成了每周备份一次代码的习惯。';

  it('a story told for the question may open on the student in their own voice; an answer of no event may not', () => {
    expect(structureOf(told, question, sentencesOf(told), { story: true }).opening).toBe(true);
    expect(structureOf(told, question, sentencesOf(told), { story: false }).opening).toBe(false);
    const announced = told.replace('我学Python是从毕设开始的。', '我说一个毕设的例子吧。');
    expect(structureOf(announced, question, sentencesOf(announced), { story: true }).opening).toBe(true);
    const trait = told.replace('我学Python是从毕设开始的。', '我从小就喜欢琢磨东西。');
    expect(structureOf(trait, question, sentencesOf(trait), { story: true }).opening).toBe(false);
  });

  it('a close on the habit the story left, or on the way of working drawn from it, is a conclusion', () => {
    expect(structureOf(told, question, sentencesOf(told), { story: true }).closing).toBe(true);
    const drawn = told.replace('之后我养成了每周备份一次代码的习惯。', '我的办法就是先照着教程做一个小例子，碰到问题再回头补。');
    expect(structureOf(drawn, question, sentencesOf(drawn), { story: true }).closing).toBe(true);
    const open = told.replace('之后我养成了每周备份一次代码的习惯。', '数据里有很多空值和重复的记录。');
    expect(structureOf(open, question, sentencesOf(open), { story: true }).closing).toBe(false);
  });

  it('a close that tells the result in words, or names the work the student wants, is a close', () => {
    const result = '我在社团负责招新。我们把海报改成了问答的形式，还在食堂门口摆了摊。那期报名的比平时多了不少。';
    expect(structureOf(result, question, sentencesOf(result), { story: true }).closing).toBe(true);
    const intro = '面试官好，我叫王芳，是市场营销专业的大四学生。我在学院公众号做过一年编辑，每周写两篇推文。我想做运营，是因为我喜欢看数据，也喜欢和读者打交道。';
    expect(structureOf(intro, bankQuestion('common-01')!).closing).toBe(true);
    const describing = '面试官好，我叫王芳，是市场营销专业的大四学生。我在学院公众号做过编辑，平时负责写推文和排版。';
    expect(structureOf(describing, bankQuestion('common-01')!).closing).toBe(false);
  });
});

describe('interview.hedges.addressed: 吧 said to someone is no hedge', () => {
  it('a suggestion or a question put to the one addressed hedges nothing', () => {
    expect(hedgesOf('老师说你先去试试吧，我就去了。')).toEqual([]);
    expect(hedgesOf('您说平时签字多对吧。那您看这支笔。')).toEqual([]);
    expect(hedgesOf('您平时开会要记不少东西吧，那这支正合适。')).toEqual([]);
  });

  it('the student’s own claim closed by 吧, or a hedge in the clause said to someone, is still a hedge', () => {
    expect(hedgesOf('这个方法应该是最好的吧。')).not.toEqual([]);
    expect(hedgesOf('你这个好像不对吧。')).toEqual(['好像']);
  });
});

describe('interview.vague.summed-up and .vouched: a close that restates or vouches, nothing of the student’s own told', () => {
  const SUMMED = '索引相当于字典的目录，能让查询不用扫全表。慢SQL一般先看执行计划，再看要不要加索引，还要注意函数和类型转换会让索引失效。总的来说就是先分析再优化。';
  const VOUCHED = '预防压疮要定时翻身，保持皮肤清洁干燥，床单平整，骨隆突处垫软枕，还要加强营养，多观察皮肤颜色。我在老年科实习的时候也都是这么做的。';

  it('a short answer closing on 总之/总的来说 with nothing of the student’s own is the rubric’s 3', () => {
    expect(summedUpOf(SUMMED)).toBe('总的来说就是先分析再优化');
    const a = analysed('java-04', SUMMED);
    expect(a.summed_up).toBeTruthy();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    expect(analysed('java-04', SUMMED.replace('总的来说就是先分析再优化。', '')).content).toBeGreaterThan(a.content);
  });

  it('a case of the student’s own, or room to develop the points first, makes the summary a summary', () => {
    expect(summedUpOf(SUMMED.replace('慢SQL一般', '我实习时有个查询要3秒，慢SQL一般'))).toBeNull();
    const long = `${SUMMED.replace('总的来说就是先分析再优化。', '')}${'另外联合索引要注意最左前缀，范围查询后面的列用不上索引，覆盖索引能少一次回表。'.repeat(4)}总的来说就是先分析再优化。`;
    expect(summedUpOf(long)).toBeNull();
  });

  it('an experience named only to vouch for the points, nothing of it told, is no particular', () => {
    expect(vouchedOnlyOf(VOUCHED)).toBe('我在老年科实习的时候也都是这么做的');
    const a = analysed('nurse-11', VOUCHED);
    expect(a.vouched).toBeTruthy();
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
  });

  it('a case told in the vouching sentence or elsewhere, or a vouch that does not close the answer, is the student’s own', () => {
    expect(vouchedOnlyOf(VOUCHED.replace('我在老年科实习的时候也都是这么做的。', '我实习时见过一次，一位奶奶骶尾部发红，带教老师就是这么处理的。'))).toBeNull();
    expect(vouchedOnlyOf(VOUCHED.replace('预防压疮要定时翻身', '我实习的老年科有二十张床，预防压疮要定时翻身'))).toBeNull();
    expect(vouchedOnlyOf(`${VOUCHED}不过有的家属不太配合。`)).toBeNull();
  });
});

describe('content.implausible.credited-sum: a sum of millions a student says their work made or saved', () => {
  it('a saving or revenue of ten million or more credited to the student’s work is implausible, over any span', () => {
    expect(creditedSums('为公司节省成本5000万').map((f) => f.text)).toEqual(['为公司节省成本5000万']);
    expect(creditedSums('方案被采纳后帮企业年营收提升10亿元').map((f) => f.text).join()).toContain('营收提升10亿');
    expect(implausibleFigures('一个月节省推广费用2000万元')).toHaveLength(1);
  });

  it('a company’s size as context, a modest saving, or a count that is no sum is believed', () => {
    expect(creditedSums('公司年营收2亿，我负责其中一条产品线的数据报表')).toEqual([]);
    expect(creditedSums('帮门店节省了3万元物料费')).toEqual([]);
    expect(creditedSums('QPS从100提升到1000万')).toEqual([]);
  });

  it('flags the project that credits such a sum, and the resume scores less', () => {
    const project = { ...PLAIN.project_list[0]!, description: '调研了学校周边的奶茶店，方案被采纳后帮企业年营收提升10亿元。' };
    const inflated: ResumeContent = { ...PLAIN, project_list: [project] };
    expect(implausibleFigureFindings(inflated).some((f) => f.section === 'project')).toBe(true);
    expect(diagnoseResume(inflated, '2026-11').score).toBeLessThan(diagnoseResume(PLAIN, '2026-11').score);
  });
});
