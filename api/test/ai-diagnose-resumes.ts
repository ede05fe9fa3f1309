// Resumes of one student (intention Java开发) told in different ways, for the diagnosis's ordering and gaming
// tests: the same person stuffing buzzwords, listing keywords, copying one paragraph, inventing figures, or
// telling real work well (with STAR cue words or in plain words), fairly, or not at all.
import type { ResumeContent } from '@campus/shared-utils/rules';

const v = { version: 1, updated_at: 0 };
type Entry = { title: string; role?: string; description: string };

export function javaResume(parts: { work: Entry[]; projects: Entry[]; skills: string; awards?: string; certificates?: string; evaluation: string }): ResumeContent {
  return {
    basic: { name: '林晓', sex: 2, birth_date: '2003-04-01', phone: '13800000003', email: 'linxiao@example.com', city: '杭州', school: '临江大学', major: '软件工程', degree: 2, graduation_year: 2026, photo: '/p.jpg', ...v },
    intention: { categories: ['Java开发'], cities: ['杭州'], salary_min: 0, salary_max: 0, nature: 1, ...v },
    education_list: [{ id: 1, school: '临江大学', major: '软件工程', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '主修数据结构、操作系统、计算机网络、数据库原理', ...v }],
    work_list: parts.work.map((w, i) => ({ id: 11 + i, kind: 1, company: w.title, position: w.role ?? 'Java开发实习生', start_date: `2025-0${7 - i * 3}`, end_date: `2025-0${9 - i * 3}`, description: w.description, ...v })),
    project_list: parts.projects.map((p, i) => ({ id: 21 + i, name: p.title, role: p.role ?? '后端开发', start_date: '2024-03', end_date: '2024-06', description: p.description, ...v })),
    other: { skills: parts.skills, certificates: parts.certificates ?? 'CET-6', awards: parts.awards ?? '', languages: '', self_evaluation: parts.evaluation, ...v },
  };
}

const SKILLS = '熟悉 Java、Spring Boot、MyBatis、MySQL、Redis，了解 Linux 常用命令和 JVM 调优';

const BUZZ = '负责核心业务高并发微服务架构设计与性能优化，主导 Spring Boot、Redis、MySQL、JVM、多线程全链路优化，使系统性能提升 300%，用户量增长 500%，营收提升 1000%，获得领导高度认可。';
/** Every description the same buzzword paragraph with figures of hundreds of percent. */
export const STUFFED = javaResume({
  work: [{ title: '云帆科技', description: BUZZ }, { title: '星河数据', description: BUZZ }],
  projects: [{ title: '电商秒杀系统', description: BUZZ }],
  skills: SKILLS,
  evaluation: '吃苦耐劳，有团队合作精神，抗压能力强，学习能力强。',
});

const SALAD = 'Java、Spring Boot、MyBatis、MySQL、Redis、微服务、高并发、JVM、多线程、Linux、接口、分布式';
/** Keywords instead of sentences everywhere, a project named 项目 and an award 奖. */
export const SALAD_RESUME = javaResume({
  work: [{ title: '云帆科技', description: SALAD }],
  projects: [{ title: '项目', description: 'Spring Boot MySQL Redis 高并发 微服务 多线程 JVM 接口 Linux' }],
  skills: SALAD,
  awards: '奖',
  evaluation: 'Java Spring Boot MySQL Redis 微服务 高并发',
});

/** Real work told with STAR cue words and plausible figures. */
export const STRONG = javaResume({
  work: [
    {
      title: '云帆科技',
      description:
        '针对订单查询接口在促销期间响应慢的问题，负责接口性能优化。通过引入 Redis 二级缓存、将 N+1 查询合并为批量查询，并对热点 SQL 补充联合索引，最终使 QPS 从 1.2k 提升到 4k，P99 延迟由 380 ms 降到 90 ms。',
    },
    {
      title: '星河数据',
      description: '为解决运营同学每天手工对账耗时长的问题，使用 Spring Boot 和 MyBatis 开发对账服务，每日自动核对 3 万笔订单，差错在 10 分钟内告警，对账耗时从 2 小时缩短到 15 分钟。',
    },
  ],
  projects: [{ title: '校园二手交易平台', description: '承担后端开发，基于 Spring Boot + MySQL 设计商品、订单和消息模块，使用 Redis 做热门商品缓存；平台上线一学期，注册用户 2000 余人，累计成交 600 多单。' }],
  skills: SKILLS,
  awards: '2024 年全国大学生软件设计大赛省二等奖',
  evaluation: '做过两段 Java 后端实习，习惯先用数据定位问题再动手优化；在云帆科技把订单查询的 P99 从 380 ms 降到 90 ms。',
});

/** The same facts told in plain words, and a cliché self-evaluation. */
export const PLAIN = javaResume({
  work: [
    {
      title: '云帆科技',
      description: '原来订单查询在促销时很慢，P99 要 380 ms。我给接口加了 Redis 缓存，把一条条的查询改成批量查询，又给常用的 SQL 加上索引。改完后 QPS 从 1.2k 到了 4k，P99 降到 90 ms，这套做法被后面的项目沿用。',
    },
    {
      title: '星河数据',
      description: '以前运营每天手工对账要 2 个小时。我用 Spring Boot 和 MyBatis 写了一个对账服务，每天自动核对 3 万笔订单，出错 10 分钟内发告警，对账缩短到 15 分钟。',
    },
  ],
  projects: [{ title: '校园二手交易平台', description: '我写后端，用 Spring Boot 和 MySQL 做了商品、订单和消息模块，热门商品放进 Redis。平台上线一学期，有 2000 余人注册，成交 600 多单。' }],
  skills: SKILLS,
  awards: '2024 年全国大学生软件设计大赛省二等奖',
  evaluation: '吃苦耐劳，有团队合作精神，学习能力强。',
});

/** Duties without results: fair, but says little. */
export const MEDIOCRE = javaResume({
  work: [{ title: '云帆科技', description: '参与公司订单系统的后端开发，负责部分接口的编写和维护，协助测试同学排查问题，参加每周的组会。' }],
  projects: [{ title: '校园二手交易平台', description: '课程设计项目，使用 Spring Boot 和 MySQL 开发，我负责订单模块的增删改查接口。' }],
  skills: SKILLS,
  evaluation: '性格开朗，有责任心，学习能力强。',
});

/** A name and a school and nothing else. */
export const THIN: ResumeContent = (() => {
  const r = javaResume({ work: [], projects: [], skills: '', certificates: '', evaluation: '' });
  return {
    ...r,
    basic: { ...r.basic, phone: '', email: '', birth_date: '', city: '', major: '', degree: 0, graduation_year: 0, photo: '', sex: 0 },
    intention: { ...r.intention, categories: [], cities: [], nature: 0 },
    education_list: [],
  };
})();

/** A good description copied into every entry. */
export const DUPLICATED = javaResume({
  work: [{ title: '云帆科技', description: STRONG.work_list[0]!.description }, { title: '星河数据', description: STRONG.work_list[0]!.description.replace('最终', '最后') }],
  projects: [{ title: '校园二手交易平台', description: STRONG.work_list[0]!.description }],
  skills: SKILLS,
  evaluation: STRONG.other.self_evaluation,
});

/** Figures no one can check: hundreds of percent without a base, 100 % satisfaction. */
export const INFLATED = javaResume({
  work: [
    { title: '云帆科技', description: '负责订单系统后端开发，通过优化缓存，使系统性能提升 800%，客户满意度达到 100%。' },
    { title: '星河数据', description: '负责对账服务开发，通过重写核心逻辑，使效率提升 1000%，错误率降低 100%。' },
  ],
  projects: [{ title: '校园二手交易平台', description: '负责后端开发，使用 Spring Boot 搭建平台，使用户量增长 600%，好评率 100%。' }],
  skills: SKILLS,
  evaluation: STRONG.other.self_evaluation,
});

/** Placeholder names where an employer, a project and an award should be. */
export const PLACEHOLDERS = javaResume({
  work: [{ title: '某公司', description: STRONG.work_list[0]!.description }],
  projects: [
    { title: 'XX项目', description: STRONG.work_list[1]!.description },
    { title: '测试项目', description: STRONG.project_list[0]!.description },
  ],
  skills: SKILLS,
  awards: '奖',
  evaluation: STRONG.other.self_evaluation,
});

/** Experience told in clichés alone, as a student with nothing to say writes it. */
export const CLICHE_ONLY = javaResume({
  work: [{ title: '杭州某科技公司', description: '工作认真负责，积极主动，具有良好的沟通能力和团队合作精神，能够吃苦耐劳，得到了领导的认可。' }],
  projects: [{ title: '校园二手书平台', description: '在项目中锻炼了自己的能力，学到了很多知识，增强了团队意识。' }],
  skills: SKILLS,
  evaluation: '性格开朗，乐观向上，吃苦耐劳，学习能力强。',
});
