import {
  degreeOf,
  employers,
  findEmployer,
  findMajor,
  findSkills,
  findUniversity,
  headingOf,
  isMajor,
  majors,
  skills,
  universities,
} from '../src/ai/dictionary';

describe('universities', () => {
  it('holds the 39 985, the 115 211 and the 147 双一流 universities, plus ordinary, vocational and foreign ones', () => {
    expect(universities.filter((u) => u.p985)).toHaveLength(39);
    expect(universities.filter((u) => u.p211)).toHaveLength(115);
    expect(universities.filter((u) => u.doubleFirstClass)).toHaveLength(147);
    // every 985 is a 211, every 211 is 双一流
    expect(universities.filter((u) => u.p985 && !u.p211)).toEqual([]);
    expect(universities.filter((u) => u.p211 && !u.doubleFirstClass)).toEqual([]);
    const ordinary = universities.filter((u) => !u.doubleFirstClass && u.kind !== 'foreign');
    expect(ordinary.length).toBeGreaterThanOrEqual(300);
    expect(universities.filter((u) => u.kind === 'vocational').length).toBeGreaterThanOrEqual(20);
    expect(universities.filter((u) => u.kind === 'foreign').length).toBeGreaterThanOrEqual(30);
    expect(new Set(universities.map((u) => u.name)).size).toBe(universities.length);
  });

  it('marks the tiers of well-known schools', () => {
    expect(findUniversity('北京大学')).toMatchObject({ name: '北京大学', p985: true, p211: true, doubleFirstClass: true });
    expect(findUniversity('郑州大学')).toMatchObject({ p985: false, p211: true, doubleFirstClass: true });
    expect(findUniversity('西北农林科技大学')).toMatchObject({ p985: true });
    expect(findUniversity('华北电力大学')).toMatchObject({ p985: false, p211: true });
    expect(findUniversity('南方科技大学')).toMatchObject({ p211: false, doubleFirstClass: true });
    expect(findUniversity('深圳大学')).toMatchObject({ p985: false, p211: false, doubleFirstClass: false });
    expect(findUniversity('深圳职业技术大学')).toMatchObject({ kind: 'vocational', p211: false });
  });

  it('finds schools by alias and inside a line', () => {
    expect(findUniversity('北大')?.name).toBe('北京大学');
    expect(findUniversity('清华')?.name).toBe('清华大学');
    expect(findUniversity('2019.09-2023.06 浙大 计算机学院')?.name).toBe('浙江大学');
    expect(findUniversity('华科 本科')?.name).toBe('华中科技大学');
    expect(findUniversity('MIT, Master of Science')?.name).toBe('Massachusetts Institute of Technology');
    expect(findUniversity('新加坡国立大学 硕士')?.name).toBe('National University of Singapore');
    expect(findUniversity('无关的一行文字')).toBeUndefined();
  });

  it('skips phrases that only contain a short name', () => {
    expect(findUniversity('担任区人大代表助理')).toBeUndefined();
    expect(findUniversity('服务中大型企业客户')).toBeUndefined();
    expect(findUniversity('人大 法学院')?.name).toBe('中国人民大学');
    expect(findUniversity('东南亚市场调研')).toBeUndefined();
    expect(findUniversity('参与重大项目')).toBeUndefined();
    expect(findUniversity('考上大学后')).toBeUndefined();
    expect(findUniversity('Wuhan University of Technology')?.name).toBe('武汉理工大学');
    expect(findUniversity('Tianjin University of Technology')).toBeUndefined();
    expect(findUniversity('Tianjin University')?.name).toBe('天津大学');
  });

  it('takes the longest match', () => {
    expect(findUniversity('中国人民大学 法学院')?.name).toBe('中国人民大学');
    expect(findUniversity('人民大学')?.name).toBe('中国人民大学');
    expect(findUniversity('中国石油大学（北京）')?.name).toBe('中国石油大学（北京）');
    expect(findUniversity('中国石油大学（华东）')?.name).toBe('中国石油大学（华东）');
    // campuses carry their university's tiers; independent colleges (独立学院) do not
    expect(findUniversity('哈尔滨工业大学（威海）')).toMatchObject({ name: '哈尔滨工业大学', p985: true });
    expect(findUniversity('哈工大深圳')?.name).toBe('哈尔滨工业大学');
    expect(findUniversity('南京大学金陵学院')).toMatchObject({ name: '南京大学金陵学院', p985: false });
    expect(findUniversity('浙江大学城市学院')).toMatchObject({ name: '浙大城市学院', p211: false });
    expect(findUniversity('北京师范大学')?.name).toBe('北京师范大学');
    expect(findUniversity('华东师范大学')?.name).toBe('华东师范大学');
    expect(findUniversity('西南交通大学')?.name).toBe('西南交通大学');
  });

  it('normalises PDF compatibility characters (NFKC)', () => {
    // ⼤ (U+2F24, Kangxi radical) for 大, full-width brackets
    expect(findUniversity('北京\u2F24学')?.name).toBe('北京大学');
    expect(findUniversity('中国矿业大学(北京)')?.name).toBe('中国矿业大学（北京）');
  });
});

describe('majors', () => {
  it('holds the undergraduate catalogue and the 专科 and graduate names', () => {
    expect(majors.filter((m) => m.level === 'undergraduate').length).toBeGreaterThanOrEqual(400);
    expect(new Set(majors.map((m) => m.category).filter(Boolean)).size).toBeGreaterThanOrEqual(12);
    expect(majors.filter((m) => m.level === 'vocational').length).toBeGreaterThanOrEqual(50);
    expect(majors.filter((m) => m.level === 'graduate').length).toBeGreaterThanOrEqual(50);
  });

  it('recognises and finds majors', () => {
    expect(isMajor('计算机科学与技术')).toBe(true);
    expect(isMajor('软件工程专业')).toBe(true);
    expect(isMajor('金融学（中外合作办学）')).toBe(true);
    expect(isMajor('打游戏')).toBe(false);
    expect(isMajor('法律（非法学）')).toBe(true);
    expect(findMajor('教育背景')).toBeUndefined();
    expect(findMajor('浙江大学 数学与应用数学 本科')).toMatchObject({ name: '数学与应用数学', category: '理学', className: '数学类' });
    expect(findMajor('专业：计算机科学与技术')).toMatchObject({ level: 'undergraduate', category: '工学' });
    expect(findMajor('大数据与会计 大专')).toMatchObject({ level: 'vocational' });
    expect(findMajor('随便写写')).toBeUndefined();
  });
});

describe('degrees', () => {
  it('maps Chinese and English forms to 1-4', () => {
    expect(degreeOf('大专')).toBe(1);
    expect(degreeOf('专科')).toBe(1);
    expect(degreeOf('本科')).toBe(2);
    expect(degreeOf('工学学士')).toBe(2);
    expect(degreeOf('硕士研究生')).toBe(3);
    expect(degreeOf('研究生')).toBe(3);
    expect(degreeOf('MBA')).toBe(3);
    expect(degreeOf('博士研究生')).toBe(4);
    expect(degreeOf('Bachelor of Engineering')).toBe(2);
    expect(degreeOf('B.S. in Computer Science')).toBe(2);
    expect(degreeOf("Master's Degree")).toBe(3);
    expect(degreeOf('M.S., Stanford')).toBe(3);
    expect(degreeOf('Ph.D. candidate')).toBe(4);
    expect(degreeOf('PhD')).toBe(4);
    expect(degreeOf('高中')).toBe(0);
    expect(degreeOf('')).toBe(0);
  });

  it('gives the highest degree a line names', () => {
    expect(degreeOf('2016-2020 本科；2020-2023 硕士')).toBe(3);
  });
});

describe('skills', () => {
  it('holds at least 300 skills, each with a category', () => {
    expect(skills.length).toBeGreaterThanOrEqual(300);
    expect(skills.every((s) => s.category && Array.isArray(s.aliases))).toBe(true);
    expect(new Set(skills.map((s) => s.name)).size).toBe(skills.length);
  });

  it('resolves aliases to canonical names', () => {
    expect(findSkills('熟悉 js、ts 和 vue3')).toEqual(['JavaScript', 'TypeScript', 'Vue']);
    expect(findSkills('熟练使用SpringBoot，K8s')).toEqual(['Spring Boot', 'Kubernetes']);
    expect(findSkills('英语六级，雅思7.0，普通话二级甲等')).toEqual(['CET-6', '雅思', '普通话二甲']);
    expect(findSkills('熟练使用PS、PPT与Excel')).toEqual(['Photoshop', 'PowerPoint', 'Excel']);
  });

  it('respects word boundaries for Latin names', () => {
    expect(findSkills('JavaScript')).toEqual(['JavaScript']);
    expect(findSkills('Java')).toEqual(['Java']);
    expect(findSkills('Java, JavaScript')).toEqual(['Java', 'JavaScript']);
    expect(findSkills('熟悉Java语言')).toEqual(['Java']);
    expect(findSkills('C/C++、C#')).toEqual(['C', 'C++', 'C#']);
    expect(findSkills('C1驾照')).toEqual(['驾驶证']);
    expect(findSkills('Go语言、Golang')).toEqual(['Go']);
    expect(findSkills('we go to the park')).toEqual([]);
    expect(findSkills('Go live in May; Go-to-market plan')).toEqual([]);
    expect(findSkills('Fluent in English; excel at teamwork; react quickly')).toEqual([]);
    expect(findSkills('NoSQL')).toEqual([]);
    expect(findSkills('Reactive programming')).toEqual([]);
  });
});

describe('employers', () => {
  it('holds at least 300 employers with an industry', () => {
    expect(employers.length).toBeGreaterThanOrEqual(300);
    expect(employers.every((e) => e.industry)).toBe(true);
  });

  it('finds employers by name and short name', () => {
    expect(findEmployer('2023.06-2023.09 腾讯 后端开发实习生')?.name).toBe('腾讯');
    expect(findEmployer('字节跳动 · 抖音电商')?.name).toBe('字节跳动');
    expect(findEmployer('普华永道中天会计师事务所 审计实习生')?.name).toBe('普华永道');
    expect(findEmployer('PwC Shanghai')?.name).toBe('普华永道');
    expect(findEmployer('工行北京分行')?.name).toBe('中国工商银行');
    expect(findEmployer('中国建设银行股份有限公司')?.industry).toBe('finance');
    expect(findEmployer('一家小公司')).toBeUndefined();
    expect(findEmployer('主导360度绩效评估')).toBeUndefined();
    expect(findEmployer('京东方 工艺工程师')?.name).toBe('京东方');
  });
});

describe('headings', () => {
  it('maps headings to section keys', () => {
    expect(headingOf('教育背景')).toBe('education');
    expect(headingOf('实习经历')).toBe('internship');
    expect(headingOf('Work Experience')).toBe('work');
    expect(headingOf('PROJECTS')).toBe('project');
    expect(headingOf('社团经历')).toBe('campus');
    expect(headingOf('学生工作')).toBe('campus');
    expect(headingOf('专业技能')).toBe('skills');
    expect(headingOf('获奖情况')).toBe('awards');
    expect(headingOf('自我评价')).toBe('self_evaluation');
    expect(headingOf('Summary')).toBe('self_evaluation');
    expect(headingOf('求职意向')).toBe('intention');
  });

  it('allows decoration and numbering around the heading', () => {
    expect(headingOf('【教育背景】')).toBe('education');
    expect(headingOf('项目经历：')).toBe('project');
    expect(headingOf('| 校园经历 |')).toBe('campus');
    expect(headingOf('—— 专业技能 ——')).toBe('skills');
    expect(headingOf('一、工作经历')).toBe('work');
    expect(headingOf('■ 荣誉奖项')).toBe('awards');
    expect(headingOf('教 育 背 景')).toBe('education');
    expect(headingOf('教育背景 Education')).toBe('education');
    expect(headingOf('项目经历 / Projects')).toBe('project');
    expect(headingOf('\uFF3B自我评价\uFF3D')).toBe('self_evaluation');
  });

  it('rejects lines that are more than a heading', () => {
    expect(headingOf('专业技能：熟悉 Java')).toBeNull();
    expect(headingOf('负责教育背景调查')).toBeNull();
    expect(headingOf('教育背景 Projects')).toBeNull();
    expect(headingOf('')).toBeNull();
    expect(headingOf('——')).toBeNull();
  });
});

describe('data integrity', () => {
  // no alias is shadowed by a longer name, a stop phrase or an earlier entry
  it('finds every entry by its own name and by each alias', () => {
    const misses: string[] = [];
    for (const u of universities) for (const term of [u.name, ...u.aliases]) if (findUniversity(term) !== u) misses.push(term);
    for (const s of skills) for (const term of [s.name, ...s.aliases]) if (findSkills(term).join() !== s.name) misses.push(term);
    for (const e of employers) for (const term of [e.name, ...e.aliases]) if (findEmployer(term) !== e) misses.push(term);
    for (const m of majors) if (findMajor(m.name)?.name !== m.name) misses.push(m.name);
    expect(misses).toEqual([]);
  });
});

describe('speed', () => {
  it('looks up every line of a 2-page resume in a few ms', () => {
    const lines = [
      '张三 | 138-0000-0000 | zhangsan@example.com',
      '【教育背景】',
      '2019.09-2023.06 华中科技大学 计算机科学与技术 本科 GPA 3.8/4.0',
      '2023.09-2026.06 中国科学技术大学 软件工程 硕士研究生',
      '实习经历',
      '2024.06-2024.09 字节跳动 后端开发实习生：使用 Go、Kafka、Redis 重构推荐服务，QPS 提升 30%',
      '2023.07-2023.09 腾讯 前端开发实习生：React + TypeScript 开发内部运营平台，接入 ECharts 可视化',
      '项目经历',
      '基于 PyTorch 的中文简历解析：BERT 做实体识别，Flask 提供接口，Docker 部署',
      '专业技能',
      '熟悉 Java、Spring Boot、MySQL、Linux；了解 Kubernetes、Elasticsearch；CET-6，雅思 7.0',
    ];
    const resume = Array.from({ length: 6 }, () => lines).flat();
    const run = (): void => {
      for (const line of resume) {
        headingOf(line);
        findUniversity(line);
        findMajor(line);
        degreeOf(line);
        findSkills(line);
        findEmployer(line);
      }
    };
    // the best of a few runs after warming up: the test machine's cores are shared, and one machine ran 2.3 times
    // slower than another (23 ms here); a lookup that backtracks or rebuilds its patterns per line costs hundreds
    const times = Array.from({ length: 8 }, () => {
      const started = performance.now();
      run();
      return performance.now() - started;
    });
    expect(resume).toHaveLength(66);
    expect(Math.min(...times.slice(3))).toBeLessThan(40);
  });
});
