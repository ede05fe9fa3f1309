// diagnose.duties.lone (docs/api-ai-career.md): a resume whose one described entry is a list of the post's duties is the
// rubric's "one vague entry", however many duties it names; two such entries are "some experience".
import type { ResumeContent } from '@campus/shared-utils/rules';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { DUTIES_CAP, FEW_DUTIES_CAP, isDutyList, ownDutiesOf } from '../src/ai/diagnose/duties';
import { javaResume } from './ai-diagnose-resumes';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

const score = (r: ResumeContent) => diagnoseResume(r, '2026-11').score;
const SKILLS = '熟悉 Java、Spring Boot、MySQL、Redis';
/** An internship told as four duties of the post, each with its object. */
const DUTIES = '协助开发组长整理接口文档，负责测试数据的录入和核对，协助进行线上日志的巡检，完成领导交办的其他工作。';
/** The same post with what the student did and what came of it. */
const TOLD = '协助开发组长整理接口文档。我发现订单导出接口在数据多时超时，把一次查询改成分页，导出3万条从40秒降到6秒。';
const internship = (description: string) => ({ title: '湘江软件', description });

describe('diagnose.duties.lone: one entry of duties and nothing else', () => {
  it('caps a resume whose one entry is a full list of duties at FEW_DUTIES_CAP', () => {
    expect(isDutyList(DUTIES)).toBe(true);
    expect(ownDutiesOf(DUTIES)).toBeGreaterThan(2);
    const lone = javaResume({ work: [internship(DUTIES)], projects: [], skills: SKILLS, evaluation: '工作认真，有责任心。' });
    expect(score(lone)).toBeLessThanOrEqual(FEW_DUTIES_CAP);
  });

  it('counts a lone entry of duties as a project too', () => {
    const lone = javaResume({ work: [], projects: [{ title: '图书管理系统课程设计', description: '参与需求分析，负责借阅模块的接口编写，协助完成测试和文档整理。' }], skills: SKILLS, evaluation: '' });
    expect(score(lone)).toBeLessThanOrEqual(FEW_DUTIES_CAP);
  });

  it('leaves a second entry of duties at DUTIES_CAP, over the lone one', () => {
    const lone = javaResume({ work: [internship(DUTIES)], projects: [], skills: SKILLS, evaluation: '' });
    const two = javaResume({ work: [internship(DUTIES)], projects: [{ title: '学院学生会', role: '干事', description: '负责部门日常工作，协助组织各类活动。' }], skills: SKILLS, evaluation: '' });
    expect(score(two)).toBeGreaterThan(FEW_DUTIES_CAP);
    expect(score(two)).toBeLessThanOrEqual(DUTIES_CAP);
    expect(score(two)).toBeGreaterThan(score(lone));
  });

  it('leaves a lone entry that tells a deed and its result uncapped', () => {
    expect(isDutyList(TOLD)).toBe(false);
    const told = javaResume({ work: [internship(TOLD)], projects: [], skills: SKILLS, evaluation: '' });
    expect(score(told)).toBeGreaterThan(DUTIES_CAP);
  });

  it('counts an entry left empty as no entry, and lifts no gaming resume', () => {
    const withEmpty = javaResume({ work: [internship(DUTIES), { title: '湘江软件', description: '' }], projects: [], skills: SKILLS, evaluation: '' });
    expect(score(withEmpty)).toBeLessThanOrEqual(FEW_DUTIES_CAP);
    const buzz = '负责核心业务高并发微服务架构设计，主导全链路优化，使系统性能提升300%，营收提升1000%，获得领导高度认可。';
    const stuffed = javaResume({ work: [internship(buzz)], projects: [{ title: '电商平台', description: buzz }], skills: SKILLS, evaluation: buzz });
    expect(score(stuffed)).toBeLessThanOrEqual(40);
  });

  it('reads a lone entry of a 1,000-character description repeated to 5,000 within WHOLE_READ_MS', () => {
    const long = DUTIES.repeat(Math.ceil(1000 / DUTIES.length)).slice(0, 1000).repeat(5);
    const r = javaResume({ work: [internship(long)], projects: [], skills: SKILLS, evaluation: '' });
    expect(score(r)).toBeLessThanOrEqual(FEW_DUTIES_CAP);
    expectWithinMs(() => score(r), WHOLE_READ_MS);
  });
});
