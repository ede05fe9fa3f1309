import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/database';
import { BRANDS, COMPANY_CONTACTS } from './data/brands';
import { CHANNELS } from './data/channels';
import { SCHOOLS, type SeedSchool } from './data/schools';
import { SITES } from './data/sites';

/**
 * Seeds the demo hosts, brands, schools, channels and contact data, once: an existing brand table means
 * the data set is already there (or was replaced by real data) and nothing is written. One transaction.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('brand').select('key').limit(1).executeTakeFirst();
    if (existing) return false;

    await trx.insertInto('brand').values(BRANDS).execute();
    await trx.insertInto('company_contact').values(COMPANY_CONTACTS).execute();

    const schoolIds = new Map<string, number>();
    for (const school of SCHOOLS) schoolIds.set(school.key, await insertSchool(trx, school));

    const channelIds = new Map<string, number>();
    for (const channel of CHANNELS) {
      const row = await trx.insertInto('channel').values(channel).returning('id').executeTakeFirstOrThrow();
      channelIds.set(channel.key, row.id);
    }

    for (const { school, channel, ...site } of SITES) {
      await trx
        .insertInto('site')
        .values({
          ...site,
          school_id: school ? requireId(schoolIds, school) : null,
          channel_id: channel ? requireId(channelIds, channel) : null,
        })
        .execute();
    }
    return true;
  });
}

async function insertSchool(trx: Transaction<Database>, school: SeedSchool): Promise<number> {
  const { id } = await trx.insertInto('school').values(school.row).returning('id').executeTakeFirstOrThrow();
  for (const [collegeIndex, college] of school.colleges.entries()) {
    const row = await trx.insertInto('college').values({ school_id: id, name: college.name, sort: collegeIndex }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('major')
      .values(college.majors.map((name, sort) => ({ school_id: id, college_id: row.id, name, sort })))
      .execute();
  }
  return id;
}

function requireId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data names an unknown key "${key}"`);
  return id;
}
