/** A small time-bounded cache; cleared wholesale when full so random keys (e.g. Host headers) cannot grow it. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, load: () => Promise<V>, now: number = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = await load();
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, until: now + this.ttlMs });
    }
    return value;
  }

  /** Drops every entry (a change announced by another process, lib/shared-state.ts). */
  clear(): void {
    this.entries.clear();
  }
}
