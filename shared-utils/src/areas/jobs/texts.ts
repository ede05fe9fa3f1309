/** Texts of the jobs area that the server and the pages both show. */
export const JOBS_MSG = {
  positionNotFound: '职位不存在或已下线',
  companyNotFound: '企业不存在或已被移除',
  zoneNotFound: '专区不存在',
  positionClosed: '该职位已停止招聘',
  noPositions: '没有找到符合条件的职位',
  noCompanies: '没有找到符合条件的企业',
  noJobFairs: '暂无招聘会',
  tryOther: '换个关键词或减少筛选条件试试',
} as const;

/** 42xxx: the jobs area's codes (api/src/errors/codes.ts holds the server's catalogue). */
export const JOBS_CODE = {
  positionNotFound: 42001,
  companyNotFound: 42002,
  zoneNotFound: 42003,
  /** the college lists on a site that is not a school or department site (the server's general 40402) */
  notSchoolSite: 40402,
} as const;
