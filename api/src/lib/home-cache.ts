import type { FastifyReply } from 'fastify';
import { ok, sendJsonText } from './envelope';

/**
 * Home answers cached per site, as serialized JSON text, for a bounded time. A change notice for a site
 * drops its entries at once; a load that was running when the notice came is not stored, so an answer
 * read before a write never outlives it. Cleared wholesale when full, so random Host headers cannot grow it.
 */
export class HomeCache {
  private readonly entries = new Map<string, { siteId: number; value: string; until: number }>();
  private readonly generations = new Map<number, number>();
  private allGeneration = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** The cached text for a key, or loads it; `siteId` is the site whose changes invalidate it. */
  async get(key: string, siteId: number, load: () => Promise<string>, now: number = Date.now()): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const before = this.stamp(siteId);
    const value = await load();
    if (this.ttlMs > 0 && this.stamp(siteId) === before) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { siteId, value, until: now + this.ttlMs });
    }
    return value;
  }

  /** Drops every entry of a site, or of every site. */
  invalidate(siteId: number | 'all'): void {
    if (siteId === 'all') {
      this.allGeneration += 1;
      this.entries.clear();
      return;
    }
    this.generations.set(siteId, (this.generations.get(siteId) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.siteId === siteId) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private stamp(siteId: number): string {
    return `${this.allGeneration}.${this.generations.get(siteId) ?? 0}`;
  }
}

/** Sends a home answer from the cache, or builds, serializes (by the route's schema) and keeps it. */
export async function sendCachedAnswer(cache: HomeCache, reply: FastifyReply, key: string, siteId: number, answer: () => Promise<object>): Promise<FastifyReply> {
  const body = await cache.get(key, siteId, async () => String(reply.serialize(ok(await answer()))));
  return sendJsonText(reply, body);
}
