import fp from 'fastify-plugin';
import { clientKey } from '../lib/client-key';

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Without TRUST_PROXY every user behind a reverse proxy arrives from the proxy's address and shares its
 * limits (lib/rate-budgets.ts). The first request that carries a proxy's forwarding header says so in
 * the log, once per process, with the address to trust.
 */
export default fp<{ trustProxy: boolean | string[] }>(
  async (app, { trustProxy }) => {
    if (trustProxy !== false) return;
    let warned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!warned) {
        const header = PROXY_HEADERS.find((name) => request.headers[name] !== undefined);
        if (header) {
          warned = true;
          const proxy = clientKey(request);
          request.log.warn(
            { proxy, header },
            `requests arrive through a proxy (${header} from ${proxy}) but TRUST_PROXY is off: every user behind it shares one address's limits; set TRUST_PROXY=${proxy} (README: Behind a proxy)`,
          );
        }
      }
      done();
    });
  },
  { name: 'proxy-check' },
);
