// The content checks of a description as rules with an id, a Chinese explanation and examples (one it fires
// on, one it passes), so a change of meaning shows in the test that runs every example.
import { findActionVerbs, findQuantified, findStar } from './quantify';

export type ContentRule = {
  id: string;
  /** why it matters, shown with the finding */
  explain: string;
  examples: { fires: readonly string[]; passes: readonly string[] };
  /** true when the description has the problem */
  fires: (description: string) => boolean;
};

export const CONTENT_RULES: readonly ContentRule[] = [
  {
    id: 'content.quantified',
    explain: '经历描述缺少量化结果（如数字、百分比），招聘方难以判断你的贡献',
    examples: { fires: ['负责公众号运营，撰写推文', '负责第三版的排版，指导一个学生'], passes: ['负责公众号运营，3个月粉丝增长42%', '整理报名数据 200 余条', '分 40 批次发放物资', 'QPS 1.2k→4k', '独立上课约二十节', '找出三处引文页码错误', '采访了六位摊主，阅读量约三千'] },
    // a plain description counts in Chinese numerals (二十节, 三处错误: content.quantified.chinese)
    fires: (d) => findQuantified(d, { chinese: true }).length === 0,
  },
  {
    id: 'content.verb',
    explain: '描述没有用行动动词（如主导、设计、优化）说明你做了什么，读起来像岗位介绍',
    examples: { fires: ['公众号日常工作'], passes: ['策划公众号选题并撰写推文', '我把逐条查询改成批量查询'] },
    // a plain action (我将…, 改成, 加上) is an action too
    fires: (d) => findActionVerbs(d).length === 0 && findStar(d).parts.action.length === 0,
  },
  {
    id: 'content.star',
    explain: '描述没有交代任务、行动和结果（STAR），难以看出你解决了什么问题、效果如何',
    examples: {
      fires: ['负责公众号日常运营'],
      passes: ['负责公众号运营，通过每周选题会策划推文，最终阅读量提升30%', '原导出一份月度报表需要 6 分钟。我将逐行查询改为批量查询，把导出缩短到 50 秒，相关投诉下降约 20%。'],
    },
    fires: (d) => !findStar(d).complete,
  },
];
