import type { Db } from '../../db/database';
import { indexPositions } from '../../db/repositories/position-terms';
import { makeCompanies } from '../home/companies';
import { makePositions } from '../home/positions';
import type { Rng } from '../home/prng';
import { SEED_NOW } from '../home/seed-home';
import { insertBatches } from './batches';

/**
 * Adds `count` recruiting companies to a site, each with 2-5 open positions (indexed for search), named by the
 * home seed's generator but different from the site's existing names: the big fair books one booth per company.
 * Their dates are the home seed's fixed SEED_NOW, like the site's other companies and positions.
 */
export async function addSiteCompanies(db: Db, rng: Rng, siteId: number, count: number): Promise<number> {
  const now = SEED_NOW;
  if (count <= 0) return 0;
  const existing = await db.selectFrom('company').select(['name', 'sort']).where('site_id', '=', siteId).execute();
  const taken = new Set(existing.map((c) => c.name));
  const firstSort = existing.reduce((m, c) => Math.max(m, c.sort + 1), 0);
  // a start far from the home seed's (0-300), so brands and industries rotate differently
  const seeds = makeCompanies(rng, { siteId, count: count + 80, start: 601, now })
    .filter((c) => !taken.has(c.name))
    .slice(0, count)
    .map((c, i) => ({ ...c, is_famous: 0, sort: firstSort + i }));
  await insertBatches(
    db,
    'company',
    seeds.map(({ categories: _categories, ...row }) => row),
  );
  const rows = await db.selectFrom('company').select(['id', 'name']).where('site_id', '=', siteId).where('name', 'in', seeds.map((s) => s.name)).execute();
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  const positions = seeds.flatMap((s) => {
    const id = ids.get(s.name);
    return id === undefined ? [] : makePositions(rng, { ...s, id }, rng.int(2, 5), now);
  });
  await insertBatches(db, 'position', positions);
  const added = await db.selectFrom('position').select('id').where('company_id', 'in', [...ids.values()]).execute();
  await indexPositions(
    db,
    added.map((p) => p.id),
  );
  return seeds.length;
}
