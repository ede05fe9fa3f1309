import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { ATTACHMENT, RESUME_MSG } from '@campus/shared-utils/rules';
import { listResumeChoices, resumeSnapshot } from '../src/db/repositories/resume';
import { markAttachmentInUse } from '../src/db/repositories/resume-attachment';
import { makeAvatarPng } from '../src/seed/resume/demo-files';
import { makeDocx, makePdf, makeZip } from '../src/seed/resume/demo-documents';
import { DB_KINDS, useTempDir, useTestApp } from './helper';
import { BASIC, data, demoStudent, get, newStudent, post, RESUME_NOW, upload } from './resume-kit';

type Attachment = { code: number; id: number; name: string; mime: string; size: number; url: string; download_url: string };

const PDF = makePdf('Test Resume', ['line one', 'line two']);
const DOCX = makeDocx(['张三的简历', '临江大学']);
/** A minimal Word 97-2003 file: the compound-file signature and a directory naming the WordDocument stream. */
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(500)]);
const pdfFile = (name = '我的简历.pdf', data = PDF) => ({ name, type: 'application/pdf', data });

describe.each(DB_KINDS)('resume files on %s', (kind) => {
  const files = useTempDir('resume-files-');
  const t = useTestApp(kind, { FILES_DIR: files.dir }, { now: () => RESUME_NOW });
  let phone = 13655510000;
  const student = () => newStudent(t.app, String(++phone));
  const stored = async (id: number) => {
    const row = await t.app.db.selectFrom('resume_attachment').select('file_key').where('id', '=', id).executeTakeFirstOrThrow();
    return path.join(files.dir, ...row.file_key.split('/'));
  };

  describe('POST /api/resume/upload', () => {
    it('takes a PDF, lists it, and serves it inline to its owner only', async () => {
      const me = await student();
      const a = data<Attachment>(await upload(t.app, '/api/resume/upload', me.token, pdfFile()));
      expect(a).toMatchObject({ code: 0, name: '我的简历.pdf', mime: 'application/pdf', size: PDF.length, url: `/api/resume/viewattachment?id=${a.id}` });
      expect(readFileSync(await stored(a.id))).toEqual(PDF);
      expect(data<{ list: Attachment[] }>(await get(t.app, '/api/resume/getattachment', me.token)).list).toMatchObject([{ id: a.id, name: '我的简历.pdf' }]);

      const view = await get(t.app, a.url, me.token);
      expect(view.statusCode).toBe(200);
      expect(view.headers['content-type']).toBe('application/pdf');
      expect(view.headers['content-disposition']).toBe(`inline; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('我的简历.pdf')}`);
      expect(view.headers['cache-control']).toBe('private, no-store');
      expect(view.rawPayload).toEqual(PDF);
      expect(String((await get(t.app, a.download_url, me.token)).headers['content-disposition'])).toMatch(/^attachment;/);

      const other = await student();
      expect(data(await get(t.app, a.url, other.token))).toEqual({ code: 41008, msg: RESUME_MSG.fileNotFound });
      expect(data(await get(t.app, a.url)).code).toBe(20011);
    });

    // issue 27: names were kept as given, a right-to-left override or an executable extension included
    it.each([
      ['简历\u202Efdp.exe', '简历fdp.pdf'],
      ['resume.pdf.exe', 'resume.pdf.pdf'],
      ['我的\u200b简历\u2066.pdf', '我的简历.pdf'],
      ['..\\..\\cv', 'cv.pdf'],
    ])('keeps %j as %j: no direction or invisible marks, and the extension of what the file is', async (given, kept) => {
      const me = await student();
      const a = data<Attachment>(await upload(t.app, '/api/resume/upload', me.token, { ...pdfFile(), name: given }));
      expect(a).toMatchObject({ code: 0, name: kept });
      expect(String((await get(t.app, a.download_url, me.token)).headers['content-disposition'])).toContain(encodeURIComponent(kept));
    });

    it('takes a DOCX and a DOC by their content, served as downloads', async () => {
      const me = await student();
      const docx = data<Attachment>(await upload(t.app, '/api/resume/upload', me.token, { name: 'cv.docx', type: 'application/octet-stream', data: DOCX }));
      expect(docx).toMatchObject({ code: 0, mime: ATTACHMENT.mimes.docx });
      expect(String((await get(t.app, docx.url, me.token)).headers['content-disposition'])).toMatch(/^attachment; filename="cv.docx"/);
      const doc = data<Attachment>(await upload(t.app, '/api/resume/upload', me.token, { name: 'cv.doc', type: 'application/msword', data: DOC }));
      expect(doc).toMatchObject({ code: 0, mime: 'application/msword' });
    });

    const fakes: [string, { name: string; type: string; data: Buffer }][] = [
      ['a text file named .pdf', pdfFile('fake.pdf', Buffer.from('this is not a pdf at all, only text pretending'))],
      ['a PNG named .pdf', pdfFile('photo.pdf', makeAvatarPng(16, [1, 2, 3]))],
      ['a PDF header without a body', pdfFile('cut.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'))],
      ['a ZIP that is not a Word document', { name: 'cv.docx', type: ATTACHMENT.mimes.docx, data: makeZip([{ name: 'readme.txt', data: 'hello' }]) }],
      ['a compound file without a Word stream', { name: 'cv.doc', type: 'application/msword', data: Buffer.concat([DOC.subarray(0, 8), Buffer.alloc(1024)]) }],
      ['an HTML page named .docx', { name: 'x.docx', type: ATTACHMENT.mimes.docx, data: Buffer.from('<html><script>alert(1)</script></html>') }],
    ];
    it.each(fakes)('refuses %s (41005) and stores nothing', async (_what, file) => {
      const me = await student();
      expect(data(await upload(t.app, '/api/resume/upload', me.token, file))).toEqual({ code: 41005, msg: RESUME_MSG.attachmentType });
      expect(await t.app.db.selectFrom('resume_attachment').select('id').where('student_id', '=', me.id).execute()).toEqual([]);
    });

    it('refuses a file over 5 MB with the limit in the message', async () => {
      const me = await student();
      const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT.maxBytes)]);
      expect(data(await upload(t.app, '/api/resume/upload', me.token, pdfFile('big.pdf', big)))).toEqual({ code: 41006, msg: '附件大小不能超过5MB' });
      expect(await t.app.db.selectFrom('resume_attachment').select('id').where('student_id', '=', me.id).execute()).toEqual([]);
    });

    it('takes a file of exactly 5 MB', async () => {
      const me = await student();
      const padded = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(ATTACHMENT.maxBytes - PDF.length, 0x20), PDF.subarray(9)]);
      expect(padded.length).toBe(ATTACHMENT.maxBytes);
      expect(data(await upload(t.app, '/api/resume/upload', me.token, pdfFile('full.pdf', padded)))).toMatchObject({ code: 0, size: ATTACHMENT.maxBytes });
    });

    it('refuses no file, an empty file and a form without multipart', async () => {
      const me = await student();
      expect(data(await upload(t.app, '/api/resume/upload', me.token, null)).code).toBe(41004);
      expect(data(await upload(t.app, '/api/resume/upload', me.token, pdfFile('empty.pdf', Buffer.alloc(0))))).toEqual({ code: 41004, msg: RESUME_MSG.fileRequired });
      expect(data(await post(t.app, '/api/resume/upload', me.token, { file: 'x' })).code).toBe(41004);
    });

    it('keeps at most five files', async () => {
      const me = await student();
      for (let i = 0; i < 5; i++) expect(data(await upload(t.app, '/api/resume/upload', me.token, pdfFile(`${i}.pdf`))).code).toBe(0);
      expect(data(await upload(t.app, '/api/resume/upload', me.token, pdfFile()))).toEqual({ code: 41007, msg: RESUME_MSG.attachmentLimit });
    });

    it('keeps the original name for display only, without folders or control characters', async () => {
      const me = await student();
      const a = data<Attachment>(await upload(t.app, '/api/resume/upload', me.token, pdfFile('..\\..\\etc\\简历\u0001.pdf')));
      expect(a.name).toBe('简历.pdf');
      expect(await stored(a.id)).toMatch(new RegExp(`^${files.dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/resume/2026-11/[0-9a-f]{32}\\.pdf$`));
    });
  });

  describe('GET /api/resume/deleteattachment', () => {
    it('removes the file from storage and the list; a second delete and another student’s delete are 41008', async () => {
      const me = await student();
      const a = data<Attachment>(await upload(t.app, '/api/resume/upload', me.token, pdfFile()));
      const file = await stored(a.id);
      const other = await student();
      expect(data(await get(t.app, `/api/resume/deleteattachment?id=${a.id}`, other.token)).code).toBe(41008);
      expect(existsSync(file)).toBe(true);
      expect(data(await get(t.app, `/api/resume/deleteattachment?id=${a.id}`, me.token))).toEqual({ code: 0, msg: 'success', id: a.id });
      expect(existsSync(file)).toBe(false);
      expect(data<{ list: unknown[] }>(await get(t.app, '/api/resume/getattachment', me.token)).list).toEqual([]);
      expect(data(await get(t.app, a.url, me.token)).code).toBe(41008);
      expect(data(await get(t.app, `/api/resume/deleteattachment?id=${a.id}`, me.token)).code).toBe(41008);
    });

    it('keeps the stored file of an attachment an application sent', async () => {
      const me = await student();
      const a = data<Attachment>(await upload(t.app, '/api/resume/upload', me.token, pdfFile()));
      await markAttachmentInUse(t.app.db, a.id);
      expect(data(await get(t.app, `/api/resume/deleteattachment?id=${a.id}`, me.token)).code).toBe(0);
      expect(existsSync(await stored(a.id))).toBe(true);
      expect(data<{ list: unknown[] }>(await get(t.app, '/api/resume/getattachment', me.token)).list).toEqual([]);
    });
  });

  describe('photo', () => {
    it('sets a PNG photo (stored as a JPEG), shows it to its owner, and removes the previous one', async () => {
      const me = await student();
      const png = makeAvatarPng(32, [10, 20, 30]);
      const first = data<{ photo: string }>(await upload(t.app, '/api/resume/uploadphoto', me.token, { name: 'me.png', type: 'image/png', data: png }));
      expect(first.photo).toMatch(/^\/api\/resume\/photo\?key=photo%2F2026-11%2F[0-9a-f]{32}\.jpg$/);
      const img = await get(t.app, first.photo, me.token);
      expect(img.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(img.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 32, height: 32 });
      expect(data(await get(t.app, first.photo, (await student()).token)).code).toBe(41008);
      const firstFile = path.join(files.dir, ...decodeURIComponent(first.photo.split('key=')[1] ?? '').split('/'));
      expect(existsSync(firstFile)).toBe(true);

      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
      const second = data<{ photo: string }>(await upload(t.app, '/api/resume/uploadphoto', me.token, { name: 'me.jpg', type: 'image/jpeg', data: jpeg }));
      expect(second.photo).toMatch(/\.jpg$/);
      expect(existsSync(firstFile)).toBe(false);
      expect(data<{ basic: { photo: string } }>(await get(t.app, '/api/resume/getdetail', me.token)).basic.photo).toBe(second.photo);
      expect(data(await get(t.app, first.photo, me.token)).code).toBe(41008);
    });

    it('refuses a photo that is not a JPG or PNG by content, or over 2 MB', async () => {
      const me = await student();
      expect(data(await upload(t.app, '/api/resume/uploadphoto', me.token, { name: 'me.png', type: 'image/png', data: PDF }))).toEqual({ code: 41009, msg: RESUME_MSG.photoType });
      const big = Buffer.concat([makeAvatarPng(8, [0, 0, 0]), Buffer.alloc(2 * 1024 * 1024)]);
      expect(data(await upload(t.app, '/api/resume/uploadphoto', me.token, { name: 'big.png', type: 'image/png', data: big }))).toEqual({ code: 41010, msg: '照片大小不能超过2MB' });
    });
  });

  describe('the demo student’s files', () => {
    it('are real documents made at start: a PDF shown inline and a DOCX', async () => {
      const me = await demoStudent(t.app, '13800000001');
      const list = data<{ list: Attachment[] }>(await get(t.app, '/api/resume/getattachment', me.token)).list;
      expect(list.map((a) => [a.name, a.mime])).toEqual([
        ['陈思远-前端开发-简历.pdf', 'application/pdf'],
        ['陈思远-简历.docx', ATTACHMENT.mimes.docx],
      ]);
      const pdf = await get(t.app, list[0]?.url ?? '', me.token);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBe(list[0]?.size);
      const photo = data<{ basic: { photo: string } }>(await get(t.app, '/api/resume/getdetail', me.token)).basic.photo;
      expect((await get(t.app, photo, me.token)).headers['content-type']).toBe('image/png');
    });
  });

  describe('documents made in code', () => {
    it('the PDF’s cross-reference table points at each object and startxref at the table', () => {
      const text = PDF.toString('latin1');
      const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets).toHaveLength(5);
      offsets.forEach((o, i) => expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    });

    it('the DOCX is a ZIP whose entries carry their true CRC-32', () => {
      let at = 0;
      const names: string[] = [];
      while (DOCX.readUInt32LE(at) === 0x04034b50) {
        const size = DOCX.readUInt32LE(at + 18);
        const nameLength = DOCX.readUInt16LE(at + 26);
        const content = DOCX.subarray(at + 30 + nameLength, at + 30 + nameLength + size);
        expect(DOCX.readUInt32LE(at + 14)).toBe(crc32(content));
        names.push(DOCX.subarray(at + 30, at + 30 + nameLength).toString());
        at += 30 + nameLength + size;
      }
      expect(names).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    });
  });

  describe('repository functions for applications', () => {
    it('snapshots only the student’s own resumes, as plain JSON', async () => {
      const me = await student();
      expect(await listResumeChoices(t.app.db, me.id)).toEqual([]);
      expect(await resumeSnapshot(t.app.db, me.id, { type: 1, id: me.id })).toBeUndefined();
      await post(t.app, '/api/resume/savebasicinfo', me.token, BASIC);
      await post(t.app, '/api/resume/saveedu', me.token, { school: '临江大学', major: '软件工程', degree: 2, start_date: '2022-09', end_date: '2026-06' });
      const a = data<Attachment>(await upload(t.app, '/api/resume/upload', me.token, pdfFile()));

      const online = await resumeSnapshot(t.app.db, me.id, { type: 1, id: me.id });
      expect(online).toMatchObject({ type: 1, id: me.id, name: '测试同学', content: { basic: { name: '测试同学' }, education_list: [{ school: '临江大学' }] } });
      expect(JSON.parse(JSON.stringify(online))).toEqual(online);
      expect(await resumeSnapshot(t.app.db, me.id, { type: 2, id: a.id })).toMatchObject({ type: 2, id: a.id, name: '我的简历.pdf', attachment: { mime: 'application/pdf', size: PDF.length } });

      const other = await demoStudent(t.app, '13800000001');
      expect(await resumeSnapshot(t.app.db, me.id, { type: 1, id: other.id })).toBeUndefined();
      expect(await resumeSnapshot(t.app.db, other.id, { type: 2, id: a.id })).toBeUndefined();
      expect(await resumeSnapshot(t.app.db, me.id, { type: 3, id: me.id })).toBeUndefined();
      await get(t.app, `/api/resume/deleteattachment?id=${a.id}`, me.token);
      expect(await resumeSnapshot(t.app.db, me.id, { type: 2, id: a.id })).toBeUndefined();
    });
  });
});

describe('resume upload rate limit', () => {
  const files = useTempDir('resume-upload-limit-');
  const t = useTestApp('sqlite', { FILES_DIR: files.dir, RATE_LIMIT_USER: '60' }, { now: () => RESUME_NOW });

  it('allows a student two uploads a minute at a user limit of 60', async () => {
    const me = await newStudent(t.app, '13655519999');
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push(data(await upload(t.app, '/api/resume/upload', me.token, pdfFile())).code);
    expect(codes).toEqual([0, 0, 42901]);
  });
});
