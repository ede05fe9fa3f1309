import type { FastifyInstance } from 'fastify';
import { body, formPost } from './helper';

export type Item = {
  id: number;
  title: string;
  city: string;
  nature: string;
  education: string;
  category_value: string;
  category_label: string;
  graduation_year: number;
  publish_at: number;
  benefits: string[];
  company: { id: number; company_name: string; industry: string; insize: string };
};
export type Page = { list: Item[]; page: number; page_size: number; total: number; total_capped: 0 | 1 };

/** POST /api/position/getlistbyselect as the page sends it (form-encoded), on a host. */
export async function search(app: FastifyInstance, fields: Record<string, string>, host = 'localhost', cookie?: string) {
  const res = await formPost(app, '/api/position/getlistbyselect', fields, { host, ...(cookie ? { cookie } : {}) });
  return body<Page>(res);
}

/** Every open position of a host's site with its company, for computing what a search must answer. */
export async function openPositions(app: FastifyInstance, host = 'localhost') {
  return app.db
    .selectFrom('position')
    .innerJoin('company', 'company.id', 'position.company_id')
    .innerJoin('site', 'site.id', 'position.site_id')
    .select([
      'position.id', 'position.title', 'position.category_value', 'position.category_label', 'position.city', 'position.nature', 'position.education',
      'position.salary_min', 'position.salary_max', 'position.graduation_year', 'position.publish_at', 'company.name', 'company.industry', 'company.insize',
    ])
    .where('site.host', '=', host)
    .where('position.status', '=', 1)
    .where('company.status', '=', 1)
    .execute();
}

export const siteIdOf = async (app: FastifyInstance, host: string) => (await app.db.selectFrom('site').select('id').where('host', '=', host).executeTakeFirstOrThrow()).id;

/** Whether a list is newest first (ties by id, descending). */
export const newestFirst = (list: Item[]) => list.every((p, i) => i === 0 || list[i - 1]!.publish_at > p.publish_at || (list[i - 1]!.publish_at === p.publish_at && list[i - 1]!.id > p.id));
