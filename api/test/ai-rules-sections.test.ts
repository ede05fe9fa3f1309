import { defaultHeadingOf, SECTION_HEADINGS } from '../src/ai/rules/section-headings';
import { sectionLines, splitSections } from '../src/ai/rules/sections';

describe('section headings', () => {
  it.each([
    ['教育背景', 'education'],
    ['一、教育经历', 'education'],
    ['【实习经历】', 'internship'],
    ['■ 项目经历', 'project'],
    ['校园经历 / 社团经历', 'campus'],
    ['专业技能：', 'skills'],
    ['自我评价', 'self_evaluation'],
    ['EDUCATION', 'education'],
    ['Work Experience', 'work'],
    ['Projects', 'project'],
    ['教育背景 Education', 'education'],
    ['荣誉奖项 | Honors & Awards', 'awards'],
    ['教 育 背 景', 'education'],
    ['获　奖　情　况', 'awards'],
  ])('%s is %s', (line, key) => {
    expect(defaultHeadingOf(line.normalize('NFKC'))).toBe(key);
  });

  it.each(['北京大学 计算机科学与技术 本科', '负责项目经历的整理', '熟练掌握 Java、Python 等技能', '教育背景 Projects', ''])('%s is no heading', (line) => {
    expect(defaultHeadingOf(line)).toBeNull();
  });

  it('keeps every heading word in one section only', () => {
    const words = Object.values(SECTION_HEADINGS).flat();
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('splitSections', () => {
  const resume = [
    '李华',
    '电话：13800138000 | 邮箱：lihua@qq.com',
    '',
    '教育背景',
    '复旦大学 | 金融学 | 硕士   2023.09-2026.06',
    'Internship Experience',
    '中信证券 | 投行部实习生   2024.06-2024.09',
    '• 参与两个 IPO 项目的尽职调查',
    '专业技能：Python、SQL、Wind',
    '自我评价',
    '踏实，细心。',
  ];

  it('keeps the lines before the first heading as basic and splits at Chinese and English headings', () => {
    const sections = splitSections(resume);
    expect(sections.map((s) => s.key)).toEqual(['basic', 'education', 'internship', 'skills', 'self_evaluation']);
    expect(sections[0]).toMatchObject({ heading: '', at: -1, lines: ['李华', '电话：13800138000 | 邮箱：lihua@qq.com'] });
    expect(sections[2]).toMatchObject({ heading: 'Internship Experience', at: 5 });
    expect(sections[2].lines).toHaveLength(2);
    // a heading with its content on the same line
    expect(sections[3]).toMatchObject({ heading: '专业技能', lines: ['Python、SQL、Wind'] });
  });

  it('answers an empty basic when the text starts with a heading', () => {
    expect(splitSections(['教育背景', '北京大学'])[0]).toMatchObject({ key: 'basic', lines: [] });
  });

  it('takes a heading lookup from the dictionaries', () => {
    const headingOf = (line: string) => (line === '== 经历 ==' ? 'work' : null);
    const sections = splitSections(['王五', '== 经历 ==', '某公司'], headingOf);
    expect(sections.map((s) => [s.key, s.lines])).toEqual([['basic', ['王五']], ['work', ['某公司']]]);
  });

  it('reads an entry\'s labelled field as a line of its section, though its label is a heading word too', () => {
    // 学历 and 项目 are headings of their own in the dictionary; 专业技能 before a colon still opens its section
    const headingOf = (line: string) => ({ 教育背景: 'education', 学历: 'education', 项目: 'project', 专业技能: 'skills' })[line] ?? null;
    const sections = splitSections(['教育背景', '学校：南京大学', '学历：本科', '项目：校园二手平台', '专业技能：Java、Python'], headingOf);
    expect(sections.map((s) => [s.key, s.lines])).toEqual([['basic', []], ['education', ['学校：南京大学', '学历：本科', '项目：校园二手平台']], ['skills', ['Java、Python']]]);
  });

  it('collects the lines of a repeated heading', () => {
    const sections = splitSections(['项目经历', 'A 项目', '技能', 'Java', '项目经验', 'B 项目']);
    expect(sectionLines(sections, 'project')).toEqual(['A 项目', 'B 项目']);
  });
});
