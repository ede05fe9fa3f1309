import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { useTempDir } from './helper';
import { ROOT } from './spawned-server';

// `npm run deploy` (scripts/deploy/deploy.mjs) run as an operator runs it, on a served folder of its own:
// one package's line of the import map changes, with the new file's integrity, and `--rollback` undoes it.
// The packages are tiny copies (--source), so each build takes seconds, not the whole parcel's.

type Map = { imports: Record<string, string>; integrity: Record<string, string> };
type Run = { code: number; out: string };

const OLD_HOME = '/assets/mf-home/mf-home.0a1b2c3d4e.js';
const OLD_CONTENT = '/assets/mf-content/mf-content.5f6e7d8c9b.js';
const OLD_CHUNK = '/assets/mf-home/home-new.1a2b3c4d5e.js';
const VENDOR = ['react', 'react-dom', 'react-dom-client', 'react-jsx-runtime', 'react-router', 'single-spa'];
const sri = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A served build as `npm run build` leaves it, reduced to what a deploy reads (a map over 1 KB gets .br/.gz). */
function writeServed(dir: string): Map {
  for (const entry of readdirSync(dir)) rmSync(path.join(dir, entry), { recursive: true, force: true });
  const files: Record<string, string> = {
    [OLD_HOME]: 'System.register([],function(){return{execute:function(){}}});',
    [OLD_CONTENT]: 'System.register([],function(){return{execute:function(){/* content */}}});',
    [OLD_CHUNK]: '(self.webpackChunk=self.webpackChunk||[]).push([["home-new"],{}]);',
    ...Object.fromEntries(VENDOR.map((name) => [`/vendor/${name}.d73e8c84e3.js`, `/* ${name} */`])),
  };
  for (const [url, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, url)), { recursive: true });
    writeFileSync(path.join(dir, url), text);
  }
  const imports = { '@campus/mf-content': OLD_CONTENT, '@campus/mf-home': OLD_HOME, ...Object.fromEntries(VENDOR.map((name) => [name, `/vendor/${name}.d73e8c84e3.js`])) };
  // the full build lists the integrity of the named chunks the server preloads beside the imports'
  const map: Map = { imports, integrity: Object.fromEntries([...Object.values(imports), OLD_CHUNK].sort().map((u) => [u, sri(files[u]!)])) };
  writeFileSync(path.join(dir, 'import-map.json'), JSON.stringify(map, null, 2));
  writeFileSync(path.join(dir, 'preload-chunks.json'), JSON.stringify({ '@campus/mf-home': { 'home-new': [OLD_CHUNK] } }));
  return map;
}

/** A package folder with one entry and one named lazy chunk; `marker` shows in the built file. */
function writeSource(dir: string, pkg: string, marker: string, broken = false): string {
  const src = path.join(dir, pkg, 'src');
  mkdirSync(src, { recursive: true });
  writeFileSync(path.join(src, 'page.ts'), `export const page = ${JSON.stringify(marker)};\n`);
  const entry = broken
    ? 'export const bootstrap = (;\n'
    : `export const marker = ${JSON.stringify(marker)};\nexport const page = () => import(/* webpackChunkName: "home-new" */ './page');\n`;
  writeFileSync(path.join(src, `${pkg}.tsx`), entry);
  return path.join(dir, pkg);
}

function deploy(dir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/deploy/deploy.mjs', ...args], { cwd: ROOT, env: { ...process.env, DEPLOY_DIR: dir, ...env } }, (err, stdout, stderr) => {
      resolve({ code: err ? Number(err.code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

const readMap = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'import-map.json'), 'utf8')) as Map;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** Every file of the folder with its bytes' hash and mtime: "changes nothing" means this stays equal. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = `${sri(readFileSync(full))}@${statSync(full).mtimeMs}`;
    }
  };
  walk(dir);
  return out;
}

describe('npm run deploy -- <package>', () => {
  const served = useTempDir('campus-deploy-');
  const sources = useTempDir('campus-deploy-src-');

  test('builds the package alone, uploads its files beside the old ones and changes only its line, with integrity; --rollback puts the old line back', async () => {
    const before = writeServed(served.dir);
    const source = writeSource(sources.dir, 'mf-home', 'new home 1');
    const run = await deploy(served.dir, ['mf-home', '--source', source]);
    expect(run).toMatchObject({ code: 0 });

    const after = readMap(served.dir);
    const url = after.imports['@campus/mf-home']!;
    expect(url).toMatch(/^\/assets\/mf-home\/mf-home\.[0-9a-f]{10}\.js$/);
    expect(url).not.toBe(OLD_HOME);
    const bytes = readFileSync(path.join(served.dir, url));
    expect(bytes.toString()).toContain('new home 1');
    // the integrity is that of the exact bytes served; the old file stays for pages still open
    expect(after.integrity[url]).toBe(sri(bytes));
    expect(readFileSync(path.join(served.dir, OLD_HOME), 'utf8')).toContain('System.register');
    // every other line and its integrity as before; the replaced file's integrity is gone with its line
    expect({ ...after.imports, '@campus/mf-home': OLD_HOME }).toEqual(before.imports);
    for (const other of Object.values(before.imports).filter((u) => u !== OLD_HOME)) expect(after.integrity[other]).toBe(before.integrity[other]);
    // the server preloads the new build's named chunk with the page, with the integrity rspack's runtime will check
    // (a preload without it is not used and the chunk is fetched twice); the replaced chunk's entry is gone
    const chunks = readJson(path.join(served.dir, 'preload-chunks.json')) as Record<string, Record<string, string[]>>;
    const chunk = chunks['@campus/mf-home']!['home-new']![0]!;
    expect(chunk).toMatch(/^\/assets\/mf-home\/home-new\.[0-9a-f]{10}\.js$/);
    expect(chunk).not.toBe(OLD_CHUNK);
    expect(after.integrity[chunk]).toBe(sri(readFileSync(path.join(served.dir, chunk))));
    expect(Object.keys(after.integrity).sort()).toEqual([...Object.values(after.imports), chunk].sort());
    // the previous line waits in the history, which the server does not serve (a dotfile)
    const history = readJson(path.join(served.dir, '.import-map.history.json')) as Record<string, { url: string; integrity: string }[]>;
    expect(history['@campus/mf-home']).toEqual([expect.objectContaining({ url: OLD_HOME, integrity: before.integrity[OLD_HOME] })]);

    const back = await deploy(served.dir, ['mf-home', '--rollback']);
    expect(back).toMatchObject({ code: 0 });
    expect(readMap(served.dir)).toEqual(before);
    // the old chunk's integrity with it
    expect(readJson(path.join(served.dir, 'preload-chunks.json'))).toEqual({ '@campus/mf-home': { 'home-new': [OLD_CHUNK] } });

    // nothing earlier to go back to: it says so and changes nothing
    const still = snapshot(served.dir);
    const none = await deploy(served.dir, ['@campus/mf-home', '--rollback']);
    expect(none.code).not.toBe(0);
    expect(none.out).toContain('no previous line');
    expect(snapshot(served.dir)).toEqual(still);
  }, 120_000);

  test('a build that fails exits non-zero with the compiler message and changes nothing', async () => {
    writeServed(served.dir);
    const before = snapshot(served.dir);
    const run = await deploy(served.dir, ['mf-content', '--source', writeSource(sources.dir, 'mf-content', 'x', true)]);
    expect(run.code).not.toBe(0);
    expect(run.out).toContain('the import map is unchanged');
    expect(run.out).toMatch(/mf-content\.tsx/);
    expect(snapshot(served.dir)).toEqual(before);
  }, 120_000);

  test('an unknown package is refused with the list of deployable ones', async () => {
    writeServed(served.dir);
    const run = await deploy(served.dir, ['mf-nothing']);
    expect(run.code).not.toBe(0);
    expect(run.out).toContain('mf-nothing is not a deployable package');
    expect(run.out).toContain('mf-content');
  });

  test('two deploys of different packages at the same time both land, and both can roll back', async () => {
    const before = writeServed(served.dir);
    const [home, content] = await Promise.all([
      deploy(served.dir, ['mf-home', '--source', writeSource(sources.dir, 'mf-home', 'both home')]),
      deploy(served.dir, ['mf-content', '--source', writeSource(sources.dir, 'mf-content', 'both content')]),
    ]);
    expect([home.code, content.code]).toEqual([0, 0]);
    const map = readMap(served.dir);
    expect(readFileSync(path.join(served.dir, map.imports['@campus/mf-home']!), 'utf8')).toContain('both home');
    expect(readFileSync(path.join(served.dir, map.imports['@campus/mf-content']!), 'utf8')).toContain('both content');
    await deploy(served.dir, ['mf-home', '--rollback']);
    await deploy(served.dir, ['mf-content', '--rollback']);
    expect(readMap(served.dir)).toEqual(before);
  }, 120_000);
});

/** Two processes each set one module's line `times` times through the lock, as far as possible at once. */
function hammer(dir: string, module: string, times: number): Promise<void> {
  const store = path.join(ROOT, 'scripts/deploy/map-store.mjs');
  const script = `const { deployLine } = await import(${JSON.stringify(store)});
for (let i = 1; i <= ${times}; i++) await deployLine(${JSON.stringify(dir)}, ${JSON.stringify(module)}, { url: '/assets/x/' + ${JSON.stringify(module)} + '.' + i + '.js', integrity: 'sha384-' + i });`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT }, (err, _out, stderr) => (err ? reject(new Error(stderr)) : resolve()));
  });
}

describe('the import map under concurrent edits', () => {
  const served = useTempDir('campus-deploy-lock-');

  test('edits of different lines from two processes never lose one another (the lock)', async () => {
    writeServed(served.dir);
    const times = 25;
    await Promise.all([hammer(served.dir, '@campus/mf-home', times), hammer(served.dir, '@campus/mf-content', times)]);
    const map = readMap(served.dir);
    expect(map.imports['@campus/mf-home']).toBe(`/assets/x/@campus/mf-home.${times}.js`);
    expect(map.imports['@campus/mf-content']).toBe(`/assets/x/@campus/mf-content.${times}.js`);
    expect(map.integrity[map.imports['@campus/mf-home']!]).toBe(`sha384-${times}`);
    const history = readJson(path.join(served.dir, '.import-map.history.json')) as Record<string, unknown[]>;
    expect([history['@campus/mf-home']!.length, history['@campus/mf-content']!.length]).toEqual([times, times]);
    // the compressed copies the server prefers carry the final map too
    expect(JSON.parse(brotliDecompressSync(readFileSync(path.join(served.dir, 'import-map.json.br'))).toString())).toEqual(map);
    expect(readdirSync(served.dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
  }, 60_000);

  test('a lock left by a deploy that died is taken over once stale', async () => {
    writeServed(served.dir);
    const lock = path.join(served.dir, '.import-map.lock');
    writeFileSync(lock, '999999\n');
    const old = new Date(Date.now() - 120_000);
    utimesSync(lock, old, old);
    await hammer(served.dir, '@campus/mf-home', 1);
    expect(readMap(served.dir).imports['@campus/mf-home']).toBe('/assets/x/@campus/mf-home.1.js');
  });
});

describe('npm run deploy -- <package> with DEPLOY_S3_BUCKET (the static files behind a CDN)', () => {
  const served = useTempDir('campus-deploy-s3-');
  const sources = useTempDir('campus-deploy-s3-src-');
  const store = useTempDir('campus-deploy-s3rver-');
  const BUCKET = 'campus-static';
  let server: S3rver | undefined;
  let env: Record<string, string> = {};
  let client: S3Client;
  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: store.dir, configureBuckets: [{ name: BUCKET }] });
    const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    // s3rver checks signatures with its own keys
    env = { DEPLOY_S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
  });
  const object = async (key: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return { text: await answer.Body!.transformToString(), cacheControl: answer.CacheControl, type: answer.ContentType };
  };

  test('uploads the new files to the bucket as immutable, then the map as revalidated; --rollback publishes the old map', async () => {
    const before = writeServed(served.dir);
    const source = writeSource(sources.dir, 'mf-home', 'new home in the bucket');
    const run = await deploy(served.dir, ['mf-home', '--source', source], env);
    expect(run).toMatchObject({ code: 0 });
    expect(run.out).toContain(`s3://${BUCKET}`);
    const url = readMap(served.dir).imports['@campus/mf-home']!;
    const entry = await object(url.slice(1));
    expect(entry.text).toContain('new home in the bucket');
    expect(entry.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(entry.type).toMatch(/^text\/javascript/);
    // the bucket's map is the served one, line and integrity, and is revalidated on every load
    const map = await object('import-map.json');
    expect(JSON.parse(map.text)).toEqual(readMap(served.dir));
    expect(map.cacheControl).toBe('no-cache');

    expect(await deploy(served.dir, ['mf-home', '--rollback'], env)).toMatchObject({ code: 0 });
    expect(JSON.parse((await object('import-map.json')).text)).toEqual(before);
  }, 120_000);

  test('a bucket that does not answer fails the deploy before the map changes', async () => {
    const before = writeServed(served.dir);
    const source = writeSource(sources.dir, 'mf-content', 'never live');
    const run = await deploy(served.dir, ['mf-content', '--source', source], { ...env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(run.code).not.toBe(0);
    expect(run.out).toContain('the import map is unchanged');
    expect(readMap(served.dir)).toEqual(before);
  }, 120_000);
});
