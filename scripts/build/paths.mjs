// Where the build reads and writes; every script imports these instead of guessing paths.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The build's output; WEB_DIR (which the server reads too) lets parallel builds use their own folders. */
export const WEB = process.env.WEB_DIR ? path.resolve(ROOT, process.env.WEB_DIR) : path.join(ROOT, 'dist/web');
/** Where `npm run deploy` puts a parcel's files and edits the served import map (DEPLOY_DIR; the build's output by default). */
export const DEPLOY_DIR = process.env.DEPLOY_DIR ? path.resolve(ROOT, process.env.DEPLOY_DIR) : WEB;
export const PARCELS = ['mf-header', 'mf-home', 'mf-auth', 'mf-student', 'mf-content'];

/** Module names of the import map. */
export const moduleName = (pkg) => `@campus/${pkg}`;

export function contentHash(data) {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}
