// The set phrases of a sales or counter placement (cliches.ts STOCK_CONDUCT): the people worked beside named by two
// kinds at once (积极配合店长和同事), the served put first as a creed and served all alike (以顾客为中心, 热情接待每一位
// 进店的顾客), a spirit carried forward and a success claimed (发扬团队协作精神, 最终取得了圆满成功). An entry of them
// and clichés is set phrases; a real entry with one of them among its deeds keeps its score.
import type { ResumeContent } from '@campus/shared-utils/rules';
import { isBareCliche, isHollow, isSetPhrases, isStockClause, SET_PHRASES_CAP, setPhraseFindings } from '../src/ai/diagnose/cliches';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

const v = { version: 1, updated_at: 0 };

/** A marketing student in 洛阳: one sales internship and one project. */
function salesResume(work: { company: string; description: string }, project: string): ResumeContent {
  return {
    basic: { name: '韩一鸣', sex: 1, birth_date: '2004-03-02', phone: '13900000071', email: 'hanyiming@example.com', city: '洛阳', school: '洛阳理工学院', major: '市场营销', degree: 2, graduation_year: 2027, photo: '', ...v },
    intention: { categories: ['销售代表'], cities: ['洛阳', '郑州'], salary_min: 5000, salary_max: 8000, nature: 1, ...v },
    education_list: [{ id: 1, school: '洛阳理工学院', major: '市场营销', degree: 2, start_date: '2023-09', end_date: '', description: '主修消费者行为学、销售管理。', ...v }],
    work_list: [{ id: 2, kind: 1, company: work.company, position: '导购实习生', start_date: '2026-07', end_date: '2026-08', description: work.description, ...v }],
    project_list: [{ id: 3, name: '校园二手书义卖', role: '组员', start_date: '2025-11', end_date: '2025-11', description: project, ...v }],
    other: { skills: '沟通能力强', certificates: '', awards: '', languages: '', self_evaluation: '性格开朗，吃苦耐劳，责任心强。', ...v },
  };
}

const STOCK_WORK = '认真负责，积极配合店长和同事，始终以顾客为中心，热情接待每一位进店的顾客。';
const STOCK_PROJECT = '齐心协力，发扬团队协作精神，最终取得了圆满成功。';
const REAL_WORK =
  '在洛阳一家家电卖场的空调专区做导购：每天接待二十来位进店顾客，按户型和朝向帮他们算匹数，7月卖出空调41台；把顾客常问的能效补贴政策整理成一页问答贴在柜台。';
const REAL_PROJECT = '和3个同学向毕业生收了600多本旧教材，按课程分类定价，两天卖出420本，所得1860元捐给了学院的助学基金。';

const STOCK = salesResume({ company: '洛阳恒信家电有限公司', description: STOCK_WORK }, STOCK_PROJECT);
const REAL = salesResume({ company: '洛阳恒信家电有限公司', description: REAL_WORK }, REAL_PROJECT);
const score = (r: ResumeContent) => diagnoseResume(r, '2026-11').score;

describe('content.cliche.stock-people, service-creed and stock-success: the set phrases of a sales placement', () => {
  it('reads the people of two kinds at once (积极配合主管和同事) as stock conduct, and work done with them as a deed', () => {
    for (const clause of ['积极配合主管和同事', '配合老师与同学', '积极配合店长和其他同事', '主动配合主管和同事们的工作']) {
      expect([clause, isStockClause(clause)]).toEqual([clause, true]);
    }
    expect(isStockClause('配合领导和同事完成了空调以旧换新的登记')).toBe(false);
    expect(isStockClause('配合同事和厂家盘点了库存')).toBe(false);
  });

  it('reads the served put first and served all alike (以用户为中心, 用心服务好每一位顾客) as stock, and service told with its matter as none', () => {
    for (const clause of ['以用户为中心', '始终坚持顾客至上', '以患者为中心', '秉承以人为本的服务理念', '用心服务好每一位顾客', '热情接待每一位进店的顾客', '耐心对待每一位患者', '为客户提供优质、贴心的服务']) {
      expect([clause, isStockClause(clause)]).toEqual([clause, true]);
      // resume-only: the interview's bare clichés are untouched
      expect([clause, isBareCliche(clause)]).toEqual([clause, false]);
    }
    for (const clause of ['以顾客需求为导向设计了一份问卷', '以用户为中心的销售方法', '热情接待每一位进店顾客并登记其户型', '为客户提供了三套报价方案', '服务每一位客户前先看他的购买记录']) {
      expect([clause, isStockClause(clause)]).toEqual([clause, false]);
    }
  });

  it('reads a spirit carried forward and a success claimed (发扬团队协作精神, 最终取得了圆满成功) as stock, and a result named as none', () => {
    for (const clause of ['发扬团队协作精神', '充分发扬了团结协作的精神', '秉承工匠精神', '最终取得了圆满成功', '最终取得了良好的效果', '获得了不错的反响']) {
      expect([clause, isStockClause(clause)]).toEqual([clause, true]);
    }
    for (const clause of ['组织了一次团队精神拓展活动', '取得了省级二等奖', '义卖最终取得了圆满成功并募集了善款', '取得了良好的效果后推广到了三个门店']) {
      expect([clause, isStockClause(clause)]).toEqual([clause, false]);
    }
  });

  it('caps a resume whose entries are such set phrases at SET_PHRASES_CAP, far below the real one', () => {
    expect(isHollow(STOCK_WORK)).toBe(false);
    expect(isSetPhrases(STOCK_WORK)).toBe(true);
    expect(setPhraseFindings(STOCK).map((f) => f.entry_id)).toContain(2);
    expect(score(STOCK)).toBeLessThanOrEqual(SET_PHRASES_CAP);
    expect(score(REAL) - score(STOCK)).toBeGreaterThanOrEqual(30);
  });

  it('leaves a real resume with a creed or a success among its facts untouched', () => {
    const told = salesResume({ company: '洛阳恒信家电有限公司', description: `始终以顾客为中心，${REAL_WORK}` }, `${REAL_PROJECT}发扬团队协作精神，最终取得了圆满成功。`);
    expect(setPhraseFindings(told)).toEqual([]);
    expect(score(told)).toBeGreaterThanOrEqual(score(REAL) - 2);
    // a plain entry without figures, its deeds told, is not set phrases for one creed beside them
    expect(isSetPhrases('坚持以用户为中心，每天回访老客户，把他们反映的包装破损问题整理给了仓库主管，帮店里改了打包方式。')).toBe(false);
  });

  it('reads 5,000 characters of near matches in well under 50 ms a clause', () => {
    const line = '积极配合主管和同事们与老师及同学始终坚持以顾客的需求为中心的服务理念热情用心耐心地服务好每一位前来的顾客为客户提供优质、贴心的服务充分发扬了团队协作的精神最终取得了圆满的成功'.repeat(60).slice(0, 5000);
    const run = '热情地'.repeat(1700).slice(0, 5000);
    const clauses = line.replace(/精神|顾客/gu, '$&，');
    expectWithinMs(() => isStockClause(line), 50);
    expectWithinMs(() => isStockClause(run), 50);
    expectWithinMs(() => isSetPhrases(clauses), WHOLE_READ_MS);
  });
});
