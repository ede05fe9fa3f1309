import type { AppConfig, S3Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

const stores = new Map<string, FileStore>();

/**
 * The S3 store, its SDK loaded on the first call rather than with the server: the SDK takes about 200 ms to load,
 * which every start and every test file that builds the app would pay for a provider it mostly does not use.
 */
function lazyS3FileStore(s3: S3Config): FileStore {
  let loaded: Promise<FileStore> | undefined;
  const store = () =>
    (loaded ??= Promise.all([import('./s3-client'), import('./s3-file-store')]).then(([client, files]) => files.createS3FileStore(client.s3ClientFrom(s3), s3.bucket)));
  return {
    put: async (key, data) => (await store()).put(key, data),
    read: async (key) => (await store()).read(key),
    has: async (key) => (await store()).has(key),
    copy: async (from, to) => (await store()).copy(from, to),
    remove: async (key) => (await store()).remove(key),
  };
}

/** The file store the configuration selects (one per folder or bucket, shared by every area that serves files). */
export function fileStoreFor(config: Pick<AppConfig, 'files'>): FileStore {
  const { provider, dir, s3 } = config.files;
  const id = provider === 's3' ? `s3:${s3.endpoint}/${s3.bucket}` : `local:${dir}`;
  let store = stores.get(id);
  if (!store) stores.set(id, (store = provider === 's3' ? lazyS3FileStore(s3) : createLocalFileStore(dir)));
  return store;
}
