import type { Db } from '../database';
import type { SiteRow } from '../tables/site';

export function findSiteByHost(db: Db, host: string): Promise<SiteRow | undefined> {
  return db.selectFrom('site').selectAll().where('host', '=', host).executeTakeFirst();
}

export async function listSiteHosts(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('site').select('host').orderBy('host').execute();
  return rows.map((r) => r.host);
}
