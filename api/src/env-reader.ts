import { isIP } from 'node:net';

/** The environment as the configuration reads it (config/index.ts). */
export type Env = Record<string, string | undefined>;

/** Whether a value is an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Small typed readers that record a problem instead of throwing, so all problems are reported at once. */
export class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const v = this.env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  }

  text(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const v = this.raw(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max}, got "${v}"`);
      return fallback;
    }
    return n;
  }

  bool(name: string, fallback: boolean): boolean {
    const v = this.raw(name)?.toLowerCase();
    if (v === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off'].includes(v)) return false;
    this.problems.push(`${name} must be 1/0, true/false, yes/no or on/off, got "${v}"`);
    return fallback;
  }

  /** TRUST_PROXY: a boolean, or a comma-separated list of proxy addresses and CIDR ranges (trust only those). */
  trustProxy(name: string): boolean | string[] {
    const v = this.raw(name);
    if (v === undefined || /^(0|1|true|false|yes|no|on|off)$/i.test(v)) return this.bool(name, false);
    const entries = this.list(name);
    for (const entry of entries) {
      const [address, bits, ...rest] = entry.split('/');
      const family = isIP(address ?? '');
      const maxBits = family === 6 ? 128 : 32;
      if (family === 0 || rest.length > 0 || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits))) {
        this.problems.push(`${name} must be a boolean or a list of proxy addresses and CIDR ranges, got "${entry}"`);
        return false;
      }
    }
    return entries;
  }

  match(name: string, pattern: RegExp, fallback: string): string {
    const v = this.raw(name);
    if (v === undefined) return fallback;
    if (!pattern.test(v)) {
      this.problems.push(`${name} has an invalid value "${v}" (expected ${String(pattern)})`);
      return fallback;
    }
    return v;
  }

  oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
    const v = this.raw(name);
    if (v === undefined) return fallback;
    const found = values.find((x) => x === v);
    if (!found) this.problems.push(`${name} must be one of ${values.join(', ')}, got "${v}"`);
    return found ?? fallback;
  }

  /** An absolute http(s) URL, or (when allowed) a path on this origin starting with '/'; '' when unset. */
  url(name: string, opts: { allowPath: boolean }): string {
    const v = this.raw(name);
    if (v === undefined) return '';
    if (opts.allowPath && v.startsWith('/') && !v.startsWith('//')) return v;
    if (!isHttpUrl(v)) this.problems.push(`${name} must be an absolute http(s) URL${opts.allowPath ? ' or a path starting with /' : ''}, got "${v}"`);
    return v;
  }

  list(name: string): string[] {
    const v = this.raw(name);
    return v === undefined ? [] : v.split(',').map((s) => s.trim()).filter(Boolean);
  }
}
