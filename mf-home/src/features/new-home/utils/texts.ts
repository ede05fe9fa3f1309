/** The new home's labels. */
export const NEW_HOME_TEXT = {
  categories: '热门职位',
  categoryPages: '职位分类翻页',
  hot: '热',
  hotLabel: '热门',
  banners: '推荐活动',
  bannerTitles: '活动标题',
  famous: '名企急招',
  recruitingCompanies: '热招企业',
  moreCompanies: '更多企业',
  openPositions: (n: string) => `${n}个在招职位`,
  recruitingPositions: '热招职位',
  totalPositions: (n: string) => `共${n}个在招职位`,
  viewMore: '查看更多',
  loading: '加载中…',
  retry: '重新加载',
} as const;
