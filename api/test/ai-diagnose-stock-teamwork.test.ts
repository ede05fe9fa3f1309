// content.cliche.stock-teamwork (docs/api-ai-career.md): talk and learning from one another claimed with no one and
// nothing named (积极沟通，取长补短) are set phrases, so a project told in them and other clichés is set phrases and a
// resume of such entries meets the ceiling (cliches.ts setPhrasesCap). Talk with someone named, or beside a deed, is none.
import type { ResumeContent } from '@campus/shared-utils/rules';
import { isHollow, isSetPhrases, isStockClause, SET_PHRASES_CAP, setPhraseFindings } from '../src/ai/diagnose/cliches';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

const v = { version: 1, updated_at: 0 };

/** An accounting student in 济宁: one internship, one course project. */
function resumeOf(internship: string, project: string): ResumeContent {
  return {
    basic: { name: '孙悦', sex: 2, birth_date: '2004-03-02', phone: '13900000171', email: 'sunyue@example.com', city: '济宁', school: '运河财经学院', major: '会计学', degree: 2, graduation_year: 2027, photo: '', ...v },
    intention: { categories: ['会计'], cities: ['济宁'], salary_min: 4500, salary_max: 6000, nature: 1, ...v },
    education_list: [{ id: 1, school: '运河财经学院', major: '会计学', degree: 2, start_date: '2023-09', end_date: '', description: '主修中级财务会计、成本会计、税法。', ...v }],
    work_list: [{ id: 2, kind: 1, company: '济宁市泰和商贸有限公司', position: '会计实习生', start_date: '2026-07', end_date: '2026-08', description: internship, ...v }],
    project_list: [{ id: 3, name: '社团经费收支整理', role: '成员', start_date: '2025-10', end_date: '2025-12', description: project, ...v }],
    other: { skills: '熟练使用 Excel、金蝶KIS', certificates: '初级会计职称', awards: '', languages: '', self_evaluation: '吃苦耐劳，认真负责。', ...v },
  };
}

const STOCK_INTERNSHIP = '实习期间认真负责，踏实肯干，服从领导安排，积极完成各项工作任务。';
const STOCK_PROJECT = '发扬团队协作精神，积极沟通，取长补短，圆满完成任务，收获颇丰。';

describe('content.cliche.stock-teamwork: talk and learning from one another with nothing named', () => {
  it.each(['积极沟通', '主动交流', '及时沟通', '取长补短', '互相取长补短', '互帮互助', '共同进步'])('%s on its own is a stock clause', (clause) => {
    expect(isStockClause(clause)).toBe(true);
  });

  it('talk with someone named, or beside a deed, is none', () => {
    expect(isStockClause('和仓库积极沟通')).toBe(false);
    expect(isStockClause('积极沟通报销流程')).toBe(false);
    expect(isStockClause('和出纳沟通后把报销单从三联改成两联')).toBe(false);
    expect(isSetPhrases('和仓库积极沟通，把缺货清单从每周一报改成每天一报。')).toBe(false);
  });

  it('a project told in them and clichés is set phrases, not hollow: content.cliche on it, not a gaming finding', () => {
    expect(isHollow(STOCK_PROJECT)).toBe(false);
    expect(isSetPhrases(STOCK_PROJECT)).toBe(true);
    const r = resumeOf('每月把约300张原始凭证录入金蝶，核对银行流水后编制余额调节表。', STOCK_PROJECT);
    expect(setPhraseFindings(r).map((f) => `${f.section}:${f.entry_id}`)).toEqual(['project:3']);
  });

  it('caps a resume whose every entry is such set phrases at SET_PHRASES_CAP; the same with a real project keeps its score', () => {
    const stock = diagnoseResume(resumeOf(STOCK_INTERNSHIP, STOCK_PROJECT), '2026-11');
    expect(stock.score).toBeLessThanOrEqual(SET_PHRASES_CAP);
    const real = diagnoseResume(resumeOf(STOCK_INTERNSHIP, '和两位同学整理了社团一学年的86笔收支，按活动分类做成Excel台账，发现3笔重复报销并退回。'), '2026-11');
    expect(real.findings.some((f) => f.rule === 'content.cliche' && f.section === 'project')).toBe(false);
    expect(real.score).toBeGreaterThan(stock.score);
  });

  it('reads a 5,000-character description of near matches quickly', () => {
    const hostile = '和仓库积极沟通互相取长补短共同进步，'.repeat(280).slice(0, 5_000);
    expectWithinMs(() => isSetPhrases(hostile), WHOLE_READ_MS);
    expectWithinMs(() => diagnoseResume(resumeOf(hostile, hostile), '2026-11'), WHOLE_READ_MS);
  });
});
