/** The processes: how many serve the port (api/src/cluster/) and how long a stop waits for requests in flight. */
import type { EnvReader } from '../env-reader';

export type ProcessesConfig = {
  /** WEB_CONCURRENCY as asked; the processes that serve are 1 on SQLite (cluster/process-count.ts). */
  webConcurrency: number;
  /** On SIGTERM/SIGINT: how long requests in flight may take before the process ends anyway. */
  shutdownTimeoutMs: number;
};

export function readProcesses(read: EnvReader): ProcessesConfig {
  return {
    webConcurrency: read.int('WEB_CONCURRENCY', 1, 1, 64),
    shutdownTimeoutMs: read.int('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
  };
}
