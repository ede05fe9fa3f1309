import type { AssessmentResult, ResumeContent } from '@campus/shared-utils/shapes';

/** The self-analysis of the career book, written by the engine from the code, values, abilities and education. */

const DEGREES = ['', '大专', '本科', '硕士', '博士'] as const;

const byScore = <T extends { score: number }>(list: readonly T[]) => [...list].sort((a, b) => b.score - a.score);

function interestParagraph(r: AssessmentResult): string {
  const types = r.riasec_code.split('').map((key) => r.types.find((t) => t.key === key)).filter((t) => t !== undefined);
  const [first, ...rest] = types;
  if (!first) return `你的霍兰德兴趣代码是${r.riasec_code}。`;
  const others = rest.map((t) => `${t.name}（${t.key}，${t.score}分）`).join('和');
  return `你的霍兰德兴趣代码是${r.riasec_code}：以${first.name}（${first.key}，${first.score}分）为主${others ? `，其次是${others}` : ''}。${first.description}`;
}

function valuesParagraph(r: AssessmentResult): string {
  const sorted = byScore(r.values);
  const top = sorted.slice(0, 2);
  const low = sorted[sorted.length - 1];
  if (top.length === 0 || !low) return '';
  return `在工作价值观上，你最看重${top.map((v) => `${v.label}（${v.score}分）`).join('和')}，相对不太在意${low.label}（${low.score}分）。选择单位和岗位时，可以优先看它能否满足你最看重的这几点。`;
}

function abilitiesParagraph(r: AssessmentResult): string {
  const sorted = byScore(r.abilities);
  const strong = sorted.slice(0, 3).map((a) => a.label);
  const weak = sorted.slice(-2).map((a) => a.label);
  if (strong.length === 0) return '';
  return `你自评的优势能力是${strong.join('、')}；${weak.join('、')}相对较弱，后面的行动计划会安排相应的课程和实践来补足。`;
}

function educationParagraph(resume: ResumeContent, graduationYear: number, terms: number): string {
  const { school, major, degree } = resume.basic;
  const edu = resume.education_list[0];
  const s = school || edu?.school || '';
  const m = major || edu?.major || '';
  const d = DEGREES[degree || edu?.degree || 0] ?? '';
  const experience = `简历中有${resume.work_list.length}段实习/工作经历、${resume.project_list.length}段项目经历`;
  if (!s && !m) return `在线简历中还没有填写学校和专业，本规划按${graduationYear}年毕业安排，共${terms}个学期；${experience}。完善简历后重新生成，规划会更贴合你的情况。`;
  return `你就读于${s}${m ? `${m}专业` : ''}${d ? `（${d}）` : ''}，预计${graduationYear}年毕业，本规划覆盖${terms}个学期；${experience}。`;
}

export function engineSelfAnalysis(result: AssessmentResult, resume: ResumeContent, graduationYear: number, terms: number): string[] {
  return [interestParagraph(result), valuesParagraph(result), abilitiesParagraph(result), educationParagraph(resume, graduationYear, terms)].filter((p) => p !== '');
}
