import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { AppConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { prepareDatabase } from '../seed/prepare-database';
import { RestartDelay } from './restart-delay';
import { onStopSignal } from './stop-signal';

/** How long the primary waits past SHUTDOWN_TIMEOUT_MS for its workers (each bounds itself by it) before killing them. */
const STOP_GRACE_MS = 2000;

/**
 * The primary of WEB_CONCURRENCY processes (node:cluster): it serves nothing itself. It migrates and seeds
 * once, forks the workers (each builds the app with the database already prepared and listens on the shared
 * port), starts a new worker when one dies, and on SIGTERM/SIGINT passes the signal on, waits for the
 * workers to finish their requests and exits 0 when every one stopped cleanly.
 */
export async function runPrimary(config: AppConfig, count: number, announce: (line: string) => void): Promise<void> {
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  const db = connectDatabase(config);
  try {
    await prepareDatabase(db, { ...config, passwordCost: config.auth.passwordCost }, log);
  } finally {
    await db.destroy();
  }

  const restartDelay = new RestartDelay();
  const startedAt = new Map<number, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  const listening = new Set<number>();
  let stopping = false;
  let unclean = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', (worker) => {
    if (listening.size >= count) return;
    listening.add(worker.id);
    // once, when the first N workers all listen: the line `npm start` and the tests wait for
    if (listening.size === count) announce(`Campus platform: http://localhost:${config.port} (${count} processes)`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0) unclean = true;
      if (startedAt.size === 0) process.exit(unclean ? 1 : 0);
      return;
    }
    const restartInMs = restartDelay.after(lived);
    log.warn({ worker: worker.process.pid, code, signal, livedMs: lived, restartInMs }, 'worker exited; starting another');
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      fork();
    }, restartInMs);
    pendingRestarts.add(timer);
  });

  onStopSignal((signal) => {
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    log.info({ signal, workers: startedAt.size }, 'shutting down');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      log.error({ workers: startedAt.size }, 'workers still running past SHUTDOWN_TIMEOUT_MS: killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, config.processes.shutdownTimeoutMs + STOP_GRACE_MS);
  });

  for (let i = 0; i < count; i++) fork();
}
