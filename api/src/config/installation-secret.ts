import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './index';

/** The files an installation keeps for itself: the session secret, and the token that opens its dev tools. */
export type InstallationFile = 'session-secret' | 'dev-token';

/** Where an installation keeps one of its own files: beside its SQLite file, else in the repository's data folder. */
export function installationFileOf(config: Pick<AppConfig, 'databaseUrl' | 'repoRoot'>, name: InstallationFile): string {
  const sqliteFile = config.databaseUrl !== ':memory:' && !/^postgres(ql)?:\/\//.test(config.databaseUrl);
  return path.join(sqliteFile ? path.dirname(config.databaseUrl) : path.join(config.repoRoot, 'data'), name);
}

/**
 * A secret of the installation (the session secret without SESSION_SECRET, the dev token): 32 random bytes
 * made on its first start and kept in a file only its owner reads, so it survives a restart, every process
 * of the installation reads the same one and no two installations share one. Never a constant in the code.
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

/** The secret in the file; one too short to be a secret is the operator's to fix, never silently used or replaced. */
function keptSecret(file: string): string {
  const kept = readFileSync(file, 'utf8').trim();
  if (kept.length < 32) throw new Error(`${file} holds fewer than 32 characters: delete it to have a new one made`);
  return kept;
}
