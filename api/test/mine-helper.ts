import type { FastifyInstance } from 'fastify';
import { saveBasicInfo } from '../src/db/repositories/resume';
import { createSession } from '../src/db/repositories/session';
import { body, formPost } from './helper';
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

/** Gives a student an online resume with a name (RA's repository, as the resume page saves it). */
export async function giveResume(app: FastifyInstance, studentId: number, name = '测试学生', version = 0): Promise<void> {
  const saved = await saveBasicInfo(
    app.db,
    studentId,
    { name, sex: 1, birth_date: '2003-05-01', phone: '13600000000', email: 'a@example.com', city: '杭州', school: '临江大学', major: '计算机科学与技术', degree: 2, graduation_year: 2026 },
    version,
    app.now(),
  );
  if (!('saved' in saved)) throw new Error('resume not saved');
}

/** Applies through the API with the online resume; answers the envelope's data. */
export async function apply(app: FastifyInstance, s: { id: number; headers: { cookie: string } }, positionId: number) {
  return body<{ application_id: number; status: string }>(
    await formPost(app, '/api/resume/deliver', { position_id: String(positionId), resume_type: '1', resume_id: String(s.id) }, s.headers),
  ).data;
}
