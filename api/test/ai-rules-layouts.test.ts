import { AUTO_SPACE_EXAMPLES, NORMALIZE_EXAMPLES, normalizeText, withoutAutoSpace } from '../src/ai/text/normalize';
import { paragraphTexts } from '../src/ai/text/docx-lines';
import { AWARD_LINE, joinStackedMonths, splitEntryBlocks, STACKED_MONTH_EXAMPLES } from '../src/ai/rules/entry-blocks';
import { FIELD_LABEL_EXAMPLES, joinFieldLabels } from '../src/ai/rules/field-labels';
import { INTENTION_EXAMPLES, readIntention, readSalary } from '../src/ai/rules/intention';
import { splitSections, UNKNOWN_HEADING } from '../src/ai/rules/sections';
import { defaultHeadingOf } from '../src/ai/rules/section-headings';

// The rules issue 25 added, each run on its examples: what a text becomes, what a rule reads.

describe('the rules of the layouts students upload', () => {
  it.each(NORMALIZE_EXAMPLES)('$id: $explain', ({ from, to }) => {
    expect(normalizeText(from)).toBe(to);
  });

  it.each(AUTO_SPACE_EXAMPLES)('drops a word processor\'s space between Chinese and a number: $from', ({ from, to }) => {
    expect(withoutAutoSpace(from)).toBe(to);
  });

  it.each(FIELD_LABEL_EXAMPLES)('joins a grid label cell to its value cell: $from', ({ from, to }) => {
    expect(joinFieldLabels(from, (l) => defaultHeadingOf(l) !== null)).toEqual(to);
  });

  it.each(STACKED_MONTH_EXAMPLES)('joins a timeline\'s stacked months: $from', ({ from, to }) => {
    expect(joinStackedMonths(from)).toEqual(to);
  });

  it.each(INTENTION_EXAMPLES)('reads the intention of $section $basic', ({ section, basic, categories, cities, salary }) => {
    expect(readIntention(section, basic)).toEqual({ categories, cities, salary_min: salary[0], salary_max: salary[1] });
  });

  it('reads salaries as written, monthly yuan', () => {
    expect(readSalary('8K-12K')).toEqual({ min: 8000, max: 12000 });
    expect(readSalary('8000-10000元/月')).toEqual({ min: 8000, max: 10000 });
    expect(readSalary('1-1.5万')).toEqual({ min: 10000, max: 15000 });
    expect(readSalary('面议')).toBeNull();
  });

  it('takes an award dated like an entry as a line of the entry, never an entry of its own', () => {
    for (const line of ['2022-2023学年获校级三好学生', '2023.05 荣获优秀毕业生', '2021年 获国家励志奖学金']) expect(AWARD_LINE.test(line)).toBe(true);
    for (const line of ['2020.09-2024.06 南京农业大学 农学 本科', '2023.07-2023.09 获客增长部 运营实习生']) expect(AWARD_LINE.test(line)).toBe(false);
    const blocks = splitEntryBlocks(['2020.09-2024.06  南京农业大学  农学  本科', '2022-2023学年获校级三好学生']);
    expect(blocks.map((b) => [b.title, b.description])).toEqual([[['南京农业大学  农学  本科'], ['2022-2023学年获校级三好学生']]]);
  });

  it('ends the section above at a heading it does not know (学术成果, 会议), and never at a line of text', () => {
    for (const line of ['学术成果', '竞赛经历', '学术会议']) expect(UNKNOWN_HEADING.test(line) || defaultHeadingOf(line) !== null).toBe(true);
    for (const line of ['负责校园活动策划', '北京大学']) expect(UNKNOWN_HEADING.test(line) || defaultHeadingOf(line) !== null).toBe(false);
    expect(defaultHeadingOf('Publications')).toBe('other');
    expect(defaultHeadingOf('经历 EXPERIENCE')).toBe('work');
    const sections = splitSections(['教育背景', '2019.09-2023.06 北京理工大学 本科', '学术成果', '2023.03 《雷达信号识别》 第一作者']);
    expect(sections.map((s) => [s.key, s.lines.length])).toEqual([['basic', 0], ['education', 1], ['other', 1]]);
  });

  it('reads a grid label beside its value on one line as a heading with its content', () => {
    const sections = splitSections(['获奖情况 2022年 全国大学生机械创新设计大赛湖北省二等奖', '专业技能 SolidWorks、AutoCAD']);
    expect(sections.map((s) => [s.key, s.lines])).toEqual([['basic', []], ['awards', ['2022年 全国大学生机械创新设计大赛湖北省二等奖']], ['skills', ['SolidWorks、AutoCAD']]]);
  });

  it('reads the paragraphs of a Word header part', () => {
    const xml = '<w:hdr><w:p><w:r><w:t>电话：13600001111</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">邮箱：a&amp;b@example.com</w:t></w:r></w:p><w:p></w:p></w:hdr>';
    expect(paragraphTexts(xml)).toEqual(['电话：13600001111 邮箱：a&b@example.com']);
  });
});
