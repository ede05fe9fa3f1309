import ATTRIBUTIONS from '../src/ai/dictionaries/attributions.json';
import { attributionConcepts, attributionErrorsOf, wrongAttributionsOf, YEAR_SLACK } from '../src/ai/interview/attributions';
import { allQuestions, bankQuestion } from '../src/ai/interview/bank';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { ERROR_CAP } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';
import { answersRatedFair } from './misconception-checks';

/**
 * interview.error.attribution (analysis v67): a well-known theory, model, tool, language or law of the fields attributed
 * to the wrong person, company or year (4P营销理论是菲利普·科特勒在2005年提出的, TypeScript是谷歌在2015年推出的) is a
 * factual error named with the right originator, counted with the question's misconceptions and capped as they are;
 * a right attribution, a year within YEAR_SLACK, a correction, a concept merely named and the student's own label are not.
 */
const concepts = attributionConcepts();
const yearOf = (year: number | number[] | undefined): number | undefined => (year === undefined ? undefined : Array.isArray(year) ? year[0] : year);
const lastYearOf = (year: number | number[] | undefined): number | undefined => (year === undefined ? undefined : Array.isArray(year) ? year[1] : year);
// the verb a concept's kind is attributed with
const verbOf = (kind: string | undefined): string => (kind === 'law' ? '施行' : kind === 'product' ? '推出' : kind === 'build' ? '设计' : '提出');
// a well-known name that is none of the concept's originators
const wrongFor = (by: string[]): string => ['华为', '谷歌', '乔布斯', '德鲁克'].find((n) => !by.includes(n))!;

describe('interview.error.attribution: the dictionary', () => {
  it('holds the fields’ well-known concepts, each with its names, originators and note', () => {
    expect(typeof ATTRIBUTIONS._source).toBe('string');
    expect(concepts.length).toBeGreaterThanOrEqual(150);
    for (const [key, c] of concepts) {
      expect(c.names[0]).toBe(key);
      expect(c.by.length).toBeGreaterThan(0);
      expect(c.note.length).toBeGreaterThan(4);
      expect(c.note.length).toBeLessThanOrEqual(48);
      // one clause: the finding appends ，不是…
      expect(c.note).not.toMatch(/[，,]/u);
      const [from, to] = [yearOf(c.year), lastYearOf(c.year)];
      if (from !== undefined) expect(from <= to! && from >= 1000 && to! <= 2026).toBe(true);
    }
    const names = concepts.flatMap(([, c]) => c.names);
    expect(new Set(names).size).toBe(names.length);
    for (const company of ['谷歌', '微软', '苹果', '华为', '腾讯', '阿里', '百度', '字节', 'IBM', 'Adobe', 'Meta', 'Facebook', '亚马逊', '甲骨文', 'Oracle', 'Sun', '英特尔', '丰田', '通用汽车', '杜邦']) {
      expect(ATTRIBUTIONS.originators).toContain(company);
    }
    for (const key of ['4P理论', 'TypeScript', '鱼骨图', '八角行为分析法', 'SPIN', '最近发展区', 'OKR', '归化和异化', '功能对等', 'Figma', '杜邦分析', 'KANO模型', '产婆术', 'MoSCoW', 'Jira', '笔记七原则']) {
      expect(concepts.some(([k]) => k === key)).toBe(true);
    }
  });

  it.each(concepts)('%s: its right attribution passes, a wrong originator or year fires', (key, c) => {
    const verb = verbOf(c.kind);
    const year = yearOf(c.year);
    for (const name of c.names.slice(0, 4)) {
      const at = year === undefined ? '' : `在${year}年`;
      expect(attributionErrorsOf(`${name}是${c.by[0]}${at}${verb}的。`)).toEqual([]);
      expect(attributionErrorsOf(`我们课上讲过${name}，也在作业里用过。`)).toEqual([]);
    }
    const wrong = wrongFor(c.by);
    const said = wrongAttributionsOf(`${key}是${wrong}${verb}的。`);
    expect(said.map((w) => w.key)).toEqual([key]);
    expect(said[0]!.note).toBe(`${c.note}，不是${wrong}`);
    if (year !== undefined) {
      const off = lastYearOf(c.year)! + YEAR_SLACK + 7;
      const late = off <= 2026 ? off : yearOf(c.year)! - YEAR_SLACK - 7;
      expect(attributionErrorsOf(`${key}是${c.by[0]}在${late}年${verb}的。`)).toEqual([`${c.note}，不是${late}年`]);
      expect(attributionErrorsOf(`${key}是${c.by[0]}在${lastYearOf(c.year)! + YEAR_SLACK}年${verb}的。`)).toEqual([]);
    }
    if (!c.generic && c.kind !== 'law') expect(attributionErrorsOf(`${wrong}${verb}的${key}很经典。`)).toHaveLength(1);
  });
});

describe('interview.error.attribution: a wrong attribution is named', () => {
  it.each([
    ['4P营销理论是菲利普·科特勒在2005年提出的。', '4P理论由杰罗姆·麦卡锡于1960年提出，不是菲利普·科特勒在2005年'],
    ['4P理论是菲利普·科特勒提出的。', '4P理论由杰罗姆·麦卡锡于1960年提出，不是菲利普·科特勒'],
    ['TypeScript是谷歌在2015年推出的一门语言，它是JavaScript的子集。', 'TypeScript由微软于2012年推出，不是谷歌'],
    ['鱼骨图是戴明发明的，所以又叫戴明图。', '鱼骨图（石川图）由石川馨提出，不是戴明'],
    ['业界最常用的是"八角行为分析法"，是腾讯的周鸿祎提出来的。', '八角行为分析法由周郁凯提出，不是腾讯的周鸿祎'],
    ['SPIN是乔·吉拉德提出的。', 'SPIN由尼尔·雷克汉姆于1988年提出，不是乔·吉拉德'],
    ['第一是"最近发展区"，这是皮亚杰提出的。', '最近发展区由维果茨基提出，不是皮亚杰'],
    ['OKR是KPI的升级版，是华为最早提出来的。', 'OKR起源于英特尔（安迪·格鲁夫）、由约翰·杜尔带到谷歌，不是华为'],
    ['归化和异化是严复提出来的。', '归化和异化由韦努蒂提出（源于施莱尔马赫），不是严复'],
    ['功能对等是严复提出的。', '功能对等由尤金·奈达提出，不是严复'],
    ['Figma是Adobe在2010年推出的，只能装在电脑上。', 'Figma由迪伦·菲尔德和埃文·华莱士于2016年推出，不是Adobe在2010年'],
    ['杜邦分析是通用汽车发明的。', '杜邦分析由美国杜邦公司于1910年代提出，不是通用汽车'],
    ['KANO模型是一位互联网产品经理提出的。', 'KANO模型由狩野纪昭于1984年提出，不是互联网产品经理'],
    ['MBTI是上世纪九十年代谷歌公司开发的。', 'MBTI由布里格斯和迈尔斯母女于20世纪40年代编制（基于荣格的类型理论），不是谷歌在上世纪九十年代'],
    ['核心素养是2001年新课程改革的时候提出来的。', '中国学生发展核心素养于2016年发布（2014年教育部首次提出），不是2001年'],
    ['Kubernetes是Docker公司开发的，用来编排容器。', 'Kubernetes由谷歌于2014年开源，不是Docker公司'],
    ['Prometheus是阿里开发的一个日志数据库。', 'Prometheus由SoundCloud于2012年开发，不是阿里'],
    ['科特勒提出了4P理论，后来又有了4C。', '4P理论由杰罗姆·麦卡锡于1960年提出，不是科特勒'],
    ['华为提出的OKR现在很流行。', 'OKR起源于英特尔（安迪·格鲁夫）、由约翰·杜尔带到谷歌，不是华为'],
    ['工业4.0这个概念最早是美国在2000年左右提出来的，其实就是智能制造。', '工业4.0由德国于2011年汉诺威工业博览会提出，不是2000年'],
    ['劳动合同法是2018年施行的。', '劳动合同法于2007年通过、2008年1月1日起施行，不是2018年'],
    ['SPIN的提出者是乔·吉拉德。', 'SPIN由尼尔·雷克汉姆于1988年提出，不是乔·吉拉德'],
    ['4P理论提出于1990年。', '4P理论由杰罗姆·麦卡锡于1960年提出，不是1990年'],
    ['护士节是为了纪念南丁格尔在克里米亚战争中创立了红十字会。', '红十字会由亨利·杜南于1863年创立，不是南丁格尔'],
    ['“用完即走”是马化腾提出的。', '“用完即走”是张小龙提出的微信小程序理念，不是马化腾'],
    ['产婆术是柏拉图提出的。', '产婆术（问答法）是苏格拉底提出的，不是柏拉图'],
    ['知之为知之是荀子提出的。', '“知之为知之”出自孔子（《论语·为政》），不是荀子'],
    ['教学相长是韩愈提出的。', '“教学相长”出自《礼记·学记》，不是韩愈'],
    ['吉尔提出的笔记七原则很实用。', '口译笔记七原则由罗赞于1956年提出，不是吉尔'],
    ['MoSCoW方法是谷歌提出的。', 'MoSCoW由甲骨文的戴·克莱格于1994年提出，不是谷歌'],
    ['Jira是谷歌推出的一款缺陷管理工具。', 'Jira由Atlassian公司于2002年推出，不是谷歌'],
    ['思源黑体是微软推出的。', '思源黑体由Adobe和谷歌于2014年联合推出，不是微软'],
    ['CAP是谷歌在2006年提出来的。', 'CAP定理由埃里克·布鲁尔于2000年提出，不是谷歌在2006年'],
    ['价值工程是丰田发明的。', '价值工程由美国通用电气公司的劳伦斯·麦尔斯于1947年前后提出，不是丰田'],
    ['矩阵分解是亚马逊在2003年提出的。', '推荐里的矩阵分解因2006年Netflix大奖赛中Simon Funk的FunkSVD而流行，不是亚马逊'],
    ['Kindle是索尼推出的。', 'Kindle是亚马逊于2007年推出的电子书阅读器，不是索尼'],
  ])('%s', (answer, note) => {
    expect(attributionErrorsOf(answer)).toEqual([note]);
  });

  it('names each concept once, in the order said', () => {
    expect(wrongAttributionsOf('4P是科特勒提出的。鱼骨图是戴明发明的。4P理论是德鲁克提出的。').map((w) => w.key)).toEqual(['4P理论', '鱼骨图']);
  });
});

describe('interview.error.attribution: what is not a wrong attribution', () => {
  it.each([
    ['right attributions', '4P营销理论是美国营销学学者杰罗姆·麦卡锡教授在20世纪60年代提出的。4C理论是劳特朋在1990年提出的。鱼骨图是石川馨发明的。'],
    ['right ones said otherwise', 'OKR最早由英特尔的安迪·格鲁夫提出并在谷歌推广。Vue是尤雨溪开发的，React是Facebook开发的。平衡计分卡是哈佛大学的卡普兰和诺顿提出的。'],
    ['a year within the slack', 'TypeScript是微软在2014年推出的。Figma是迪伦·菲尔德在2014年推出的。'],
    ['a right one written with its book', '信达雅是严复在《天演论》的译例言里提出的，功能对等是奈达提出的。'],
    ['a right one before another noun', '基于谷歌提出的Transformer，OpenAI推出了ChatGPT。我认为好的翻译标准就是严复提出的"信、达、雅"。'],
    ['mere mentions', '我们用鱼骨图分析原因，用PDCA跟进；我熟悉Vue、React和TypeScript，用Docker和Kubernetes部署过服务。'],
    ['a correction', '很多人以为4P是科特勒提出的，其实是麦卡锡提出的。OKR不是华为提出的，而是英特尔。有人说鱼骨图是戴明发明的，这是误传。'],
    ['a question', '4P理论是谁提出的？SPIN是乔·吉拉德提出的吗？'],
    ['the student’s own label', '我自己总结了一个STAR法则，这是我提出来的。'],
    ['the student’s own use', '我们用Vue开发的小程序上线了。这个系统是我用Spring Boot在腾讯实习时开发的。'],
    ['another subject', 'GPT是在谷歌提出的Transformer基础上由OpenAI开发的。鸿蒙是谷歌断供后华为开发的。Redis很常用，在阿里开发的系统里也用。'],
    ['a later version or a revision', 'Vue3是尤雨溪在2020年发布的。劳动合同法是2012年修正的。Java 8是甲骨文在2014年发布的。'],
    ['a year outside the span', '1953年，尼尔·博登提出了营销组合这个词，后来麦卡锡把它归纳为4P。'],
    ['a possessive subject', 'Linux的包管理器yum是Red Hat开发的，MySQL的默认引擎是甲骨文开发的InnoDB。'],
    ['a purpose', '国际护士节是为了纪念南丁格尔设立的。布鲁姆教育目标分类（修订版）是安德森在2001年提出的。'],
    ['an accepted originator of a disputed origin or a present owner', 'SWOT分析是麦肯锡提出的。MySQL是甲骨文推出的。三支柱是IBM提出的。'],
    ['right ones of the sixtieth and sixty-first batches’ concepts', '张小龙在2017年微信公开课上提出了用完即走。产婆术是苏格拉底提出的。MoSCoW是Oracle的Dai Clegg在1994年提出的。不愤不启是孔子提出的。'],
    ['right ones of the sixty-eighth and sixty-ninth batches’ concepts', '价值工程是通用电气的麦尔斯在1947年提出的。Kindle是亚马逊2007年推出的。矩阵分解是Simon Funk在Netflix大奖赛时提出的。CAP是布鲁尔在2000年提出的。'],
  ])('%s', (_, answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });

  it('never fires on a sample answer, point or question of the banks', () => {
    const fired = allQuestions().flatMap((q) =>
      [q.text, q.sample, q.follow_up_sample ?? '', ...Object.values(q.group_samples ?? {}), ...(q.points ?? [])].filter(Boolean).flatMap((s) => attributionErrorsOf(String(s)).map((n) => `${q.id}: ${n}`)),
    );
    expect(fired).toEqual([]);
  });

  it('never fires on an answer of the rated sets that either rater put at 3 or more', () => {
    const rated = answersRatedFair();
    expect(rated.length).toBeGreaterThan(2000);
    expect(rated.flatMap((a) => attributionErrorsOf(a.answer).map((n) => `${a.id}: ${n}`))).toEqual([]);
  });
});

describe('interview.error.attribution: counted as an error of the question', () => {
  const answer = (origin: string) =>
    `Nginx是${origin}开发的，我平时主要用它做三件事。第一是反向代理，把80端口的请求按路径转发到后端的几个Spring Boot服务上，配置proxy_pass和proxy_set_header把真实IP传过去。第二是负载均衡，upstream里配了三台机器，用轮询加权重，有一台挂了就靠max_fails把它摘掉。第三是做静态资源服务器，前端打包后的文件直接放在Nginx上，开了gzip和缓存头，首页加载从两秒多降到一秒以内。上次实习遇到过502，查error.log发现是后端超时，把proxy_read_timeout调大并让后端优化了慢接口才解决。`;

  it('caps an answer that attributes a concept wrongly at ERROR_CAP, on any question', () => {
    const q = bankQuestion('ops-06')!;
    const scored = (text: string) => scoreOne(q, text, { category: '运维工程师', group: '技术' });
    const wrong = scored(answer('阿里在2010年'));
    expect(wrong.score).toBeLessThanOrEqual(ERROR_CAP);
    expect(wrong.notes).toContain('说法有误：Nginx由伊戈尔·赛索耶夫于2004年发布，不是阿里在2010年');
    expect(scored(answer('伊戈尔·赛索耶夫在2004年')).score).toBeGreaterThan(ERROR_CAP);
    expect(misconceptionsOf('我们的设计评审用鱼骨图，鱼骨图是戴明发明的。', 'common-16')).toEqual(['鱼骨图（石川图）由石川馨提出，不是戴明']);
  });

  it('adds no second note where an entry of the question names the fact already', () => {
    const notes = misconceptionsOf('鱼骨图是戴明发明的，所以又叫戴明图，骨头上写人、机、料、法就够了。', 'mech-04');
    expect(notes.filter((n) => n.includes('石川馨'))).toHaveLength(1);
    expect(misconceptionsOf('TypeScript是谷歌在2015年推出的一门语言。', 'fe-12').filter((n) => n.includes('TypeScript'))).toHaveLength(1);
  });
});

describe('interview.error.attribution: the concepts of the seventieth batch', () => {
  it('names AIDMA and AISAS credited to a company that did not make them, and not the right originator', () => {
    expect(attributionErrorsOf('AIDMA是宝洁提出来的。')).toEqual(['AIDMA由美国广告学家霍尔于20世纪20年代提出（源于刘易斯的AIDA），不是宝洁']);
    expect(attributionErrorsOf('AISAS模型是阿里在2015年提出的。')).toEqual(['AISAS由日本电通公司于2005年提出，不是阿里在2015年']);
    expect(attributionErrorsOf('AISAS是日本电通在2005年提出的，AIDMA源于刘易斯的AIDA。')).toEqual([]);
    expect(attributionErrorsOf('后来宝洁把AIDMA升级成了AISAS。')).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the sixty-second and sixty-third batches', () => {
  it('names 信息缺口理论, 教师关注阶段理论, 阿米巴经营 and 四象限法 credited to someone else, and not the right originator', () => {
    expect(attributionErrorsOf('信息缺口理论，是卡尼曼提出的。')).toEqual(['信息缺口理论由行为经济学家乔治·洛温斯坦于1994年提出，不是卡尼曼']);
    expect(attributionErrorsOf('教师关注阶段理论是杜威提出的。')).toEqual(['教师关注阶段理论由美国学者富勒于1969年提出，不是杜威']);
    expect(attributionErrorsOf('阿米巴经营是丰田发明的。')).toEqual(['阿米巴经营由稻盛和夫在京瓷创立，不是丰田']);
    expect(attributionErrorsOf('然后用四象限法给需求排序，这个好像是德鲁克提出来的。')).toHaveLength(1);
    expect(attributionErrorsOf('信息缺口理论是洛温斯坦提出的，阿米巴经营是稻盛和夫在京瓷创立的。')).toEqual([]);
    expect(attributionErrorsOf('我们用四象限法给需求排序，也参考了德鲁克的书。')).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the sixty-fourth and sixty-fifth batches', () => {
  it('names 创新扩散理论, 跨越鸿沟, AlexNet, ImageNet, SUS, 防错法 and QR码 credited to someone else, and not the right originator', () => {
    expect(attributionErrorsOf('创新扩散理论是科特勒提出的。')).toEqual(['创新扩散理论由埃弗雷特·罗杰斯于1962年提出，不是科特勒']);
    expect(attributionErrorsOf('创新扩散理论是罗杰斯在上世纪九十年代提出来的。')).toEqual(['创新扩散理论由埃弗雷特·罗杰斯于1962年提出，不是上世纪九十年代']);
    expect(attributionErrorsOf('跨越鸿沟是乔布斯提出的。')).toHaveLength(1);
    expect(attributionErrorsOf('AlexNet是谷歌在2015年提出的。')).toHaveLength(1);
    expect(attributionErrorsOf('ImageNet是吴恩达创建的。')).toEqual(['ImageNet由李飞飞团队于2009年前后建立，不是吴恩达']);
    expect(attributionErrorsOf('SUS量表是尼尔森提出的。')).toHaveLength(1);
    expect(attributionErrorsOf('防错法是戴明提出的。')).toHaveLength(1);
    expect(attributionErrorsOf('QR码是腾讯在2011年发明的。')).toEqual(['QR码由日本电装公司（原昌宏）于1994年发明，不是腾讯在2011年']);
    expect(attributionErrorsOf('创新扩散理论是罗杰斯在1962年提出的，跨越鸿沟是杰弗里·摩尔提出的。')).toEqual([]);
    expect(attributionErrorsOf('AlexNet是2012年Hinton的学生提出的。防错法是丰田的新乡重夫提出的。')).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the seventy-fourth and seventy-fifth batches', () => {
  it('names 雪花算法 credited to someone else, and reads 开源 as a product’s attribution, not the right originator', () => {
    expect(attributionErrorsOf('雪花算法是谷歌开源的。')).toEqual(['雪花算法（Snowflake）由Twitter于2010年开源，不是谷歌']);
    expect(attributionErrorsOf('Prometheus是谷歌2016年开源的。')).toEqual(['Prometheus由SoundCloud于2012年开发，不是谷歌在2016年']);
    expect(attributionErrorsOf('雪花算法是Twitter在2010年开源的，Kubernetes是谷歌2014年开源的。')).toEqual([]);
    expect(attributionErrorsOf('React是Facebook开源的一个前端框架，我们项目用的是美团开源的Leaf来生成ID。')).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the seventy-sixth and seventy-seventh batches', () => {
  it('names the 70-20-10 model and OAID credited to someone else, and not the right originator', () => {
    expect(attributionErrorsOf('70-20-10法则是谷歌在2010年提出来的。')).toEqual(['70-20-10法则源于美国创新领导力中心（伦巴多和艾兴格）的研究，不是谷歌在2010年']);
    expect(attributionErrorsOf('OAID是谷歌推出的。')).toEqual(['OAID由中国移动安全联盟（MSA）于2019年推出，不是谷歌']);
    expect(attributionErrorsOf('721法则是伦巴多和艾兴格在1996年提出的，OAID是移动安全联盟2019年推出的。')).toEqual([]);
    expect(attributionErrorsOf('我们按70-20-10来排培训，用OAID给安卓设备去重。')).toEqual([]);
  });

  it('adds no second note where the question’s entry names OAID’s originator already', () => {
    expect(misconceptionsOf('OAID是谷歌推出的。', 'da-01')).toHaveLength(1);
  });
});

describe('interview.error.attribution: the concepts of the seventy-eighth and seventy-ninth batches', () => {
  it('names InstructGPT and Simpson’s paradox credited to someone else or dated wrongly, and not the right originator', () => {
    expect(attributionErrorsOf('InstructGPT是谷歌在2019年推出的。')).toEqual(['InstructGPT由OpenAI于2022年发表（Ouyang等），不是谷歌']);
    expect(attributionErrorsOf('辛普森悖论是美国经济学家辛普森在上世纪九十年代提出来的。')).toEqual(['辛普森悖论由英国统计学家辛普森于1951年提出（尤尔、皮尔逊更早描述过），不是上世纪九十年代']);
    expect(attributionErrorsOf('辛普森悖论是凯恩斯提出的。')).toHaveLength(1);
    expect(attributionErrorsOf('辛普森悖论是辛普森在1951年提出的，InstructGPT是OpenAI在2022年发表的。')).toEqual([]);
    expect(attributionErrorsOf('我们用辛普森悖论解释过转化率的矛盾，也读过InstructGPT的论文。')).toEqual([]);
  });

  it('adds no second note where the question’s entry names InstructGPT’s originator already', () => {
    expect(misconceptionsOf('InstructGPT是谷歌在2019年推出的。', 'algo-13')).toHaveLength(1);
  });
});

describe('interview.error.attribution: the concepts of the eightieth and eighty-first batches', () => {
  it('names BFGS, the box plot, twelve-tone equal temperament, 网易云音乐 and 通用规范汉字表 credited to someone else or dated wrongly, and not the right originator', () => {
    expect(attributionErrorsOf('BFGS是谷歌2015年提出来的。')).toEqual(['BFGS由Broyden、Fletcher、Goldfarb和Shanno于1970年各自提出，不是谷歌在2015年']);
    expect(attributionErrorsOf('箱线图是英国统计学家皮尔逊发明的。')).toEqual(['箱线图由美国统计学家约翰·图基（John Tukey）于1970年前后提出，不是皮尔逊']);
    expect(attributionErrorsOf('这叫十二平均律，是巴赫发明的。')).toEqual(['十二平均律最早由明代朱载堉于1584年算出（欧洲的斯蒂文、梅森也各自提出），不是巴赫']);
    expect(attributionErrorsOf('网易云音乐是腾讯在2016年推出的。')).toEqual(['网易云音乐由网易公司于2013年推出，不是腾讯']);
    expect(attributionErrorsOf('现在的用字标准是1988年发布的《通用规范汉字表》。')).toEqual(['《通用规范汉字表》由国务院于2013年公布，不是1988年']);
    expect(attributionErrorsOf('BFGS是1970年提出的，箱线图是图基在1977年提出的，十二平均律是朱载堉发明的。')).toEqual([]);
    expect(attributionErrorsOf('网易云音乐是网易2013年推出的，《通用规范汉字表》是2013年国务院公布的。')).toEqual([]);
    expect(attributionErrorsOf('我们用网易云音乐听歌，用BFGS优化参数，还画了箱线图。')).toEqual([]);
  });

  it('adds no second note where the question’s entry names the originator already', () => {
    expect(misconceptionsOf('网易云音乐是腾讯在2016年推出的。', 'pm-01')).toHaveLength(1);
    expect(misconceptionsOf('箱线图是皮尔逊发明的。', 'da-05')).toHaveLength(1);
    expect(misconceptionsOf('十二平均律是巴赫发明的。', 'teacher-07')).toHaveLength(1);
    expect(misconceptionsOf('现在的用字标准是1988年发布的《通用规范汉字表》。', 'editor-09')).toHaveLength(1);
    expect(misconceptionsOf('BFGS是谷歌2015年提出来的。', 'algo-04')).toHaveLength(1);
  });
});

describe('interview.error.attribution: the concepts of the eighty-second and eighty-third batches', () => {
  it.each([
    ['Git Flow是谷歌推出的。', 'Git Flow由文森特·德里森于2010年提出'],
    ['PESO模型是科特勒提出的。', 'PESO模型由公关从业者吉尼·迪特里希提出'],
    ['神似是钱锺书提出的。', '神似是傅雷在《高老头》重译本序中提出的'],
    ['化境是傅雷提出的。', '化境是钱锺书在《林纾的翻译》中提出的'],
    ['三美是严复提出的。', '三美论（意美、音美、形美）是许渊冲提出的'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each(['Git Flow是Vincent Driessen在2010年提出的。', 'PESO模型是迪特里希提出的。', '神似是傅雷提出的，化境是钱锺书提出的。', '许渊冲提出的三美论。', '我们按Git Flow来分支。'])(
    '%s: a right attribution or a concept merely named is no error',
    (answer) => {
      expect(attributionErrorsOf(answer)).toEqual([]);
    },
  );
});

describe('interview.error.attribution: the concepts of the eighty-fourth and eighty-fifth batches', () => {
  it.each([
    ['安斯库姆四重奏是图基提出的。', '安斯库姆四重奏由统计学家安斯库姆于1973年提出'],
    ['数据墨水比是科特勒提出的。', '数据墨水比由爱德华·塔夫特于1983年提出'],
    ['瑞文推理测验是比奈在1985年推出的。', '瑞文推理测验由英国心理学家瑞文于1938年编制'],
    ['16PF是荣格编制的。', '16PF由雷蒙德·卡特尔于1949年编制'],
    ['学习曲线是泰勒提出的。', '学习曲线由艾宾浩斯（1885年）和莱特（1936年飞机制造）提出'],
    ['React Fiber是谷歌推出的。', 'Fiber是Facebook的React团队在React 16（2017年）推出的'],
    ['CBBE是科特勒提出的。', 'CBBE（基于顾客的品牌资产）模型由凯文·莱恩·凯勒于1993年提出'],
    ['伊顿色相环是牛顿提出的。', '伊顿十二色相环由包豪斯的约翰内斯·伊顿提出'],
    ['孟塞尔颜色系统是Adobe提出的。', '孟塞尔颜色系统由阿尔伯特·孟塞尔于1905年提出'],
    ['TMX是微软推出的。', 'TMX由本地化行业标准协会（LISA）于1997-1998年制定'],
    ['XLIFF是谷歌推出的。', 'XLIFF由OASIS于2002年发布为标准'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each(['安斯库姆四重奏是安斯库姆在1973年提出的。', '数据墨水比是塔夫特提出的。', '16PF是卡特尔编制的，瑞文测验是瑞文编制的。', 'CBBE是凯勒提出的。', '我们用TMX交换翻译记忆，用XLIFF交换待译文件，也学过孟塞尔颜色系统。'])(
    '%s: a right attribution or a concept merely named is no error',
    (answer) => {
      expect(attributionErrorsOf(answer)).toEqual([]);
    },
  );
});

describe('interview.error.attribution: the concepts and names of the eighty-sixth and eighty-seventh batches', () => {
  it.each([
    ['Hystrix是阿里巴巴推出的。', 'Hystrix是Netflix于2012年开源的熔断组件'],
    ['霍桑效应是蒙台梭利发现的。', '梅奥'],
    ['CBBE是奥格威提出的。', '凯勒'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each(['Hystrix是Netflix在2012年开源的。', '我们用Hystrix做熔断，阿里的Sentinel也试过。', '蒙台梭利提出了敏感期。', '奥格威提出了品牌形象论。'])(
    '%s: a right attribution or a name merely said is no error',
    (answer) => {
      expect(attributionErrorsOf(answer)).toEqual([]);
    },
  );
});

describe('interview.error.attribution: the concepts of the ninetieth and ninety-first batches', () => {
  it.each([
    ['Appium是苹果公司开发的。', 'Appium由丹·奎拉尔于2012年开源'],
    ['Appium是谷歌推出的。', 'Appium由丹·奎拉尔于2012年开源'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each(['Appium是Dan Cuellar在2012年开源的。', '我们用Appium测App，iOS底层用苹果的XCUITest，安卓用谷歌的UiAutomator2。'])(
    '%s: a right attribution or a name merely said is no error',
    (answer) => {
      expect(attributionErrorsOf(answer)).toEqual([]);
    },
  );
});

describe('interview.error.attribution: the concepts of the ninety-second and ninety-third batches', () => {
  it.each([
    ['海氏评价法是德国人在2005年发明的。', '爱德华·海'],
    ['古腾堡图是谷歌提出来的。', '埃德蒙·阿诺德'],
    ['信息茧房是扎克伯格提出的。', '桑斯坦'],
    ['经验+反思=成长是陶行知提出的。', '波斯纳'],
    ['Axure是腾讯在2015年推出的。', 'Axure Software Solutions'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each(['海氏评价法是Edward Hay在1951年提出的。', '信息茧房是桑斯坦提出的。', '经验+反思=成长是波斯纳提出的。', '我用Axure画原型，也用过墨刀。', '古腾堡图把页面分成四个区。'])(
    '%s: a right attribution or a concept merely named is no error',
    (answer) => {
      expect(attributionErrorsOf(answer)).toEqual([]);
    },
  );
});

describe('interview.error.attribution: the concepts of the ninety-fourth and ninety-fifth batches', () => {
  it.each([
    ['Focal Loss是谷歌在2012年提出的。', '林宗毅'],
    ['六度空间理论是扎克伯格提出来的。', '米尔格拉姆'],
    ['邓巴定律是德鲁克提出的。', '罗宾·邓巴'],
    ['非暴力沟通是马斯洛提出的。', '卢森堡'],
    ['四颗糖是蔡元培提出的。', '陶行知'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each(['Focal Loss是何恺明等人2017年提出的。', '六度分隔理论是米尔格拉姆在1967年提出的。', '邓巴数是罗宾·邓巴提出的，大约150人。', '我常用非暴力沟通的观察、感受、需要、请求。', '陶行知四块糖的故事我印象很深。'])(
    '%s: a right attribution or a concept merely named is no error',
    (answer) => {
      expect(attributionErrorsOf(answer)).toEqual([]);
    },
  );
});

describe('interview.error.attribution: the concepts of the ninety-sixth and ninety-seventh batches', () => {
  it.each([
    ['凡勃伦效应是凯恩斯提出的。', '托斯丹·凡勃伦'],
    ['梅特卡夫定律是马化腾提出的。', '罗伯特·梅特卡夫'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each(['凡勃伦效应是凡勃伦在《有闲阶级论》里提出的。', '梅特卡夫定律是以太网之父梅特卡夫提出的。', '奢侈品越贵越好卖，这就是凡勃伦效应。'])(
    '%s: a right attribution or a concept merely named is no error',
    (answer) => {
      expect(attributionErrorsOf(answer)).toEqual([]);
    },
  );
});

describe('interview.error.attribution: the concepts of the ninety-eighth and ninety-ninth batches', () => {
  it.each([
    ['Vite是谷歌在2018年推出的。', '尤雨溪'],
    ['esbuild是微软推出的。', 'Evan Wallace'],
    ['情商是德鲁克提出的。', '萨洛维'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each(['Vite是尤雨溪在2020年推出的。', '情商是萨洛维和梅耶提出的，戈尔曼让它流行起来。', '我觉得情商高的人更适合做销售。', '我们组从Webpack换成了Vite。'])(
    '%s: a right attribution or a concept merely named is no error',
    (answer) => {
      expect(attributionErrorsOf(answer)).toEqual([]);
    },
  );
});

describe('interview.error.attribution: the concepts of the hundredth and hundred-and-first batches', () => {
  it.each([
    ['红点奖是苹果在2010年创办的。', '北威州设计中心'],
    ['Red Dot是谷歌设立的。', '北威州设计中心'],
    ['标杆管理是IBM提出的。', '施乐'],
    ['对标管理是华为在2005年首创的。', '施乐'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each(['红点奖是德国北威州设计中心在1955年设立的。', '标杆管理最早是施乐在1979年开创的。', '我的作品拿过红点奖的提名。', '我们部门每年都做标杆管理。'])(
    '%s: a right attribution or a concept merely named is no error',
    (answer) => {
      expect(attributionErrorsOf(answer)).toEqual([]);
    },
  );
});

describe('interview.error.attribution: the concepts of the hundred-and-second and hundred-and-third batches', () => {
  it.each([
    ['牛鞭效应是沃尔玛在2005年提出来的。', '福雷斯特'],
    ['雇主品牌是华为在2010年提出的。', '安布勒'],
    ['NPS是可口可乐在1985年发明的。', '赖克霍德'],
    ['净推荐值是麦肯锡提出的。', '赖克霍德'],
    ['库里肖夫效应是希区柯克发现的。', '库里肖夫'],
    ['高语境文化是霍夫斯泰德在2001年提出的。', '爱德华·霍尔'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each(['牛鞭效应是福雷斯特在1961年提出的。', '雇主品牌是安布勒和巴罗在1996年提出的。', '高语境和低语境是霍尔提出的。', '我们用NPS来衡量活动，也讲过库里肖夫效应。'])(
    '%s: a right attribution or a concept merely named is no error',
    (answer) => {
      expect(attributionErrorsOf(answer)).toEqual([]);
    },
  );
});

describe('interview.error.attribution: the concepts of the hundred-and-fourth to hundred-and-seventh batches', () => {
  it.each([
    ['框架效应是乔布斯提出的理论。', '特沃斯基'],
    ['产品市场契合是彼得·德鲁克在1954年提出的。', '拉克列夫'],
    ['技术债务是比尔·盖茨在1995年提出的。', '沃德·坎宁安'],
    ['乐观锁是甲骨文发明的。', '孔祥重'],
    ['统计机器翻译是谷歌在2016年发明的。', 'IBM'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each([
    '框架效应是卡尼曼和特沃斯基在1981年提出的。',
    'PMF这个说法是马克·安德森在2007年的文章里传开的，最早由拉克列夫提出。',
    '技术债是沃德·坎宁安在1992年提出的。',
    '乐观锁在MySQL里用版本号实现，我们项目里用过。',
    '统计机器翻译是IBM在1990年前后提出的。',
  ])('%s: a right attribution or a concept merely named is no error', (answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the hundred-and-eighth to hundred-and-eleventh batches', () => {
  it.each([
    ['视觉暂留是卢米埃尔兄弟在1895年发现的。', '罗热'],
    ['Element UI是腾讯开源的。', '饿了么'],
    ['Z值模型是巴菲特提出的。', '奥尔特曼'],
    ['《生成式人工智能服务管理暂行办法》是2019年发布的。', '2023'],
    ['SELinux是谷歌开发的。', '国家安全局'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each([
    '视觉暂留是1824年罗热提出的。',
    'Element是饿了么在2016年开源的组件库。',
    'Z值模型是奥尔特曼在1968年提出的。',
    '《生成式人工智能服务管理暂行办法》是2023年公布的。',
    'SELinux是美国国家安全局开发的，我们服务器上一直开着。',
    '后台用Element搭的，Z值我在课上算过。',
  ])('%s: a right attribution or a concept merely named is no error', (answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the hundred-and-twelfth to hundred-and-fifteenth batches', () => {
  it.each([
    ['预期信用损失模型是美国财务会计准则委员会1998年提出的。', '2014'],
    ['逻辑回归是费舍尔1990年提出来的。', '考克斯'],
    ['cgroups是微软2010年为Windows Server开发的。', '谷歌'],
    ['德尔菲法是宝洁公司1986年在辛辛那提发明的。', '兰德'],
    ['安宁疗护是特蕾莎修女1990年在美国纽约创立的。', '桑德斯'],
    ['主成分分析是辛顿在1986年提出的。', '皮尔逊'],
    ['缺失机制是费希尔1925年提出来的。', '鲁宾'],
    ['圈复杂度是尤雨溪2016年做Vue 2的时候提出来的。', '麦凯布'],
    ['EAP是华为2008年最早推出来的。', '职业戒酒'],
    ['修复性实践是日本文部省2005年推出来的做法。', '泽尔'],
    ['ARCS动机模型是夸美纽斯提出的。', '凯勒'],
    ['采购经理指数是商务部1978年开始发布的。', '供应管理协会'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each([
    '预期信用损失模型是国际会计准则理事会在2014年提出的，我国2017年引入。',
    '逻辑回归是考克斯在1958年提出的。',
    'cgroups是谷歌的工程师在2006年开发的。',
    '德尔菲法是兰德公司在上世纪50年代提出的。',
    '主成分分析是皮尔逊在1901年提出的。',
    '圈复杂度是McCabe在1976年提出的。',
    // PMI is also the Project Management Institute: only the index's Chinese names are read
    'PMI是美国项目管理协会1969年创立的，PMP就是它的认证。',
    // 控制组 is an A/B test's control group, not cgroups
    '控制组是我们在2019年的实验里设立的。',
    '我们用PCA降维，也算过圈复杂度。',
  ])('%s: a right attribution, another concept or a concept merely named is no error', (answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the hundred-and-sixteenth and hundred-and-seventeenth batches', () => {
  it.each([
    ['B+树是甲骨文1995年为Oracle数据库发明的。', '拜尔'],
    ['减缩积分是西门子1995年在NX里发明的。', '津科维奇'],
    ['因子分解机是百度2006年做搜索广告时发明的。', '伦德尔'],
    ['掌握学习是德国教育家赫尔巴特在1950年代提出来的。', '布鲁姆'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each([
    'B树是Bayer和McCreight在1972年提出的，B+树是它的变体。',
    '减缩积分是Zienkiewicz在1971年提出的，能缓解剪切自锁。',
    '因子分解机是Rendle在2010年提出的。',
    '掌握学习是布鲁姆1968年提出的。',
    // a concept merely named, and the student's own use of it
    '我们课设里用了减缩积分单元，也看了沙漏能。',
    '我们用B+树的思路给课设数据库建了索引。',
  ])('%s: a right attribution or a concept merely named is no error', (answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the hundred-and-eighteenth and hundred-and-nineteenth batches', () => {
  it.each([
    ['AdaGrad是谷歌2015年提出的。', '杜奇'],
    ['RMSProp是吴恩达在2006年提出的。', '辛顿'],
    ['Nesterov动量是辛顿2012年提出的。', '涅斯捷罗夫'],
    ['W模型是IBM在2005年提出的。', '赫兹利希'],
    ['V模型是微软2001年提出的。', '鲁克'],
    ['两级传播是麦克卢汉1964年提出的。', '拉扎斯菲尔德'],
    ['终身教育是杜威提出来的。', '朗格朗'],
    ['《学会生存》是世界卫生组织发布的。', '联合国教科文组织'],
    ['责任中心是泰勒提出的。', '希金斯'],
    ['CUPED是谷歌2018年提出的。', '微软'],
    ['点九图是苹果推出的。', '安卓'],
    ['谐波减速器是发那科1985年发明的。', '穆瑟'],
    ['旁站监理制度是2015年出台的。', '2002'],
    ['ThreadPoolExecutor是Joshua Bloch在1998年开发的。', 'Doug Lea'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each([
    'AdaGrad是Duchi等人2011年提出的。',
    'RMSProp是Hinton在课程里提出的。',
    'W模型是Evolutif公司的Paul Herzlich在1993年提出的。',
    '两级传播是拉扎斯菲尔德在1944年提出的。',
    'CUPED是微软在2013年提出的。',
    '谐波传动是Musser在1955年发明的。',
    '点九图是谷歌为安卓推出的。',
    '旁站监理制度是建设部2002年出台的。',
    // concepts merely named
    '我们用RMSProp和AdaGrad都试过，也在课设里用过谐波减速器。',
  ])('%s: a right attribution or a concept merely named is no error', (answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.attribution.shaped: an originator named by its shape, off the dictionary’s list', () => {
  it.each([
    // a transliterated foreign name with a middle dot
    ['平衡计分卡是1990年彼得·圣吉在《第五项修炼》里提出来的。', '彼得·圣吉'],
    ['平衡计分卡是罗伯特·清崎提出的。', '罗伯特·清崎'],
    // an organisation by its ending: a university, a company, a ministry's 部
    ['平衡计分卡是中国人民大学提出的。', '中国人民大学'],
    ['4P理论是日本东丽公司提出的。', '东丽公司'],
    ['平衡计分卡是应急管理部在2005年提出的。', '应急管理部'],
    // a person jieba tags as one
    ['4P理论是王小明提出的。', '王小明'],
    ['释意理论是乔姆斯基1995年在麻省理工提出的。', '乔姆斯基'],
  ])('%s names the wrong originator said', (answer, said) => {
    const wrong = wrongAttributionsOf(answer);
    expect(wrong).toHaveLength(1);
    expect(wrong[0]!.said).toContain(said);
  });

  it.each([
    // a right originator in another transliteration (柯普兰 for 卡普兰, 费 for 菲) or beside another name
    '平衡计分卡是罗伯特·柯普兰提出的。',
    '两级传播是保罗·拉扎斯费尔德提出的。',
    '平衡计分卡是哈佛大学的卡普兰和诺顿提出的。',
    'CUPED是微软研究院提出的。',
    // words for any company, school or ministry, and parts and regions, are no names
    '4P理论是一家咨询公司提出的。',
    '4P理论是美国一所大学提出的。',
    '平衡计分卡是企业内部提出的。',
    '鱼骨图是东北部的一家工厂发明的。',
    // a piece jieba cuts from a longer name, and a place the concept came up in
    '谐波传动是穆萨尔发明的。',
    '护士节是为了纪念南丁格尔在克里米亚战争中创立了红十字会，这是南丁格尔的贡献。',
    // a correction, and a name said with no attribution
    '很多人以为平衡计分卡是彼得·圣吉提出的，其实是卡普兰和诺顿。',
    '我读过彼得·圣吉的《第五项修炼》，我们公司也用平衡计分卡。',
  ])('%s: no wrong attribution', (answer) => {
    expect(wrongAttributionsOf(answer).filter((w) => w.key !== '红十字会')).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the hundred-and-twentieth and hundred-and-twenty-first batches', () => {
  it.each([
    ['VMI是丰田在2010年提出的。', '沃尔玛'],
    ['JSON是Sun公司在1995年推出的。', '克罗克福德'],
    ['Swagger是阿里推出的。', '托尼·塔姆'],
    ['WireMock是谷歌2018年开源的。', 'Akehurst'],
    ['Mockito是微软开发的。', 'Faber'],
    ['百度指数是腾讯推出的。', '2006'],
    ['微信指数是百度在2015年推出的。', '2017'],
    ['眼动追踪是苹果2015年发明的。', '贾瓦尔'],
    ['5E教学模式是杜威提出的。', '拜比'],
    ['信息可视化咒语是麦肯锡2005年提出的。', '施耐德曼'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each([
    'VMI最早是沃尔玛和宝洁在1987年前后提出的。',
    'JSON是道格拉斯·克罗克福德在2001年提出的。',
    '百度指数是百度2006年推出的，微信指数是腾讯2017年推出的。',
    '5E教学模式是BSCS在1987年提出的。',
    // concepts merely named
    '我们用Swagger写文档，用WireMock和Mockito做测试，也看百度指数。',
  ])('%s: a right attribution or a concept merely named is no error', (answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the hundred-and-twenty-second to hundred-and-twenty-fifth batches', () => {
  it.each([
    ['层次分析法是本田在1985年发明的。', '萨蒂'],
    ['孤立森林是阿里达摩院2018年提出来的。', '周志华'],
    ['知识蒸馏是百度2019年提出的。', 'Hinton'],
    ['PERT是丰田提出的。', '美国海军'],
    ['撇脂定价是百事可乐在1965年发明的。', '乔尔·迪安'],
    ['EXIF是佳能在2012年推出的。', 'JEIDA'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each([
    'AHP是萨蒂在20世纪70年代提出的。',
    '孤立森林是周志华等人2008年提出的。',
    '知识蒸馏是Hinton在2015年提出的。',
    'PERT是美国海军在1958年提出的。',
    // concepts merely named
    '我们用AHP给供应商打分，用PERT估工期，也读过照片的EXIF。',
  ])('%s: a right attribution or a concept merely named is no error', (answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.attribution: verbs of design and of speech', () => {
  it.each([
    // an idea designed or made up (设计, 搞出来), a product made or put out (做, 出)
    ['5E教学模式是赞科夫在1960年代为数学课设计的。', '赞科夫'],
    ['4P理论是德鲁克搞出来的。', '德鲁克'],
    ['微信指数是百度做的。', '百度'],
    ['Swagger是微信团队内部做的工具。', '微信团队'],
    ['WireMock是微软出的。', '微软'],
  ])('%s names the wrong originator said', (answer, said) => {
    const wrong = wrongAttributionsOf(answer);
    expect(wrong).toHaveLength(1);
    expect(wrong[0]!.said).toContain(said);
  });

  it.each([
    // the student's own making, a tool used, a right maker, and 做 or 出 in other words
    '这个看板是用Power BI做的。',
    'Excel是我们财务每天都在做的表。',
    'Vue是尤雨溪做的框架。',
    'Docker出了新版本，是Docker公司发布的。',
    '5E教学模式是BSCS在1987年设计的。',
  ])('%s: no wrong attribution', (answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });

  it('a verb of purpose (按…来设计) leaves a later clause to attribute the concept', () => {
    expect(wrongAttributionsOf('设计一节课我会按四段教学法来设计，这是杜威提出来的。').map((w) => w.said)).toEqual(['杜威']);
    expect(attributionErrorsOf('按4P理论来设计营销方案，这是麦卡锡提出的。')).toEqual([]);
  });

  it('a concept said as another’s originator is no subject of its own: the span is the other’s', () => {
    // 甘特图 attributed to 微软Excel团队 in 1995, not Excel given a wrong year
    expect(wrongAttributionsOf('甘特图是微软Excel团队1995年发明的。').map((w) => [w.key, w.said, w.year])).toEqual([['甘特图', '微软', '1995年']]);
    expect(attributionErrorsOf('微信指数是微信在2017年推出的。')).toEqual([]);
  });

  it('a name said twice in a span is named once', () => {
    expect(wrongAttributionsOf('眼动追踪是谷歌2012年做谷歌眼镜的时候发明的。')[0]!.said).toBe('谷歌');
  });
});

describe('interview.error.attribution.taken-up: a concept attributed in the next sentence', () => {
  it.each([
    ['我觉得最有效的是VMI，也就是供应商管理库存。这个模式是格力在2012年前后搞出来的。', 'VMI', '格力'],
    ['可用性测试里最客观的是眼动追踪。这个方法是谷歌2012年发明的。', '眼动追踪', '谷歌'],
    ['我最熟悉的是OKR。它是华为最早提出的。', 'OKR', '华为'],
  ])('%s is read of the concept before', (answer, key, said) => {
    expect(wrongAttributionsOf(answer).map((w) => [w.key, w.said])).toEqual([[key, said]]);
  });

  it.each([
    // a right originator, a bare 这 (the push, not the concept), two concepts before, no attribution, a correction
    '我最熟悉的是OKR。它是英特尔最早提出的。',
    '公司在推OKR。这是CEO在2022年提出的。',
    '我用过4P理论和STP。这个理论是科特勒提出的。',
    '我们用的是OKR。这个方法的好处是对齐目标。',
    '很多人以为OKR是华为的。这个方法其实是英特尔提出的。',
    '我学过4P理论。这个理论是我大二在课上学的。',
  ])('%s: nothing taken up wrongly', (answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });
});

describe('interview.error.attribution: the concepts of the hundred-and-twenty-sixth and hundred-and-twenty-seventh batches', () => {
  it.each([
    ['Svelte是谷歌2019年推出的。', 'Rich Harris'],
    ['OmegaT是微软在2015年开发的。', 'Keith Godfrey'],
    ['Semantic Scholar是百度在2010年推出的。', '艾伦人工智能研究所'],
    ['钉钉是字节跳动在2018年推出的。', '阿里巴巴'],
  ])('%s names the right originator', (answer, note) => {
    expect(attributionErrorsOf(answer).join()).toContain(note);
  });

  it.each([
    'Svelte是Rich Harris在2016年开源的。',
    'OmegaT最早是Keith Godfrey在2000年开发的。',
    'Semantic Scholar是艾伦人工智能研究所2015年推出的。',
    '钉钉是阿里巴巴2015年推出的。',
    // concepts merely named
    '我们组用钉钉沟通，用OmegaT做翻译练习，用Semantic Scholar查论文，前端用Svelte。',
  ])('%s: a right attribution or a concept merely named is no error', (answer) => {
    expect(attributionErrorsOf(answer)).toEqual([]);
  });
});
