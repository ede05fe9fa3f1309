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

/** A complete position row for tests that write positions through the repository. */
export function positionRow(fields: { site_id: number; company_id: number; title: string; category_value?: string; category_label?: string }) {
  const now = Date.now();
  return {
    category_value: '',
    category_label: '',
    nature: '校招',
    city: '杭州',
    work_addr: '杭州·西湖区',
    salary_str: '10-15K',
    education: '本科',
    experience: '应届生',
    period: '2026届',
    description: '负责研发工作',
    requirements: '本科及以上学历',
    salary_min: 10_000,
    salary_max: 15_000,
    salary_months: 12,
    graduation_year: 2026,
    headcount: 1,
    benefits: '[]',
    status: 1,
    publish_at: now,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}
