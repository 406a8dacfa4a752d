import type { CacheSource, CacheStats } from '@gengyun/core';

interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
  /** Rough size once loaded (UTF-16 of the JSON), for the cache screen. */
  bytes: number;
}

export const OPTIONS_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * A TTL cache of promises: concurrent callers of one key share one load (the in-flight promise is the
 * entry), a failed load is not kept, and `invalidate` drops entries by key prefix so the next caller reloads.
 */
export class OptionsCache<V> implements CacheSource {
  private readonly entries = new Map<string, Entry<V>>();
  private hits = 0;
  private misses = 0;
  private lastVisit: Date | null = null;
  private since = new Date();

  constructor(
    private readonly ttlMs = OPTIONS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    this.lastVisit = new Date(now);
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      this.hits++;
      return hit.value;
    }
    this.misses++;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.evict(now);
    const entry: Entry<V> = { expiresAt: now + this.ttlMs, value: load(), bytes: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => (entry.bytes = (key.length + (JSON.stringify(value) ?? '').length) * 2),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  /** Drops every entry whose key starts with the prefix (all entries when it is empty). */
  invalidate(prefix = ''): void {
    if (!prefix) return this.entries.clear();
    this.invalidateWhere((key) => key.startsWith(prefix));
  }

  invalidateWhere(matches: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Emptied from the cache screen: entries and counters start again. */
  clear(): void {
    this.entries.clear();
    this.hits = 0;
    this.misses = 0;
    this.since = new Date(this.now());
  }

  stats(): CacheStats {
    const now = this.now();
    const live = [...this.entries.values()].filter((e) => e.expiresAt > now);
    return {
      objectCount: live.length,
      memoryBytes: live.reduce((n, e) => n + e.bytes, 0),
      diskBytes: 0,
      hits: this.hits,
      misses: this.misses,
      lastVisit: this.lastVisit,
      ttlMs: this.ttlMs,
      since: this.since,
    };
  }

  /** Expired entries first; then the oldest insertions. */
  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    const excess = this.entries.size - MAX_ENTRIES + 1;
    if (excess <= 0) return;
    let n = 0;
    for (const key of this.entries.keys()) {
      if (n++ >= excess) break;
      this.entries.delete(key);
    }
  }
}
