/**
 * Everyday words a student says for the banks' concepts (banks/*.json name them as a textbook would): a concept that
 * has the key among its terms is also named by these. A troubleshooting story says 查清楚、找到原因 rather than 排查,
 * 改完以后 rather than 解决.
 */
export const SPOKEN_SYNONYMS: Record<string, readonly string[]> = {
  排查: ['查清', '查明', '查了', '找出', '找到原因', '翻日志', '看了监控', '查日志'],
  定位: ['找到了', '找出了', '发现是', '原来是'],
  分析: ['对比', '看了一下', '研究了'],
  解决: ['处理', '搞定', '改完', '改好', '修好', '解掉', '建了', '换成'],
  优化: ['改进', '改造', '提速', '降到', '缩短'],
  修复: ['修好', '修掉', '改掉'],
  结果: ['最后', '最终', '后来', '效果', '降到', '提升到', '从此'],
  恢复: ['恢复正常', '再也没有', '没再'],
  降低: ['降到', '下降', '减少', '缩短'],
  线上: ['生产环境', '正式环境', '高峰', '大促', '上线后', '用户反馈'],
  问题: ['故障', '异常', '报错', '超时', '卡顿', '变慢'],
  一致性: ['一致', '同步', '脏数据'],
  沟通: ['聊', '商量', '交流', '谈了'],
  结论: ['总之', '所以', '因此'],
};

/** The terms of a concept with the spoken words of each. */
export const withSpokenSynonyms = (concept: readonly string[]): string[] => [...new Set(concept.flatMap((t) => [t, ...(SPOKEN_SYNONYMS[t] ?? [])]))];
