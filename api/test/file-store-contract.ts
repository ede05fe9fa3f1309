import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { readAll, type FileStore } from '../src/providers/files/file-store';

/** 12 MiB: more than two of the S3 store's 5 MiB parts, so a streamed put is a multipart upload. */
export const LARGE_BYTES = 12 * 1024 * 1024;

/** A stream of `total` pseudo-random bytes made 64 KiB at a time as it is read, and the sha256 of all of them. */
export function generatedStream(total: number, seed = 1): { stream: Readable; sha256: string; produced: () => number } {
  let produced = 0;
  const block = (n: number) => {
    const chunk = Buffer.alloc(Math.min(65536, total - n));
    for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE(((n + i) * 2654435761 + seed) >>> 0, i);
    return chunk;
  };
  const expected = createHash('sha256');
  for (let n = 0; n < total; n += 65536) expected.update(block(n));
  const stream = Readable.from(
    (function* () {
      for (let n = 0; n < total; n += 65536) {
        const chunk = block(n);
        produced += chunk.length;
        yield chunk;
      }
    })(),
  );
  return { stream, sha256: expected.digest('hex'), produced: () => produced };
}

/** A stream that gives some bytes, then fails (an upload cut off or refused part-way). */
export function failingStream(error: Error): Readable {
  return Readable.from(
    (function* () {
      yield Buffer.alloc(1024, 1);
      throw error;
    })(),
  );
}

/** What every FileStore does, run against each provider (local folder, S3 bucket). */
export function fileStoreContract(name: string, store: () => FileStore): void {
  describe(`FileStore contract: ${name}`, () => {
    let n = 0;
    const key = (ext = 'bin') => `contract/${name}-${++n}-${Date.now()}.${ext}`;

    it('stores a buffer and gives it back as a stream with its size', async () => {
      const k = key('pdf');
      const data = Buffer.from('%PDF-1.4 hello %%EOF');
      await store().put(k, data);
      const file = await store().read(k);
      expect(file?.size).toBe(data.length);
      expect(await readAll(file!)).toEqual(data);
      expect(await store().has(k)).toBe(true);
    });

    it('answers undefined or false for a missing key, and removing one is no error', async () => {
      const k = key();
      expect(await store().read(k)).toBeUndefined();
      expect(await store().has(k)).toBe(false);
      expect(await store().copy(k, key())).toBe(false);
      await expect(store().remove(k)).resolves.toBeUndefined();
    });

    it('replaces a file put again, and removes it', async () => {
      const k = key();
      await store().put(k, Buffer.from('first version'));
      await store().put(k, Readable.from([Buffer.from('second '), Buffer.from('version')]));
      expect((await readAll((await store().read(k))!)).toString()).toBe('second version');
      await store().remove(k);
      expect(await store().read(k)).toBeUndefined();
      expect(await store().has(k)).toBe(false);
    });

    it('copies a file inside the store; the copy outlives the original', async () => {
      const [from, to] = [key('jpg'), key('jpg')];
      await store().put(from, Buffer.from('photo bytes'));
      expect(await store().copy(from, to)).toBe(true);
      await store().remove(from);
      expect((await readAll((await store().read(to))!)).toString()).toBe('photo bytes');
    });

    it('keeps nothing of a stream that fails, and an older file under the key stays whole', async () => {
      const [fresh, old] = [key(), key()];
      await expect(store().put(fresh, failingStream(new Error('refused mid-way')))).rejects.toThrow('refused mid-way');
      expect(await store().has(fresh)).toBe(false);
      await store().put(old, Buffer.from('kept'));
      await expect(store().put(old, failingStream(new Error('refused again')))).rejects.toThrow('refused again');
      expect((await readAll((await store().read(old))!)).toString()).toBe('kept');
    });

    it('streams a file of several MB in and out, made and read a chunk at a time', async () => {
      const k = key();
      const source = generatedStream(LARGE_BYTES);
      await store().put(k, source.stream);
      expect(source.produced()).toBe(LARGE_BYTES);
      const file = await store().read(k);
      expect(file?.size).toBe(LARGE_BYTES);
      const hash = createHash('sha256');
      let chunks = 0;
      for await (const chunk of file!.body) {
        hash.update(chunk as Buffer);
        chunks++;
      }
      expect(hash.digest('hex')).toBe(source.sha256);
      // read as a stream, not handed over as one buffer
      expect(chunks).toBeGreaterThan(10);
      await store().remove(k);
    }, 60_000);

    it('refuses a key that could be a path of its choosing', async () => {
      await expect(store().put('../escape.txt', Buffer.from('x'))).rejects.toThrow('invalid file key');
      await expect(store().read('Resume/UPPER.pdf')).rejects.toThrow('invalid file key');
    });
  });
}
