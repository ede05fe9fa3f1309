import { resumeCompleteness, type CompletenessPart, type ResumeContent } from '@campus/shared-utils/rules';
import type { Finding } from './finding';

/**
 * 完整度: the resume page's own completeness parts (one rule, shared with the page's progress bar), each
 * missing part a finding saying why a recruiter wants it. Its score is the page's completeness score.
 */
const WHY: Record<CompletenessPart['key'], { why: string; suggestion: string; field: string }> = {
  basic: { why: '姓名、联系方式、学校、专业、学历和毕业年份是招聘方筛选简历的第一步。', suggestion: '补全基本信息中的每一项。', field: 'name' },
  photo: { why: '不少单位要求简历附证件照，一张得体的照片也能让简历更完整。', suggestion: '上传一张近期、背景干净的证件照。', field: 'photo' },
  intention: { why: '求职意向告诉招聘方你想做什么、在哪里工作，是岗位匹配的依据。', suggestion: '填写期望岗位、城市和工作性质。', field: 'categories' },
  education: { why: '应届生的教育经历是招聘方最先看的部分。', suggestion: '填写学校、专业、学历和起止时间，可附主修课程或成绩排名。', field: 'school' },
  work: { why: '实习经历最能证明你的实践能力，是校招筛选的重点。', suggestion: '写下实习或兼职经历；没有实习时，用校园工作或社会实践来体现能力。', field: 'company' },
  project: { why: '项目经历能展示专业技能和解决问题的过程。', suggestion: '写 1-2 个课程设计、竞赛或科研项目，说明你的角色和成果。', field: 'name' },
  skills: { why: '技能是岗位匹配的关键词，招聘方和筛选系统都会看。', suggestion: '列出与目标岗位相关的专业技能、工具和语言能力。', field: 'skills' },
  honors: { why: '证书和获奖是能力的客观证明。', suggestion: '填写英语、计算机等级证书和奖学金、竞赛获奖。', field: 'certificates' },
  evaluation: { why: '自我评价是用两三句话概括你最大的优势。', suggestion: '结合目标岗位，写出两三个有事实支撑的优势。', field: 'self_evaluation' },
};

/** The fields of 基本信息 left empty, named in completeness.basic (a missing email is charged here alone, not in norms.email). */
function basicGaps(r: ResumeContent): string {
  const b = r.basic;
  const empty = (text: string) => text.trim() === '';
  const gaps = [
    empty(b.name) && '姓名',
    empty(b.phone) && '手机号',
    empty(b.email) && '邮箱',
    empty(b.school) && '学校',
    empty(b.major) && '专业',
    b.degree > 0 ? '' : '学历',
    b.graduation_year > 0 ? '' : '毕业年份',
  ].filter(Boolean);
  return gaps.join('、');
}

/** What an intention with a job category still lacks (a file's 求职意向 rarely names 工作性质): '' when it has no category. */
function intentionGaps(r: ResumeContent): string {
  if (r.intention.categories.length === 0) return '';
  const gaps = [r.intention.cities.length === 0 && '期望城市', r.intention.nature === 0 && '工作性质'].filter(Boolean);
  return gaps.join('、');
}

export function completenessFindings(r: ResumeContent): { score: number; findings: Finding[] } {
  const { score, missing } = resumeCompleteness(r);
  const findings = missing.map((part): Finding => {
    // an intention with its job category is there, only a detail of it is missing
    const partial = part.key === 'intention' ? intentionGaps(r) : '';
    const gaps = part.key === 'basic' ? basicGaps(r) : '';
    return {
      rule: `completeness.${part.key}`,
      dimension: 'completeness',
      severity: partial ? 'low' : part.weight >= 15 ? 'high' : part.weight >= 10 ? 'medium' : 'low',
      section: part.section,
      entry_id: 0,
      field: partial ? (r.intention.cities.length === 0 ? 'cities' : 'nature') : WHY[part.key].field,
      found: partial ? `求职意向还缺少${partial}` : gaps ? `缺少${part.label}（${gaps}）` : `缺少${part.label}`,
      why: WHY[part.key].why,
      suggestion: WHY[part.key].suggestion,
      quote: '',
      rewrite: '',
    };
  });
  return { score, findings };
}
