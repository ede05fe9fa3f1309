import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// scripts/api-layers.mjs: the server's layers (docs/architecture.md §4) and the imports that run back up them.
const ROOT = path.resolve(__dirname, '../..');

type Import = { file: string; specifier: string; from: string; to: string };
type Verdict = { imports: Import[]; arrows: (Import & { allowed: boolean })[]; allowed: unknown[]; unplaced: string[]; ok: boolean };

const run = (...args: string[]) => execFileSync(process.execPath, ['scripts/api-layers.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });

describe('the API’s layers (node scripts/api-layers.mjs)', () => {
  const verdict = JSON.parse(run('--json')) as Verdict;

  it('reads the imports between the parts of api/src, and every part stands in a layer', () => {
    expect(verdict.imports.length).toBeGreaterThan(500);
    expect(verdict.imports).toContainEqual({ file: 'api/src/app.ts', specifier: './routes/site', from: 'app', to: 'routes' });
    expect(verdict.unplaced).toEqual([]);
  });

  it('finds no arrow back up beyond the allowed ones: at most 2, none into routes/', () => {
    expect(verdict.arrows.filter((a) => !a.allowed)).toEqual([]);
    expect(verdict.arrows.length).toBe(verdict.allowed.length);
    expect(verdict.arrows.length).toBeLessThanOrEqual(2);
    expect(verdict.arrows.filter((a) => a.to === 'routes')).toEqual([]);
    expect(verdict.ok).toBe(true);
  });

  it('lets nothing but app.ts and the routes themselves import routes/', () => {
    const importers = new Set(verdict.imports.filter((i) => i.to === 'routes').map((i) => i.file));
    expect([...importers]).toEqual(['api/src/app.ts']);
  });

  it('prints the count and exits 0', () => {
    expect(run()).toMatch(/^0 arrows back up \(0 allowed, at most 2, none into routes\/\) among \d+ imports/m);
  });
});

describe('a made-up api/src with arrows back up', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-layers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists each one, the parts in no layer, and exits 1', () => {
    const files: Record<string, string> = {
      'lib/dates.ts': "import { connect } from '../db/connect';\nexport const a = connect;\n",
      'db/connect.ts': "import type { Plan } from '../routes/jobs/plan';\nexport const connect = (plan?: Plan) => plan;\n",
      'routes/jobs/plan.ts': "import { connect } from '../../db/connect';\nexport type Plan = typeof connect;\n",
      'misc/odd.ts': "export const odd = import('../lib/dates');\n",
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    const { status, stdout } = spawnSync(process.execPath, ['scripts/api-layers.mjs', `--src=${dir}`], { cwd: ROOT, encoding: 'utf8' });
    expect(stdout).toContain('ARROW BACK UP: api/src/lib/dates.ts imports ../db/connect: lib (3) → db (4)');
    expect(stdout).toContain('ARROW BACK UP: api/src/db/connect.ts imports ../routes/jobs/plan: db (4) → routes (8)');
    expect(stdout).toContain('NO LAYER: api/src/misc');
    expect(stdout).toMatch(/^2 arrows back up \(0 allowed/m);
    expect(status).toBe(1);
  });
});
