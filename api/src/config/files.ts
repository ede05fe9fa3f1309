/** Uploaded files (resume attachments and photos): the local folder, or the S3-compatible bucket. */
import os from 'node:os';
import path from 'node:path';
import type { EnvReader } from '../env-reader';
import { isPostgresUrl } from './database';

/** FILES_PROVIDER: `local` keeps files in `dir`; `s3` in the bucket of `s3` (providers/files). */
export type FilesConfig = { provider: 'local' | 's3'; dir: string; s3: S3Config };

export type S3Config = {
  /** '' for AWS itself; e.g. http://127.0.0.1:9000 for MinIO or another S3-compatible store */
  endpoint: string;
  bucket: string;
  region: string;
  /** both '' : the SDK's own credential chain (an instance role, AWS_PROFILE, …) */
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: what most self-hosted stores need */
  forcePathStyle: boolean;
};

/**
 * FILES_DIR (resolved against the repository; default: defaultFilesDir of DATABASE_URL as given), FILES_PROVIDER
 * and the S3_* variables (read even for `local`, so a typo is reported either way).
 */
export function readFiles(read: EnvReader, problems: string[], repoRoot: string, databaseUrl: string, test: boolean): FilesConfig {
  const dir = path.resolve(repoRoot, read.text('FILES_DIR', defaultFilesDir(databaseUrl, repoRoot, test)));
  const provider = read.oneOf('FILES_PROVIDER', ['local', 's3'] as const, 'local');
  const endpoint = read.url('S3_ENDPOINT', { allowPath: false }).replace(/\/+$/, '');
  const s3: S3Config = {
    endpoint,
    // S3's rules for bucket names: 3-63 lower-case letters, digits, dots and dashes
    bucket: read.match('S3_BUCKET', /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, ''),
    region: read.match('S3_REGION', /^[a-z0-9-]{1,40}$/, 'us-east-1'),
    accessKeyId: read.text('S3_ACCESS_KEY_ID', ''),
    secretAccessKey: read.text('S3_SECRET_ACCESS_KEY', ''),
    forcePathStyle: read.bool('S3_FORCE_PATH_STYLE', endpoint !== ''),
  };
  if (provider === 's3' && !s3.bucket) problems.push('S3_BUCKET is required when FILES_PROVIDER=s3');
  if (!s3.accessKeyId !== !s3.secretAccessKey) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK\'s own credentials)');
  return { provider, dir, s3 };
}

/** Uploaded files live beside a SQLite database file (data/files by default); tests never write into the repository. */
function defaultFilesDir(databaseUrl: string, repoRoot: string, test: boolean): string {
  if (test) return path.join(os.tmpdir(), 'campus-test-files');
  if (isPostgresUrl(databaseUrl) || databaseUrl === ':memory:') return path.join(repoRoot, 'data', 'files');
  return path.join(path.dirname(path.resolve(repoRoot, databaseUrl.replace(/^sqlite:/, ''))), 'files');
}
