import type { Db } from '../../db/database';
import { createRng } from '../home/prng';
import { seedFairs } from './seed-fairs';
import { seedMedia } from './seed-media';

/**
 * The content area's demo data, once (when no media column exists yet): job fairs of the demo sites with
 * labels, participants, positions and venue maps, then columns with articles and videos that the home's zone
 * items open. One transaction; deterministic (a seeded PRNG) apart from `now`, which the fair times and
 * publish dates are relative to. Needs the home seed's sites and companies: false without them.
 */
export async function seedContentDemo(db: Db, now: number = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('media_column').select('id').limit(1).executeTakeFirst()) return false;
    const rows = await trx.selectFrom('site').select(['id', 'host']).execute();
    const sites = new Map(rows.map((r) => [r.host, r.id]));
    if (!sites.has('localhost') || !(await trx.selectFrom('home_config').select('site_id').limit(1).executeTakeFirst())) return false;
    const rng = createRng(20261124);
    const fairs = await seedFairs(trx, rng, now, sites);
    await seedMedia(trx, rng, now, sites, fairs);
    return true;
  });
}
