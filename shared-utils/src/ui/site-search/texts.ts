/** Texts of the search box (homes and headers). */
export const SEARCH_TEXT = {
  label: '搜索职位、公司',
  placeholder: '搜索职位、公司，如：前端、会计',
  submit: '搜索',
  suggestions: '搜索建议',
  recent: '最近搜索',
  clearRecent: '清空',
  noSuggestion: (text: string) => `没有相关建议，按回车搜索“${text}”`,
  kinds: { category: '类别', position: '职位', company: '公司', recent: '历史' },
} as const;
