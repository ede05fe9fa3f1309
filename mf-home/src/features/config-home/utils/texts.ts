/** The configurable home's labels. */
export const CONFIG_HOME_TEXT = {
  pages: (title: string) => `${title}翻页`,
  page: (page: number, pages: number) => `第${page}页，共${pages}页`,
  showAll: '展开全部',
  collapse: '收起',
  viewMore: '查看更多职位',
  viewImage: '查看大图',
  fairTime: '举办时间',
  fairPlace: '举办地点',
  online: '线上',
  loading: '加载中…',
} as const;
