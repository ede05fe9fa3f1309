import type { Db } from '../database';
import type { ChannelRow } from '../tables/channel';

export function findChannel(db: Db, id: number): Promise<ChannelRow | undefined> {
  return db.selectFrom('channel').selectAll().where('id', '=', id).executeTakeFirst();
}
