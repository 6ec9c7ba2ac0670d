/**
 * Per-IP rate limit kept in the function's memory: it answers in the visitor's language and works everywhere,
 * per function instance. Netlify's `config.rateLimit` at the edge (not applied by `netlify dev`) is the backstop
 * across instances; it is set at twice this limit, since a request it refuses gets Netlify's bare 429 and never
 * reaches the function.
 *
 * Limit per window: env `FORM_RATE_LIMIT` (default 5), window: env `FORM_RATE_WINDOW_SECONDS` (default 60).
 */

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the visitor may try again (only when refused). */
  retryAfter: number;
}

const MAX_TRACKED = 10_000;

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly options: { limit?: number; windowMs?: number } = {}) {}

  /** Requests one IP may make per window. */
  get limit(): number {
    return this.options.limit ?? positiveInt(process.env.FORM_RATE_LIMIT, 5);
  }

  private get windowMs(): number {
    return this.options.windowMs ?? positiveInt(process.env.FORM_RATE_WINDOW_SECONDS, 60) * 1000;
  }

  /** Counts one request of `key` (an IP) at `now` and says whether it is within the limit. */
  hit(key: string, now = Date.now()): RateLimitResult {
    const windowMs = this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_TRACKED) this.prune(now);
    return { allowed: true, retryAfter: 0 };
  }

  /** Forgets every counter (tests). */
  reset(): void {
    this.hits.clear();
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key);
    }
    // Still too many: drop the least recently used (Map keeps insertion order; `hit` re-inserts).
    while (this.hits.size > MAX_TRACKED) {
      const first = this.hits.keys().next();
      if (first.done) break;
      this.hits.delete(first.value);
    }
  }
}
