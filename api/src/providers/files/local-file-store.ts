import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, type FileStore } from './file-store';

/** Files in a local folder (the data dir by default, `FILES_DIR`); writes go through a temporary file. */
export function createLocalFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        await writeFile(temp, data);
        await rename(temp, file);
      } catch (error) {
        // a full disk (ENOSPC) leaves the bytes written so far: remove them, and answer with the write's error
        await rm(temp, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
