import ACRONYMS from '../src/ai/dictionaries/acronyms.json';
import { allQuestions, bankQuestion } from '../src/ai/interview/bank';
import { acronymErrorsOf } from '../src/ai/interview/acronyms';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { ERROR_CAP, MANY_ERRORS, MANY_ERRORS_CAP } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';
import path from 'node:path';
import { RATED_SETS, loadRatedSet, readRatings } from './ai-judgement/rated-set';

/**
 * interview.error.acronym: a well-known acronym of the fields spelled out wrongly (CI是Continuous Improvement, DFM即
 * Design For Maintenance, STP指Strategy、Tactics、Price) is a factual error named with its right expansion, counted
 * with the question's misconceptions and capped as they are; a right or partial expansion, an acronym said bare, one
 * in code or a URL and a label the student coins are not.
 */
describe('interview.error.acronym: the dictionary', () => {
  const dictionary: Record<string, { en: string[]; zh: string[] }> = ACRONYMS.acronyms;

  it('holds the acronyms the banks use, each with an English expansion', () => {
    for (const key of ['CI', 'CD', 'CI/CD', 'DFM', 'STP', 'KPI', 'ROI', 'SEO', 'SQL', 'TCP', 'HTTP', 'CORS', 'BIM', 'PLC', 'CATTI', 'CAT', 'CPR', 'ERP', 'SRM', 'MRP', 'RAG', 'LLM', 'SWOT', '4P']) {
      expect(dictionary[key]?.en.length).toBeGreaterThan(0);
    }
    expect(Object.keys(dictionary).length).toBeGreaterThanOrEqual(150);
    expect(typeof ACRONYMS._source).toBe('string');
  });

  it('never fires on a sample answer, point or question of the banks', () => {
    const fired = allQuestions().flatMap((q) =>
      [q.text, q.sample, q.follow_up_sample ?? '', ...Object.values(q.group_samples ?? {}), ...(q.points ?? [])].filter(Boolean).flatMap((s) => acronymErrorsOf(String(s)).map((n) => `${q.id}: ${n}`)),
    );
    expect(fired).toEqual([]);
  });

  it('never fires on an answer of the rated sets that either rater put at 4 or more', () => {
    const good = Object.values(RATED_SETS).flatMap((dir) => {
      const { answers, resumes } = loadRatedSet(dir);
      const ids = [...answers, ...resumes].map((i) => i.id);
      const passes = ['ratings-a.json', 'ratings-b.json'].map((f) => readRatings(path.join(dir, f), ids)).map((r) => ('ratings' in r ? r.ratings : {}));
      return answers.filter((a) => passes.some((p) => (p[a.id] ?? 0) >= 4));
    });
    expect(good.length).toBeGreaterThan(1000);
    expect(good.flatMap((a) => acronymErrorsOf(a.answer).map((n) => `${a.id}: ${n}`))).toEqual([]);
  });
});

describe('interview.error.acronym: a wrong expansion is named', () => {
  it.each([
    ['CI是Continuous Improvement，持续改进，就是每隔一段时间把代码合到一起。', 'CI'],
    ['CD是Code Delivery，代码交付。', 'CD'],
    ['DFM就是Design For Maintenance，面向维修的设计。', 'DFM'],
    ['STP指Strategy、Tactics、Price。', 'STP'],
    ['STP战略很经典，S是Strategy战略，T是Tactics战术，P是Price价格。', 'STP'],
    ['KPI全称是Key Profit Index。', 'KPI'],
    ['SEO（Search Engine Operation）就是买关键词排名。', 'SEO'],
    ['CI就是持续改进。', 'CI'],
  ])('%s', (answer, acronym) => {
    const notes = acronymErrorsOf(answer);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.startsWith(`${acronym}是`)).toBe(true);
  });

  it('names the right expansion in the note', () => {
    expect(acronymErrorsOf('CI是Continuous Improvement')).toEqual(['CI是Continuous Integration（持续集成）的缩写']);
    expect(acronymErrorsOf('STP指Strategy、Tactics、Price')[0]).toContain('Segmentation Targeting Positioning（市场细分、目标市场、市场定位）');
  });

  it('counts each wrong acronym as one error of the question, so two cap the answer at MANY_ERRORS_CAP', () => {
    const q = bankQuestion('ops-10')!;
    const wrong = 'CI/CD就是持续集成和持续部署。CI是Continuous Improvement，持续改进，开发定期把代码合到一起；CD是Code Delivery，代码交付，把包发给运维上线。我会用Jenkins搭流水线，先拉代码、编译、跑单元测试，再打镜像部署到测试环境。';
    const right = 'CI/CD就是持续集成和持续部署。CI是Continuous Integration，开发每天多次把代码合到主干，自动构建和跑单元测试；CD是Continuous Delivery或Deployment，把通过测试的版本自动发布到各环境。我会用Jenkins搭流水线，先拉代码、编译、跑单元测试，再打镜像部署到测试环境。';
    expect(misconceptionsOf(wrong, 'ops-10').length).toBeGreaterThanOrEqual(MANY_ERRORS);
    expect(misconceptionsOf(right, 'ops-10')).toEqual([]);
    const scored = (answer: string) => scoreOne(q, answer, { category: '运维工程师', group: '技术' });
    expect(scored(wrong).score).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(scored(wrong).notes.some((n) => n.startsWith('说法有误：') && n.includes('Continuous Integration'))).toBe(true);
    expect(scored(right).score).toBeGreaterThan(ERROR_CAP);
  });

  it('counts an acronym once when an entry of the question names it already', () => {
    const notes = misconceptionsOf('STP就是Strategy、Target price和Promotion，也就是战略、目标价格和促销。', 'mkt-06');
    expect(notes.filter((n) => n.includes('STP'))).toHaveLength(1);
  });

  it('holds on any question, a DFM misnamed on a question about something else too', () => {
    expect(misconceptionsOf('我们的零件设计遵循DFM，也就是Design For Maintenance。', 'common-01')).toHaveLength(1);
  });
});

describe('interview.error.acronym: what is not a wrong expansion', () => {
  it.each([
    ['right expansions', 'CI是Continuous Integration，CD是Continuous Delivery；DFM即Design for Manufacturability；STP就是Segmentation、Targeting和Positioning。'],
    ['a partial but right expansion', 'CI/CD里的CI是Continuous Integration；CI/CD是Continuous Integration and Continuous Deployment。'],
    ['right Chinese names', 'CI就是持续集成，CD是持续交付或持续部署，KPI是关键绩效指标，DFM即面向制造的设计。'],
    ['letters spelled out rightly', 'STAR法则：S是Situation，T是Task，A是Action，R是Result；SWOT里S是Strengths，W是Weaknesses。'],
    ['an acronym with no expansion', '我们用CI跑单元测试，STP分析做完了再定4P，DFM评审在设计早期。'],
    ['an acronym in code', '在`.gitlab-ci.yml`里写`CI: Continuous Improvement`这个变量名只是占位。'],
    ['an acronym in a URL', '文档在 https://example.com/CI是Continuous-Improvement 这个页面。'],
    ['a name that is no expansion', 'SQL是MySQL的查询语言，CD是Jenkins里最后一步。'],
    ['a loose gloss in Chinese', 'UI是界面，UX是整体体验，GC就是垃圾清理。'],
    ['a wrong expansion corrected', '很多人以为CI是Continuous Improvement，其实是Continuous Integration。'],
    ['a label the student coins', '我自己总结了一个CARE法则，C是Care，A是Ask，R是Respond，E是Empathy。'],
    ['a coined label that reuses an acronym', '我自己总结的STAR：S是Smile，T是Talk，A是Ask，R是Repeat。'],
  ])('%s', (_, answer) => {
    expect(acronymErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.acronym: the fields’ acronyms added in analysis v54 (networks, databases, ML, finance, nursing, logistics …)', () => {
  const dictionary: Record<string, { en: string[]; zh: string[] }> = ACRONYMS.acronyms;

  it('holds them, each with an English expansion', () => {
    for (const key of ['MSL', 'G1', 'CMS', 'BERT', 'TF-IDF', 'AWS', 'XML', 'URL', '4M1E', 'OLAP', 'OLTP', 'DDL', 'DML', 'LRU', 'RAID', 'BFC', 'SVM', 'PCA', 'MSE', 'WACC', 'DCF', 'NPS', 'AARRR', 'PICC', 'GCS', 'SBAR', 'EPC', 'PPP', 'OEE', 'SOP', 'EAP', 'BSC', 'WMS', 'TMS', 'FIFO', 'MOQ', 'RFQ']) {
      expect(dictionary[key]?.en.length).toBeGreaterThan(0);
    }
    expect(Object.keys(dictionary).length).toBeGreaterThanOrEqual(300);
  });

  it.each([
    ['OLAP是联机事务处理，适合高并发的小事务。', 'OLAP'],
    ['DML是数据定义语言，比如CREATE TABLE。', 'DML'],
    ['MOQ是Maximum Order Quantity，最大订货量。', 'MOQ'],
    ['WMS是仓储运输系统。', 'WMS'],
    ['SBAR交班模式里S是Safety，B是Background。', 'SBAR'],
    ['WACC即Weighted Average Cost of Credit。', 'WACC'],
    ['BFC全称是Block Formatting Container。', 'BFC'],
  ])('%s', (answer, acronym) => {
    const notes = acronymErrorsOf(answer);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.startsWith(`${acronym}是`)).toBe(true);
  });

  it.each([
    ['networks', 'MSL是Maximum Segment Lifetime，MTU是最大传输单元，ARP是地址解析协议，NAT即网络地址转换。'],
    ['databases and caching', 'OLTP是联机事务处理，OLAP是联机分析处理，DDL是数据定义语言，DML是数据操纵语言，LRU是Least Recently Used。'],
    ['ML', 'PCA是Principal Component Analysis，SVM是支持向量机，MSE是Mean Squared Error，GBDT即梯度提升决策树。'],
    ['finance', 'WACC是加权平均资本成本，DCF是Discounted Cash Flow，EPS是每股收益，NPS是净推荐值。'],
    ['nursing', 'PICC是经外周静脉置入中心静脉导管，GCS是Glasgow Coma Scale，SBAR：S是Situation，B是Background，A是Assessment，R是Recommendation。'],
    ['engineering and logistics', 'EPC是工程总承包，PPP是政府和社会资本合作，OEE是设备综合效率，WMS是仓库管理系统，FIFO即First In First Out，MOQ是最小起订量。'],
    ['a loose name not near a right one', 'EPC是工程总包模式，WMS就是管仓库的软件。'],
  ])('%s', (_, answer) => {
    expect(acronymErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.acronym.sibling: an acronym given a sibling’s name (analysis v55)', () => {
  const families: string[][] = ACRONYMS.families;

  it('holds the families the fields confuse, each member an acronym of the dictionary', () => {
    const dictionary: Record<string, unknown> = ACRONYMS.acronyms;
    for (const family of families) for (const key of family) expect(dictionary[key]).toBeDefined();
    for (const pair of [['IaaS', 'SaaS'], ['CI', 'CD'], ['TCP', 'UDP'], ['B2B', 'B2C'], ['ROE', 'ROA'], ['DAU', 'MAU'], ['SEO', 'SEM'], ['XSS', 'CSRF'], ['OLTP', 'OLAP'], ['CNN', 'RNN'], ['MBTI', 'DISC'], ['KPI', 'OKR'], ['PV', 'UV']]) {
      expect(families.some((f) => pair.every((k) => f.includes(k)))).toBe(true);
    }
  });

  it.each([
    ['IaaS就是软件即服务，比如网盘。', ['IaaS']],
    ['IaaS就是软件即服务，SaaS是平台即服务。', ['IaaS', 'SaaS']],
    ['PaaS（Infrastructure as a Service）就是租服务器。', ['PaaS']],
    ['CD是Continuous Integration。', ['CD']],
    ['UDP是传输控制协议，要三次握手。', ['UDP']],
    ['B2C是企业对企业的模式。', ['B2C']],
    ['ROE是Return on Assets。', ['ROE']],
    ['ROA是净资产收益率。', ['ROA']],
    ['MAU是日活跃用户数。', ['MAU']],
    ['SEM即搜索引擎优化。', ['SEM']],
    ['CSRF是跨站脚本攻击。', ['CSRF']],
    ['OLAP是联机事务处理。', ['OLAP']],
    ['RNN是卷积神经网络。', ['RNN']],
    ['OKR是关键绩效指标。', ['OKR']],
    ['UV是页面浏览量。', ['UV']],
    ['SGD是批量梯度下降。', ['SGD']],
    ['HTTP是超文本传输安全协议。', ['HTTP']],
  ])('%s', (answer, acronyms) => {
    expect(acronymErrorsOf(answer).map((n) => n.slice(0, n.indexOf('是')))).toEqual(acronyms);
  });

  it.each([
    ['the family told rightly', 'IaaS是基础设施即服务，PaaS是平台即服务，SaaS是软件即服务。'],
    ['a sibling’s name with more after it', 'CI是持续集成，CD是持续交付，CD是持续集成的下一步。'],
    ['pairs told rightly', 'TCP是传输控制协议，UDP是用户数据报协议；ROE是净资产收益率，ROA是总资产收益率。'],
    ['short and loose right names', 'DAU是日活，MAU是月活；PV是浏览量，UV是独立访客数；KPI是关键绩效指标，OKR是目标与关键成果。'],
    ['a part of the acronym’s own name', 'HTTPS是超文本传输协议加上SSL，LRU是最少使用的先淘汰。UI是界面，UX是整体体验。'],
    ['siblings compared, not named', 'SaaS和IaaS的区别：SaaS是软件，IaaS是基础设施。'],
    ['a sibling corrected', '很多人以为IaaS是软件即服务，其实IaaS是基础设施即服务。'],
  ])('%s', (_, answer) => {
    expect(acronymErrorsOf(answer)).toEqual([]);
  });

  it('names the wrong service model of a cloud answer that its question’s entry does not name already', () => {
    expect(misconceptionsOf('我们公司用的是SaaS，也就是平台即服务，开发直接在上面部署代码。', 'ops-10').some((n) => n.startsWith('SaaS是Software as a Service'))).toBe(true);
  });
});

describe('interview.error.acronym: the forty-third batch’s fields (analysis v56)', () => {
  it.each([
    ['RFM里的R是Revenue，F是Follow，M是Member。', ['RFM']],
    ['JRE是Java Development Kit。', ['JRE']],
    ['SPU是Stock Keeping Unit。', ['SPU']],
    ['CPI是生产者物价指数。', ['CPI']],
    ['IoC是面向切面编程。', ['IoC']],
    ['ROAS是Return on Investment。', ['ROAS']],
    ['BOM是Bill of Money。', ['BOM']],
    ['USP是Unique Service Product。', ['USP']],
  ])('%s', (answer, acronyms) => {
    expect(acronymErrorsOf(answer).map((n) => n.slice(0, n.indexOf('是')))).toEqual(acronyms);
  });

  it.each([
    'RFM是Recency Frequency Monetary，也就是最近一次消费、消费频率和消费金额。',
    'IoC是Inversion of Control，JRE是Java Runtime Environment，SPU是Standard Product Unit。',
    'SPIN是Situation Problem Implication Need-payoff，BANT是Budget Authority Need Timeline，FAB是Feature Advantage Benefit。',
    'PEST是Political Economic Social Technological，FCF是自由现金流，ROAS是Return on Ad Spend，CPS是Cost Per Sale。',
  ])('%s names nothing', (answer) => {
    expect(acronymErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.acronym: the hundred-and-second batch’s EVP', () => {
  it('an EVP spelled out as a visit plan is named, the employer value proposition is not', () => {
    expect(acronymErrorsOf('EVP是Employee Visit Plan的缩写，意思是带学生参观公司。')).toHaveLength(1);
    expect(acronymErrorsOf('EVP是Employee Value Proposition，也就是雇主价值主张。')).toEqual([]);
    expect(acronymErrorsOf('宣讲会要讲清楚我们的EVP。')).toEqual([]);
  });
});

describe('interview.error.acronym: the hundred-and-fifth batch’s GPT', () => {
  it('a GPT spelled out as a translator is named, the generative pre-trained transformer is not', () => {
    expect(acronymErrorsOf('GPT是General Purpose Translator的缩写。')).toHaveLength(1);
    expect(acronymErrorsOf('GPT是Generative Pre-trained Transformer，即生成式预训练变换器。')).toEqual([]);
    expect(acronymErrorsOf('我们用GPT润色过译文初稿。')).toEqual([]);
  });
});

describe('interview.error.acronym: the hundred-and-nineteenth batch’s PPM, SCAR and CUPED', () => {
  it('PPM and SCAR spelled out as a price and a cost request are named, their right expansions are not', () => {
    expect(acronymErrorsOf('PPM是Price Per Material的缩写，意思是按不良品罚款。')).toHaveLength(1);
    expect(acronymErrorsOf('SCAR是Supplier Cost Adjustment Request，就是降价通知。')).toHaveLength(1);
    expect(acronymErrorsOf('CUPED是Customer Usage Prediction and Evaluation Data。')).toHaveLength(1);
    expect(acronymErrorsOf('PPM是Parts Per Million，也就是百万分之一；SCAR是Supplier Corrective Action Request。')).toEqual([]);
    expect(acronymErrorsOf('CUPED是Controlled-experiment Using Pre-Experiment Data，用实验前的数据降方差。')).toEqual([]);
    expect(acronymErrorsOf('这批料的不良是120 PPM，我们发了SCAR，也用CUPED分析过实验。')).toEqual([]);
  });
});

describe('interview.error.acronym.full-name: the full name given later in the sentence (the hundred-and-twenty-first batch)', () => {
  it('an expansion after 全称 belongs to the last acronym before it, and is named when wrong', () => {
    expect(acronymErrorsOf('JSON是Java的数据格式，全称是Java Serialized Object Notation。')).toEqual([
      'JSON是JavaScript Object Notation（JavaScript对象表示法或JS对象表示法）的缩写',
    ]);
    expect(acronymErrorsOf('SEO是做排名的，英文全称叫Search Extra Operation。')).toHaveLength(1);
    // SRM of an A/B test: Sample Ratio Mismatch is one of its right expansions
    expect(acronymErrorsOf('SRM是分流检查，全称是Same Result Model。')).toHaveLength(1);
  });

  it('a right full name, or the full name of something that does not spell the acronym out, is not', () => {
    expect(acronymErrorsOf('JSON是一种数据格式，全称是JavaScript Object Notation。')).toEqual([]);
    expect(acronymErrorsOf('SRM全称是Sample Ratio Mismatch，就是样本比例不匹配。')).toEqual([]);
    expect(acronymErrorsOf('我们用JSON传数据，公司英文全称是Zhejiang Smart Online Network。')).toEqual([]);
    expect(acronymErrorsOf('CRM是客户关系管理，全称是Customer Relationship Management。')).toEqual([]);
  });
});
