import type { AppConfig } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

const stores = new Map<string, FileStore>();

/** The file store the configuration selects (one per folder, shared by every area that serves files). */
export function fileStoreFor(config: Pick<AppConfig, 'files'>): FileStore {
  const { dir } = config.files;
  let store = stores.get(dir);
  if (!store) stores.set(dir, (store = createLocalFileStore(dir)));
  return store;
}
