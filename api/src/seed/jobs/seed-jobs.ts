import type { Db } from '../../db/database';

/** Seeds the jobs area's demo data once; answers whether it wrote anything. */
export async function seedJobsDemo(_db: Db): Promise<boolean> {
  return false;
}
