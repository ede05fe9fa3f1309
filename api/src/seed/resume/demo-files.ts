import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import type { FileStore } from '../../providers/files/file-store';
import { findRepoRoot } from '../../paths';
import { COMPLETE_RESUME } from './demo-resumes';
import { makeDocx } from './demo-documents';

/**
 * The demo student's PDF resume, from the repository root: printed once from Chinese HTML by
 * scripts/media/make-demo-resume.mts (a PDF with Chinese text needs an embedded CJK font, which only a
 * browser's print makes well), committed, and copied into the file store by the seed.
 */
export const DEMO_RESUME_PDF = 'api/src/seed/resume/files/chen-siyuan-resume.pdf';

const degreeText = (degree: number) => ['', '大专', '本科', '硕士', '博士'][degree] ?? '';

/** The demo data's stored files, made from code or read from the repository: key → content. */
export const DEMO_FILES: Record<string, { name: string; mime: string; make: () => Promise<Buffer> }> = {
  'demo/chen-siyuan-resume.pdf': { name: '陈思远-前端开发-简历.pdf', mime: 'application/pdf', make: () => readFile(path.join(findRepoRoot(), DEMO_RESUME_PDF)) },
  'demo/chen-siyuan-resume.docx': {
    name: '陈思远-简历.docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    make: async () => {
      const { basic, education, work, other } = COMPLETE_RESUME;
      return makeDocx([
        `${basic.name} 的简历`,
        `${basic.school} · ${basic.major} · ${degreeText(basic.degree)} · ${basic.graduation_year}届`,
        `电话：${basic.phone}\u3000邮箱：${basic.email}`,
        ...education.map((e) => `教育经历：${e.start_date} 至 ${e.end_date} ${e.school} ${e.major}（${degreeText(e.degree)}）`),
        ...work.map((w) => `实习经历：${w.start_date} 至 ${w.end_date || '今'} ${w.company} ${w.position}`),
        `技能：${other.skills}`,
      ]);
    },
  },
  'demo/chen-siyuan-photo.png': { name: 'photo.png', mime: 'image/png', make: () => illustratedPortrait('陈思远', 360) },
};

/**
 * A friendly drawn portrait for a demo resume photo or avatar, made offline at seed time: DiceBear's "lorelei"
 * style (CC0 artwork; the same seed always gives the same face), coloured and rendered to PNG by sharp.
 */
export async function illustratedPortrait(seed: string, size: number): Promise<Buffer> {
  const svg = createAvatar(lorelei, {
    seed,
    size,
    backgroundColor: ['d6ecff'],
    hairColor: ['2b2a33'],
    skinColor: ['f6d8c2'],
    beardProbability: 0,
    frecklesProbability: 0,
    glassesProbability: 0,
    hairAccessoriesProbability: 0,
    mouth: ['happy01', 'happy02', 'happy03', 'happy05', 'happy08'],
    eyebrows: ['variant01', 'variant02', 'variant03'],
  }).toString();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Writes the demo files that the store lacks (a fresh data folder, or a store shared by test databases). */
export async function restoreDemoFiles(db: Db, files: FileStore): Promise<void> {
  const [attachments, photos] = await Promise.all([
    db.selectFrom('resume_attachment').select('file_key').where('file_key', 'like', 'demo/%').where('deleted_at', 'is', null).execute(),
    db.selectFrom('resume').select('photo_key as file_key').where('photo_key', 'like', 'demo/%').execute(),
  ]);
  for (const { file_key } of [...attachments, ...photos]) {
    const demo = DEMO_FILES[file_key];
    if (demo && !(await files.has(file_key))) await files.put(file_key, await demo.make());
  }
}

/** A square PNG of a plain head-and-shoulders shape: test fixtures' small valid images (demo photos are illustratedPortrait). */
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
