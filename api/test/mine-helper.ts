import type { FastifyInstance } from 'fastify';
import { createSession } from '../src/db/repositories/session';
import type { SessionRole } from '../src/db/tables/session';

let phoneSeq = 0;

/** A new student row and a live session for it: the cookie header to send. */
export async function newStudent(app: FastifyInstance): Promise<{ id: number; headers: { cookie: string } }> {
  phoneSeq += 1;
  const phone = `136${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
  const now = app.now();
  const { id } = await app.db.insertInto('student').values({ phone, name: '', sex: 0, avatar: '', created_at: now, last_login_at: now }).returning('id').executeTakeFirstOrThrow();
  return { id, headers: await sessionHeaders(app, 'student', id) };
}

export async function sessionHeaders(app: FastifyInstance, role: SessionRole, userId: number): Promise<{ cookie: string }> {
  const { token } = await createSession(app.db, role, userId, 1, { now: app.now() });
  return { cookie: `uniq_user_token=${token}` };
}

/** Open positions of the main site (seeded by the home seed), newest first. */
export async function openPositions(app: FastifyInstance, n: number): Promise<{ id: number; company_id: number; title: string }[]> {
  return app.db
    .selectFrom('position')
    .innerJoin('site', 'site.id', 'position.site_id')
    .select(['position.id', 'position.company_id', 'position.title'])
    .where('site.host', '=', 'localhost')
    .where('position.status', '=', 1)
    .orderBy('position.id')
    .limit(n)
    .execute();
}

export const query = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.fromEntries(Object.entries({ ...fields, public_source: 1 }).map(([k, v]) => [k, String(v)]))).toString();
