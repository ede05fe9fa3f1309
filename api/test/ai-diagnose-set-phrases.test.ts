// A resume whose every described entry is set phrases alone (吃苦耐劳，服从领导安排，认真细致地完成每一项工作，得到了
// 一致好评), under an employer named as nothing (沈阳一家公司), is the rubric's 2 at best: capped at the gaming ceiling
// (cliches.ts setPhrasesCap). A real resume with the same cliché self-evaluation keeps its score.
import type { ResumeContent } from '@campus/shared-utils/rules';
import { isBareCliche, isHollow, isSetPhrases, isStockClause, isVagueTitle, SET_PHRASES_CAP, setPhraseFindings } from '../src/ai/diagnose/cliches';
import { GAMING_CAP } from '../src/ai/diagnose/credibility';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { expectWithinMs } from './timing';

const v = { version: 1, updated_at: 0 };
const EVALUATION = '本人为人踏实，诚实守信，责任心强，具有良好的团队合作精神，爱岗敬业，严谨细致。';

/** An accounting student in 沈阳: one internship and the fields around it. */
function accountingResume(parts: { company: string; description: string; skills: string; awards: string; education: string }): ResumeContent {
  return {
    basic: { name: '周宁', sex: 2, birth_date: '2004-05-12', phone: '13900000048', email: 'zhouning@example.com', city: '沈阳', school: '辽河财经学院', major: '会计学', degree: 2, graduation_year: 2027, photo: '', ...v },
    intention: { categories: ['会计'], cities: ['沈阳'], salary_min: 4500, salary_max: 6000, nature: 1, ...v },
    education_list: [{ id: 1, school: '辽河财经学院', major: '会计学', degree: 2, start_date: '2023-09', end_date: '', description: parts.education, ...v }],
    work_list: [{ id: 2, kind: 1, company: parts.company, position: '会计助理（实习）', start_date: '2026-07', end_date: '2026-08', description: parts.description, ...v }],
    project_list: [],
    other: { skills: parts.skills, certificates: '', awards: parts.awards, languages: '', self_evaluation: EVALUATION, ...v },
  };
}

const SET_PHRASES = accountingResume({
  company: '沈阳一家公司',
  description: '实习期间任劳任怨，踏实肯干，服从领导安排，虚心向老会计请教，认真细致地完成每一项工作，得到了领导和同事的一致好评。',
  skills: '细心、认真、有耐心',
  awards: '多次获得校级荣誉',
  education: '在校期间刻苦学习，积极进取，认真对待每一门课程。',
});

const REAL = accountingResume({
  company: '沈阳盛和代理记账有限公司',
  description: '跟着主管会计做了18家小规模纳税人客户的账：每月整理约300张原始凭证、在金蝶KIS里录入记账凭证，月底核对银行流水，发现并更正过2笔重复入账；7月起独立完成其中5家的增值税申报。',
  skills: '金蝶KIS、Excel（VLOOKUP、数据透视表）、初级会计职称在考',
  awards: '2025年校级二等奖学金',
  education: '主修中级财务会计、成本会计、税法，GPA 3.4/4。',
});

const score = (r: ResumeContent) => diagnoseResume(r, '2026-11').score;

describe('a resume of set phrases alone', () => {
  it('reads 认真细致地完成每一项工作 (a deed on a generic whole, no object of its own) as a set phrase', () => {
    expect(isStockClause('认真细致地完成每一项工作')).toBe(true);
    expect(isStockClause('做好本职工作')).toBe(true);
    expect(isStockClause('服从领导安排')).toBe(true);
    // the work named is an object of its own
    expect(isStockClause('认真细致地完成每月300张凭证的录入')).toBe(false);
    expect(isStockClause('完成各项工作的交接清单')).toBe(false);
    expect(isStockClause('帮忙整理一些日常的资料')).toBe(false);
  });

  it('reads stock conduct toward people and tasks named only by their kind (积极配合组员, 服从学校安排) as a set phrase, not a bare cliché', () => {
    for (const clause of ['积极配合组员', '服从学校安排', '尊敬指导老师', '和同事相处十分融洽', '与同事团结友爱', '领导和同事对我的评价都很高', '顺利完成了实训任务', '按时高质量地交上了实训报告']) {
      expect([clause, isStockClause(clause)]).toEqual([clause, true]);
      expect([clause, isBareCliche(clause)]).toEqual([clause, false]);
    }
    // the conduct has an object of its own
    expect(isStockClause('配合组员完成了200份问卷的回收')).toBe(false);
    expect(isStockClause('顺利完成了数据迁移任务')).toBe(false);
    expect(isStockClause('按时交上了第一版需求文档')).toBe(false);
  });

  it('caps a resume of stock conduct as set phrases at SET_PHRASES_CAP, its missing figures and STAR said once (content.cliche)', () => {
    const conduct = '实习期间，积极配合同事，服从公司安排，尊敬老员工，和同事相处十分融洽，领导和同事对我的评价都很高。';
    const r = { ...SET_PHRASES, work_list: [{ ...SET_PHRASES.work_list[0]!, company: '沈阳盛和代理记账有限公司', description: conduct }] };
    const d = diagnoseResume(r, '2026-11');
    expect(d.findings.filter((f) => f.section === 'work').map((f) => f.rule)).toEqual(['content.cliche']);
    expect(d.score).toBeLessThanOrEqual(SET_PHRASES_CAP);
    // the same entry with one deed of its own is not set phrases
    const told = { ...r, work_list: [{ ...r.work_list[0]!, description: `${conduct}每月整理约300张原始凭证并在金蝶里录入。` }] };
    expect(setPhraseFindings(told)).toEqual([]);
  });

  it('takes an employer named as nothing (沈阳一家公司) as evidence: three fifths set phrases under it are enough', () => {
    expect(isVagueTitle('沈阳一家公司')).toBe(true);
    expect(isVagueTitle('某公司')).toBe(true);
    expect(isVagueTitle('南宁一家小型翻译公司')).toBe(false);
    expect(isVagueTitle('沈阳盛和代理记账有限公司')).toBe(false);
    const mostly = '实习期间吃苦耐劳，踏实肯干，服从领导安排，虚心向前辈请教，帮忙整理一些日常的资料，得到了领导和同事们的一致好评。';
    expect(isHollow(mostly)).toBe(false);
    expect(isSetPhrases(mostly)).toBe(false);
    expect(isSetPhrases(mostly, true)).toBe(true);
    const r = (company: string) => ({ ...SET_PHRASES, work_list: [{ ...SET_PHRASES.work_list[0]!, company, description: mostly }] });
    expect(setPhraseFindings(r('沈阳一家公司')).map((f) => [f.rule, f.section, f.severity])).toEqual([['content.cliche', 'work', 'medium']]);
    expect(setPhraseFindings(r('沈阳盛和代理记账有限公司'))).toEqual([]);
    expect(score(r('沈阳一家公司'))).toBeLessThanOrEqual(SET_PHRASES_CAP);
  });

  it('caps the set-phrase resume as gaming, far below the real one', () => {
    const d = diagnoseResume(SET_PHRASES, '2026-11');
    expect(d.findings.filter((f) => f.field === 'description').map((f) => f.rule)).toContain('content.cliche');
    expect(d.score).toBeLessThanOrEqual(GAMING_CAP);
    // the same phrases under a real employer's name are set phrases still: every clause is one
    expect(score({ ...SET_PHRASES, work_list: [{ ...SET_PHRASES.work_list[0]!, company: '沈阳盛和代理记账有限公司' }] })).toBeLessThanOrEqual(GAMING_CAP);
    expect(score(REAL) - d.score).toBeGreaterThanOrEqual(30);
  });

  it('keeps a real resume with the same cliché self-evaluation: the evaluation is flagged, the entry is not hollow', () => {
    const d = diagnoseResume(REAL, '2026-11');
    expect(d.findings.map((f) => f.rule)).toContain('content.cliche');
    expect(d.findings.filter((f) => f.field === 'description').map((f) => f.rule)).not.toContain('content.cliche');
    expect(d.findings.map((f) => f.rule)).not.toContain('content.hollow');
    expect(d.score).toBeGreaterThan(60);
    // the same entry under a vague name is still real work
    expect(score({ ...REAL, work_list: [{ ...REAL.work_list[0]!, company: '沈阳一家公司' }] })).toBeGreaterThan(60);
  });
});

describe('content.cliche.empty-duty: a duty that names no work is a set phrase among clichés', () => {
  // work named only by who handed it out, in the words students use for it, and help with nothing named
  const EMPTY = ['认真完成领导交办的各项任务', '及时完成上级布置的各项任务', '完成主管交代的其他事项', '积极完成领导交给的任务', '保质保量完成领导交办的工作任务', '协助店长完成日常工作', '领导交办的各项任务都能按时完成', '领导安排的工作我都认真完成'];

  it.each(EMPTY)('reads %s as a stock clause, not a bare cliché (the interview’s reading is untouched)', (clause) => {
    expect(isStockClause(clause)).toBe(true);
    expect(isBareCliche(clause)).toBe(false);
  });

  it('reads obedience to anyone named by their post (服从护士长安排, 服从店长的工作安排) as stock conduct', () => {
    expect(isStockClause('服从护士长安排')).toBe(true);
    expect(isStockClause('服从店长的工作安排')).toBe(true);
    // what the obedience led to is told
    expect(isStockClause('服从护士长安排调到了急诊科')).toBe(false);
  });

  it('leaves work named beside its giver a duty of its own', () => {
    for (const clause of ['认真完成领导交办的盘点任务', '完成主管安排的新品推文撰写', '领导交办的盘点任务都按时完成', '完成老师布置的课程设计']) {
      expect([clause, isStockClause(clause)]).toEqual([clause, false]);
    }
  });

  const STOCK = '踏实肯干，积极主动，服从主管安排，及时完成上级布置的各项任务，受到了领导表扬。';

  it('reads a description of clichés and one empty duty as set phrases, where neither the cliché share nor the duty share alone is met', () => {
    expect(isHollow(STOCK)).toBe(false);
    expect(isSetPhrases(STOCK)).toBe(true);
    // one deed of the student's own, or a duty list with the catch-all among duties of their own, is not
    expect(isSetPhrases('踏实肯干，积极主动，每月整理约300张原始凭证并在金蝶里录入，及时完成上级布置的各项任务。')).toBe(false);
    expect(isSetPhrases('负责整理原始凭证，在金蝶里录入记账凭证，核对银行流水，完成领导交办的其他工作。')).toBe(false);
  });

  it('caps a resume of a hollow entry and such an entry at SET_PHRASES_CAP; the real one keeps its score', () => {
    const hollow = '工作认真负责，吃苦耐劳，具有良好的沟通能力和团队合作精神，学习能力强。';
    const two = {
      ...SET_PHRASES,
      work_list: [
        { ...SET_PHRASES.work_list[0]!, company: '沈阳盛和代理记账有限公司', description: hollow },
        { ...SET_PHRASES.work_list[0]!, id: 3, company: '沈阳市和平区一家财税咨询工作室', start_date: '2025-07', end_date: '2025-08', description: STOCK },
      ],
    };
    const d = diagnoseResume(two, '2026-11');
    expect(d.findings.filter((f) => f.field === 'description').map((f) => [f.rule, f.entry_id])).toEqual(expect.arrayContaining([['content.hollow', 2], ['content.cliche', 3]]));
    expect(d.score).toBeLessThanOrEqual(SET_PHRASES_CAP);
    expect(score(REAL) - d.score).toBeGreaterThanOrEqual(30);
  });
});

describe('content.cliche.stock-completion and content.cliche.accountant-code: the placement’s task done, the accountant’s code recited', () => {
  it('reads the task done in any manner words, with nothing of its own, as a stock clause (the interview’s reading is untouched)', () => {
    for (const clause of ['较好地完成了实习任务', '能够积极完成各项任务', '出色地完成了本次实训任务', '完成了实习任务']) {
      expect([clause, isStockClause(clause)]).toEqual([clause, true]);
      expect([clause, isBareCliche(clause)]).toEqual([clause, false]);
    }
    expect(isStockClause('认真完成各项学习任务')).toBe(true);
    // the task named is work of its own, or something follows it
    for (const clause of ['较好地完成了数据迁移任务', '能够积极完成销售任务', '按时完成了3家客户的申报任务', '完成了实习任务书的填写', '较好地完成了实习任务后独立做了一套账']) {
      expect([clause, isStockClause(clause)]).toEqual([clause, false]);
    }
  });

  it('reads the accountant’s code recited (坚持准则，廉洁自律，客观公正，不做假账) as stock conduct, and the code applied as a deed', () => {
    for (const clause of ['坚持准则', '廉洁自律', '客观公正', '不做假账', '保守公司秘密', '坚持准则、廉洁自律、客观公正']) {
      expect([clause, isStockClause(clause)]).toEqual([clause, true]);
    }
    expect(isStockClause('坚持准则退回了2张没有审批签字的报销单')).toBe(false);
    expect(isStockClause('客观公正地核对了盘点差异')).toBe(false);
  });

  const CLICHES = '虚心学习，吃苦耐劳，团结同事，较好地完成了实习任务，得到了领导的一致好评。';
  const CODE = '爱岗敬业，坚持准则，廉洁自律，客观公正，能够积极完成各项任务。';

  it('caps a resume whose entries are such clichés at SET_PHRASES_CAP', () => {
    expect(isHollow(CLICHES)).toBe(false);
    expect(isSetPhrases(CLICHES)).toBe(true);
    expect(isSetPhrases(CODE)).toBe(true);
    const two = {
      ...SET_PHRASES,
      work_list: [
        { ...SET_PHRASES.work_list[0]!, company: '沈阳盛和代理记账有限公司', description: CODE },
        { ...SET_PHRASES.work_list[0]!, id: 3, company: '沈阳市禾丰米业有限公司', start_date: '2025-07', end_date: '2025-08', description: CLICHES },
      ],
    };
    const d = diagnoseResume(two, '2026-11');
    expect(d.findings.filter((f) => f.field === 'description' && f.rule === 'content.cliche').map((f) => f.entry_id)).toEqual([2, 3]);
    expect(d.score).toBeLessThanOrEqual(SET_PHRASES_CAP);
  });

  it('leaves a real resume with one or two such phrases among its facts untouched', () => {
    const told = `${REAL.work_list[0]!.description}坚持准则，较好地完成了实习任务。`;
    const r = { ...REAL, work_list: [{ ...REAL.work_list[0]!, description: told }] };
    expect(isSetPhrases(told)).toBe(false);
    const d = diagnoseResume(r, '2026-11');
    expect(d.findings.filter((f) => f.field === 'description').map((f) => f.rule)).not.toEqual(expect.arrayContaining(['content.cliche']));
    expect(d.score).toBeGreaterThanOrEqual(score(REAL) - 2);
  });

  it('reads 5,000 characters of near matches in well under 50 ms a clause', () => {
    const line = '能够积极认真努力主动顺利地完成了本次的实习的工作任务书，坚持准则地保守公司的'.repeat(130).slice(0, 5000);
    const run = '积极地'.repeat(1700).slice(0, 5000);
    expectWithinMs(() => isStockClause(line), 50);
    expectWithinMs(() => isStockClause(run), 50);
    // a whole description read clause by clause, each clause its clichés and stock phrases
    expectWithinMs(() => isSetPhrases(line), 200);
  });
});
