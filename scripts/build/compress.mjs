// Writes .br and .gz beside every text file of the build, so the server sends compressed files
// without compressing on each request (@fastify/static preCompressed).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The files that get .br and .gz versions. */
export const TEXT_FILE = /\.(js|css|json|svg|map)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

/** The .br and .gz versions of a file's bytes as the server sends them (none under 1 KB: not worth it). */
export function compressedVersions(data) {
  if (data.length < 1024) return [];
  return [
    { ext: '.br', bytes: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) },
    { ext: '.gz', bytes: gzipSync(data, { level: 9 }) },
  ];
}

export async function precompress(dir) {
  for await (const file of files(dir)) {
    for (const { ext, bytes } of compressedVersions(await readFile(file))) await writeFile(`${file}${ext}`, bytes);
  }
}
