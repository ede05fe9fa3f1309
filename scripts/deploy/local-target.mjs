// Where a deploy puts a parcel's files. A target is `{ upload(files) }`, files being `{ key, bytes }` with keys
// like `assets/mf-home/mf-home.1a2b3c4d5e.js`; this one writes into a folder the server serves (an
// S3-compatible bucket behind the same interface is the other kind).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileOfUrl } from '../build/integrity.mjs';

export function localTarget(dir) {
  return {
    describe: () => dir,
    async upload(files) {
      for (const { key, bytes } of files) {
        const file = fileOfUrl(dir, `/${key}`);
        await mkdir(path.dirname(file), { recursive: true });
        // hashed names never change meaning: rewriting one writes the same bytes, via a temp file so no reader sees half
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, bytes);
        await rename(temp, file);
      }
    },
  };
}
