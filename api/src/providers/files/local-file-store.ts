import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertFileKey, type FileStore } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a local folder (the data dir by default, `FILES_DIR`); writes go through a temporary file. */
export function createLocalFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  /** Writes through `<file>.<pid>.<time>.part` and renames it into place, so a reader never sees half a file. */
  const writeAtomically = async (key: string, write: (temp: string) => Promise<void>) => {
    const file = pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.part`;
    try {
      await write(temp);
      await rename(temp, file);
    } catch (error) {
      // a full disk (ENOSPC) or a refused upload stream leaves the bytes written so far: remove them, and answer with the error
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
  };
  return {
    async put(key, data) {
      await writeAtomically(key, (temp) => (Buffer.isBuffer(data) ? writeFile(temp, data) : pipeline(data, createWriteStream(temp))));
    },
    async read(key) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream() as Readable, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async copy(from, to) {
      const source = pathOf(from);
      try {
        await writeAtomically(to, (temp) => copyFile(source, temp));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
