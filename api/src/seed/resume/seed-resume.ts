import type { Db } from '../../db/database';

/** Seeds the resume area's demo data once; answers whether it wrote anything. */
export async function seedResumeDemo(_db: Db): Promise<boolean> {
  return false;
}
