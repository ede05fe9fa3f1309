import { randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { readCallSignal, type CallSignal } from '@campus/shared-utils/rules';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config/database';
import { outageLog } from '../lib/outage-log';
import { connectRedis } from './redis-client';

/** A call signal on its way to one end of a call: the entry's student, or the recruiters of its company. */
export type RelayedSignal = { entry: number; to: 'student' | 'recruiter'; student: number; data: CallSignal };
/** A booth's numbers as its card shows them. */
export type BoothNumbers = { open: 0 | 1; waiting: number; expected_wait_minutes: number };
/**
 * A booth's queue, slots or results changed: the pages open on its fair show its new numbers (`live`), and the
 * page of `student`, whose place there changed, reads it again. With `signal`, it is a message of a call at that
 * booth instead, for the pages of one end of it.
 */
export type BoothChange = { fair: number; company: number; live?: BoothNumbers; student?: number; signal?: RelayedSignal };
type Listener = (change: BoothChange) => void;

export type BoothChanges = {
  /** Tells every page open on the fair, in this process and, with Redis, in every other. */
  announce(change: BoothChange): void;
  /** Hears the changes of one fair; answers the way to stop. */
  listen(fairId: number, listener: Listener): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    boothChanges: BoothChanges;
  }
}

function readSignal(value: unknown): RelayedSignal | undefined | null {
  if (value === undefined) return undefined;
  const s = value as Partial<Record<keyof RelayedSignal, unknown>> | null;
  const data = readCallSignal(s?.data);
  if (!s || !data || !Number.isInteger(s.entry) || !Number.isInteger(s.student) || (s.to !== 'student' && s.to !== 'recruiter')) return null;
  return { entry: s.entry as number, to: s.to, student: s.student as number, data };
}

function readNumbers(value: unknown): BoothNumbers | undefined | null {
  if (value === undefined) return undefined;
  const n = value as Partial<Record<keyof BoothNumbers, unknown>> | null;
  if (!n || (n.open !== 0 && n.open !== 1) || !Number.isInteger(n.waiting) || !Number.isInteger(n.expected_wait_minutes)) return null;
  return { open: n.open, waiting: n.waiting as number, expected_wait_minutes: n.expected_wait_minutes as number };
}

function readChange(text: string): (BoothChange & { from: string }) | null {
  try {
    const c = JSON.parse(text) as Partial<Record<keyof BoothChange | 'from', unknown>>;
    const signal = readSignal(c.signal);
    const live = readNumbers(c.live);
    const student = c.student === undefined || Number.isInteger(c.student) ? (c.student as number | undefined) : null;
    if (typeof c.from !== 'string' || !Number.isInteger(c.fair) || !Number.isInteger(c.company) || signal === null || live === null || student === null) return null;
    return { from: c.from, fair: c.fair as number, company: c.company as number, ...(live && { live }), ...(student !== undefined && { student }), ...(signal && { signal }) };
  } catch {
    return null;
  }
}

const withoutSender = ({ from: _from, ...change }: BoothChange & { from: string }): BoothChange => change;

/** A NOTIFY payload is at most 8000 bytes: a notice with a session description goes deflated. */
const NOTIFY_MAX = 7900;
const packNotice = (text: string) => (Buffer.byteLength(text) <= NOTIFY_MAX ? text : `z:${deflateRawSync(text).toString('base64')}`);
function readNotice(payload: string): (BoothChange & { from: string }) | null {
  try {
    return readChange(payload.startsWith('z:') ? inflateRawSync(Buffer.from(payload.slice(2), 'base64'), { maxOutputLength: 64 * 1024 }).toString('utf8') : payload);
  } catch {
    return null;
  }
}

/**
 * The live fair's change notices (docs/api-live-fair.md "Live updates"): listeners by fair in this process, and
 * the notices of every process: on Redis pub/sub with REDIS_URL (channel `<REDIS_PREFIX>booth-changes`), else on
 * PostgreSQL's LISTEN/NOTIFY when the database is PostgreSQL (channel `booth_changes_<schema>`). A booth notice
 * carries the booth's public numbers and which student's place changed; one lost in an outage leaves a page a
 * little behind until the next (the pages read again on their own timer and when their socket reopens). A call's signal carries a session description to one end of the
 * call; one lost is asked for again by the student's page when the call does not connect.
 */
export default fp(
  async (app) => {
    const listeners = new Map<number, Set<Listener>>();
    const deliver = (change: BoothChange) => {
      for (const listener of listeners.get(change.fair) ?? []) listener(change);
    };
    const listen = (fairId: number, listener: Listener) => {
      let set = listeners.get(fairId);
      if (!set) listeners.set(fairId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(fairId);
      };
    };
    /**
     * Without Redis, on PostgreSQL: NOTIFY on the database every process shares, LISTEN on a connection of this
     * process's own (opened again after a drop; notices sent meanwhile are missed, and the pages' timers cover them).
     */
    const notifyAll = (url: string, schema: string, from: string, local: (c: BoothChange) => void) => {
      // an identifier is at most 63 bytes (the schema is [a-z0-9_])
      const channel = `booth_changes_${schema || 'public'}`.slice(0, 63);
      const outage = outageLog(app.log, 'PostgreSQL (booth changes)', 'live fair pages of other processes refresh on their own timer until it is back');
      let client: pg.Client | null = null;
      let closing = false;
      // one reconnect pending at a time: a failed connect both rejects and ends its client, and each must not
      // schedule its own (they doubled every second while the database was down)
      let retry: NodeJS.Timeout | null = null;
      const again = () => {
        if (closing || retry) return;
        retry = setTimeout(() => {
          retry = null;
          if (!closing) opening = connect();
        }, 1000);
        retry.unref();
      };
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('error', () => undefined);
        c.on('end', () => {
          if (closing) return;
          if (client === c) client = null;
          outage.failed(new Error('connection ended'));
          again();
        });
        c.on('notification', (n) => {
          const change = n.payload ? readNotice(n.payload) : null;
          if (change && change.from !== from) local(withoutSender(change));
        });
        try {
          await c.connect();
          await c.query(`LISTEN ${channel}`);
          client = c;
          outage.recovered();
        } catch (err) {
          if (!closing) outage.failed(err);
          await c.end().catch(() => undefined);
          again();
        }
      };
      // a connection still opening when the app closes is closed too: none may outlive it (a database with a
      // connection open cannot be dropped or copied)
      let opening = connect();
      app.addHook('onClose', async () => {
        closing = true;
        if (retry) clearTimeout(retry);
        await opening;
        await client?.end().catch(() => undefined);
      });
      return (change: BoothChange) => {
        local(change);
        sql`select pg_notify(${channel}, ${packNotice(JSON.stringify({ ...change, from }))})`.execute(app.db).catch((err: unknown) => outage.failed(err));
      };
    };
    const redis = app.redis;
    const self = randomUUID();
    const { databaseUrl, databaseSchema } = app.config;
    if (!redis && isPostgresUrl(databaseUrl)) {
      app.decorate('boothChanges', { announce: notifyAll(databaseUrl, databaseSchema, self, deliver), listen });
      return;
    }
    if (!redis) {
      app.decorate('boothChanges', { announce: deliver, listen });
      return;
    }
    const channel = `${app.config.shared.redisPrefix}booth-changes`;
    const outage = outageLog(app.log, 'Redis (booth changes)', 'live fair pages of other processes refresh on their own timer until it is back');
    const subscriber = connectRedis(app.config.shared.redisUrl, outage, 'subscriber');
    app.addHook('onClose', async () => subscriber.disconnect());
    subscriber.on('message', (_channel: string, text: string) => {
      const change = readChange(text);
      if (change && change.from !== self) deliver(withoutSender(change));
    });
    subscriber.subscribe(channel).catch((err: unknown) => app.log.warn({ err }, 'booth changes: not subscribed'));
    app.decorate('boothChanges', {
      announce: (change: BoothChange) => {
        deliver(change);
        redis.client.publish(channel, JSON.stringify({ ...change, from: self })).catch(redis.outage.failed);
      },
      listen,
    });
  },
  { name: 'booth-changes', dependencies: ['config', 'db', 'redis'] },
);
