// A minimal built-in list of section headings (Chinese and English) so the rules work alone; the dictionary
// helper's heading list replaces it through the `headingOf` parameter of splitSections.

export type SectionKey =
  | 'basic' | 'intention' | 'education' | 'internship' | 'work' | 'project' | 'campus'
  | 'skills' | 'certificates' | 'awards' | 'languages' | 'self_evaluation' | 'other';

export const SECTION_HEADINGS: Record<Exclude<SectionKey, 'basic'>, readonly string[]> = {
  intention: ['求职意向', '求职目标', '意向岗位', '应聘岗位', 'jobobjective', 'objective', 'careerobjective'],
  education: ['教育背景', '教育经历', '学习经历', '教育情况', 'education', 'educationbackground', 'educationalbackground'],
  internship: ['实习经历', '实习经验', '实践经历', '实习实践', 'internship', 'internships', 'internshipexperience'],
  work: ['工作经历', '工作经验', '职业经历', '经历', 'workexperience', 'experience', 'professionalexperience', 'employment'],
  project: ['项目经历', '项目经验', '科研经历', '科研项目', '项目实践', 'projects', 'project', 'projectexperience', 'research', 'researchexperience'],
  campus: ['校园经历', '社团经历', '学生工作', '在校经历', '校内经历', '社会实践', '志愿经历', '志愿者经历', '志愿服务', '社团活动', '学生干部经历', 'campusexperience', 'activities', 'extracurricularactivities', 'leadership', 'volunteerexperience', 'volunteering'],
  skills: ['技能', '专业技能', '技能特长', '个人技能', '技能证书', '技能与证书', 'skills', 'technicalskills'],
  certificates: ['证书', '资格证书', '证书资质', 'certificates', 'certifications'],
  awards: ['获奖', '获奖经历', '奖励', '奖学金', '获奖情况', '荣誉奖项', '荣誉证书', '所获荣誉', '奖项荣誉', 'awards', 'honors', 'honorsandawards', 'awardsandhonors'],
  languages: ['语言能力', '外语能力', '语言', 'languages'],
  self_evaluation: ['自我评价', '个人评价', '自我介绍', '个人简介', '个人总结', 'selfevaluation', 'summary', 'aboutme', 'profile'],
  // sections the draft has no place for: their lines must not join the section above them
  other: ['学术成果', '科研成果', '发表论文', '论文发表', '论文', '学术论文', '专利', '著作', '学术会议', '会议', '会议报告', '作品', '作品集', '兴趣爱好', '培训经历', '其他', '其他信息', 'publications', 'papers', 'patents', 'conferences', 'presentations', 'hobbies', 'interests', 'references', 'portfolio'],
};

const LOOKUP = new Map<string, SectionKey>(
  Object.entries(SECTION_HEADINGS).flatMap(([key, words]) => words.map((w) => [w, key as SectionKey] as const)),
);

/** The heading word of a line without decoration: "一、教育背景", "【项目经历】", "■ EDUCATION", "Work Experience:". */
function bare(text: string): string {
  return text
    .toLowerCase()
    .replace(/^(?:[一二三四五六七八九十]+[、.]|\d{1,2}[、.)]|[■□●◆◇▶►▌|｜#*•·\-—]+)\s*/u, '')
    .replace(/&/g, 'and')
    .replace(/[\s【】[\]()（）<>《》「」:：]+/g, '');
}

/** The section key of a heading line, or null: the line is the heading word alone, or Chinese and English together ("教育背景 Education"). */
export function defaultHeadingOf(line: string): SectionKey | null {
  const text = line.normalize('NFKC').trim();
  if (text.length === 0 || text.length > 40) return null;
  // "校园经历 / 社团经历", "荣誉奖项 | Honors & Awards": every part names the same section
  const parts = text.split(/[/|｜]/).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length > 1) {
    const keys = parts.map(headingOfPart);
    return keys.every((k) => k !== null && k === keys[0]) ? keys[0] : null;
  }
  return headingOfPart(text);
}

function headingOfPart(text: string): SectionKey | null {
  const whole = LOOKUP.get(bare(text));
  if (whole) return whole;
  const han = LOOKUP.get(bare(text.replace(/[A-Za-z]+/g, ' ')));
  const latin = LOOKUP.get(bare(text.replace(/\p{Script=Han}+/gu, ' ')));
  return han && (!latin || latin === han) ? han : null;
}
