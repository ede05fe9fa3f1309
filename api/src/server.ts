import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { processCount } from './cluster/process-count';
import { runPrimary } from './cluster/primary';
import { onStopSignal, type StopSignal } from './cluster/stop-signal';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { startupFaultLine } from './errors/startup-fault';
import { installationFileOf, installationSecret } from './config/installation-secret';

/**
 * The only place that listens: reads the configuration, then serves from this process, or (WEB_CONCURRENCY
 * above 1 on PostgreSQL) becomes the primary of that many worker processes, each of which comes back here.
 */
async function main(): Promise<void> {
  const config = readConfig();
  if (cluster.isWorker) return serve(config, true);
  const { count, note } = processCount(config);
  if (note) console.log(note);
  if (count === 1) return serve(config, false);
  try {
    await runPrimary(config, count, (line) => announce(line, config));
  } catch (err) {
    exitOnStartupFault(err, config);
  }
}

function readConfig(): AppConfig {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (!process.env.SESSION_SECRET) {
    try {
      // every worker reads the same file, so a session signed by one is valid on the others
      config = { ...config, sessionSecret: installationSecret(installationFileOf(config, 'session-secret')) };
    } catch (err) {
      console.error(`Cannot keep the installation's session secret: ${(err as Error).message} (or set SESSION_SECRET)`);
      process.exit(1);
    }
  }
  if (config.runtime.devTools) {
    try {
      // whoever reads this file (or the start output) may use the dev tools, and every worker accepts the same one
      config = { ...config, devToken: installationSecret(installationFileOf(config, 'dev-token')) };
    } catch {
      // a folder that cannot be written (a read-only database's, say): this process keeps the random token the
      // configuration made, printed at start as usual, and the database's own fault is what the start reports
    }
  }
  return config;
}

/**
 * The start line `npm start` and the tests wait for; with dev tools on, the outbox's address with the dev token
 * just before it (so whoever waits for the start line has read the token too).
 */
function announce(line: string, config: AppConfig): void {
  if (config.runtime.devTools) console.log(`dev tools: http://localhost:${config.port}/api/dev/sms-outbox?token=${config.devToken}&phone=<手机号>`);
  console.log(line);
}

/** A read-only, full, locked or unreachable database: one line saying so, not a stack trace. */
function exitOnStartupFault(err: unknown, config: AppConfig): never {
  const line = startupFaultLine(err, config);
  if (!line) throw err;
  console.error(line);
  process.exit(1);
}

/**
 * Builds the app and listens (alone, or as a cluster worker on the primary's shared port). SIGTERM/SIGINT:
 * stop accepting, let requests in flight finish, exit 0; past SHUTDOWN_TIMEOUT_MS exit 1 without them.
 */
async function serve(config: AppConfig, prepared: boolean): Promise<void> {
  let app: FastifyInstance | undefined;
  let stopSignal: StopSignal | undefined;
  const close = (instance: FastifyInstance, signal: StopSignal) => {
    instance.log.info({ signal }, 'shutting down');
    instance.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  onStopSignal((signal) => {
    stopSignal = signal;
    // the bound runs from the signal on, also when it arrives while the app is still starting
    setTimeout(() => {
      console.error(`Requests still in flight ${config.processes.shutdownTimeoutMs} ms after ${signal}: stopping without them (SHUTDOWN_TIMEOUT_MS)`);
      process.exit(1);
    }, config.processes.shutdownTimeoutMs);
    if (app) close(app, signal);
    // a worker still starting holds no request and writes nothing (its primary migrated): it just ends
    else if (prepared) process.exit(0);
  });
  try {
    app = await buildApp({ config, prepared });
  } catch (err) {
    exitOnStartupFault(err, config);
  }
  if (stopSignal) return close(app, stopSignal);
  // a promise nobody waited for that failed is a bug to log loudly, not a reason to drop every student's
  // connection (Node would end the process); an exception thrown outside any request still ends it
  const served = app;
  process.on('unhandledRejection', (err) => served.log.error({ err }, 'unhandled rejection (the process goes on)'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // '::' needs IPv6; on a host without it, listen on every IPv4 address instead.
    const code = (err as NodeJS.ErrnoException).code;
    if (config.host !== '::' || (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL')) throw err;
    await app.listen({ port: config.port, host: '0.0.0.0' });
  }
  // a worker is announced by its primary, once all of them listen
  if (!cluster.isWorker) announce(`Campus platform: http://localhost:${config.port}`, config);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
