import type { FastifyInstance } from 'fastify';
import { saveMaterial, type MaterialInput } from '../src/db/repositories/media';
import type { JobFairBoothTable, JobFairHallTable } from '../src/db/tables/content-area';
import type { NewJobFair } from '../src/db/tables/home';
import { positionRow } from './jobs-helper';
import { sessionHeaders } from './mine-helper';

/**
 * Rows of the content area for the API tests, on sites of their own (copies of a seeded site under a new host),
 * so the demo seed's articles and fairs never change what a test counts. Each writer drops the home cache.
 */

const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A new site like `like` (a seeded host) under `host`: its id. */
export async function newSite(app: FastifyInstance, host: string, like = 'school.localhost'): Promise<number> {
  const { id: _id, ...row } = await app.db.selectFrom('site').selectAll().where('host', '=', like).executeTakeFirstOrThrow();
  const { id } = await app.db.insertInto('site').values({ ...row, host }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function newColumn(app: FastifyInstance, siteId: number, title: string, intro = ''): Promise<number> {
  const { id } = await app.db.insertInto('media_column').values({ site_id: siteId, title, intro, sort: 0 }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export type MaterialFields = Partial<MaterialInput> & Pick<MaterialInput, 'column_id' | 'kind' | 'title' | 'publish_at'>;

/** A material through the repository (body sanitised on the way in): its id. */
export async function newMaterial(app: FastifyInstance, fields: MaterialFields): Promise<number> {
  const video = fields.kind === 'video';
  const { id, siteId } = await saveMaterial(app.db, {
    summary: `${fields.title}的摘要`,
    cover_url: `/static/content/cover-${fields.kind}.svg`,
    source: '就业指导中心',
    author: '编辑部',
    body_html: `<p>${fields.title}正文</p>`,
    video_url: video ? '/static/content/video-1.webm' : '',
    poster_url: video ? '/static/content/poster-1.svg' : '',
    attachments: '[]',
    chapters: '[]',
    duration: video ? 120 : 0,
    views: 0,
    status: 1,
    ...fields,
  });
  app.homeCache.invalidate(siteId);
  return id;
}

let companySeq = 0;

/** A shown company of a site: its id. */
export async function newCompany(app: FastifyInstance, siteId: number, name: string, fields: { status?: number; industry?: string } = {}): Promise<number> {
  companySeq += 1;
  const now = app.now();
  const { id } = await app.db
    .insertInto('company')
    .values({
      site_id: siteId,
      name,
      short_name: name.slice(0, 4),
      logo_url: `/api/company/logo?text=${encodeURIComponent(name.slice(0, 2))}&tone=${companySeq % 8}`,
      industry: fields.industry ?? '互联网/IT',
      second_industry: '',
      insize: '100-499人',
      nature: '民营企业',
      city: '杭州',
      address: '杭州市西湖区',
      intro: `${name}简介`,
      website: '',
      welfare: '[]',
      is_famous: 0,
      is_recruiting: 1,
      status: fields.status ?? 1,
      sort: companySeq,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A position of a company (plain insert): its id. */
export async function newPosition(app: FastifyInstance, siteId: number, companyId: number, title: string, fields: { status?: number; publish_at?: number } = {}): Promise<number> {
  const { id } = await app.db
    .insertInto('position')
    .values({ ...positionRow({ site_id: siteId, company_id: companyId, title }), publish_at: fields.publish_at ?? app.now(), status: fields.status ?? 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type FairFields = Partial<NewJobFair> & Pick<NewJobFair, 'title' | 'kind' | 'start_at' | 'end_at'>;

export async function newFair(app: FastifyInstance, siteId: number, fields: FairFields): Promise<number> {
  const { id } = await app.db
    .insertInto('job_fair')
    .values({
      site_id: siteId,
      place: fields.kind === 'offline' ? '体育馆' : '',
      organiser: '就业指导中心',
      thumbnail_url: '/static/fair/thumb.svg',
      home_thumbnail_url: '',
      intro: `${fields.title}介绍`,
      online_url: fields.kind === 'online' ? 'https://live.example.com/fair' : '',
      about_image_url: '/static/fair/about.svg',
      on_home: 0,
      status: 1,
      sort: 0,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  app.homeCache.invalidate(siteId);
  return id;
}

export async function newLabel(app: FastifyInstance, fairId: number, kind: 'industry' | 'hall', name: string, sort: number): Promise<number> {
  const { id } = await app.db.insertInto('job_fair_label').values({ fair_id: fairId, kind, name, sort }).returning('id').executeTakeFirstOrThrow();
  return id;
}

type Rect = Pick<JobFairHallTable, 'x' | 'y' | 'width' | 'height'>;

export async function newHall(app: FastifyInstance, fairId: number, name: string, rect: Rect, layout: string, sort = 0): Promise<number> {
  const { id } = await app.db.insertInto('job_fair_hall').values({ fair_id: fairId, name, ...rect, layout, sort }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function newBooth(app: FastifyInstance, fairId: number, hallId: number, code: string, rect: Rect, state: JobFairBoothTable['state'], companyId: number | null = null): Promise<number> {
  const { id } = await app.db.insertInto('job_fair_booth').values({ fair_id: fairId, hall_id: hallId, code, ...rect, state, company_id: companyId }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A company taking part in a fair: its booth, labels and the positions it brings. */
export async function addParticipant(
  app: FastifyInstance,
  fairId: number,
  companyId: number,
  opts: { sort: number; boothId?: number; labels?: number[]; positions?: number[] },
): Promise<void> {
  await app.db.insertInto('job_fair_company').values({ fair_id: fairId, company_id: companyId, booth_id: opts.boothId ?? null, sort: opts.sort }).execute();
  for (const labelId of opts.labels ?? []) await app.db.insertInto('job_fair_company_label').values({ fair_id: fairId, company_id: companyId, label_id: labelId }).execute();
  for (const positionId of opts.positions ?? []) await app.db.insertInto('job_fair_position').values({ fair_id: fairId, company_id: companyId, position_id: positionId }).execute();
}

export const getJson = (app: FastifyInstance, url: string, host: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { host, ...headers } });

let recruiterSeq = 0;

/** An employer account (its session's cookie header) that recruits for `companyId`; 0: for no company. */
export async function newRecruiter(app: FastifyInstance, companyId: number): Promise<{ cookie: string }> {
  recruiterSeq += 1;
  const now = app.now();
  const phone = `137${String(process.pid % 10_000).padStart(4, '0')}${String(recruiterSeq).padStart(4, '0')}`;
  const { id } = await app.db
    .insertInto('employer')
    .values({ phone, company_key: `recruiter-${phone}`, company_name: '', password_hash: null, created_at: now, last_login_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (companyId) await app.db.insertInto('company_recruiter').values({ employer_id: id, company_id: companyId, created_at: now }).execute();
  return sessionHeaders(app, 'company', id);
}
