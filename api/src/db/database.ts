import type { Kysely, Transaction } from 'kysely';
import type { ChannelAdminTable, EmployerTable, SchoolAdminTable, StudentTable } from './tables/account';
import type { BrandTable, CompanyContactTable } from './tables/brand';
import type { ChannelTable } from './tables/channel';
import type { CompanyTable, JobCategoryTable, ZoneMemberTable, ZoneTable } from './tables/company';
import type { HomeBannerTable, HomeCollegeTable, HomeCompanyTable, HomeConfigTable, HomeStatTable, HomeZoneItemTable, JobFairTable } from './tables/home';
import type { CaptchaPuzzleTable, CaptchaTicketTable, QrLoginTable, RateCounterTable, SmsCodeTable, SmsOutboxTable, TransferTicketTable } from './tables/login-security';
import type { JobSearchTables } from './tables/jobs-area';
import type { MineTables } from './tables/mine-area';
import type { ContentTables } from './tables/content-area';
import type { LiveFairTables } from './tables/live-fair';
import type { AiTables } from './tables/ai-area';
import type { CareerTables } from './tables/career-area';
import type { PositionTable } from './tables/position';
import type { ResumeTables } from './tables/resume-area';
import type { SessionTable } from './tables/session';
import type { SiteTable } from './tables/site';
import type { CollegeTable, MajorTable, SchoolTable } from './tables/school';

/** Every table the app queries; migrations define them and stay frozen. */
export interface Database extends ResumeTables, JobSearchTables, MineTables, ContentTables, LiveFairTables, AiTables, CareerTables {
  brand: BrandTable;
  company_contact: CompanyContactTable;
  school: SchoolTable;
  college: CollegeTable;
  major: MajorTable;
  channel: ChannelTable;
  site: SiteTable;
  session: SessionTable;
  student: StudentTable;
  employer: EmployerTable;
  school_admin: SchoolAdminTable;
  channel_admin: ChannelAdminTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  rate_counter: RateCounterTable;
  captcha_puzzle: CaptchaPuzzleTable;
  captcha_ticket: CaptchaTicketTable;
  qr_login: QrLoginTable;
  transfer_ticket: TransferTicketTable;
  company: CompanyTable;
  job_category: JobCategoryTable;
  position: PositionTable;
  zone: ZoneTable;
  zone_member: ZoneMemberTable;
  home_config: HomeConfigTable;
  home_stat: HomeStatTable;
  home_banner: HomeBannerTable;
  home_zone_item: HomeZoneItemTable;
  home_company: HomeCompanyTable;
  home_college: HomeCollegeTable;
  job_fair: JobFairTable;
}

export type Db = Kysely<Database>;

/** A transaction: repository functions that must run inside one take it instead of `Db`. */
export type Trx = Transaction<Database>;

/** Runs `work` in the caller's transaction, or in a new one when `db` is not a transaction yet. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
