import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/database';
import { DEMO_FILES } from './demo-files';
import { COMPLETE_RESUME, PARTIAL_RESUME } from './demo-resumes';
import { toContent, type SeedResume } from './example-builder';
import { EXAMPLES } from './examples';

type Trx = Transaction<Database>;

/** A fixed "now" for the demo data, so every run writes the same rows. */
const SEED_NOW = Date.UTC(2026, 10, 20, 2, 0, 0);

/**
 * Seeds the sample resumes (once, when there are none) and the demo students' resumes (each once, when the
 * student exists and has no resume yet): 13800000001 complete with a photo and two files, 13800000002
 * partial, 13800000003 none. The files themselves are written by restoreDemoFiles at each start (plugins/demo-files.ts).
 */
export async function seedResumeDemo(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let wrote = false;
    if (!(await trx.selectFrom('resume_example').select('id').limit(1).executeTakeFirst())) {
      await trx
        .insertInto('resume_example')
        .values(EXAMPLES.map((e, i) => ({ major: e.major, title: e.title, summary: e.summary, content: JSON.stringify(toContent(e.resume, SEED_NOW)), sort: i })))
        .execute();
      wrote = true;
    }
    const complete = await studentWithoutResume(trx, COMPLETE_RESUME.basic.phone);
    if (complete !== undefined) {
      await insertResume(trx, complete, COMPLETE_RESUME, 'demo/chen-siyuan-photo.png');
      for (const [i, key] of ['demo/chen-siyuan-resume.docx', 'demo/chen-siyuan-resume.pdf'].entries()) {
        const file = DEMO_FILES[key];
        if (!file) continue;
        await trx
          .insertInto('resume_attachment')
          .values({ student_id: complete, file_key: key, original_name: file.name, mime: file.mime, size: (await file.make()).length, created_at: SEED_NOW + i * 60_000, deleted_at: null })
          .onConflict((oc) => oc.column('file_key').doNothing())
          .execute();
      }
      wrote = true;
    }
    const partial = await studentWithoutResume(trx, PARTIAL_RESUME.basic.phone);
    if (partial !== undefined) {
      const { basic, education } = PARTIAL_RESUME;
      await insertResume(trx, partial, { basic, education: [...education], work: [], projects: [], other: { skills: '', certificates: '', awards: '', languages: '', self_evaluation: '' } }, '');
      wrote = true;
    }
    return wrote;
  });
}

async function studentWithoutResume(trx: Trx, phone: string): Promise<number | undefined> {
  const student = await trx.selectFrom('student').select('id').where('phone', '=', phone).executeTakeFirst();
  if (!student) return undefined;
  const resume = await trx.selectFrom('resume').select('student_id').where('student_id', '=', student.id).executeTakeFirst();
  return resume ? undefined : student.id;
}

async function insertResume(trx: Trx, studentId: number, r: SeedResume, photoKey: string): Promise<void> {
  const t = SEED_NOW;
  await trx
    .insertInto('resume')
    .values({ student_id: studentId, ...r.basic, photo_key: photoKey, basic_version: 1, basic_updated_at: t, ...r.other, other_version: r.other.skills ? 1 : 0, other_updated_at: r.other.skills ? t : 0, created_at: t })
    .execute();
  const entry = { student_id: studentId, version: 1, created_at: t, updated_at: t, deleted_at: null };
  if (r.education.length) await trx.insertInto('resume_education').values(r.education.map((e) => ({ ...entry, ...e }))).execute();
  if (r.work.length) await trx.insertInto('resume_work').values(r.work.map((w) => ({ ...entry, ...w }))).execute();
  if (r.projects.length) await trx.insertInto('resume_project').values(r.projects.map((p) => ({ ...entry, ...p }))).execute();
  if (r.intention) {
    const { categories, cities, ...rest } = r.intention;
    await trx.insertInto('job_intention').values({ student_id: studentId, categories: JSON.stringify(categories), cities: JSON.stringify(cities), ...rest, version: 1, updated_at: t }).execute();
  }
}
