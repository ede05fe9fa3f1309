import sharp from 'sharp';
import { resumeTextLines } from '../src/ai/text/resume-text';
import { DEMO_FILES } from '../src/seed/resume/demo-files';
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

  it('gives the complete resume Chinese attachments that agree with it and a drawn photo, not a silhouette', async () => {
    const pdf = await resumeTextLines(await DEMO_FILES['demo/chen-siyuan-resume.pdf']!.make());
    const docx = await resumeTextLines(await DEMO_FILES['demo/chen-siyuan-resume.docx']!.make());
    for (const lines of [pdf, docx]) {
      const text = lines.join('\n');
      for (const fact of ['陈思远', '临江大学', '计算机科学与技术', '临江智造科技有限公司']) expect(text).toContain(fact);
    }
    expect(pdf.join('\n')).toContain('教育经历');
    const rows = await t.app.db.selectFrom('resume_attachment').select(['file_key', 'size']).where('file_key', 'like', 'demo/%').orderBy('file_key').execute();
    expect(rows.map((r) => r.file_key)).toEqual(['demo/chen-siyuan-resume.docx', 'demo/chen-siyuan-resume.pdf']);
    expect(rows[1]!.size).toBe((await DEMO_FILES['demo/chen-siyuan-resume.pdf']!.make()).length);

    const photo = sharp(await DEMO_FILES['demo/chen-siyuan-photo.png']!.make());
    expect(await photo.metadata()).toMatchObject({ format: 'png', width: 360, height: 360 });
    // a drawing has outlines, hair, skin, eyes and smooth edges in many tones; the old silhouette had two flat colours
    const { data, info } = await photo.raw().toBuffer({ resolveWithObject: true });
    const tones = new Set<number>();
    for (let i = 0; i < data.length; i += info.channels) tones.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    expect(tones.size).toBeGreaterThan(100);
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
