import type { AppConfig } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { s3ClientFrom } from './s3-client';
import { createS3FileStore } from './s3-file-store';

const stores = new Map<string, FileStore>();

/** The file store the configuration selects (one per folder or bucket, shared by every area that serves files). */
export function fileStoreFor(config: Pick<AppConfig, 'files'>): FileStore {
  const { provider, dir, s3 } = config.files;
  const id = provider === 's3' ? `s3:${s3.endpoint}/${s3.bucket}` : `local:${dir}`;
  let store = stores.get(id);
  if (!store) stores.set(id, (store = provider === 's3' ? createS3FileStore(s3ClientFrom(s3), s3.bucket) : createLocalFileStore(dir)));
  return store;
}
