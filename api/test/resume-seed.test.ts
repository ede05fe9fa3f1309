import { seedResumeDemo } from '../src/seed/resume/seed-resume';
import { DB_KINDS, useTempDir, useTestApp } from './helper';

describe.each(DB_KINDS)('resume demo seed on %s', (kind) => {
  const files = useTempDir('resume-seed-');
  const t = useTestApp(kind, { FILES_DIR: files.dir });

  it('gave the three demo students a complete, a partial and no resume', async () => {
    const rows = await t.app.db
      .selectFrom('student')
      .leftJoin('resume', 'resume.student_id', 'student.id')
      .select(['student.phone', 'resume.name', 'resume.photo_key'])
      .where('student.phone', 'in', ['13800000001', '13800000002', '13800000003'])
      .orderBy('student.phone')
      .execute();
    expect(rows).toEqual([
      { phone: '13800000001', name: '陈思远', photo_key: 'demo/chen-siyuan-photo.png' },
      { phone: '13800000002', name: '林晓雨', photo_key: '' },
      { phone: '13800000003', name: null, photo_key: null },
    ]);
  });

  it('wrote sample resumes of at least six majors', async () => {
    const majors = await t.app.db.selectFrom('resume_example').select('major').distinct().execute();
    expect(majors.length).toBeGreaterThanOrEqual(6);
  });

  it('is idempotent: a second run writes nothing and changes nothing', async () => {
    const count = async () => (await t.app.db.selectFrom('resume_education').select('id').execute()).length + (await t.app.db.selectFrom('resume_example').select('id').execute()).length;
    const before = await count();
    expect(await seedResumeDemo(t.app.db)).toBe(false);
    expect(await count()).toBe(before);
  });
});
