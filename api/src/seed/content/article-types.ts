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

/** Links every site may use: our own pages (hash routes). */
export const OWN = {
  jobRecommend: { text: '查看为你推荐的职位', href: '#/subApp/jobRecommend' },
  positions: { text: '浏览全部在招职位', href: '#/subApp/positionList' },
  companies: { text: '浏览招聘企业', href: '#/subApp/companyList' },
  resume: { text: '完善我的在线简历', href: '#/subApp/resume' },
  aiInterview: { text: '试试 AI 模拟面试', href: '#/subApp/aiInterviewIntroduce' },
  applications: { text: '查看我的投递反馈', href: '#/subApp/deliveryFeedback' },
  fair: { text: '进入双选会页面', href: '#/jobFair?id={fair}' },
  floorplan: { text: '打开双选会展位图', href: '#/floorplan?id={fair}' },
} as const;

/**
 * The only pages outside our sites that the demo links to: real public services, each marked （外部链接） in
 * its text (the sanitiser opens them in a new tab). api/test/seed-consistency.test.ts allows no other host.
 */
export const EXTERNAL = {
  xibu: { text: '大学生志愿服务西部计划官网（外部链接）', href: 'https://xibu.youth.cn/' },
  zhengbing: { text: '全国征兵网（外部链接）', href: 'https://www.gfbzb.gov.cn/' },
  yanzhao: { text: '中国研究生招生信息网（外部链接）', href: 'https://yz.chsi.com.cn/' },
  tiaoji: { text: '全国硕士生招生调剂服务系统（外部链接）', href: 'https://yz.chsi.com.cn/yztj/' },
  civilService: { text: '国家公务员局（外部链接）', href: 'https://www.scs.gov.cn/' },
  mohrss: { text: '人力资源和社会保障部（外部链接）', href: 'https://www.mohrss.gov.cn/' },
  ncss: { text: '国家大学生就业服务平台（外部链接）', href: 'https://www.ncss.cn/' },
  veterans: { text: '退役军人事务部（外部链接）', href: 'https://www.mva.gov.cn/' },
} as const;

export const EXTERNAL_HOSTS: ReadonlySet<string> = new Set(Object.values(EXTERNAL).map((l) => new URL(l.href).host));
