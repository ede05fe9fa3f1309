// The served import map and its deploy history in the deploy folder, edited under one lock.
// The history (a dotfile, which the server never serves) keeps each module's earlier lines, newest last.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compressedVersions } from '../build/compress.mjs';
import { withLock } from './lock.mjs';
import { chunkIntegrityOf, lineOf, withChunks, withLine } from './map-line.mjs';

export const MAP_FILE = 'import-map.json';
export const HISTORY_FILE = '.import-map.history.json';
export const LOCK_FILE = '.import-map.lock';
export const CHUNKS_FILE = 'preload-chunks.json';

async function readJson(file, fallback) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw new Error(`${file} is not readable JSON: ${error.message}`, { cause: error });
  }
}

/** Write-to-temp then rename: a reader (the server, a CDN) sees the old file or the new one, never half. */
async function replaceFile(file, bytes) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}

/** A served JSON file, with its .br/.gz made again: the server prefers those, and old ones would serve the old text. */
async function writeServedJson(file, value) {
  const bytes = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  await Promise.all(['.br', '.gz'].map((ext) => rm(`${file}${ext}`, { force: true })));
  await replaceFile(file, bytes);
  for (const { ext, bytes: packed } of compressedVersions(bytes)) await replaceFile(`${file}${ext}`, packed);
}

/**
 * The module's line in the map and its named lazy chunks in preload-chunks.json (which the server preloads with
 * the page), with those chunks' integrity in the map, written together. `chunks` undefined leaves the chunk list as it is.
 */
async function writeLine(dir, map, module, { url, integrity, chunks, chunkIntegrity }) {
  const file = path.join(dir, CHUNKS_FILE);
  const all = await readJson(file, {});
  const line = withLine(map, module, { url, integrity });
  const next = chunks === undefined ? line : withChunks(line, { module, allChunks: all, after: chunks, integrity: chunkIntegrity });
  await writeServedJson(path.join(dir, MAP_FILE), next);
  if (chunks === undefined) return;
  if (chunks) all[module] = chunks;
  else delete all[module];
  await writeServedJson(file, all);
}

const chunksOf = async (dir, module) => (await readJson(path.join(dir, CHUNKS_FILE), {}))[module] ?? null;

export async function readMap(dir) {
  const map = await readJson(path.join(dir, MAP_FILE), null);
  if (!map?.imports) throw new Error(`${path.join(dir, MAP_FILE)} has no import map: build first (npm run build)`);
  return map;
}

const locked = (dir, work) => withLock(path.join(dir, LOCK_FILE), work);

/**
 * Points `module` at `line` ({ url, integrity, chunks, chunkIntegrity }) and keeps its current line in the history. Returns the line it replaced
 * (null when the module had none, or when the line was already live: then nothing changes).
 */
export function deployLine(dir, module, line) {
  return locked(dir, async () => {
    const map = await readMap(dir);
    const current = lineOf(map, module);
    if (current?.url === line.url && current.integrity === (line.integrity ?? null)) return { changed: false, previous: current };
    if (current) {
      const historyFile = path.join(dir, HISTORY_FILE);
      const history = await readJson(historyFile, {});
      const chunks = await chunksOf(dir, module);
      const earlier = { ...current, chunks, chunkIntegrity: chunkIntegrityOf(map, chunks), replacedAt: new Date().toISOString() };
      history[module] = [...(history[module] ?? []), earlier];
      await replaceFile(historyFile, `${JSON.stringify(history, null, 2)}\n`);
    }
    await writeLine(dir, map, module, line);
    return { changed: true, previous: current };
  });
}

/** Puts `module`'s previous line back and drops it from the history; `restored` is null when there is none. */
export function rollbackLine(dir, module) {
  return locked(dir, async () => {
    const map = await readMap(dir);
    const historyFile = path.join(dir, HISTORY_FILE);
    const history = await readJson(historyFile, {});
    const earlier = history[module] ?? [];
    const last = earlier.at(-1);
    if (!last) return { restored: null, current: lineOf(map, module) };
    const restored = { url: last.url, integrity: last.integrity, chunks: last.chunks ?? null, chunkIntegrity: last.chunkIntegrity ?? {} };
    const current = lineOf(map, module);
    history[module] = earlier.slice(0, -1);
    if (history[module].length === 0) delete history[module];
    // the map first: a failure between the two writes leaves the line in the history, never lost
    await writeLine(dir, map, module, restored);
    await replaceFile(historyFile, `${JSON.stringify(history, null, 2)}\n`);
    return { restored, current };
  });
}
