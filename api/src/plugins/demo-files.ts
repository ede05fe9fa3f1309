import fp from 'fastify-plugin';
import { FileStoreUnavailableError } from '../errors/storage-faults';
import { fileStoreFor } from '../providers/files/create-file-store';
import { restoreDemoFiles } from '../seed/resume/demo-files';

/**
 * Start-up, in every process with the demo (SEED_DEMO): the demo data's files are made from code, and any that the
 * file store lacks is put back (a fresh data folder, or a store shared by test databases). A bucket that is down
 * meanwhile does not stop the start: the files are put back at the next one, and uploads answer 50006 until then.
 */
export default fp(
  async (app) => {
    if (!app.config.seedDemo) return;
    await restoreDemoFiles(app.db, fileStoreFor(app.config)).catch((error: unknown) => {
      if (!(error instanceof FileStoreUnavailableError)) throw error;
      app.log.warn({ err: error }, 'file store unavailable: demo files not restored');
    });
  },
  { name: 'demo-files', dependencies: ['config', 'db'] },
);
