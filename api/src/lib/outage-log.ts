import type { FastifyBaseLogger } from 'fastify';

export type OutageLog = { failed: (err: unknown) => void; recovered: () => void };

/**
 * Logs the start of an outage once and its end once: a store that fails on every request while it is down
 * (Redis, the rate counters' database) would otherwise write a line per request.
 */
export function outageLog(log: FastifyBaseLogger, what: string, meanwhile: string): OutageLog {
  let down = false;
  return {
    failed(err) {
      if (down) return;
      down = true;
      log.warn({ err }, `${what} unreachable: ${meanwhile}`);
    },
    recovered() {
      if (!down) return;
      down = false;
      log.info(`${what} reachable again`);
    },
  };
}
