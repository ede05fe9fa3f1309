/**
 * The majors the demo data may name, by level, as the national catalogues spell them: 本科 majors of the
 * 普通高等学校本科专业目录 and 大专 majors of the 职业教育专业目录 (高等职业教育专科). A 大专 entry names a
 * 高职 major (会计信息管理, 计算机应用技术), never a high school or 理科. Graduate entries (硕士, 博士) name
 * a 本科 major's discipline or one of the professional degrees listed. api/test/seed-consistency.test.ts
 * checks every seeded school major and resume entry against these lists.
 */

export const BACHELOR_MAJORS: ReadonlySet<string> = new Set([
  // 工学 / 理学
  '计算机科学与技术', '软件工程', '人工智能', '数据科学与大数据技术', '网络空间安全', '电子信息工程', '通信工程', '集成电路设计与集成系统',
  '自动化', '机器人工程', '测控技术与仪器', '机械设计制造及其自动化', '车辆工程', '能源与动力工程', '智能制造工程', '土木工程', '建筑学',
  '城乡规划', '材料科学与工程', '高分子材料与工程', '化学', '应用化学', '数学与应用数学', '统计学', '信息与计算科学', '应用心理学',
  // 经济学 / 管理学 / 法学
  '经济学', '金融学', '会计学', '工商管理', '市场营销', '法学', '知识产权',
  // 文学 / 教育学 / 艺术学
  '英语', '日语', '翻译', '商务英语', '汉语言文学', '新闻学', '广告学', '网络与新媒体', '教育学', '学前教育', '小学教育', '体育教育',
  '社会体育指导与管理', '音乐学', '音乐表演', '舞蹈学', '美术学', '视觉传达设计', '环境设计',
  // 医学
  '临床医学', '护理学', '药学',
]);

export const VOCATIONAL_MAJORS: ReadonlySet<string> = new Set([
  '会计信息管理', '大数据与会计', '计算机应用技术', '软件技术', '电子商务', '市场营销', '机电一体化技术', '汽车检测与维修技术', '护理',
  '学前教育', '商务英语', '物流管理',
]);

/** Professional master's degrees (专业学位) a graduate entry may name besides a 本科 discipline. */
const GRADUATE_ONLY: ReadonlySet<string> = new Set(['计算机技术', '电子信息', '会计', '金融', '法律（法学）', '新闻与传播']);

/** Whether a major fits a resume degree (1 大专, 2 本科, 3 硕士, 4 博士). */
export function isCataloguePair(major: string, degree: number): boolean {
  if (degree === 1) return VOCATIONAL_MAJORS.has(major);
  if (degree === 2) return BACHELOR_MAJORS.has(major);
  return (degree === 3 || degree === 4) && (BACHELOR_MAJORS.has(major) || GRADUATE_ONLY.has(major));
}
