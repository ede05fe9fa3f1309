import type { ResumeContent } from '@campus/shared-utils/rules';
import { clicheFindings, clichesOf, hollowDescriptionFindings, isBareCliche, isHollow } from '../src/ai/diagnose/cliches';
import { credibilityFactor, GAMING_CAP } from '../src/ai/diagnose/credibility';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { duplicateDescriptions, implausibleFigureFindings, implausibleFigures, isPlaceholder, keywordLists, placeholderTitles } from '../src/ai/diagnose/gaming';
import { starRewrite } from '../src/ai/diagnose/rewrite';
import { isKeywordList } from '../src/ai/diagnose/sentences';
import { CLICHE_ONLY, DUPLICATED, INFLATED, javaResume, MEDIOCRE, PLACEHOLDERS, PLAIN, SALAD_RESUME, STRONG, STUFFED, THIN } from './ai-diagnose-resumes';

const score = (r: ResumeContent) => diagnoseResume(r, '2026-11').score;
const rules = (r: ResumeContent) => diagnoseResume(r, '2026-11').findings.map((f) => f.rule);

describe('scores follow substance, not buzzwords', () => {
  const gaming = { STUFFED, SALAD_RESUME, DUPLICATED, INFLATED, PLACEHOLDERS, CLICHE_ONLY };

  it.each(Object.entries(gaming))('%s scores at most 40, below every genuinely good resume', (_name, r) => {
    expect(score(r)).toBeLessThanOrEqual(GAMING_CAP);
    expect(score(r)).toBeLessThan(score(PLAIN));
    expect(score(r)).toBeLessThan(score(STRONG));
  });

  it('puts a good plain-prose resume at least 20 above a keyword salad', () => {
    expect(score(PLAIN) - score(SALAD_RESUME)).toBeGreaterThanOrEqual(20);
  });

  it('orders strong STAR ≥ plain good > mediocre > thin', () => {
    expect(score(STRONG)).toBeGreaterThanOrEqual(score(PLAIN));
    expect(score(PLAIN)).toBeGreaterThan(score(MEDIOCRE));
    expect(score(MEDIOCRE)).toBeGreaterThan(score(THIN));
  });

  it('counts a salad neither as complete nor as matching: its hollow parts are left out of 完整度 and its keywords count only as listed', () => {
    const salad = diagnoseResume(SALAD_RESUME, '2026-11').scores;
    const plain = diagnoseResume(PLAIN, '2026-11').scores;
    expect(salad.completeness).toBeLessThan(plain.completeness);
    expect(salad.match).toBe(30);
    expect(plain.match).toBe(100);
    expect(rules(SALAD_RESUME)).toContain('match.listed-only');
  });

  it('lowers the total by the credibility factor of the gaming findings only', () => {
    const gamingFindings = diagnoseResume(INFLATED, '2026-11').findings;
    expect(credibilityFactor(gamingFindings)).toBeLessThan(1);
    expect(credibilityFactor(diagnoseResume(PLAIN, '2026-11').findings)).toBe(1);
  });
});

describe('content.duplicate', () => {
  it('flags a description nearly the same as an earlier entry’s, on the later entry, quoting it', () => {
    const found = duplicateDescriptions(DUPLICATED);
    expect(found.map((f) => [f.section, f.entry_id])).toEqual([
      ['work', 12],
      ['project', 21],
    ]);
    expect(found[0]).toMatchObject({ severity: 'high', found: '“星河数据”的描述与“云帆科技”几乎相同' });
    expect(DUPLICATED.work_list[1]!.description).toContain(found[0]!.quote);
    expect(found[0]!.rewrite).toContain('【请补充：');
    expect(duplicateDescriptions(STRONG)).toEqual([]);
  });
});

describe('content.implausible', () => {
  it.each([
    ['使系统性能提升 300%', ['提升 300%']],
    ['营收提升 1000%', ['营收提升 1000%']],
    ['客户满意度达到 100%', ['客户满意度达到 100%']],
    ['错误率降低 100%', ['错误率降低 100%']],
  ])('finds %s', (sentence, figures) => {
    expect(implausibleFigures(sentence).map((f) => f.text.replace(/^使系统性能/, ''))).toEqual(figures);
  });

  it.each(['QPS 从 1.2k 提升到 4k，提升 233%', '转化率提升 12%', '处理时间降低 60%', '满意度 96%', '单元测试覆盖率达到 100%'])('believes %s', (sentence) => {
    expect(implausibleFigures(sentence)).toEqual([]);
  });

  it('quotes the sentence with the figure and asks for its two ends', () => {
    const [first] = implausibleFigureFindings(INFLATED);
    expect(first).toMatchObject({ rule: 'content.implausible', entry_id: 11, quote: '负责订单系统后端开发，通过优化缓存，使系统性能提升 800%，客户满意度达到 100%。' });
    expect(first!.rewrite).toBe('负责订单系统后端开发，通过优化缓存，使系统性能从【请补充：原来的数值】提升到【请补充：现在的数值】，客户满意度达到【请补充：实际数值和统计范围】。');
    expect(implausibleFigureFindings(STRONG)).toEqual([]);
  });
});

describe('content.placeholder', () => {
  it.each(['项目', '奖', '某公司', 'XX项目', '××科技', '测试项目', 'test', '111'])('%s is no name', (name) => expect(isPlaceholder(name)).toBe(true));
  it.each(['校园二手交易平台', '云帆科技', '测绘数据处理系统', '2024 年全国大学生软件设计大赛省二等奖', '项目管理系统', '测试用例管理平台', 'XXL-Job 调度平台', '某头部电商公司（保密）'])('%s is a name', (name) => expect(isPlaceholder(name)).toBe(false));

  it('flags an employer, projects and an award named by placeholders', () => {
    const found = placeholderTitles(PLACEHOLDERS);
    expect(found.map((f) => [f.section, f.field, f.quote])).toEqual([
      ['work', 'company', '某公司'],
      ['project', 'name', 'XX项目'],
      ['project', 'name', '测试项目'],
      ['other', 'awards', '奖'],
    ]);
    expect(found[0]!.found).toBe('实习/工作单位写作“某公司”，不是真实的单位名称');
    expect(placeholderTitles(STRONG)).toEqual([]);
  });

  it('takes 无 or 暂无 in the awards or certificates for an honest none, not a placeholder', () => {
    for (const none of ['无', '暂无', '没有', '无。', 'N/A']) {
      expect(placeholderTitles({ ...STRONG, other: { ...STRONG.other, certificates: none, awards: none } })).toEqual([]);
    }
    expect(placeholderTitles({ ...STRONG, other: { ...STRONG.other, certificates: '证书' } }).map((f) => f.quote)).toEqual(['证书']);
  });
});

describe('content.keyword-list', () => {
  it.each([
    'Java、Spring Boot、MyBatis、MySQL、Redis、微服务、高并发',
    'Spring Boot MySQL Redis 高并发 微服务 多线程 JVM',
    // terms the dictionaries do not know, typed between spaces, figures among them
    'Quarkus Micronaut Vert.x Helidon Temporal Pulsar ClickHouse TiDB 云原生 服务网格 首先 其次 吞吐提升10倍',
  ])('sees a list in %s', (text) => {
    expect(isKeywordList(text)).toBe(true);
  });

  it.each([STRONG.work_list[0]!.description, PLAIN.work_list[0]!.description, PLAIN.project_list[0]!.description, '吃苦耐劳，有团队合作精神，学习能力强。'])('sees sentences in %s', (text) => {
    expect(isKeywordList(text)).toBe(false);
  });

  it('sees a duty list told in clauses as sentences, however short its clauses', () => {
    expect(isKeywordList('参与需求评审，编写接口文档，开发订单模块，优化慢查询，编写单元测试，部署上线，修复线上问题，撰写周报。')).toBe(false);
  });

  it('flags descriptions and a self-evaluation of keywords, rewriting them as a sentence with their skills', () => {
    const found = keywordLists(SALAD_RESUME);
    expect(found.map((f) => [f.section, f.field, f.severity])).toEqual([
      ['work', 'description', 'high'],
      ['project', 'description', 'high'],
      ['other', 'self_evaluation', 'medium'],
    ]);
    expect(found[0]!.rewrite).toBe('用 Java、Spring Boot、MyBatis 【请补充：完成了什么功能或解决了什么问题】，【请补充：结果，如性能、效率或用户数的变化】。');
    expect(keywordLists(STRONG)).toEqual([]);
  });
});

describe('content.cliche', () => {
  it.each(['吃苦耐劳，有团队合作精神，学习能力强。', '性格开朗，积极向上'])('%s is bare', (s) => expect(isBareCliche(s)).toBe(true));
  it.each(['学习能力强，两周内自学 Vue 并完成了实习项目的 8 个页面', '在云帆科技把订单查询的 P99 从 380 ms 降到 90 ms'])('%s has a fact', (s) => expect(isBareCliche(s)).toBe(false));

  it('quotes the self-evaluation’s clichés and asks for a fact behind the first', () => {
    const [found] = clicheFindings(PLAIN);
    expect(found).toMatchObject({
      rule: 'content.cliche',
      severity: 'medium',
      quote: '吃苦耐劳，有团队合作精神，学习能力强。',
      found: '自我评价中的“吃苦耐劳”“有团队合作精神”“学习能力强”是空泛的套话，没有事实支撑',
    });
    expect(found!.rewrite).toMatch(/^吃苦耐劳：【请补充：/);
    expect(clicheFindings(STRONG)).toEqual([]);
  });
});

describe('content.hollow', () => {
  it('flags experience told in clichés alone, seriously when every entry is, quoting it', () => {
    const found = hollowDescriptionFindings(CLICHE_ONLY);
    expect(found.map((f) => [f.section, f.severity])).toEqual([
      ['work', 'high'],
      ['project', 'high'],
    ]);
    expect(found[0]!.quote).toBe('工作认真负责，积极主动，具有良好的沟通能力和团队合作精神，能够吃苦耐劳，得到了领导的认可。');
    expect(found[1]!.found).toMatch(/“校园二手书平台”的描述只有“锻炼了自己的能力”/);
    expect(found[0]!.rewrite).toMatch(/【请补充：/);
  });

  it.each([
    ['热爱幼教工作，工作积极，与孩子们相处融洽，得到了园长的好评。', ['热爱幼教工作', '工作积极', '与孩子们相处融洽', '得到了园长的好评']],
    ['得到了带教老师和病人家属的一致好评', ['得到了带教老师和病人家属的一致好评']],
  ])('takes the set phrases with a name in the middle as clichés: %s', (sentence, phrases) => {
    expect(clichesOf(sentence)).toEqual(phrases);
    expect(isBareCliche(sentence)).toBe(true);
  });

  it('a kindergarten internship told in such phrases alone is hollow, and the resume scores at most 40', () => {
    const r = { ...CLICHE_ONLY, work_list: [{ ...CLICHE_ONLY.work_list[0]!, description: '热爱幼教工作，工作积极，与孩子们相处融洽，得到了园长的好评。' }] };
    expect(hollowDescriptionFindings(r).map((f) => f.section)).toEqual(['work', 'project']);
    expect(diagnoseResume(r, '2026-11').score).toBeLessThanOrEqual(GAMING_CAP);
    // a deed beside the phrase keeps the sentence
    expect(isBareCliche('得到了园长的好评，因为我设计的 12 节绘本课被全园沿用')).toBe(false);
  });

  it('leaves described experience alone, and a single hollow entry beside real ones is only medium', () => {
    expect(hollowDescriptionFindings(PLAIN)).toEqual([]);
    expect(hollowDescriptionFindings(STRONG)).toEqual([]);
    const mixed = { ...PLAIN, project_list: [...PLAIN.project_list, { ...CLICHE_ONLY.project_list[0]!, id: 99 }] };
    expect(hollowDescriptionFindings(mixed).map((f) => f.severity)).toEqual(['medium']);
  });
});

describe('quotes and rewrites', () => {
  it('quotes the student’s own sentence in every finding about a description, with a rewrite in their words', () => {
    for (const r of [MEDIOCRE, STUFFED, INFLATED, DUPLICATED, SALAD_RESUME]) {
      const texts = new Map<string, string>([...r.work_list.map((w) => [`work:${w.id}`, w.description] as const), ...r.project_list.map((p) => [`project:${p.id}`, p.description] as const)]);
      for (const f of diagnoseResume(r, '2026-11').findings.filter((x) => x.field === 'description' && x.entry_id > 0)) {
        expect(texts.get(`${f.section}:${f.entry_id}`)).toContain(f.quote);
        expect(f.quote).not.toBe('');
        expect(f.rewrite).not.toBe('');
      }
    }
  });

  it('reorders a description into 背景→行动→结果, keeping its words and asking for what is missing', () => {
    expect(starRewrite('参与订单系统的后端开发，我负责订单模块的接口')).toBe('我负责订单模块的接口，参与订单系统的后端开发，【请补充：结果，最好有数字，如从多少到多少、覆盖多少人】。');
    expect(starRewrite('订单导出缩短到 50 秒，我将逐行查询改为批量查询')).toBe('【请补充：当时要解决的问题或目标】，我将逐行查询改为批量查询，订单导出缩短到 50 秒。');
  });

  it('quotes a bulleted description as written and rewrites its clauses without the bullets', () => {
    const text = '• 参与订单系统的后端开发\n• 负责部分接口的编写和维护';
    const r = javaResume({ work: [{ title: '云帆科技', description: text }], projects: [], skills: '', evaluation: '' });
    const star = diagnoseResume(r, '2026-11').findings.find((f) => f.rule === 'content.star')!;
    expect(star.quote).toBe('参与订单系统的后端开发\n• 负责部分接口的编写和维护');
    expect(star.rewrite).toBe('负责部分接口的编写和维护，参与订单系统的后端开发，【请补充：结果，最好有数字，如从多少到多少、覆盖多少人】。');
  });

  it('leaves quote and rewrite empty for section-wide findings', () => {
    const thin = diagnoseResume(THIN, '2026-11').findings;
    for (const f of thin) expect([f.quote, f.rewrite]).toEqual(['', '']);
  });

  it('does not rewrite a resume that says nothing wrong', () => {
    const r = javaResume({ work: [], projects: [], skills: '', evaluation: '' });
    expect(diagnoseResume(r, '2026-11').findings.filter((f) => f.rewrite !== '')).toEqual([]);
  });
});

describe('content.hollow, clause by clause', () => {
  it('takes a description of clichés listed clause by clause for hollow, one clause of filler aside; one with a checkable thing not', () => {
    expect(isHollow('实习期间热爱教育事业，吃苦耐劳，认真负责，虚心向指导老师学习，团结同事，关爱学生，得到了学校领导和老师的一致好评。')).toBe(true);
    expect(isHollow('实习期间认真负责，团结同事，独立带了一个大班的美术活动，家长开放日展出了孩子们的32幅画。')).toBe(false);
    expect(isHollow('负责班级的晨检和午睡看护，和主班老师一起设计了《沉与浮》科学活动。')).toBe(false);
  });
});
