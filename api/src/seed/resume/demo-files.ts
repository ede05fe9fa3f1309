import { crc32, deflateSync } from 'node:zlib';
import type { Db } from '../../db/database';
import type { FileStore } from '../../providers/files/file-store';
import { ATTACHMENT_LINES, COMPLETE_RESUME } from './demo-resumes';
import { makeDocx, makePdf } from './demo-documents';

/** The demo data's stored files, made from code: key → content. */
export const DEMO_FILES: Record<string, { name: string; mime: string; make: () => Buffer }> = {
  'demo/chen-siyuan-resume.pdf': { name: '陈思远-前端开发-简历.pdf', mime: 'application/pdf', make: () => makePdf('Chen Siyuan - Resume', ATTACHMENT_LINES) },
  'demo/chen-siyuan-resume.docx': {
    name: '陈思远-简历.docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    make: () =>
      makeDocx([
        `${COMPLETE_RESUME.basic.name} 的简历`,
        `${COMPLETE_RESUME.basic.school} · ${COMPLETE_RESUME.basic.major} · ${COMPLETE_RESUME.basic.graduation_year}届`,
        `电话：${COMPLETE_RESUME.basic.phone}\u3000邮箱：${COMPLETE_RESUME.basic.email}`,
        `技能：${COMPLETE_RESUME.other.skills}`,
      ]),
  },
  'demo/chen-siyuan-photo.png': { name: 'photo.png', mime: 'image/png', make: () => makeAvatarPng(120, [64, 120, 200]) },
};

/** Writes the demo files that the store lacks (a fresh data folder, or a store shared by test databases). */
export async function restoreDemoFiles(db: Db, files: FileStore): Promise<void> {
  const [attachments, photos] = await Promise.all([
    db.selectFrom('resume_attachment').select('file_key').where('file_key', 'like', 'demo/%').where('deleted_at', 'is', null).execute(),
    db.selectFrom('resume').select('photo_key as file_key').where('photo_key', 'like', 'demo/%').execute(),
  ]);
  for (const { file_key } of [...attachments, ...photos]) {
    const demo = DEMO_FILES[file_key];
    if (demo && !(await files.read(file_key))) await files.put(file_key, demo.make());
  }
}

/** A square PNG: a coloured background with a lighter head-and-shoulders silhouette. */
export function makeAvatarPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const head = (x - c) ** 2 + (y - size * 0.4) ** 2 < (size * 0.18) ** 2;
      const body = y > size * 0.62 && (x - c) ** 2 + (y - size * 1.05) ** 2 < (size * 0.42) ** 2;
      const light = head || body;
      row.writeUInt8(light ? 235 : r, 1 + x * 3);
      row.writeUInt8(light ? 240 : g, 2 + x * 3);
      row.writeUInt8(light ? 248 : b, 3 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
