import type { AssessmentResult, ResumeContent } from '@campus/shared-utils/shapes';
import { clearEnd, isFlat } from '../assessment/spread';

/**
 * The self-analysis of the career book, written by the engine from the code, values, abilities and education.
 * A part without a clear preference (assessment/spread.ts) says so instead of ranking; otherwise only scores
 * that stand clearly apart are named, never one picked from a tie.
 */

const DEGREES = ['', '大专', '本科', '硕士', '博士'] as const;

/** Where the student stands: graduation year, and the plan's length (semesters, or a job search once graduated). */
export type Stage = { graduationYear: number; terms: number; graduated: boolean };

type Scored = { label: string; score: number };
const named = (list: readonly Scored[]) => list.map((v) => `${v.label}（${v.score}分）`).join('和');
const names = (list: readonly Scored[]) => list.map((v) => v.label).join('、');

/** Clear highs up to `limit`; when more than `limit` tie at the top, all of them (none is picked from the tie). */
function highs<T extends Scored>(part: 'values' | 'ability', list: readonly T[], limit: number): T[] {
  const clear = clearEnd(part, list, 'top', limit);
  const max = Math.max(...list.map((v) => v.score));
  return clear.length > 0 ? clear : list.filter((v) => v.score === max);
}

function interestParagraph(r: AssessmentResult): string {
  if (isFlat('interest', r.types.map((t) => t.score))) {
    const scores = r.types.map((t) => t.score);
    return `你的六种兴趣类型得分接近（最高${Math.max(...scores)}分，最低${Math.min(...scores)}分），暂时没有明显突出的类型；兴趣代码${r.riasec_code}只是按得分和固定顺序排出的，参考意义有限，可以结合实习和项目中真正投入的事情来判断自己的兴趣。`;
  }
  const types = r.riasec_code.split('').map((key) => r.types.find((t) => t.key === key)).filter((t) => t !== undefined);
  const [first, ...rest] = types;
  if (!first) return `你的霍兰德兴趣代码是${r.riasec_code}。`;
  const others = rest.map((t) => `${t.name}（${t.key}，${t.score}分）`).join('和');
  return `你的霍兰德兴趣代码是${r.riasec_code}：以${first.name}（${first.key}，${first.score}分）为主${others ? `，其次是${others}` : ''}。${first.description}`;
}

function valuesParagraph(r: AssessmentResult): string {
  if (r.values.length === 0) return '';
  if (isFlat('values', r.values.map((v) => v.score))) return '在工作价值观上，各项价值观得分接近，暂时没有明显偏好；选择单位和岗位时可以多比较几个方面，在实习和工作中体会自己真正在意的是什么。';
  const top = highs('values', r.values, 2);
  const low = clearEnd('values', r.values, 'bottom', 2).filter((v) => !top.includes(v));
  const rest = low.length > 0 ? `，相对不太在意${named(low)}` : '，其余各项得分接近';
  return `在工作价值观上，你最看重${named(top)}${rest}。选择单位和岗位时，可以优先看它能否满足你最看重的${top.length > 1 ? '这几点' : '这一点'}。`;
}

function abilitiesParagraph(r: AssessmentResult, graduated: boolean): string {
  if (r.abilities.length === 0) return '';
  if (isFlat('ability', r.abilities.map((a) => a.score))) return '你各项能力自评得分接近，暂时看不出明显的强项和短板；可以在实习、项目和工作中多尝试，再回头看自己擅长什么。';
  const strong = highs('ability', r.abilities, 3);
  const weak = clearEnd('ability', r.abilities, 'bottom', 2).filter((a) => !strong.includes(a));
  const remedy = graduated ? '求职时多展示优势能力，较弱的方面在工作中有意识地补足' : '后面的行动计划会安排相应的课程和实践来补足';
  return `你自评的优势能力是${names(strong)}；${weak.length > 0 ? `${names(weak)}相对较弱，${remedy}` : '其余各项得分接近'}。`;
}

function educationParagraph(resume: ResumeContent, stage: Stage): string {
  const { school, major, degree } = resume.basic;
  const edu = resume.education_list[0];
  const s = school || edu?.school || '';
  const m = major || edu?.major || '';
  const d = DEGREES[degree || edu?.degree || 0] ?? '';
  const experience = `简历中有${resume.work_list.length}段实习/工作经历、${resume.project_list.length}段项目经历`;
  const { graduationYear, terms, graduated } = stage;
  if (!s && !m) {
    const plan = graduated ? `你已于${graduationYear}年6月毕业，本规划是接下来的求职计划` : `本规划按${graduationYear}年毕业安排，共${terms}个学期`;
    return `在线简历中还没有填写学校和专业，${plan}；${experience}。完善简历后重新生成，规划会更贴合你的情况。`;
  }
  const study = `${s}${m ? `${m}专业` : ''}`;
  if (graduated) return `你已于${graduationYear}年6月毕业（${study}${d ? `，${d}` : ''}），本规划是接下来的求职计划；${experience}。`;
  return `你就读于${study}${d ? `（${d}）` : ''}，预计${graduationYear}年毕业，本规划覆盖${terms}个学期；${experience}。`;
}

export function engineSelfAnalysis(result: AssessmentResult, resume: ResumeContent, stage: Stage): string[] {
  return [interestParagraph(result), valuesParagraph(result), abilitiesParagraph(result, stage.graduated), educationParagraph(resume, stage)].filter((p) => p !== '');
}
