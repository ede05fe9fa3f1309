import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { isPostgresUrl, type AppConfig } from '../config';
import { storageFaultOf, type StorageFault } from './storage-faults';

/**
 * The one line `npm start` prints when the database stops the start (a read-only, full, locked or
 * unreachable database), saying which database and what to do; undefined for any other error.
 */
export function startupFaultLine(error: unknown, config: Pick<AppConfig, 'databaseUrl'>): string | undefined {
  let fault = storageFaultOf(error);
  if (!fault) return undefined;
  const { code = '', message = '' } = error as { code?: string; message?: string };
  if (isPostgresUrl(config.databaseUrl)) return `Cannot start: ${POSTGRES_LINE[fault](placeOf(config.databaseUrl))} (${code}: ${message})`;
  const file = config.databaseUrl;
  // SQLite cannot open a file whose folder takes no writes (WAL needs files beside it): say read-only when it is
  const unwritable = writeRefusal(file);
  if (fault === 'down' && unwritable) fault = 'readOnly';
  return `Cannot start: ${SQLITE_LINE[fault](file)} (${[code, unwritable].filter(Boolean).join(', ')}: ${message})`;
}

const SQLITE_LINE: Record<StorageFault, (file: string) => string> = {
  readOnly: (file) => `the database ${file} is read-only. Make it and its folder writable for the user running the server, or set DATABASE_URL to a writable file`,
  full: (file) => `no space left for the database ${file}. Free space on its disk (or raise the quota) and start again`,
  busy: (file) => `the database ${file} is locked by another process. Stop that process, or wait for it, and start again`,
  down: (file) => `the database ${file} cannot be opened. Check that the file and its folder exist and the user running the server may read and write them`,
};

const POSTGRES_LINE: Record<StorageFault, (place: string) => string> = {
  readOnly: (place) => `PostgreSQL at ${place} takes no writes (a read-only server or a standby). Point DATABASE_URL at the primary`,
  full: (place) => `PostgreSQL at ${place} has no space left. Free space on its disk and start again`,
  busy: (place) => `PostgreSQL at ${place} is busy or locked. Try again shortly`,
  down: (place) => `PostgreSQL at ${place} cannot be reached. Start it, or correct DATABASE_URL`,
};

/** The errno that refuses writing to the SQLite file or its folder (EROFS, EACCES), if any. */
function writeRefusal(file: string): string | undefined {
  for (const target of existsSync(file) ? [file, path.dirname(file)] : [path.dirname(file)]) {
    try {
      accessSync(target, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') return code;
    }
  }
  return undefined;
}

/** host:port/database of a postgres:// URL, without the user or password. */
function placeOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
