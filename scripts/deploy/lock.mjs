// One deploy at a time edits the import map: a lock file created with O_EXCL (`wx`), so two deploys of
// different parcels each read the map the other wrote (no lost update). A lock left by a deploy that died
// is taken over once it is older than `staleMs`; a deploy never edits the map longer than a few milliseconds.
import { open, rm, stat } from 'node:fs/promises';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function tryCreate(file) {
  try {
    const handle = await open(file, 'wx');
    await handle.writeFile(`${process.pid}\n`);
    await handle.close();
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

/** Runs `work` holding the lock `file`; waits up to `waitMs` for another holder, then fails with a message. */
export async function withLock(file, work, { staleMs = 30_000, waitMs = 60_000 } = {}) {
  const started = Date.now();
  while (!(await tryCreate(file))) {
    const age = await stat(file).then((s) => Date.now() - s.mtimeMs, () => 0);
    if (age > staleMs) {
      // only one waiter removes a given stale lock: the others find it gone or fresh, and retry
      await rm(file, { force: true });
      continue;
    }
    if (Date.now() - started > waitMs) throw new Error(`another deploy holds ${file} (remove it if no deploy is running)`);
    await sleep(20 + Math.random() * 30);
  }
  try {
    return await work();
  } finally {
    await rm(file, { force: true });
  }
}
