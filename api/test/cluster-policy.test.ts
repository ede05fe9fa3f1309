import { processCount } from '../src/cluster/process-count';
import { RestartDelay } from '../src/cluster/restart-delay';
import { loadConfig } from '../src/config';

// The rules behind several processes (cluster/): how many serve, and when a dead worker is replaced.

describe('processCount', () => {
  const count = (env: Record<string, string>) => processCount(loadConfig({ NODE_ENV: 'test', ...env }));

  it('is WEB_CONCURRENCY on PostgreSQL and 1 by default', () => {
    expect(count({ DATABASE_URL: 'postgres://u@h/db', WEB_CONCURRENCY: '4' })).toEqual({ count: 4 });
    expect(count({ DATABASE_URL: 'postgres://u@h/db' })).toEqual({ count: 1 });
    expect(count({})).toEqual({ count: 1 });
  });

  it('is 1 on SQLite, with the line that says why', () => {
    expect(count({ WEB_CONCURRENCY: '3' })).toEqual({ count: 1, note: expect.stringMatching(/^WEB_CONCURRENCY=3 ignored: SQLite serves from one process/) });
    expect(count({ DATABASE_URL: ':memory:', WEB_CONCURRENCY: '2' }).count).toBe(1);
  });

  it('refuses counts and stop bounds out of range', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow('WEB_CONCURRENCY must be an integer from 1 to 64, got "0"');
    expect(() => loadConfig({ WEB_CONCURRENCY: 'auto' })).toThrow('WEB_CONCURRENCY must be an integer');
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow('SHUTDOWN_TIMEOUT_MS must be an integer from 0 to 600000');
    expect(loadConfig({}).processes).toEqual({ webConcurrency: 1, shutdownTimeoutMs: 10_000 });
  });
});

describe('RestartDelay', () => {
  it('replaces a worker that had served a while at once', () => {
    const delay = new RestartDelay(10_000, 500, 30_000);
    expect([delay.after(60_000), delay.after(10_000)]).toEqual([0, 0]);
  });

  it('doubles the wait for workers that die soon after starting, up to the ceiling, and forgets once one lives', () => {
    const delay = new RestartDelay(10_000, 500, 30_000);
    const waits = Array.from({ length: 9 }, () => delay.after(1000));
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(delay.after(20_000)).toBe(0);
    expect(delay.after(1000)).toBe(500);
  });
});
