import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/** Where an installation keeps its own secret: beside its SQLite file, else in the repository's data folder. */
export function secretFileOf(config: Pick<AppConfig, 'databaseUrl' | 'repoRoot'>): string {
  const sqliteFile = config.databaseUrl !== ':memory:' && !/^postgres(ql)?:\/\//.test(config.databaseUrl);
  return path.join(sqliteFile ? path.dirname(config.databaseUrl) : path.join(config.repoRoot, 'data'), 'session-secret');
}

/**
 * The session secret of an installation started without SESSION_SECRET: 32 random bytes made on its first
 * start and kept in a file only its owner reads, so signatures (tickets, SMS code hashes) survive a restart
 * and no two installations share one. Never a constant written in the code.
 */
export function installationSecret(file: string): string {
  try {
    return keptSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx': a second process starting at the same moment keeps the first one's secret
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keptSecret(file);
    throw error;
  }
}

/** The secret in the file; one too short to sign with is the operator's to fix, never silently used or replaced. */
function keptSecret(file: string): string {
  const kept = readFileSync(file, 'utf8').trim();
  if (kept.length < 32) throw new Error(`${file} holds fewer than 32 characters: delete it to have a new secret made, or set SESSION_SECRET`);
  return kept;
}
