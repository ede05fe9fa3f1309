/**
 * Columns (zones) of articles and videos per demo site. A numeric key is the placeholder the home seed wrote
 * into its zone items' config_content (api/src/seed/home/content.ts: 101-105 for config_type 4, 201-205 for
 * 5); the content seed replaces it with the new column's id. Other keys name columns no zone item links to.
 */
export type SeedColumn = {
  host: string;
  key: string;
  title: string;
  intro: string;
  /** a config_type 5 column mixing articles and videos; else articles only */
  mixed: boolean;
};

export const COLUMNS: SeedColumn[] = [
  { host: 'school.localhost', key: '101', title: '2026届就业政策解读', mixed: false, intro: '汇总国家、省、市及学校面向2026届毕业生的就业创业政策，解读毕业去向登记、协议签订、基层就业与创业扶持等要点。' },
  { host: 'school.localhost', key: '102', title: '简历写作公开课', mixed: false, intro: '从版面结构到经历描述，由就业指导中心老师和企业HR讲解应届生简历的写法与常见问题。' },
  { host: 'school.localhost', key: '103', title: '西部计划', mixed: false, intro: '大学生志愿服务西部计划的招募公告、报名流程、服务保障与往届志愿者经验分享。' },
  { host: 'school.localhost', key: '104', title: '三支一扶', mixed: false, intro: '高校毕业生"三支一扶"计划（支教、支农、支医和帮扶乡村振兴）的招募信息、备考指导与服务期满政策。' },
  { host: 'school.localhost', key: '201', title: '选调生与公务员', mixed: true, intro: '定向选调、国考与省考的报考条件、时间安排和备考方法，图文与视频讲解。' },
  { host: 'school.localhost', key: '202', title: '面试技巧视频', mixed: true, intro: '自我介绍、无领导小组讨论、结构化面试等面试环节的视频微课与图文要点。' },
  { host: 'school.localhost', key: '203', title: '征兵入伍', mixed: true, intro: '大学生征兵报名流程、体检政审与优待政策，携笔从戎，报效祖国。' },
  { host: 'school.localhost', key: '204', title: '专升本与考研', mixed: true, intro: '考研时间规划、调剂策略以及升学与就业的选择建议。' },
  { host: 'fair.localhost', key: '105', title: '参会指南', mixed: false, intro: '春季双选会的参会须知、展位图使用方法与现场求职建议。' },
  { host: 'fair.localhost', key: '205', title: '现场直播', mixed: true, intro: '双选会现场直播安排、逛展攻略视频与空中分会场观看方式。' },
  { host: 'localhost', key: 'main-news', title: '就业资讯', mixed: false, intro: '应届生求职时间线、就业形势与平台功能使用指南。' },
  { host: 'localhost', key: 'main-skills', title: '求职技能微课', mixed: true, intro: '简历、面试与offer选择的短视频和图文课程。' },
  { host: 'dept.school.localhost', key: 'dept-news', title: '学院就业动态', mixed: false, intro: '计算机与人工智能学院的就业工作动态、经验分享与就业质量报告。' },
];

/** The source line of articles, by site. */
export const SOURCES: Record<string, string> = {
  'school.localhost': '临江大学学生就业指导中心',
  'fair.localhost': '2026届高校毕业生春季双选会组委会',
  localhost: '启航校招编辑部',
  'dept.school.localhost': '临江大学计算机与人工智能学院',
};
