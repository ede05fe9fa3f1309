/**
 * The content area's demo files, all our own under /static/content (root-config/public/static/content):
 * SVG covers, figures and fair images (scripts/media/make-demo-images.mjs), attachments
 * (scripts/media/make-demo-files.mjs) and videos with posters (scripts/media/make-demo-videos.sh).
 */
export const CONTENT_STATIC = '/static/content';

export const COVERS = [
  'policy', 'resume', 'interview', 'west', 'grassroots', 'army', 'postgraduate', 'civil-service', 'startup', 'fair-guide', 'safety', 'college',
] as const;
export type CoverName = (typeof COVERS)[number];
export const coverUrl = (name: CoverName): string => `${CONTENT_STATIC}/cover/${name}.svg`;

/** Figures shown inside article bodies, with their size (the img's width and height) and caption. */
export const FIGURES = {
  'apply-flow': { url: `${CONTENT_STATIC}/figure/apply-flow.svg`, width: 720, height: 240, alt: '报名流程：网上报名、资格审查、笔试面试、体检考察、公示录用', caption: '图：报名流程示意（以当年公告为准）' },
  'resume-layout': { url: `${CONTENT_STATIC}/figure/resume-layout.svg`, width: 720, height: 520, alt: '一页纸简历的版面结构', caption: '图：一页纸简历的五个版块' },
  'star-method': { url: `${CONTENT_STATIC}/figure/star-method.svg`, width: 720, height: 360, alt: 'STAR 法则：情境、任务、行动、结果', caption: '图：用 STAR 法则组织一段经历' },
  'job-timeline': { url: `${CONTENT_STATIC}/figure/job-timeline.svg`, width: 720, height: 220, alt: '应届生求职时间轴', caption: '图：应届生求职时间轴' },
  'fair-route': { url: `${CONTENT_STATIC}/figure/fair-route.svg`, width: 720, height: 320, alt: '逛展路线示意', caption: '图：按展位图规划逛展路线' },
  'safety-poster': { url: `${CONTENT_STATIC}/cover/safety.svg`, width: 640, height: 360, alt: '求职安全提示', caption: '图：求职安全，从核实招聘信息开始' },
  'startup-poster': { url: `${CONTENT_STATIC}/cover/startup.svg`, width: 640, height: 360, alt: '创新创业', caption: '图：大学生创业园欢迎你的项目' },
  'army-poster': { url: `${CONTENT_STATIC}/cover/army.svg`, width: 640, height: 360, alt: '征兵入伍', caption: '图：携笔从戎，报效祖国' },
  'college-poster': { url: `${CONTENT_STATIC}/cover/college.svg`, width: 640, height: 360, alt: '学院就业动态', caption: '图：学院就业工作动态' },
} as const;
export type FigureName = keyof typeof FIGURES;

/** Attachments with their real sizes in bytes (checked against the files by the seed test). */
export const ATTACHMENTS = {
  recommendationForm: { name: '临江大学2026届毕业生就业推荐表（样表）.docx', url: `${CONTENT_STATIC}/file/employment-recommendation-form.docx`, size: 1830 },
  westPlanGuide: { name: '2026年大学生志愿服务西部计划报名指南.pdf', url: `${CONTENT_STATIC}/file/west-plan-guide-2026.pdf`, size: 264283 },
  grassrootsPosts: { name: '2026年"三支一扶"岗位计划表（示例）.csv', url: `${CONTENT_STATIC}/file/grassroots-posts-2026.csv`, size: 724 },
} as const;
export type AttachmentName = keyof typeof ATTACHMENTS;

/** "About this job fair" images. */
export const FAIR_IMAGES = {
  spring: `${CONTENT_STATIC}/fair/about-spring.svg`,
  offline: `${CONTENT_STATIC}/fair/about-offline.svg`,
  online: `${CONTENT_STATIC}/fair/about-online.svg`,
  college: `${CONTENT_STATIC}/fair/about-college.svg`,
} as const;

export const videoUrl = (file: string): string => `${CONTENT_STATIC}/video/${file}.mp4`;
export const posterUrl = (file: string): string => `${CONTENT_STATIC}/poster/${file}.jpg`;
