import type { Db } from '../database';
import type { BrandRow, CompanyContactRow } from '../tables/brand';

export function findBrand(db: Db, key: string): Promise<BrandRow | undefined> {
  return db.selectFrom('brand').selectAll().where('key', '=', key).executeTakeFirst();
}

export function findCompanyContact(db: Db, brandKey: string): Promise<CompanyContactRow | undefined> {
  return db.selectFrom('company_contact').selectAll().where('brand_key', '=', brandKey).executeTakeFirst();
}
