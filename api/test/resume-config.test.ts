import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

describe('FILES_DIR (the files provider’s folder)', () => {
  it('defaults to files/ beside the SQLite database file', () => {
    expect(loadConfig({ DATABASE_URL: '/srv/campus/db/campus.db' }).files.dir).toBe('/srv/campus/db/files');
  });

  it('defaults to data/files of the repository for PostgreSQL, and to the temp folder under tests', () => {
    const pg = loadConfig({ DATABASE_URL: 'postgres://db/campus' });
    expect(pg.files.dir).toBe(path.join(pg.repoRoot, 'data', 'files'));
    expect(loadConfig({ NODE_ENV: 'test' }).files.dir).toBe(path.join(os.tmpdir(), 'campus-test-files'));
  });

  it('takes an explicit folder, relative to the repository root', () => {
    const config = loadConfig({ FILES_DIR: 'uploads' });
    expect(config.files.dir).toBe(path.join(config.repoRoot, 'uploads'));
    expect(loadConfig({ FILES_DIR: '/mnt/files' }).files.dir).toBe('/mnt/files');
  });
});
