// `npm run deploy -- <parcel> [--rollback] [--source <folder>]`: ships one package of the front end by its one
// line of the served import map (docs/architecture.md §8). Builds it alone, uploads its new hashed files beside the old
// ones, then points its line at the new entry with that file's integrity (and its named chunks' for the preloads); `--rollback` puts the previous line
// back. `--source` builds from a copy of the package's folder instead of the repository's (a release checkout).
// Files go to DEPLOY_DIR (the build's dist/web by default), which the running server reads on the next page.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEPLOY_DIR } from '../build/paths.mjs';
import { moduleOf } from '../build/parcels.mjs';
import { sri } from '../build/integrity.mjs';
import { buildPackage, deployable, packageNamed } from './build-parcel.mjs';
import { localTarget } from './local-target.mjs';
import { s3TargetFromEnv } from './s3-target.mjs';
import { deployLine, readMap, rollbackLine } from './map-store.mjs';

const USAGE = `usage: npm run deploy -- <package> [--rollback] [--source <folder>]\n  packages: ${deployable().join(', ')}`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { rollback: { type: 'boolean' }, source: { type: 'string' } } });
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
const [arg, ...extra] = args.positionals;
const name = arg && packageNamed(arg);
if (!name || extra.length > 0) fail(arg && !name ? `${arg} is not a deployable package\n${USAGE}` : USAGE);
if (args.values.source && !existsSync(path.join(args.values.source, 'src'))) fail(`${args.values.source} has no src/ folder`);

const dir = DEPLOY_DIR;
// DEPLOY_S3_BUCKET: the files and the map also go to the static files' bucket (a CDN's origin)
const bucket = s3TargetFromEnv(process.env);
const publishMap = async () => bucket?.uploadMap(await readFile(path.join(dir, 'import-map.json')));
// set once the served folder's map has its new line: a failure after it (the bucket's map) must not say "unchanged"
let lineChanged = false;
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
try {
  // the map must exist before anything is built or uploaded
  await readMap(dir);
  if (args.values.rollback) {
    const { restored, current } = await rollbackLine(dir, moduleOf(name));
    if (!restored) fail(`${name}: no previous line to roll back to (it stays at ${current?.url ?? 'nothing'}); nothing changed`);
    lineChanged = true;
    await publishMap();
    console.log(`${name}: rolled back ${current?.url} → ${restored.url} in ${dir}${bucket ? ` and ${bucket.describe()}` : ''}`);
  } else {
    const built = await buildPackage(name, { source: args.values.source });
    const targets = [localTarget(dir), ...(bucket ? [bucket] : [])];
    for (const target of targets) await target.upload(built.files);
    const bytesOf = (url) => built.files.find((f) => `/${f.key}` === url).bytes;
    const chunkIntegrity = Object.fromEntries(Object.values(built.chunks ?? {}).flat().map((url) => [url, sri(bytesOf(url))]));
    const line = { url: built.url, integrity: sri(bytesOf(built.url)), chunks: built.chunks, chunkIntegrity };
    const { changed, previous } = await deployLine(dir, built.module, line);
    lineChanged = changed;
    // always: a run after a map upload that failed publishes the live map
    await publishMap();
    const where = targets.map((t) => t.describe()).join(' and ');
    if (!changed) console.log(`${name}: ${built.url} is already live; nothing changed (${seconds()})`);
    else console.log(`${name}: ${previous?.url ?? '(new)'} → ${built.url}, ${built.files.length} files to ${where} (${seconds()})`);
  }
} catch (error) {
  if (lineChanged) fail(`${name}: the served map has the new line, but publishing it to the bucket failed (run the same deploy again):\n${error.message}`);
  fail(`${name}: deploy failed, the import map is unchanged:\n${error.message}`);
}
