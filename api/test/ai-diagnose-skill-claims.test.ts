import { hollowDescriptionFindings, isBareSkillClaim, isHollow } from '../src/ai/diagnose/cliches';
import { GAMING_CAP } from '../src/ai/diagnose/credibility';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { javaResume } from './ai-diagnose-resumes';
import { expectWithinMs } from './timing';

/**
 * content.hollow.skill-claims (cliches.ts): mastery and charge claimed over bare skill terms and the qualities of a system
 * (精通高并发、高可用; 负责分布式微服务架构设计; 主导系统建设), no figure, no object of the student's own, nothing done told.
 * Written for these tests: none is an item of a rated set.
 */
const CLAIMS = javaResume({
  work: [{ title: '临江云启软件有限公司', description: '◆ 精通高并发、高可用、高性能架构 ◆ 主导分布式微服务系统建设 ◆ 精通Spring Cloud、精通Redis缓存 ◆ 全面负责系统架构设计' }],
  projects: [{ title: '校园跑腿平台', description: '负责高可用分布式架构设计，精通微服务治理，高并发架构优化，高可用高性能落地。' }],
  skills: '精通Java、精通Spring Boot、精通微服务、精通高并发',
  evaluation: '精通高并发分布式，学习能力强。',
});

describe('content.hollow.skill-claims: 精通/负责/主导 over bare skill terms', () => {
  it.each(['精通高并发、高可用、高性能架构', '全面负责系统架构设计', '主导分布式微服务系统建设', '精通Spring Cloud、精通Redis缓存', '高可用高性能落地'])('reads %s as a bare skill claim', (c) => {
    expect(isBareSkillClaim(c)).toBe(true);
  });

  it('flags every entry told in them, seriously, and the resume scores as gaming', () => {
    expect(hollowDescriptionFindings(CLAIMS).map((f) => [f.section, f.severity])).toEqual([
      ['work', 'high'],
      ['project', 'high'],
    ]);
    expect(hollowDescriptionFindings(CLAIMS)[0]!.found).toContain('精通高并发、高可用、高性能架构');
    expect(diagnoseResume(CLAIMS, '2026-11').score).toBeLessThanOrEqual(GAMING_CAP);
  });

  it('keeps skills named in what was built with them, with no figure, and a stack line beside a module of one\'s own', () => {
    expect(isBareSkillClaim('负责订单模块的开发')).toBe(false);
    expect(isBareSkillClaim('用Spring Boot写了选课和退课接口')).toBe(false);
    expect(isHollow('负责选课系统的后端，用Spring Boot写了选课和退课接口，用Redis缓存课程余量，高峰时没有再出现超选。')).toBe(false);
    expect(isHollow('技术栈：Spring Boot、MySQL、Redis。负责预约模块的接口和数据库表设计，精通了分布式锁的用法。')).toBe(false);
    expect(isHollow('负责后端开发，熟悉微服务。我把课表导入改成了批量写入，导入一个学院的课表从等半天变成几秒钟。')).toBe(false);
  });

  it('costs little on a hostile line of near-matches', () => {
    const line = '精通高并发高可用分布式微服务订单，'.repeat(400).slice(0, 6000);
    expectWithinMs(() => isHollow(line), 200);
  });
});
