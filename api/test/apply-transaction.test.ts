import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { insertAttachment } from '../src/db/repositories/resume-attachment';
import { withInsertsRefused } from './break-table';
import { body, DB_KINDS, formPost, useTempDir, useTestApp } from './helper';
import { giveResume, newStudent, openPositions } from './mine-helper';
import { RESUME_NOW, sessionFor, upload } from './resume-kit';

/**
 * docs/architecture.md §4: an application, its first timeline step and what it keeps (attachment, photo copy)
 * commit together.
 */
describe.each(DB_KINDS)('applying in one transaction on %s', (kind) => {
  const files = useTempDir('apply-trx-');
  const t = useTestApp(kind, { FILES_DIR: files.dir }, { now: () => RESUME_NOW });
  const deliver = (s: { headers: { cookie: string } }, positionId: number, type: string, id: number) =>
    formPost(t.app, '/api/resume/deliver', { position_id: String(positionId), resume_type: type, resume_id: String(id) }, s.headers);
  const sentPhotos = () => {
    try {
      return readdirSync(path.join(files.dir, 'photo-sent'), { recursive: true }).filter((f) => String(f).endsWith('.jpg'));
    } catch {
      return [];
    }
  };

  it('an attachment sent: when the timeline step cannot be stored, no application is left and the file is not marked in use', async () => {
    const s = await newStudent(t.app);
    const [p] = await openPositions(t.app, 1);
    const a = await insertAttachment(t.app.db, { student_id: s.id, file_key: 'resume/k1.pdf', original_name: '简历.pdf', mime: 'application/pdf', size: 10, created_at: RESUME_NOW, deleted_at: null });
    const failed = await withInsertsRefused(t.app, 'application_event', () => deliver(s, p!.id, '2', a.id));
    expect(body(failed).data.code).toBe(50001);
    expect(await t.app.db.selectFrom('application').select('id').where('student_id', '=', s.id).execute()).toEqual([]);
    const stored = await t.app.db.selectFrom('resume_attachment').select('in_use').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(Number(stored.in_use)).toBe(0);
    // and the student may apply again
    expect(body(await deliver(s, p!.id, '2', a.id)).data.code).toBe(0);
  });

  it('the online resume with a photo: a failed application leaves no photo copy behind', async () => {
    const s = await newStudent(t.app);
    await giveResume(t.app, s.id);
    const token = await sessionFor(t.app, 'student', s.id);
    const jpeg = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#888888' } }).jpeg().toBuffer();
    expect(body(await upload(t.app, '/api/resume/uploadphoto', token, { name: 'me.jpg', type: 'image/jpeg', data: jpeg })).data.code).toBe(0);
    const [, p] = await openPositions(t.app, 2);
    const before = sentPhotos().length;
    expect(body(await withInsertsRefused(t.app, 'application_event', () => deliver(s, p!.id, '1', s.id))).data.code).toBe(50001);
    expect(sentPhotos()).toHaveLength(before);
    expect(body(await deliver(s, p!.id, '1', s.id)).data.code).toBe(0);
    expect(sentPhotos()).toHaveLength(before + 1);
  });
});
