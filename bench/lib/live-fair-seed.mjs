// The rows of bench/live-fair.mjs, written straight into the database of a server the bench started (after it
// migrated and seeded its demo): one online fair of the main site (localhost) running now, `companies` companies
// at it, each with one position, an open booth and a recruiter account (company_recruiter); `students` students,
// each with a named online resume, an application to one booth's position (as joinqueue records it: the resume
// as sent, its 已投递 step) and a waiting queue place there, `students / companies` per booth. Through HTTP
// this would take minutes (a login is four calls, a join three writes); here it is a few batched inserts with
// the API's own code (tsx): its connection, the session's token hash, the resume's snapshot and the
// application's first step. The sessions are real: each student and recruiter gets a session row and the raw
// token for its cookie, as a login makes (repositories/session.ts createSession).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { ROOT } from './server.mjs';

register();
const load = (file) => import(path.join(ROOT, file));

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CHUNK = 400;

/** Inserts rows in chunks; answers the columns `returning` names of every row (in no particular order). */
async function insertAll(db, table, rows, returning) {
  const out = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const q = db.insertInto(table).values(rows.slice(i, i + CHUNK));
    if (returning) out.push(...(await q.returning(returning).execute()));
    else await q.execute();
  }
  return out;
}

/** A session of `role` for each user id, as createSession makes it: the raw tokens, by user id. */
async function sessions(db, hashToken, role, userIds, now) {
  const tokens = new Map(userIds.map((id) => [id, randomBytes(32).toString('base64url')]));
  const rows = userIds.map((id) => ({ token_hash: hashToken(tokens.get(id)), role, user_id: id, label: '', created_at: now, expires_at: now + DAY }));
  await insertAll(db, 'session', rows);
  return tokens;
}

/**
 * Seeds the fair; answers { fairId, host, companies: [{ companyId, positionId, employerId, token }],
 * students: [{ studentId, token, companyId, entryId }] } (students in queue order within each booth).
 * `now` should be the server's clock (the fair runs from an hour before it to six hours after).
 */
export async function seedLiveFair({ databaseUrl, databaseSchema, companies: companyCount, students: studentCount, now = Date.now() }) {
  const { connectDatabase } = await load('api/src/db/connect.ts');
  const { hashToken } = await load('api/src/db/repositories/session.ts');
  const { resumeSnapshot } = await load('api/src/db/repositories/resume.ts');
  const { APPLICATION_STEP_NOTE } = await import('@campus/shared-utils/rules');
  const db = connectDatabase({ databaseUrl, databaseSchema: databaseSchema ?? '', sqliteBusyTimeoutMs: 10_000 });
  const run = `${process.pid % 1000}`.padStart(3, '0');
  try {
    const host = 'localhost';
    const site = await db.selectFrom('site').select('id').where('host', '=', host).executeTakeFirstOrThrow();
    const { id: fairId } = await db
      .insertInto('job_fair')
      .values({
        site_id: site.id,
        title: '压测空中双选会',
        kind: 'online',
        place: '',
        organiser: '就业指导中心',
        thumbnail_url: '/static/fair/thumb.svg',
        home_thumbnail_url: '',
        intro: '压测用的空中双选会',
        online_url: '',
        about_image_url: '',
        start_at: now - HOUR,
        end_at: now + 6 * HOUR,
        on_home: 0,
        status: 1,
        sort: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // the companies, one position each, at the fair with an open booth and a recruiter
    const names = Array.from({ length: companyCount }, (_, i) => `压测企业${run}-${String(i + 1).padStart(4, '0')}`);
    const companyRows = names.map((name, i) => ({
      site_id: site.id,
      name,
      short_name: name.slice(0, 4),
      logo_url: `/api/company/logo?text=${encodeURIComponent('压测')}&tone=${i % 8}`,
      industry: '互联网/IT',
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
      status: 1,
      sort: 10_000 + i,
      created_at: now,
      updated_at: now,
    }));
    const byName = new Map((await insertAll(db, 'company', companyRows, ['id', 'name'])).map((r) => [r.name, r.id]));
    const companyIds = names.map((n) => byName.get(n));
    const positionRows = companyIds.map((companyId) => ({
      site_id: site.id,
      company_id: companyId,
      title: '前端开发工程师',
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
    }));
    const positionOf = new Map((await insertAll(db, 'position', positionRows, ['id', 'company_id'])).map((r) => [r.company_id, r.id]));
    await insertAll(db, 'job_fair_company', companyIds.map((companyId, i) => ({ fair_id: fairId, company_id: companyId, booth_id: null, sort: i + 1 })));
    await insertAll(db, 'job_fair_position', companyIds.map((companyId) => ({ fair_id: fairId, company_id: companyId, position_id: positionOf.get(companyId) })));
    await insertAll(db, 'fair_booth_room', companyIds.map((companyId) => ({ fair_id: fairId, company_id: companyId, open: 1, opened_at: now, updated_at: now })));
    const employerPhones = companyIds.map((_, i) => `146${run}${String(i + 1).padStart(5, '0')}`);
    const employerRows = employerPhones.map((phone) => ({ phone, company_key: `bench-live-${phone}`, company_name: '', password_hash: null, created_at: now, last_login_at: now }));
    const employerOf = new Map((await insertAll(db, 'employer', employerRows, ['id', 'phone'])).map((r) => [r.phone, r.id]));
    const employerIds = employerPhones.map((p) => employerOf.get(p));
    await insertAll(db, 'company_recruiter', employerIds.map((employerId, i) => ({ employer_id: employerId, company_id: companyIds[i], created_at: now })));
    const employerTokens = await sessions(db, hashToken, 'company', employerIds, now);

    // the students, each with a named online resume and a session
    const studentPhones = Array.from({ length: studentCount }, (_, i) => `147${run}${String(i + 1).padStart(5, '0')}`);
    const studentRows = studentPhones.map((phone) => ({ phone, name: '', sex: 0, avatar: '', created_at: now, last_login_at: now }));
    const studentOf = new Map((await insertAll(db, 'student', studentRows, ['id', 'phone'])).map((r) => [r.phone, r.id]));
    const studentIds = studentPhones.map((p) => studentOf.get(p));
    const resumeName = (i) => `压测同学${i + 1}`;
    const resumeRows = studentIds.map((studentId, i) => ({
      student_id: studentId,
      name: resumeName(i),
      sex: 1,
      birth_date: '2003-05-01',
      phone: studentPhones[i],
      email: `bench${i + 1}@example.com`,
      city: '杭州',
      school: '临江大学',
      major: '计算机科学与技术',
      degree: 2,
      graduation_year: 2026,
      basic_version: 1,
      basic_updated_at: now,
      created_at: now,
    }));
    await insertAll(db, 'resume', resumeRows);
    const studentTokens = await sessions(db, hashToken, 'student', studentIds, now);

    // each student's application to its booth's position, as joinqueue records it: the resume as sent (the
    // repository's snapshot of the first student's, renamed for each) and the first step of its timeline
    const template = await resumeSnapshot(db, studentIds[0], { type: 1, id: studentIds[0] });
    if (!template) throw new Error('the online resume of the first student has no snapshot');
    const perBooth = Math.ceil(studentCount / companyCount);
    const companyOfStudent = (i) => companyIds[Math.floor(i / perBooth) % companyCount];
    const applicationRows = studentIds.map((studentId, i) => {
      const snapshot = { ...template, id: studentId, name: resumeName(i), content: { ...template.content, basic: { ...template.content.basic, name: resumeName(i), phone: studentPhones[i] } } };
      const companyId = companyOfStudent(i);
      return {
        student_id: studentId,
        position_id: positionOf.get(companyId),
        company_id: companyId,
        resume_type: 'online',
        resume_id: studentId,
        resume_name: resumeName(i),
        resume_snapshot: JSON.stringify(snapshot),
        sent_photo_key: '',
        status: 'delivered',
        delivered_at: now,
        updated_at: now,
        unread: 0,
      };
    });
    const applicationOf = new Map((await insertAll(db, 'application', applicationRows, ['id', 'student_id'])).map((r) => [r.student_id, r.id]));
    await insertAll(db, 'application_event', studentIds.map((studentId) => ({ application_id: applicationOf.get(studentId), status: 'delivered', note: APPLICATION_STEP_NOTE.delivered, created_at: now })));

    // the queue places, booth by booth in joining order (the call takes the longest waiting: the lowest id)
    const entryRows = studentIds.map((studentId, i) => ({
      fair_id: fairId,
      company_id: companyOfStudent(i),
      student_id: studentId,
      kind: 'queue',
      application_id: applicationOf.get(studentId),
      state: 'waiting',
      joined_at: now - perBooth * 1000 + (i % perBooth) * 1000,
      last_seen_at: now,
    }));
    const entryOf = new Map((await insertAll(db, 'fair_booth_entry', entryRows, ['id', 'student_id'])).map((r) => [r.student_id, r.id]));

    return {
      fairId,
      host,
      companies: companyIds.map((companyId, i) => ({ companyId, positionId: positionOf.get(companyId), employerId: employerIds[i], token: employerTokens.get(employerIds[i]) })),
      students: studentIds.map((studentId, i) => ({ studentId, token: studentTokens.get(studentId), companyId: companyOfStudent(i), entryId: entryOf.get(studentId) })),
    };
  } finally {
    await db.destroy();
  }
}
