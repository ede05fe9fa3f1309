import type { ResumeContent } from '@campus/shared-utils/rules';
import { clicheFindings, clichesOf, hollowDescriptionFindings, isBareCliche, isHollow } from '../src/ai/diagnose/cliches';
import { credibilityFactor, GAMING_CAP } from '../src/ai/diagnose/credibility';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { duplicateDescriptions, implausibleFigureFindings, implausibleFigures, isPlaceholder, keywordLists, placeholderTitles } from '../src/ai/diagnose/gaming';
import { gradeListFindings, isGradeList } from '../src/ai/diagnose/grades';
import { implausibleRoleFindings } from '../src/ai/diagnose/implausible-roles';
import { postingFindings, readsAsPosting, readsAsProfile } from '../src/ai/diagnose/posting';
import { starRewrite } from '../src/ai/diagnose/rewrite';
import { isKeywordList } from '../src/ai/diagnose/sentences';
import { CLICHE_ONLY, DUPLICATED, INFLATED, javaResume, MEDIOCRE, PLACEHOLDERS, PLAIN, SALAD_RESUME, STRONG, STUFFED, THIN } from './ai-diagnose-resumes';
import { expectWithinMs } from './timing';

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

  it.each([
    ['运营小号一个月，累计涨粉260万', ['累计涨粉260万']],
    ['3周内视频总播放量1.5亿', ['视频总播放量1.5亿']],
    ['实习6个月，个人直播带货销售额4000万元', ['个人直播带货销售额4000万']],
    ['半年内个人创收2亿', ['半年内个人创收2亿']],
  ])('finds the audience or sales count of a short span in %s', (sentence, figures) => {
    expect(implausibleFigures(sentence).map((f) => f.text)).toEqual(figures);
  });

  it.each(['两个月内账号涨粉1.2万，单条视频最高播放35万', '实习3个月，协助直播间GMV 120万元', '公司年营收2亿，我负责其中一条产品线的数据报表', '三年累计粉丝150万'])('believes the count in %s', (sentence) => {
    expect(implausibleFigures(sentence)).toEqual([]);
  });

  it('quotes the sentence with the figure and asks for its two ends', () => {
    const [first] = implausibleFigureFindings(INFLATED);
    expect(first).toMatchObject({ rule: 'content.implausible', entry_id: 11, quote: '负责订单系统后端开发，通过优化缓存，使系统性能提升 800%，客户满意度达到 100%。' });
    expect(first!.rewrite).toBe('负责订单系统后端开发，通过优化缓存，使系统性能从【请补充：原来的数值】提升到【请补充：现在的数值】，客户满意度达到【请补充：实际数值和统计范围】。');
    expect(implausibleFigureFindings(STRONG)).toEqual([]);
  });
});

describe('content.implausible: roles no intern holds', () => {
  const internship = (id: number, company: string, position: string, start: string, end: string) => ({ ...STRONG.work_list[0]!, id, kind: 1 as const, company, position, start_date: start, end_date: end });

  it('flags three internships at once, seriously, naming them; two at once and one after another pass', () => {
    const three = { ...STRONG, work_list: [internship(1, '甲科技', 'Java开发实习生', '2026-03', ''), internship(2, '乙网络', '后端开发实习生', '2026-04', ''), internship(3, '丙软件', '测试实习生', '2026-05', '2026-08')] };
    expect(implausibleRoleFindings(three)).toEqual([expect.objectContaining({ rule: 'content.implausible', severity: 'high', found: '同一时间在甲科技、乙网络、丙软件3家单位实习' })]);
    expect(score(three)).toBeLessThanOrEqual(GAMING_CAP);
    const twoThenOne = { ...STRONG, work_list: [internship(1, '甲科技', 'Java开发实习生', '2025-07', '2025-09'), internship(2, '乙网络', '运营实习生', '2025-08', '2025-10'), internship(3, '丙软件', '测试实习生', '2026-03', '')] };
    expect(implausibleRoleFindings(twoThenOne)).toEqual([]);
  });

  it('flags a senior title on an internship (架构师, 高级, 专家); 产品经理实习生 is an intern’s title', () => {
    const titled = { ...STRONG, work_list: [internship(1, '甲科技', '后端架构师（实习）', '2026-03', '2026-06'), internship(2, '乙网络', '产品经理实习生', '2025-07', '2025-09')] };
    expect(implausibleRoleFindings(titled)).toEqual([expect.objectContaining({ severity: 'medium', entry_id: 1, found: '实习职位写作“后端架构师（实习）”，与实习生的职级不符' })]);
  });
});

describe('content.posting: a company’s own self-description pasted in', () => {
  const profile = '星河物流集团是一家集仓储、运输、配送于一体的综合物流企业，秉承“客户至上”的经营理念，业务遍布全国28个省市，致力于成为行业领先的供应链服务商。';

  it('reads a company’s self-description for one; a student’s account that names the company is not', () => {
    expect(readsAsProfile(profile)).toBe(true);
    expect(readsAsProfile('在星河物流集团的仓库实习，这家公司是一家集仓储、运输于一体的企业；我负责每天核对入库单，两个月里找出了17张数量不符的单子。')).toBe(false);
  });

  it('flags the entry as 单位或项目介绍, seriously, and the resume scores at most 40', () => {
    const resume = { ...STRONG, work_list: [{ ...STRONG.work_list[0]!, description: profile }], project_list: [] };
    expect(postingFindings(resume)[0]).toMatchObject({ rule: 'content.posting', severity: 'high', found: `“${STRONG.work_list[0]!.company}”的描述是单位或项目介绍的写法（是一家集、于一体的），不是你做过的事` });
    expect(score(resume)).toBeLessThanOrEqual(GAMING_CAP);
  });
});

describe('content.implausible: honours no student holds together', () => {
  it('flags more than two of the country’s top honours, seriously; one national first prize and a scholarship are believed', () => {
    const invented = { ...STRONG, other: { ...STRONG.other, awards: 'ICPC全球总决赛金牌；美国大学生数学建模竞赛特等奖；“挑战杯”全国特等奖；国家奖学金（3次）' } };
    expect(implausibleRoleFindings(invented)).toEqual([expect.objectContaining({ rule: 'content.implausible', severity: 'high', field: 'awards', found: '获奖中有 4 项全国乃至世界最高级别的荣誉，与在校经历对不上' })]);
    expect(score(invented)).toBeLessThanOrEqual(GAMING_CAP);
    const real = { ...STRONG, other: { ...STRONG.other, awards: '2025年全国大学生数学建模竞赛省一等奖；国家奖学金（1次）' } };
    expect(implausibleRoleFindings(real)).toEqual([]);
  });
});

describe('content.grades: courses and marks given as experience', () => {
  it('reads a description of marks alone (中级财务会计（上）92分, 绩点3.9) as one; a course project told with its marks is not', () => {
    expect(isGradeList('中级财务会计（上）92分，中级财务会计（下）90分。')).toBe(true);
    expect(isGradeList('财务管理 89分，绩点3.9')).toBe(true);
    expect(isGradeList('课程设计：用Excel做了一家超市三个月的成本核算，误差控制在1%以内，得了92分。')).toBe(false);
  });

  it('flags every such entry, seriously when all are, and the resume scores at most 40', () => {
    const graded = { ...STRONG, work_list: [], project_list: [{ ...STRONG.project_list[0]!, id: 1, name: '成本会计', description: '成本会计 91分。' }, { ...STRONG.project_list[0]!, id: 2, name: '审计学', description: '审计学 85分，绩点3.7。' }] };
    expect(gradeListFindings(graded).map((f) => [f.entry_id, f.severity, f.found])).toEqual([
      [1, 'high', '“成本会计”只写了课程成绩，不是一段经历'],
      [2, 'high', '“审计学”只写了课程成绩，不是一段经历'],
    ]);
    expect(score(graded)).toBeLessThanOrEqual(GAMING_CAP);
  });
});

describe('content.posting: a job posting pasted in', () => {
  const posted = '岗位职责：1、负责门店商品陈列；2、完成部门下达的销售任务。任职要求：大专及以上学历，能适应倒班。';
  const own = '在门店做了两个月导购，负责饮料区的陈列，按周末客流调整堆头位置后，饮料区周销售额从1.1万提到1.4万。';

  it('reads a posting’s requirements, under their heading or in two set phrases, for one; a student’s own duties are not', () => {
    expect(readsAsPosting(posted)).toBe(true);
    expect(readsAsPosting('熟悉Office，本科及以上学历，相关专业优先。')).toBe(true);
    expect(readsAsPosting(own)).toBe(false);
    // students set out their own work under a duties heading
    expect(readsAsPosting('工作内容：负责公众号排版，每周发三篇，阅读量从平均800涨到2000。')).toBe(false);
  });

  it('flags the entry seriously, leaves it out of what the resume says, and caps the total', () => {
    const resume = { ...STRONG, work_list: [{ ...STRONG.work_list[0]!, description: posted }], project_list: [] };
    expect(postingFindings(resume)).toEqual([expect.objectContaining({ rule: 'content.posting', severity: 'high', found: `“${STRONG.work_list[0]!.company}”的描述是招聘启事的写法（任职要求、大专及以上学历），不是你做过的事` })]);
    expect(score(resume)).toBeLessThanOrEqual(GAMING_CAP);
    expect(postingFindings({ ...resume, work_list: [{ ...STRONG.work_list[0]!, description: own }] })).toEqual([]);
  });
});

describe('content.placeholder', () => {
  it.each(['项目', '奖', '某公司', 'XX项目', '××科技', '测试项目', 'test', '111', '杭州某公司', '某某科技', '某企业（保密）'])('%s is no name', (name) => expect(isPlaceholder(name)).toBe(true));
  it.each(['${company}', '${company_2}', '{{project.name}}', '{% for item in projects %}', '{{ 公司名称 }}有限公司'])('a template engine’s unfilled variable %s is no name', (name) => expect(isPlaceholder(name)).toBe(true));
  it.each(['Vue3 模板语法 {{ }} 教学项目', 'C++ {fmt} 格式化库移植', '${} 字符串插值讲解视频'])('braces of the student’s own %s leave a name', (name) => expect(isPlaceholder(name)).toBe(false));
  it.each(['校园二手交易平台', '云帆科技', '测绘数据处理系统', '2024 年全国大学生软件设计大赛省二等奖', '项目管理系统', '测试用例管理平台', 'XXL-Job 调度平台', '某头部电商公司（保密）', '深圳某企业SaaS服务公司', '某企业薪酬体系调研'])('%s is a name', (name) => expect(isPlaceholder(name)).toBe(false));

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
    // a verb inside a term (需求分析, 原型设计) or beside a bare figure (留存提升30%) tells nothing
    '需求分析 竞品分析 用户画像 PRD 原型设计 Axure 墨刀 用户旅程 MVP 北极星指标 A/B测试 数据驱动 首先 其次 最后 留存提升30% 转化提升25%',
  ])('sees a list in %s', (text) => {
    expect(isKeywordList(text)).toBe(true);
  });

  it.each([STRONG.work_list[0]!.description, PLAIN.work_list[0]!.description, PLAIN.project_list[0]!.description, '吃苦耐劳，有团队合作精神，学习能力强。'])('sees sentences in %s', (text) => {
    expect(isKeywordList(text)).toBe(false);
  });

  it('content.keyword-list.cue-words: among ordering cue words typed as pieces (首先 其次 最后), a verb alone (护理, 沟通, 提升) is one more term', () => {
    expect(isKeywordList('三查七对 无菌 护理 输液 PICC 心肺复苏 首先 其次 最后 提升80% 责任心 沟通 宣教 压疮 跌倒 感控 综上所述')).toBe(true);
    expect(isKeywordList('首先 护理 其次 沟通 最后 责任 提升 综上所述')).toBe(true);
    // the cue words heading duties told with their objects, between spaces, still tell something
    expect(isKeywordList('首先 负责病区输液巡视 其次 协助护士长做压疮评估 最后 给出院患者做用药宣教 整理交班记录')).toBe(false);
    // without the cue words a verb standing alone is read as before (a verb, not a term)
    expect(isKeywordList('护理 儿科 沟通 细心 耐心 团队 学习 抗压')).toBe(false);
    const hostile = '首先 护理 '.repeat(600);
    // a text of its own each try: isKeywordList remembers its last answers
    expectWithinMs((attempt) => isKeywordList(attempt + hostile), 200);
  });

    it('content.keyword-list.named-tasks: tasks named as terms (合同管理, 交期跟踪) typed between spaces make a list, with the verbs alone among them', () => {
    expect(isKeywordList('询价 比价 议价 供应商开发 合同管理 交期跟踪 对账 付款申请')).toBe(true);
    // the same tasks told with whom and how often, between spaces, still tell something
    expect(isKeywordList('负责 三家 供应商 的 询价 和 合同管理 每月 对账 一次')).toBe(false);
    // verbs alone with no task named among them are read as before
    expect(isKeywordList('护理 儿科 沟通 细心 耐心 团队 学习 抗压')).toBe(false);
    // a description's most (1,000 characters) of such pieces is read at once
    // a text of its own each try: isKeywordList remembers its last answers
    expectWithinMs((attempt) => isKeywordList(attempt + '合同管理 询价 '.repeat(125)), 200);
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

  it('growth claimed without what grew it (表达能力和应变能力都得到了提高，收获了成长) is a cliché; a deed beside it is not', () => {
    const claimed = '积极参加社团活动，表达能力和应变能力都得到了提高，收获了成长。';
    expect(clichesOf('表达能力和应变能力都得到了提高')).toEqual(['表达能力和应变能力都得到了提高']);
    expect(isBareCliche('收获了成长')).toBe(true);
    expect(isHollow(claimed)).toBe(true);
    expect(isHollow('每周主持一次社团读书会，一学期办了14场，表达能力得到了提高。')).toBe(false);
    expect(isBareCliche('负责工地测量放线，画了20张放线图，动手能力得到了锻炼')).toBe(false);
  });

  it('service claimed (热心为大家服务) is a cliché; the service told (每周帮班里收发快递，一学期约300件) is not', () => {
    expect(isBareCliche('我热心为大家服务')).toBe(true);
    expect(isHollow('作为宿舍长，我热心为大家服务，团结室友，得到了宿管老师的认可。')).toBe(true);
    expect(isBareCliche('每周帮班里收发快递，一学期约300件')).toBe(false);
  });

  it('duties and slogans said over again under the same leads (负责…负责…全面…全面…) are hollow; a plain list of duties is not', () => {
    expect(isHollow('负责前端开发，负责前端性能优化，负责前端工程化，负责前端架构设计，全面赋能业务增长，全面提升用户体验，全面提升开发效率，全面提升前端质量。')).toBe(true);
    expect(isHollow('主导前端开发，主导前端性能优化，主导前端工程化，打造极致用户体验，打造极致性能，打造高质量前端，实现全链路优化闭环。')).toBe(true);
    // one lead repeated over plain duties, with a deed beside them
    expect(isHollow('负责需求评审，负责接口联调，负责编写测试用例，和后端一起排查了上线前的登录超时问题。')).toBe(false);
    // the same leads with figures told
    expect(isHollow('负责首页开发，负责性能优化，负责打包配置，全面改用按需加载，全面压缩图片，全面启用缓存，首屏从3秒降到1.2秒。')).toBe(false);
  });

    it('content.hollow.buzzwords: big words strung with no figure (赋能…落地…闭环) are hollow, quoted; a few among deeds told are not', () => {
    expect(isHollow('深度参与高可用微服务架构设计，全面赋能业务增长，架构全面落地，极大提升系统性能，体验全面提升，打造闭环。')).toBe(true);
    expect(isHollow('全面负责门店数字化转型，赋能一线，数字化转型全面落地，推动降本增效，降本增效显著，形成闭环。')).toBe(true);
    // as many big words beside clauses of what was done
    expect(isHollow('参与跨部门协同，和仓库、采购一起梳理了缺货的原因，把补货单从纸质改成表格，店长说这个痛点终于解决了，方法也沉淀成了交接文档。')).toBe(false);
    expect(isHollow('跟着导师做库存预警小工具，我写了补货提醒的定时任务和短信通知，店里用它来提醒补货，这套做法后来落地到另外两家门店，形成了闭环。')).toBe(false);
    const r: ResumeContent = { ...PLAIN, work_list: [{ ...PLAIN.work_list[0]!, description: '全面负责门店数字化转型，赋能一线，数字化转型全面落地，推动降本增效，降本增效显著，形成闭环。' }] };
    const hollow = hollowDescriptionFindings(r).find((f) => f.section === 'work');
    expect(hollow?.found).toContain('“降本增效”');
    expectWithinMs(() => isHollow('全面赋能，'.repeat(200)), 200);
  });

  it('an accounting internship told in the set phrases of its trade is hollow', () => {
    const phrases = '在实习中我始终保持严谨细致的工作态度，爱岗敬业，一丝不苟，遵守财经纪律，服从安排，多次受到带教老师的表扬，使我在实践中不断成长，对会计工作有了更深的认识。';
    expect(isHollow(phrases)).toBe(true);
    expect(isHollow('实习三个月，每月帮带教老师核对约400张报销单，发现3张重复报销的发票，对会计工作有了更深的认识。')).toBe(false);
    // a plain statement of one's own is no set phrase
    expect(clichesOf('喜欢写东西，也爱拍照，对内容有耐心')).toEqual([]);
  });

  it('a teaching internship told in a teacher’s set phrases is hollow; the same duties with what came of them are not', () => {
    const phrases = '在实习期间，我热爱教育事业，关爱每一位学生，认真备课、认真上课，虚心向指导老师请教，积极参加教研活动，严格要求自己，得到了指导老师和学生的一致好评，圆满完成了实习任务。';
    expect(isHollow(phrases)).toBe(true);
    for (const clause of ['关爱每一位学生', '认真备课、认真上课', '积极参加教研活动', '圆满完成了实习任务']) expect(isBareCliche(clause)).toBe(true);
    expect(isHollow('认真备课，每节课前把学生上次错得多的题整理成5道小练习，期中班级均分从71分提到78分。')).toBe(false);
    expect(isBareCliche('积极参加教研活动，在组里设计并讲授了公开课《背影》')).toBe(false);
  });

  it('an internship of learning from and helping others, with nothing said of what was learnt or done, is hollow', () => {
    const phrases = '在实习期间，我踏实肯干，主动向带教师傅请教，积极配合师傅和同事完成各项工作，得到了领导的认可。';
    expect(clichesOf(phrases)).toEqual(['踏实肯干', '主动向带教师傅请教', '积极配合师傅和同事完成各项工作', '得到了领导的认可']);
    expect(isHollow(phrases)).toBe(true);
    const r = { ...CLICHE_ONLY, work_list: [{ ...CLICHE_ONLY.work_list[0]!, description: phrases }] };
    expect(hollowDescriptionFindings(r).map((f) => [f.section, f.severity])).toEqual([
      ['work', 'high'],
      ['project', 'high'],
    ]);
    expect(diagnoseResume(r, '2026-11').score).toBeLessThanOrEqual(GAMING_CAP);
    // what was asked or done, named, is no set phrase
    expect(clichesOf('主动向师傅请教了焊缝外观检查的方法')).toEqual([]);
    expect(clichesOf('配合仓库同事完成季度盘点工作')).toEqual([]);
    expect(isBareCliche('协助同事完成了3个仓库的月度盘点')).toBe(false);
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
    // a list of duties: content.duties takes the place of content.star, with its quote and rewrite (duties.ts)
    const star = diagnoseResume(r, '2026-11').findings.find((f) => f.rule === 'content.duties')!;
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

  it('takes 具有较强的…能力/精神 and a career of one’s own told in such clauses (勇于创新, 善于思考) for clichés too', () => {
    expect(isHollow('工作认真负责，积极主动，具有较强的团队合作精神和沟通协调能力，得到老师和同学的一致好评。')).toBe(true);
    expect(isHollow('具有较强的学习能力和执行力，善于思考，勇于创新，能够承受较大的工作压力。')).toBe(true);
  });

  it('takes lessons told only as set phrases (要提前规划, 团队要多沟通, 不要灰心) for clichés', () => {
    expect(isBareCliche('从这件事我学到了做事情要提前规划')).toBe(true);
    expect(clichesOf('团队要多沟通，失败了也不要灰心，要总结经验')).toEqual(['团队要多沟通', '不要灰心', '要总结经验']);
  });

  it('takes a task finished on time and talking with the team, said as a clause of its own (按时完成了任务, 积极与组员沟通), for clichés', () => {
    const phrases = '在项目中认真负责，积极与组员沟通，发挥团队合作精神，按时完成了任务，收获很大。';
    expect(clichesOf('积极与组员沟通')).toEqual(['积极与组员沟通']);
    expect(clichesOf('按时完成了任务')).toEqual(['按时完成了任务']);
    expect(isHollow(phrases)).toBe(true);
    const internship = '实习期间工作认真负责，积极主动，吃苦耐劳，虚心向同事学习，较好地完成了各项工作，得到了领导和同事的一致好评，沟通能力和团队合作能力得到了很大提升。';
    const r = { ...CLICHE_ONLY, work_list: [{ ...CLICHE_ONLY.work_list[0]!, description: internship }], project_list: [{ ...CLICHE_ONLY.project_list[0]!, description: phrases }] };
    expect(hollowDescriptionFindings(r).map((f) => [f.section, f.severity])).toEqual([
      ['work', 'high'],
      ['project', 'high'],
    ]);
    expect(score(r)).toBeLessThan(GAMING_CAP);
    // what was talked over or finished, named, keeps the clause; one deed among the phrases keeps the description
    expect(clichesOf('主动与产品经理沟通需求')).toEqual([]);
    expect(isBareCliche('按时完成了3个接口的联调任务')).toBe(false);
    expect(isHollow('在项目中负责登录模块，积极与组员沟通，用Spring Boot写了注册和登录接口，按时完成了任务。')).toBe(false);
  });

  it('takes experience told in sayings and team slogans (人生没有白走的路, 群策群力，再创佳绩) for hollow; a photo count told is not', () => {
    expect(isHollow('人生没有白走的路，每一步都算数。')).toBe(true);
    expect(isHollow('集思广益，群策群力，精诚合作，再创佳绩。')).toBe(true);
    expect(isHollow('细节决定成败，态度决定高度。在实习中我用心做好每一件事。')).toBe(true);
    expect(isHollow('群策群力，我们组四个人一周做完了校园二手书小程序的下单和评价页面。')).toBe(false);
  });
});

describe('content.hollow: classical maxims and couplets in place of experience', () => {
  it('reads a description of maxims or a couplet as hollow, not one that quotes a maxim before what was done', () => {
    expect(isHollow('宝剑锋从磨砺出，梅花香自苦寒来。业精于勤，行成于思。')).toBe(true);
    expect(isHollow('上联：天道酬勤；下联：厚德载物；横批：自强不息。')).toBe(true);
    expect(isHollow('天道酬勤。实习两个月里我每天整理 40 多份凭证，月底对账时找出 3 笔重复入账。')).toBe(false);
    const r = { ...PLAIN, work_list: [{ ...PLAIN.work_list[0]!, description: '千里之行，始于足下；不积小流，无以成江海。于细微处见真章，于平凡中守初心。' }] };
    expect(hollowDescriptionFindings(r).map((f) => f.section)).toEqual(['work']);
    expect(hollowDescriptionFindings(PLAIN)).toEqual([]);
  });
});
