/** Answers of the site and user calls (spec §3, §7): defined once in shapes/site-calls.ts. */
export type {
  SiteConfig,
  CompanySiteInfo,
  QrCodeAnswer,
  LabelOption,
  LabelList,
  TokenAnswer,
  College,
  Major,
  CollegeList,
  MajorList,
  SchoolHome,
  SessionCheck,
} from '../shapes/site-calls';
