import type { ResumeContent } from '@campus/shared-utils/rules';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { DUTIES_CAP, dutyListFindings, isDutyList } from '../src/ai/diagnose/duties';
import { entryMonths, implausibleCounts, implausibleFigureFindings, implausibleFigures } from '../src/ai/diagnose/gaming';
import { isKeywordList } from '../src/ai/diagnose/sentences';
import { javaResume } from './ai-diagnose-resumes';

const diagnosis = (r: ResumeContent) => diagnoseResume(r, '2026-11');
const SKILLS = '熟悉 Java、Spring Boot、MySQL、Redis';

describe('content.keyword-list: the joins a list is typed with (content.keyword-list.separators)', () => {
  it('reads terms joined by + as a list, even with a verb inside a term (A/B测试) and two bare figures after it', () => {
    expect(isKeywordList('Java+Spring Boot+MyBatis+MySQL+Redis+Kafka+Docker+Kubernetes+Nginx+Elasticsearch+Jenkins+A/B测试+微服务+分布式+高并发，首先架构体系其次性能指标最后稳定闭环，QPS提升50%，延迟降低30%，综上所述技术驱动。')).toBe(true);
  });

  it('reads terms joined by ·, → or emoji as a list', () => {
    expect(isKeywordList('🔥Java🔥Spring Boot🔥MySQL🔥Redis🔥Kafka🔥Docker')).toBe(true);
    expect(isKeywordList('Java·Spring Boot·MyBatis·MySQL·Redis·Kafka·Docker·微服务')).toBe(true);
  });

  it('leaves a sentence that joins two tools with + a sentence', () => {
    expect(isKeywordList('用Python+SQL清洗了3万条订单数据，按周汇总退货原因，发现包装破损占四成，推动仓库换了纸箱。')).toBe(false);
  });

  it('leaves a description that opens with its stack joined by + and then tells the work', () => {
    expect(isKeywordList('技术栈：SpringBoot+MyBatis+MySQL+Redis。负责订单模块接口开发，用Redis缓存热门商品，接口响应从800ms降到120ms。')).toBe(false);
    expect(isKeywordList('技术栈：Vue+Element UI+Axios+ECharts。实现了订单看板，页面首屏加载从3秒降到1秒。')).toBe(false);
  });

  it('flags a project told as a + run as a keyword list in the diagnosis', () => {
    const r = javaResume({ work: [], projects: [{ title: '电商中台', description: 'Java+Spring Boot+MyBatis+MySQL+Redis+Kafka+Docker+Kubernetes+Nginx+Elasticsearch+微服务+分布式+高并发，QPS提升50%。' }], skills: SKILLS, evaluation: '' });
    expect(diagnosis(r).findings.some((f) => f.rule === 'content.keyword-list' && f.section === 'project')).toBe(true);
    expect(diagnosis(r).score).toBeLessThanOrEqual(40);
  });
});

describe('content.implausible.entry-span: follower and play counts judged over the entry’s dates', () => {
  it('counts the months of an entry, both ends included', () => {
    expect(entryMonths('2024-09', '2025-06')).toBe(10);
    expect(entryMonths('2025-07', '2025-07')).toBe(1);
    expect(entryMonths('2025-07', '')).toBeUndefined();
    expect(entryMonths('2025-07', '2025-01')).toBeUndefined();
  });

  it('catches millions of followers gained in an entry of a year or less that names no span', () => {
    expect(implausibleCounts('学院公众号粉丝从3000涨到500万', 10).map((f) => f.why)).toEqual(['短期内粉丝增长上百万']);
  });

  it('leaves a modest growth, a longer entry, and a shop’s sales told as context alone', () => {
    expect(implausibleCounts('学院公众号粉丝从3000涨到1.2万', 10)).toEqual([]);
    expect(implausibleCounts('学院公众号粉丝从3000涨到500万', 36)).toEqual([]);
    expect(implausibleCounts('协助运营天猫旗舰店，店铺月GMV约1200万', 6)).toEqual([]);
  });

  it('flags the entry in the diagnosis from its dates', () => {
    const r = javaResume({ work: [{ title: '学院融媒体中心', description: '学院公众号粉丝从3000涨到500万，全国高校排名第一。' }], projects: [], skills: SKILLS, evaluation: '' });
    expect(implausibleFigureFindings(r)).toHaveLength(1);
  });

  it('does not read a circled list number (②) as a digit of the figure after it', () => {
    expect(implausibleFigures('①独立运营账号 ②两个月全网涨粉2000万+').map((f) => f.text)).toEqual(['两个月全网涨粉2000万']);
  });
});

const DUTIES = '参与年报审计工作，协助项目经理整理底稿，负责函证的发送与回收，协助盘点，完成领导交办的工作，获得带教老师好评。';
const DUTIES_PROJECT = '负责需求分析、竞品分析和原型设计，与团队成员合作完成了项目，获得老师的认可。';
const TOLD = '负责门店排班，把原来按经验排班改成按客流时段排班，周末缺人的情况少了很多。';

describe('content.duties: experience written as the post’s duties (duties.json)', () => {
  it('catches a description of duty openers with praise in place of a result', () => {
    expect(isDutyList(DUTIES)).toBe(true);
    expect(isDutyList(DUTIES_PROJECT)).toBe(true);
    expect(isDutyList('负责各类文件的翻译工作；协助项目经理进行译稿审校；参与术语库的整理；按时完成翻译任务，获得好评。')).toBe(true);
  });

  it('leaves a description that opens with a duty and then tells the student’s own action and its result', () => {
    expect(isDutyList(TOLD)).toBe(false);
  });

  it('leaves a duty list that carries a figure, and a single duty', () => {
    expect(isDutyList('负责函证的发送与回收，协助盘点，共核对往来款项120笔。')).toBe(false);
    expect(isDutyList('负责公众号日常运营。')).toBe(false);
  });

  it('finds each duty-only entry, not one that tells a result', () => {
    const r = javaResume({ work: [{ title: '云帆科技', description: DUTIES }], projects: [{ title: '校园二手交易平台', description: TOLD }], skills: SKILLS, evaluation: '' });
    expect(dutyListFindings(r).map((f) => `${f.section}:${f.entry_id}`)).toEqual(['work:11']);
  });

  it('takes the place of content.star on a duty list, and leaves content.star on an entry that is no duty list', () => {
    const r = javaResume({ work: [{ title: '云帆科技', description: DUTIES }], projects: [{ title: '校园二手交易平台', description: '负责公众号日常运营。' }], skills: SKILLS, evaluation: '' });
    const on = (rule: string) => diagnosis(r).findings.filter((f) => f.rule === rule).map((f) => `${f.section}:${f.entry_id}`);
    expect(on('content.duties')).toEqual(['work:11']);
    expect(on('content.star')).toEqual(['project:21']);
  });

  it('caps a resume of duties alone below one that tells a result (diagnose.duties)', () => {
    const duties = javaResume({ work: [{ title: '云帆科技', description: DUTIES }], projects: [{ title: '校园二手交易平台', description: DUTIES_PROJECT }], skills: SKILLS, evaluation: '' });
    const told = javaResume({ work: [{ title: '云帆科技', description: DUTIES }], projects: [{ title: '校园二手交易平台', description: TOLD }], skills: SKILLS, evaluation: '' });
    expect(diagnosis(duties).score).toBeLessThanOrEqual(DUTIES_CAP);
    expect(diagnosis(duties).findings.filter((f) => f.rule === 'content.duties')).toHaveLength(2);
    expect(diagnosis(told).findings.filter((f) => f.rule === 'content.duties')).toHaveLength(1);
  });
});
