import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSession } from '../src/db/repositories/session';
import type { SessionRole } from '../src/db/tables/session';
import { body, formPost } from './helper';

/** Shared by the resume test files: sessions without the SMS round trip, calls with a cookie, multipart bodies. */

/** 2026-11-22 10:00 China Standard Time: the clock of the resume suites. */
export const RESUME_NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

export const cookieOf = (token: string) => ({ cookie: `uniq_user_token=${token}` });

/** A session token for an account row (the login flows themselves are tested elsewhere). */
export async function sessionFor(app: FastifyInstance, role: SessionRole, userId: number): Promise<string> {
  return (await createSession(app.db, role, userId, 14, { now: app.now() })).token;
}

/** A new student account (no resume) and its session. */
export async function newStudent(app: FastifyInstance, phone: string): Promise<{ id: number; token: string }> {
  const now = app.now();
  const row = await app.db.insertInto('student').values({ phone, name: '', sex: 0, avatar: '', created_at: now, last_login_at: now }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, token: await sessionFor(app, 'student', row.id) };
}

export async function demoStudent(app: FastifyInstance, phone: string): Promise<{ id: number; token: string }> {
  const row = await app.db.selectFrom('student').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  return { id: row.id, token: await sessionFor(app, 'student', row.id) };
}

export const post = (app: FastifyInstance, url: string, token: string | undefined, fields: Record<string, string | number> = {}) =>
  formPost(app, url, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), token ? cookieOf(token) : {});

export const get = (app: FastifyInstance, url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? cookieOf(token) : {} });

/** The data fields of an envelope answer. */
export const data = <T = Record<string, unknown>>(res: LightMyRequestResponse) => body<T>(res).data;

/** A multipart body with one file, as a browser's FormData sends it. */
export function multipart(file: { name: string; type: string; data: Buffer } | null, fields: Record<string, string> = { public_source: '1' }) {
  const boundary = `----campus${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(app: FastifyInstance, url: string, token: string | undefined, file: { name: string; type: string; data: Buffer } | null) {
  const { payload, headers } = multipart(file);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? cookieOf(token) : {}) } });
}

/** A valid basic-information form. */
export const BASIC = {
  name: '测试同学',
  sex: 2,
  birth_date: '2004-05-01',
  phone: '13912345678',
  email: 'test@example.com',
  city: '杭州',
  school: '临江大学',
  major: '软件工程',
  degree: 2,
  graduation_year: 2026,
  version: 0,
};
