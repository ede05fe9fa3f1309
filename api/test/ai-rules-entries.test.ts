import { splitEntryBlocks, titleScore } from '../src/ai/rules/entry-blocks';
import { readEducation, readExperience, readProjects, readWork, unglued, ungluedRole } from '../src/ai/rules/entries';
import { DICTIONARY_OPTIONS } from '../src/ai/parse/parse-resume';
import { sectionLines, splitSections } from '../src/ai/rules/sections';
import { takeDegree, titleParts } from '../src/ai/rules/title-parts';

// A one-column resume as a PDF reader answers it: full-width punctuation, a radical (⼤), wrapped bullets.
const RESUME = `陈晓雨
女 | 2003.04 | 13912345678 | chenxy@163.com
教育背景
华中科技⼤学 | 软件工程 | 本科    2021.09-2025.06
GPA 3.7/4.0，专业排名前10%
主修课程：数据结构、操作系统、计算机网络
实习经历
字节跳动 | 后端开发实习生    2024.06-2024.09
• 负责抖音电商订单服务的接口开发，使用 Go 和 MySQL，
日均调用量 2000 万次。
• 优化慢查询 12 条，接口 P99 延迟降低 35%。
腾讯科技（深圳）有限公司 | 产品运营实习生    2023.07-2023.09
• 策划校园推广活动 3 场，新增用户 1.2 万。
项目经历
校园二手交易平台 | 后端负责人    2023.03-2023.06
1. 基于 Spring Boot 搭建商品、订单与消息模块；
2. 引入 Redis 缓存，首页响应时间从 800ms 降至 120ms。
基于深度学习的垃圾分类小程序 | 算法开发    2022.10-2023.01
- 训练 ResNet 模型，识别准确率 92%。
自我评价
热爱技术，学习能力强。`.split('\n');

describe('entries of a one-column resume', () => {
  const sections = splitSections(RESUME);

  it('reads the education entry with its grades in the description', () => {
    const [edu] = readEducation(sectionLines(sections, 'education'));
    expect(edu.value).toEqual({
      school: '华中科技大学',
      major: '软件工程',
      degree: 2,
      start_date: '2021-09',
      end_date: '2025-06',
      description: 'GPA 3.7/4.0，专业排名前10%\n主修课程：数据结构、操作系统、计算机网络',
    });
    expect(edu.confidence.school).toBeGreaterThanOrEqual(0.85);
    expect(edu.confidence.degree).toBeGreaterThan(0.9);
    expect(edu.confidence.start_date).toBeGreaterThan(0.9);
  });

  it('reads two internships and joins the wrapped bullet', () => {
    const work = readWork(sectionLines(sections, 'internship'), 1);
    expect(work.map((w) => [w.value.kind, w.value.company, w.value.position, w.value.start_date, w.value.end_date])).toEqual([
      [1, '字节跳动', '后端开发实习生', '2024-06', '2024-09'],
      [1, '腾讯科技（深圳）有限公司', '产品运营实习生', '2023-07', '2023-09'],
    ]);
    expect(work[0].value.description).toBe('负责抖音电商订单服务的接口开发，使用 Go 和 MySQL，日均调用量 2000 万次。\n优化慢查询 12 条，接口 P99 延迟降低 35%。');
    expect(work[0].confidence.company).toBeLessThan(work[1].confidence.company);
    expect(work[1].value.description).toBe('策划校园推广活动 3 场，新增用户 1.2 万。');
  });

  it('reads two projects with numbered and dashed bullets', () => {
    const projects = readProjects(sectionLines(sections, 'project'));
    expect(projects.map((p) => [p.value.name, p.value.role, p.value.start_date, p.value.end_date])).toEqual([
      ['校园二手交易平台', '后端负责人', '2023-03', '2023-06'],
      ['基于深度学习的垃圾分类小程序', '算法开发', '2022-10', '2023-01'],
    ]);
    expect(projects[0].value.description.split('\n')).toEqual(['基于 Spring Boot 搭建商品、订单与消息模块；', '引入 Redis 缓存，首页响应时间从 800ms 降至 120ms。']);
    expect(projects[1].value.description).toBe('训练 ResNet 模型，识别准确率 92%。');
  });
});

describe('entries whose title and dates are on separate lines', () => {
  it('takes the organisation line above a line of dates, and the major line below', () => {
    const edu = readEducation(['浙江大学', '2019.09 - 2023.06', '经济学（本科）', '• 连续三年获一等奖学金', '上海交通大学', '2023.09 - 至今', '金融硕士']);
    expect(edu.map((e) => e.value)).toEqual([
      { school: '浙江大学', major: '经济学', degree: 2, start_date: '2019-09', end_date: '2023-06', description: '连续三年获一等奖学金' },
      { school: '上海交通大学', major: '金融', degree: 3, start_date: '2023-09', end_date: '', description: '' },
    ]);
  });

  it('takes the organisation line above a position line that carries the dates', () => {
    const work = readWork(['• 完成 3 次版本发布。', '字节跳动', '后端开发实习生    2024.06-2024.09', '• 负责订单接口'], 1);
    expect(work.map((w) => [w.value.company, w.value.position, w.value.description])).toEqual([
      ['', '', '完成 3 次版本发布。'],
      ['字节跳动', '后端开发实习生', '负责订单接口'],
    ]);
  });

  it('takes the title line below a line of dates', () => {
    const work = readWork(['2022年7月 - 2023年6月', '中国工商银行北京分行 / 柜员', '负责对公业务办理。'], 2);
    expect(work[0].value).toMatchObject({ kind: 2, company: '中国工商银行北京分行', position: '柜员', start_date: '2022-07', end_date: '2023-06', description: '负责对公业务办理。' });
  });

  it('reads labelled titles and a department between company and position', () => {
    const [w] = readWork(['公司：美团 部门：到店事业群 职位：数据分析实习生', '时间：2024.01-2024.04', '• 搭建周报看板'], 2);
    expect(w.value).toMatchObject({ kind: 1, company: '美团', position: '数据分析实习生', start_date: '2024-01', end_date: '2024-04', description: '搭建周报看板' });
    expect(w.confidence.company).toBeGreaterThan(0.9);
    const [d] = readWork(['小米科技有限责任公司  手机部  软件测试工程师  2020.07-2022.12'], 2);
    expect(d.value).toMatchObject({ company: '小米科技有限责任公司', position: '软件测试工程师' });
  });

  it('reads English titles and months', () => {
    const [e] = readEducation(['Peking University, M.S. in Computer Science   Sep 2023 - Present']);
    expect(e.value).toMatchObject({ school: 'Peking University', degree: 3, start_date: '2023-09', end_date: '' });
  });

  it('answers one undated entry for a section without dates', () => {
    const projects = readProjects(['个人博客系统', '• 使用 Next.js 开发']);
    expect(projects).toHaveLength(1);
    expect(projects[0].value).toMatchObject({ name: '个人博客系统', start_date: '', description: '使用 Next.js 开发' });
    expect(projects[0].confidence.start_date).toBe(0);
  });

  it('keeps a leading sentence as an untitled description and English wraps with their space', () => {
    const blocks = splitEntryBlocks(['参加过多项校内外实践活动。', 'Acme Ltd | Intern   2024.01-2024.02', '- Wrote unit tests for the', 'billing service']);
    expect(blocks.map((b) => [b.title, b.description])).toEqual([
      [[], ['参加过多项校内外实践活动。']],
      [['Acme Ltd | Intern'], ['Wrote unit tests for the billing service']],
    ]);
  });

  it('marks an unknown degree as a guess', () => {
    const [e] = readEducation(['武汉大学 法学 2018.09-2022.06'], { isMajor: (t) => t === '法学' });
    expect(e.value).toMatchObject({ school: '武汉大学', major: '法学', degree: 2 });
    expect(e.confidence.degree).toBeLessThan(0.5);
    expect(e.confidence.major).toBeGreaterThan(0.9);
  });
});

describe('entries from tables, two columns and labelled descriptions', () => {
  it('reads table rows that start with the dates', () => {
    const edu = readEducation(['2021.09-2025.06 | 北京大学 | 计算机科学与技术 | 本科', '2025.09-至今 | 清华大学 | 软件工程 | 硕士']);
    expect(edu.map((e) => [e.value.school, e.value.major, e.value.degree, e.value.start_date, e.value.end_date])).toEqual([
      ['北京大学', '计算机科学与技术', 2, '2021-09', '2025-06'],
      ['清华大学', '软件工程', 3, '2025-09', ''],
    ]);
  });

  it('reads dates on the left and the title in the right column', () => {
    const work = readWork(['2023.07-2023.09    阿里巴巴    Java开发实习生', '- 开发了权限管理模块', '2024.01 - 2024.03   网易 | 游戏策划实习', '- 撰写策划案 3 份'], 1);
    expect(work.map((w) => [w.value.company, w.value.position, w.value.description])).toEqual([
      ['阿里巴巴', 'Java开发实习生', '开发了权限管理模块'],
      ['网易', '游戏策划实习', '撰写策划案 3 份'],
    ]);
  });

  it('keeps labelled description lines out of the title', () => {
    const [p] = readProjects(['电商推荐系统    2023.03 - 2023.06', '项目描述：为校内商城设计推荐算法', '我的职责：负责召回模块']);
    expect(p.value).toMatchObject({ name: '电商推荐系统', role: '', description: '项目描述：为校内商城设计推荐算法\n我的职责：负责召回模块' });
  });

  it('reads a position under its company even when it opens with an action verb (测试开发实习生, 运营专员, 管培生)', () => {
    const work = readWork(['招商银行  2025.07 - 2025.09', '测试开发实习生', '• 编写自动化测试用例 300 余条', '腾讯  2024.07 - 2024.09', '管培生', '• 负责数据看板的前端开发', '美团  2023.07 - 2023.09', '运营专员', '• 策划校园推广活动 3 场'], 1);
    expect(work.map((w) => [w.value.company, w.value.position, w.value.description])).toEqual([
      ['招商银行', '测试开发实习生', '编写自动化测试用例 300 余条'],
      ['腾讯', '管培生', '负责数据看板的前端开发'],
      ['美团', '运营专员', '策划校园推广活动 3 场'],
    ]);
    // a description line that opens with the same verb stays a description
    expect(readWork(['网易  2023.07 - 2023.09', '测试登录模块，发现缺陷 20 个'], 1)[0]!.value).toMatchObject({ position: '', description: '测试登录模块，发现缺陷 20 个' });
  });

  it('reads a major under its school even when its first word is an action verb (统计学, 设计学)', () => {
    const edu = readEducation(['上海财经大学  2023年9月 - 2027年6月', '统计学 · 全日制本科', 'GPA 3.7/4.0，主修课程：统计学导论', '江南大学  2019年9月 - 2023年6月', '设计学  硕士研究生']);
    expect(edu.map((e) => [e.value.school, e.value.major, e.value.degree, e.value.description])).toEqual([
      ['上海财经大学', '统计学', 2, 'GPA 3.7/4.0，主修课程：统计学导论'],
      ['江南大学', '设计学', 3, ''],
    ]);
  });

  it('reads entries whose dates stand alone under each title, without an entry taking the next one\'s title', () => {
    const edu = readEducation(['苏州大学 | 汉语言文学 | 博士研究生', '2021.9-2025.6', '武汉大学 | 会计学 | 本科', '2017.9-2021.6']);
    expect(edu.map((e) => [e.value.school, e.value.major, e.value.degree, e.value.start_date, e.value.end_date])).toEqual([
      ['苏州大学', '汉语言文学', 4, '2021-09', '2025-06'],
      ['武汉大学', '会计学', 2, '2017-09', '2021-06'],
    ]);
  });

  it('reads entries written as labelled fields, the dates above, among or below them, in Chinese and English', () => {
    const edu = readEducation(['学校：南京大学', '专业：金融学', '学历：本科', '时间：2021.09-2025.06', '学校：武汉大学', '时间：2025.09-2028.06', '专业：会计学', '学历：硕士']);
    expect(edu.map((e) => [e.value.school, e.value.major, e.value.degree, e.value.start_date, e.value.end_date])).toEqual([
      ['南京大学', '金融学', 2, '2021-09', '2025-06'],
      ['武汉大学', '会计学', 3, '2025-09', '2028-06'],
    ]);
    const work = readWork(['时间：2024.07-2024.08', '公司：招商银行', '职位：零售银行实习生', '• 整理客户资料', '时间：2023.07-2023.09', '公司：京东', '职位：数据分析实习生', '工作内容：分析 3 万条数据'], 1);
    expect(work.map((w) => [w.value.company, w.value.position, w.value.start_date, w.value.description])).toEqual([
      ['招商银行', '零售银行实习生', '2024-07', '整理客户资料'],
      ['京东', '数据分析实习生', '2023-07', '工作内容：分析 3 万条数据'],
    ]);
    const english = readEducation(['School: Zhejiang University', 'Major: Software Engineering', 'Degree: Bachelor', 'Period: 09/2021 - 06/2025', 'School: Wuhan University', 'Major: Finance', 'Degree: Master', 'Period: 09/2025 - 06/2028']);
    expect(english.map((e) => [e.value.school, e.value.major, e.value.degree])).toEqual([['Zhejiang University', 'Software Engineering', 2], ['Wuhan University', 'Finance', 3]]);
    expect(readWork(['Company: ByteDance', 'Position: Backend Intern', 'Dates: Jun 2024 - Sep 2024', '- Built APIs'], 1)[0]!.value).toMatchObject({ company: 'ByteDance', position: 'Backend Intern', start_date: '2024-06' });
  });

  it('splits a section without dates at each title line after a description', () => {
    const projects = readProjects(['个人博客系统 | 独立开发', '• 使用 Next.js 搭建', '在线判题系统 | 后端开发', '• 设计判题队列', '• 支持 2000 人同时提交']);
    expect(projects.map((p) => [p.value.name, p.value.role, p.value.description])).toEqual([
      ['个人博客系统', '独立开发', '使用 Next.js 搭建'],
      ['在线判题系统', '后端开发', '设计判题队列\n支持 2000 人同时提交'],
    ]);
  });

  it('splits undated entries whose name and role stand on two lines, or as labelled fields', () => {
    const projects = readProjects(['企业财务分析报告', '项目负责人', '• 编写分析报告 3 份', '电商用户画像分析', '核心开发', '• 清洗 3 万条数据']);
    expect(projects.map((p) => [p.value.name, p.value.role, p.value.description])).toEqual([
      ['企业财务分析报告', '项目负责人', '编写分析报告 3 份'],
      ['电商用户画像分析', '核心开发', '清洗 3 万条数据'],
    ]);
    const labelled = readProjects(['Project: 城市共享单车调度优化', 'Role: 前端开发', '• 设计调度看板', 'Project: 垃圾分类系统', 'Role: 组员', '• 标注 5000 张图片']);
    expect(labelled.map((p) => [p.value.name, p.value.role])).toEqual([['城市共享单车调度优化', '前端开发'], ['垃圾分类系统', '组员']]);
  });

  it('takes a name that says it is a company over an unknown first part, and never the city', () => {
    const [w] = readWork(['2025.07-2025.09 | 杭州 云帆数据科技有限公司 审计助理', '• 核对凭证 2000 余张'], 1, { isEmployer: () => false });
    expect(w!.value).toMatchObject({ company: '云帆数据科技有限公司', position: '审计助理', start_date: '2025-07' });
  });

  it('reads a line of dates and a place under the title as the dates alone', () => {
    const work = readWork(['某某科技有限公司 | 后端开发实习生', '2024.06 - 2024.09 | 北京', '• 开发接口', '云帆数据 | 数据分析实习生', '2023.07 - 2023.09 | 杭州市', '• 清洗数据'], 1);
    expect(work.map((w) => [w.value.company, w.value.position, w.value.start_date, w.value.description])).toEqual([
      ['某某科技有限公司', '后端开发实习生', '2024-06', '开发接口'],
      ['云帆数据', '数据分析实习生', '2023-07', '清洗数据'],
    ]);
  });

  it('reads a title over three lines: school, major and degree, dates', () => {
    const edu = readEducation(['北京邮电大学', '信息与通信工程  硕士', '2022.09-2025.06', '研究方向：无线通信']);
    expect(edu.map((e) => e.value)).toEqual([
      { school: '北京邮电大学', major: '信息与通信工程', degree: 3, start_date: '2022-09', end_date: '2025-06', description: '研究方向：无线通信' },
    ]);
  });
});

describe('entry helpers', () => {
  it('splits title parts and reads labels', () => {
    expect(titleParts(['北京大学 计算机科学与技术 本科']).map((p) => p.text)).toEqual(['北京大学', '计算机科学与技术', '本科']);
    expect(titleParts(['Tencent Inc. | Software Engineer Intern']).map((p) => p.text)).toEqual(['Tencent Inc.', 'Software Engineer Intern']);
    expect(titleParts(['项目名称：智能客服  角色：组长'])).toEqual([{ label: '项目名称', text: '智能客服' }, { label: '角色', text: '组长' }]);
  });

  it('takes degree words out of a part', () => {
    expect(takeDegree('计算机科学与技术（硕士研究生）')).toEqual({ degree: 3, rest: '计算机科学与技术' });
    expect(takeDegree('学历：博士')).toMatchObject({ degree: 4 });
    expect(takeDegree('软件工程')).toEqual({ degree: null, rest: '软件工程' });
  });

  it('scores titles above description lines', () => {
    expect(titleScore('字节跳动 | 后端开发实习生')).toBeGreaterThan(0);
    expect(titleScore('负责接口开发，日均调用 2000 万次。')).toBeLessThan(0);
  });

  it('does not start an entry at a dated bullet inside a description', () => {
    const blocks = splitEntryBlocks(['某某科技有限公司 2021.07-2022.07', '• 2021.09-2021.12 完成支付模块重构', '• 上线后故障率下降 40%']);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].description).toHaveLength(2);
  });
});

describe('titles glued together and sections of both kinds', () => {
  const isEmployer = DICTIONARY_OPTIONS.isEmployer!;
  const part = (text: string) => ({ label: '', text });

  it('cuts an employer glued to a position (OCR drops the space), and leaves a title of several parts or no employer alone', () => {
    expect(unglued([part('字节跳动后端开发实习生')], isEmployer)).toEqual([part('字节跳动'), part('后端开发实习生')]);
    expect(unglued([part('云帆数据科技有限公司前端开发实习生')], isEmployer)).toEqual([part('云帆数据科技有限公司'), part('前端开发实习生')]);
    expect(unglued([part('字节跳动'), part('后端开发实习生')], isEmployer)).toEqual([part('字节跳动'), part('后端开发实习生')]);
    expect(unglued([part('后端开发实习生')], isEmployer)).toEqual([part('后端开发实习生')]);
  });

  it('cuts a role off a project name it is glued to', () => {
    expect(ungluedRole([part('校园二手交易平台项目负责人')])).toEqual([part('校园二手交易平台'), part('项目负责人')]);
    expect(ungluedRole([part('读书会副会长')])).toEqual([part('读书会'), part('副会长')]);
    expect(ungluedRole([part('校园二手交易平台')])).toEqual([part('校园二手交易平台')]);
  });

  it('files each entry of 实习与项目经历 where its title says', () => {
    const { work, project } = readExperience(
      ['字节跳动后端开发实习生 2024.06-2024.09', '·负责推荐服务接口开发，QPS提升30%', '校园二手交易平台项目负责人 2023.03-2023.12', '·服务2000名同学'],
      DICTIONARY_OPTIONS,
    );
    expect(work.map((w) => [w.value.kind, w.value.company, w.value.position, w.value.start_date])).toEqual([[1, '字节跳动', '后端开发实习生', '2024-06']]);
    expect(project.map((p) => [p.value.name, p.value.role, p.value.end_date])).toEqual([['校园二手交易平台', '项目负责人', '2023-12']]);
  });
});
