import type { ArticleBodySpec } from './article-body';
import type { AttachmentName, CoverName } from './media-files';

/**
 * A demo article before ids are known: its column key (columns.ts), card fields and body. In a link, '{fair}'
 * stands for the id of the site's featured job fair (the seed fills it in).
 */
export type SeedArticle = ArticleBodySpec & {
  column: string;
  title: string;
  summary: string;
  author: string;
  cover: CoverName;
  attachments?: AttachmentName[];
};

/** Links every site may use: our own pages (hash routes) and example addresses. */
export const OWN = {
  jobRecommend: { text: '查看为你推荐的职位', href: '#/subApp/jobRecommend' },
  positions: { text: '浏览全部在招职位', href: '#/subApp/positionList' },
  companies: { text: '浏览招聘企业', href: '#/subApp/companyList' },
  resume: { text: '完善我的在线简历', href: '#/subApp/resume' },
  aiInterview: { text: '试试 AI 模拟面试', href: '#/subApp/aiInterviewIntroduce' },
  applications: { text: '查看我的投递反馈', href: '#/subApp/deliveryFeedback' },
  fair: { text: '进入春季大型双选会页面', href: '#/jobFair?id={fair}' },
  floorplan: { text: '打开双选会展位图', href: '#/floorplan?id={fair}' },
} as const;
