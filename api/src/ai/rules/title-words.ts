// Minimal word lists that tell the parts of an entry's title line apart (the dictionary helper's school,
// employer and major lists can take over through the options of entries.ts).
import type { ResumeDegree } from '@campus/shared-utils/rules';

/** Degree words → the resume area's degree (1 大专, 2 本科, 3 硕士, 4 博士); longest first. */
export const DEGREE_WORDS: readonly (readonly [RegExp, ResumeDegree])[] = [
  [/博士研究生|博士|ph\.?d/i, 4],
  [/硕士研究生|硕士|研究生|master|mba|m\.s\.|m\.eng\.?|m\.sc\.?/i, 3],
  [/本科|学士|bachelor|b\.s\.|b\.e\.|b\.a\.|b\.eng\.?|b\.sc\.?/i, 2],
  [/大专|专科|高职|associate/i, 1],
];

export const SCHOOL = /(大学|学院|学校|中学|研究院|研究所|university|college|institute|school)/i;
export const ORGANISATION = /(公司|集团|科技|银行|有限|股份|研究院|研究所|医院|事务所|工作室|中心|基金|证券|保险|传媒|网络|信息|实验室|政府|委员会|inc\.?|ltd\.?|co\.|corp|llc|group|bank|technolog|studio|lab)/i;
export const POSITION = /(实习生|实习|管培生|培训生|工程师|经理|助理|专员|顾问|分析师|设计师|运营|开发|产品|主管|总监|研究员|编辑|记者|会计|审计|教师|老师|销售|架构师|测试|算法|前端|后端|intern|trainee|engineer|manager|analyst|designer|developer|assistant|consultant)/i;
/**
 * The last word of a job title or a project role: a short line ending in one names a position even when it opens
 * with an action verb (测试开发实习生, 运营专员, 销售代表, 负责人).
 */
export const POSITION_END = /(实习生|管培生|培训生|工程师|经理|助理|专员|顾问|分析师|设计师|架构师|研究员|代表|主管|总监|负责人|组长|组员|成员|intern|trainee|engineer|manager|analyst|designer|developer|assistant|consultant)$/i;
export const PROJECT_ROLE = /(负责人|组长|队长|组员|成员|核心|主要|参与|独立|主持|开发|前端|后端|算法|设计|部长|会长|社长|主席|委员|干事|书记|班长|团支书|志愿者|队员|leader|member|owner|developer|president|volunteer)/i;
/** A project role closing a title glued to the project's name: "校园二手交易平台项目负责人", "读书会副会长". */
export const ROLE_END = /(?:项目)?(?:负责人|组长|队长|组员|核心成员|主要成员|成员|副?部长|副?会长|副?社长|副?主席|委员|干事|书记|班长|团支书|志愿者|队员)$/;
/** A degree word closing a line: "统计学 · 全日制本科", "计算机科学与技术（硕士研究生）". */
export const DEGREE_END = /(博士研究生|博士|硕士研究生|硕士|研究生|本科|学士|大专|专科|高职|ph\.?d\.?|master'?s?|bachelor'?s?|mba)(学位|学历)?[)）]?$/i;
/** Parts that are no title field: grades and rankings go to the description. */
export const EXTRA = /(gpa|绩点|排名|均分|主修|辅修|rank)/i;

/**
 * Labels of an entry's title fields as resumes write them ("专业：金融学", "Position: Intern"), each with the label
 * the rules read it as.
 */
const TITLE_LABELS: Record<string, string> = {
  学校: '学校', 院校: '院校', 毕业院校: '毕业院校', 专业: '专业', 学历: '学历', 学位: '学位', 公司: '公司', 单位: '单位', 公司名称: '公司名称',
  职位: '职位', 岗位: '岗位', 职务: '职务', 部门: '部门', 项目名称: '项目名称', 项目: '项目', 角色: '角色', 担任: '担任', 身份: '身份',
  school: '学校', university: '学校', major: '专业', degree: '学历', company: '公司', employer: '公司', position: '职位', role: '角色', project: '项目名称', department: '部门',
};
/** The label words, longest first (项目名称 before 项目), as a regular expression alternative. */
export const TITLE_LABEL_WORDS = Object.keys(TITLE_LABELS).sort((a, b) => b.length - a.length).join('|');
/** A text opening with a title field's label. */
export const TITLE_LABEL = new RegExp(`^(${TITLE_LABEL_WORDS})\\s*[:：]`, 'i');
/** The label the rules read for a label as written ("Position" → 职位). */
export const titleLabel = (word: string): string => TITLE_LABELS[word.toLowerCase()] ?? TITLE_LABELS[word] ?? word;
