import { CODES, type CodeEntry } from './codes';

/**
 * Storage faults: errors of SQLite (better-sqlite3), PostgreSQL (pg) and the file system sorted into the four
 * things a user can be told, each with its own code (errors/codes.ts) instead of 服务器繁忙 for all.
 * - full: the disk, a quota or the database's size limit is reached;
 * - readOnly: the database or the files folder takes no writes (read-only mount, replica, permissions);
 * - busy: a lock stayed taken (SQLite's write lock past SQLITE_BUSY_TIMEOUT_MS, PostgreSQL lock timeouts,
 *   deadlocks, serialization failures, a server out of memory or connections): trying again soon works;
 * - down: the database cannot be reached or opened (refused or dropped connections, a restarting server).
 */
export type StorageFault = 'full' | 'readOnly' | 'busy' | 'down';

export type StorageFaultAnswer = { entry: CodeEntry; httpStatus: number; retryAfterSeconds?: number; logLevel: 'warn' | 'error' };

/** How each class is answered: 507 for a full store, 503 (with Retry-After) for the passing ones. */
export const STORAGE_FAULT_ANSWERS: Readonly<Record<StorageFault, StorageFaultAnswer>> = {
  full: { entry: CODES.storageFull, httpStatus: 507, logLevel: 'error' },
  readOnly: { entry: CODES.storageReadOnly, httpStatus: 503, retryAfterSeconds: 60, logLevel: 'error' },
  // a lock taken for a moment is normal under load: a warning, not an error
  busy: { entry: CODES.storageBusy, httpStatus: 503, retryAfterSeconds: 1, logLevel: 'warn' },
  down: { entry: CODES.databaseDown, httpStatus: 503, retryAfterSeconds: 5, logLevel: 'error' },
};

/** The file store (FILES_PROVIDER=s3) is unreachable, timed out or failing: uploads and downloads answer 50006. */
export class FileStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('file store unavailable', { cause });
    this.name = 'FileStoreUnavailableError';
  }
}

/** How a file store that is down is answered (a class of its own: the database is fine, only files wait). */
export const FILE_STORE_DOWN_ANSWER: StorageFaultAnswer = { entry: CODES.filesDown, httpStatus: 503, retryAfterSeconds: 5, logLevel: 'error' };

/** A lookup table without Object.prototype's names in it. */
function entries(table: Record<string, StorageFault>): ReadonlyMap<string, StorageFault> {
  return new Map(Object.entries(table));
}

/** better-sqlite3's SqliteError.code: the primary result code, or an extended one such as SQLITE_BUSY_SNAPSHOT. */
const SQLITE_PRIMARY: ReadonlyMap<string, StorageFault> = entries({
  SQLITE_FULL: 'full',
  SQLITE_READONLY: 'readOnly',
  SQLITE_BUSY: 'busy',
  SQLITE_LOCKED: 'busy',
  SQLITE_IOERR: 'down',
  SQLITE_CANTOPEN: 'down',
});

/** pg's DatabaseError.code: SQLSTATE values (PostgreSQL appendix A) that are storage faults. */
const POSTGRES_STATE: ReadonlyMap<string, StorageFault> = entries({
  '53100': 'full', // disk_full
  '25006': 'readOnly', // read_only_sql_transaction (also every write on a hot standby)
  '53200': 'busy', // out_of_memory
  '53300': 'busy', // too_many_connections
  '55P03': 'busy', // lock_not_available (lock_timeout, NOWAIT)
  '40P01': 'busy', // deadlock_detected
  '40001': 'busy', // serialization_failure
  '57014': 'busy', // query_canceled (statement_timeout)
  '57P01': 'down', // admin_shutdown
  '57P02': 'down', // crash_shutdown
  '57P03': 'down', // cannot_connect_now (starting up, shutting down, recovering)
});

/** Node's errno codes: file system writes (uploads) and the sockets of the PostgreSQL connection. */
const ERRNO: ReadonlyMap<string, StorageFault> = entries({
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'readOnly',
  EACCES: 'readOnly',
  EPERM: 'readOnly',
  ECONNREFUSED: 'down',
  ECONNRESET: 'down',
  EPIPE: 'down',
  ETIMEDOUT: 'down',
  EHOSTUNREACH: 'down',
  ENETUNREACH: 'down',
  ENOTFOUND: 'down',
  EAI_AGAIN: 'down',
});

/** pg's own errors about a lost or unusable connection carry no code, only these words. */
const PG_CONNECTION_LOST = /^Connection terminated|timeout exceeded when trying to connect|is not queryable/;

/**
 * The class of a storage error, or undefined for anything else. Only the error itself is read (not its
 * `cause`): a wrapped socket error comes from another service (the model's or SMS gateway's fetch), not the database.
 */
export function storageFaultOf(error: unknown): StorageFault | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, syscall } = error as { code?: unknown; message?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_')) return SQLITE_PRIMARY.get(code) ?? SQLITE_PRIMARY.get(code.split('_', 2).join('_'));
    // a system call's failure names its call; a client that hangs up mid-request (ECONNRESET, no syscall) is not one
    if (typeof syscall === 'string' && ERRNO.has(code)) return ERRNO.get(code);
    const state = POSTGRES_STATE.get(code);
    if (state) return state;
    if (/^08[0-9A-Z]{3}$/.test(code)) return 'down'; // class 08: connection_exception
  }
  return typeof message === 'string' && PG_CONNECTION_LOST.test(message) ? 'down' : undefined;
}
