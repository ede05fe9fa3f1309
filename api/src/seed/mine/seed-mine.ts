import type { Db } from '../../db/database';

/** Seeds the mine area's demo data once; answers whether it wrote anything. */
export async function seedMineDemo(_db: Db): Promise<boolean> {
  return false;
}
