import type { ResumeContent } from '@campus/shared-utils/rules';
import { describedEntries } from './entries';
import type { Finding } from './finding';
import { gap } from './rewrite';
import { descriptionQuote } from './sentences';

/** A course and its mark, or a grade point: 中级财务会计（上）92分, 绩点3.9, 专业排名前20%. */
const GRADE_CLAUSE = /^[\p{Script=Han}A-Za-z（）()·\s]{0,24}(?:\d{2,3}(?:\.\d)?\s*分|绩点\s*\d(?:\.\d{1,2})?|GPA\s*\d(?:\.\d{1,2})?|[A-D][+-]?|排名前\s*\d{1,2}\s*%)$/iu;
const clausesOf = (text: string): string[] => text.normalize('NFKC').split(/[，,；;。！？!?\n、]+/).map((c) => c.trim()).filter(Boolean);

/** A description that is marks and nothing else. */
export const isGradeList = (text: string): boolean => {
  const clauses = clausesOf(text);
  return clauses.length > 0 && clauses.every((c) => GRADE_CLAUSE.test(c));
};

/**
 * content.grades: projects or internships that are courses and their marks (中级财务会计 92分): grades belong in the
 * education entry; an entry of them tells no work. A gaming rule: the entry counts as hollow (credibility.ts), and when
 * every described entry is one the finding is serious.
 */
export function gradeListFindings(r: ResumeContent): Finding[] {
  const described = describedEntries(r).filter((e) => e.text.trim());
  const graded = described.filter((e) => isGradeList(e.text));
  return graded.map((e) => ({
    rule: 'content.grades',
    dimension: 'quality',
    severity: graded.length === described.length ? 'high' : 'medium',
    section: e.section,
    entry_id: e.id,
    field: 'description',
    found: `“${e.title}”只写了课程成绩，不是一段经历`,
    why: '成绩属于教育经历；把课程和分数写成项目或实习，招聘方看不到你用这些知识做过什么。',
    suggestion: '把成绩和排名移到教育经历的描述里；这里写一次用上这门课的实践：做了什么、结果如何。',
    quote: descriptionQuote(e.text),
    rewrite: `在${e.title}的课程实践中，我${gap('用这门课的知识做了什么')}，${gap('结果，如完成了什么、得到了什么评价')}。`,
  }));
}
