import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/2026_11_22_0001_site_catalogue';
import * as m0002 from './migrations/2026_11_22_0002_session';
import * as m1001 from './migrations/2026_11_22_1001_accounts';
import * as m1002 from './migrations/2026_11_22_1002_login_security';
import * as m2001 from './migrations/2026_11_22_2001_company_position';
import * as m2002 from './migrations/2026_11_22_2002_home_content';
import * as m3001 from './migrations/2026_11_22_3001_resume';
import * as m4001 from './migrations/2026_11_22_4001_position_search';
import * as m5001 from './migrations/2026_11_22_5001_applications';
import * as m5002 from './migrations/2026_11_23_5002_interview_reply';
import * as m5003 from './migrations/2026_11_23_5003_sent_photo';
import * as m6001 from './migrations/2026_11_24_6001_media_fairs';
import * as m7001 from './migrations/2026_11_24_7001_ai_diagnosis';
import * as m8001 from './migrations/2026_11_25_8001_ai_wish';
import * as m9001 from './migrations/2026_11_25_9001_ai_interview';
import * as m9002 from './migrations/2026_11_25_9002_assessment_careerplan';
import * as m1605 from './migrations/2026_11_27_1605_position_facet_filters';
import * as m9003 from './migrations/2026_11_28_9003_interview_analysis';
import * as m9101 from './migrations/2026_11_28_9101_live_fair';

/**
 * Every migration, by name. Listed statically (not read from the folder) so they load the same way
 * under tsx (ESM) and Jest (CommonJS). Add new ones at the end.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0001_site_catalogue': m0001,
  '2026_11_22_0002_session': m0002,
  '2026_11_22_1001_accounts': m1001,
  '2026_11_22_1002_login_security': m1002,
  '2026_11_22_2001_company_position': m2001,
  '2026_11_22_2002_home_content': m2002,
  '2026_11_22_3001_resume': m3001,
  '2026_11_22_4001_position_search': m4001,
  '2026_11_22_5001_applications': m5001,
  '2026_11_23_5002_interview_reply': m5002,
  '2026_11_23_5003_sent_photo': m5003,
  '2026_11_24_6001_media_fairs': m6001,
  '2026_11_24_7001_ai_diagnosis': m7001,
  '2026_11_25_8001_ai_wish': m8001,
  '2026_11_25_9001_ai_interview': m9001,
  '2026_11_25_9002_assessment_careerplan': m9002,
  '2026_11_27_1605_position_facet_filters': m1605,
  '2026_11_28_9003_interview_analysis': m9003,
  '2026_11_28_9101_live_fair': m9101,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the database to the latest schema; throws with the failing migration's error. With a PostgreSQL
 * schema, Kysely's own tables are looked for in that schema only: otherwise its check for them sees any
 * schema's, and a database beside others (tests run in parallel, one schema each) may skip creating them.
 */
export async function migrateToLatest<T>(db: Kysely<T>, schema = ''): Promise<string[]> {
  // Two teams number their migrations in separate ranges (1xxx login, 2xxx home, 3xxx resume, 4xxx job search, 5xxx applications) that land in any order,
  // so a database may already hold a later-named one; each migration touches only its own tables.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
