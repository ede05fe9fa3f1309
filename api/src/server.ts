import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startupFaultLine } from './errors/startup-fault';
import { installationSecret, secretFileOf } from './lib/installation-secret';

/** The only place that listens: reads the configuration, builds the app, serves until a signal stops it. */
async function main(): Promise<void> {
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
      config = { ...config, sessionSecret: installationSecret(secretFileOf(config)) };
    } catch (err) {
      console.error(`Cannot keep the installation's session secret: ${(err as Error).message}`);
      process.exit(1);
    }
  }
  let app;
  try {
    app = await buildApp({ config });
  } catch (err) {
    // a read-only, full, locked or unreachable database: one line saying so, not a stack trace
    const line = startupFaultLine(err, config);
    if (!line) throw err;
    console.error(line);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // '::' needs IPv6; on a host without it, listen on every IPv4 address instead.
    const code = (err as NodeJS.ErrnoException).code;
    if (config.host !== '::' || (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL')) throw err;
    await app.listen({ port: config.port, host: '0.0.0.0' });
  }
  console.log(`Campus platform: http://localhost:${config.port}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
