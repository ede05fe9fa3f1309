// Rules of the round on the hundred-and-twelfth to hundred-and-fifteenth batches' resumes (docs/api-ai-career.md): gaming
// resumes at the ceiling and one vague entry over the rubric's 2.
import type { ResumeContent } from '@campus/shared-utils/rules';
import { isSetPhrases, isStockClause, SET_PHRASES_CAP } from '../src/ai/diagnose/cliches';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { DUTIES_CAP, FEW_DUTIES_CAP, isDutyList, ownDutiesOf } from '../src/ai/diagnose/duties';
import { creditedSums, implausibleFigureFindings, isPlaceholder, placeholderTitles } from '../src/ai/diagnose/gaming';
import { isKeywordList } from '../src/ai/diagnose/sentences';
import { javaResume, PLAIN } from './ai-diagnose-resumes';

const diagnosis = (r: ResumeContent) => diagnoseResume(r, '2026-11');
const SKILLS = '熟悉 Java、Spring Boot、MySQL、Redis';

describe('content.keyword-list.symbols: any geometric shape strung between terms', () => {
  it.each(['▦', '▩', '▣', '▲', '▼', '◐', '◈', '▰'])('reads terms strung on %s as a list', (mark) => {
    expect(isKeywordList(['SolidWorks', '振动', '刮板', '数字孪生', '工业4.0', '提升100%', '综上所述'].join(` ${mark} `))).toBe(true);
  });

  it('leaves clauses told after such a bullet sentences', () => {
    expect(isKeywordList('▦负责公众号日常推文的选题和排版▦策划开学季线下快闪活动一场并联系了三家商户▦整理每周后台数据写成周报')).toBe(false);
    expect(isKeywordList('▲用SolidWorks画了送料机构的三维图，把刮板间距从40毫米改成25毫米，铺土厚度更均匀了。')).toBe(false);
  });

  it('keeps the hollow squares and circles letters of a placeholder, not list marks', () => {
    for (const name of ['○○○○', '◯◯◯◯', '□□□□']) {
      expect(isPlaceholder(name)).toBe(true);
      const hollow = { ...PLAIN, other: { ...PLAIN.other, awards: name } };
      expect(placeholderTitles(hollow).some((f) => f.field === 'awards')).toBe(true);
    }
  });
});

describe('content.implausible.credited-sum.tax: tax saved is money saved', () => {
  it('a tax saving of ten million or more credited to an intern is implausible', () => {
    expect(creditedSums('为客户节税2000万元').map((f) => f.text)).toEqual(['为客户节税2000万']);
    expect(creditedSums('帮企业节省税费1500万')).toHaveLength(1);
  });

  it('a modest saving, or the client’s tax told as context, is believed', () => {
    expect(creditedSums('帮客户节税3万元')).toEqual([]);
    expect(creditedSums('客户年纳税2000万元，我负责整理进项发票')).toEqual([]);
  });

  it('flags the internship that credits such a sum', () => {
    const work = { ...PLAIN.work_list[0]!, description: '两个月里整理了客户的进项发票，为客户节税2000万元。' };
    expect(implausibleFigureFindings({ ...PLAIN, work_list: [work] }).some((f) => f.section === 'work')).toBe(true);
  });
});

describe('content.cliche.contribution: a contribution claimed with nothing said of what it was', () => {
  it.each(['为专题顺利完成贡献了自己的力量', '为活动贡献了一份力量', '尽了自己的一份力', '为团队献出了自己的绵薄之力'])('%s is a stock clause', (c) => {
    expect(isStockClause(c)).toBe(true);
  });

  it('a share of sales, a deed before the line, or 尽力 alone is none', () => {
    expect(isStockClause('约12%的高价值用户贡献了近一半销售额')).toBe(false);
    expect(isStockClause('为秋收专题采访了五位农户贡献了自己的力量')).toBe(false);
    expect(isStockClause('尽力在周五前交稿')).toBe(false);
  });

  it('a project of clichés and the line is set phrases, and beside a hollow internship the resume stays at the ceiling', () => {
    const project = '具有良好的团队合作精神，沟通能力强，责任心强，为专题顺利完成贡献了自己的力量。';
    expect(isSetPhrases(project)).toBe(true);
    expect(isSetPhrases('为专题采访了五位农户，整理成两篇稿子，贡献了自己的力量。')).toBe(false);
    const r = javaResume({
      work: [{ title: '云帆科技', description: '工作认真负责，吃苦耐劳，积极配合团队，圆满完成各项任务，得到领导和同事的一致好评。' }],
      projects: [{ title: '校报公众号秋收专题', description: project }],
      skills: SKILLS,
      evaluation: '吃苦耐劳，责任心强。',
    });
    expect(diagnosis(r).score).toBeLessThanOrEqual(SET_PHRASES_CAP);
  });
});

describe('diagnose.duties.few: the office’s work named by its kind alone is no duty of its own', () => {
  const ONE = '负责简历筛选，协助组织面试，完成日常行政工作。';

  it('counts 日常行政工作, 事务性工作 and 文书工作 as no work named', () => {
    expect(ownDutiesOf(ONE)).toBe(2);
    for (const c of ['负责事务性工作', '处理文书工作', '完成部门的行政工作']) expect(ownDutiesOf(c)).toBe(0);
  });

  it('counts administrative work with its object a duty', () => {
    expect(ownDutiesOf('负责整理行政档案')).toBe(1);
    expect(ownDutiesOf('完成行政部的考勤统计')).toBe(1);
  });

  it('caps a resume whose entries are such lists at FEW_DUTIES_CAP, one with more duties named at DUTIES_CAP', () => {
    // beside a student-union post that names no work of its own: a lone entry is diagnose.duties.lone's
    const post = { title: '学院学生会', role: '干事', description: '协助部长完成各项任务，完成老师交办的工作。' };
    const one = javaResume({ work: [{ title: '巴陵人才服务', description: ONE }], projects: [post], skills: SKILLS, evaluation: '' });
    const more = javaResume({ work: [{ title: '巴陵人才服务', description: '负责简历筛选，协助组织面试，整理员工入职档案。' }], projects: [post], skills: SKILLS, evaluation: '' });
    expect(isDutyList(ONE)).toBe(true);
    expect(diagnosis(one).score).toBeLessThanOrEqual(FEW_DUTIES_CAP);
    expect(diagnosis(more).score).toBeGreaterThan(FEW_DUTIES_CAP);
    expect(diagnosis(more).score).toBeLessThanOrEqual(DUTIES_CAP);
  });
});
