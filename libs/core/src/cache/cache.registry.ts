import { Injectable } from '@nestjs/common';

/** What the cache screen shows for one cache (SPEC section 2, system management: cache). */
export interface CacheStats {
  objectCount: number;
  memoryBytes: number;
  diskBytes: number;
  hits: number;
  misses: number;
  lastVisit: Date | null;
  /** How long an entry lives before it expires; null when entries never expire. */
  ttlMs: number | null;
  /** When the cache was created or last cleared; its survival time is measured from here. */
  since: Date;
}

/** Anything that can report its stats and be emptied: the option cache, the translation cache, … */
export interface CacheSource {
  stats(): CacheStats;
  clear(): void | Promise<void>;
}

/**
 * Process-wide list of in-memory caches. Areas register theirs (or create one with `create`) so the
 * system area can list and clear them. In scaled-out mode each process reports its own caches.
 */
@Injectable()
export class CacheRegistry {
  private readonly sources = new Map<string, CacheSource>();

  register(name: string, source: CacheSource): void {
    this.sources.set(name, source);
  }

  /** A TTL cache already registered under `name`. */
  create<V>(name: string, ttlMs: number | null): MemoryCache<V> {
    const cache = new MemoryCache<V>(ttlMs);
    this.register(name, cache);
    return cache;
  }

  names(): string[] {
    return [...this.sources.keys()].sort();
  }

  list(): Array<{ name: string } & CacheStats> {
    return this.names().map((name) => ({ name, ...this.sources.get(name)!.stats() }));
  }

  /** false when no cache has that name. */
  async clear(name: string): Promise<boolean> {
    const source = this.sources.get(name);
    if (!source) return false;
    await source.clear();
    return true;
  }
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  bytes: number;
}

/** A small key → value cache with a time to live and hit statistics. */
export class MemoryCache<V> implements CacheSource {
  private readonly entries = new Map<string, Entry<V>>();
  private hits = 0;
  private misses = 0;
  private lastVisit: Date | null = null;
  private since = new Date();

  constructor(private readonly ttlMs: number | null) {}

  get(key: string): V | undefined {
    this.lastVisit = new Date();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) {
      this.hits++;
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    this.misses++;
    return undefined;
  }

  set(key: string, value: V): void {
    const expiresAt = this.ttlMs === null ? Number.POSITIVE_INFINITY : Date.now() + this.ttlMs;
    this.entries.set(key, { value, expiresAt, bytes: estimateBytes(key, value) });
  }

  /** The cached value, or the loader's result cached; concurrent callers of one key share one load. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    const value = await pending;
    this.set(key, value);
    return value;
  }
  private readonly loading = new Map<string, Promise<V>>();

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.hits = 0;
    this.misses = 0;
    this.since = new Date();
  }

  stats(): CacheStats {
    const now = Date.now();
    let memoryBytes = 0;
    let objectCount = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.entries.delete(key);
        continue;
      }
      objectCount++;
      memoryBytes += entry.bytes;
    }
    return { objectCount, memoryBytes, diskBytes: 0, hits: this.hits, misses: this.misses, lastVisit: this.lastVisit, ttlMs: this.ttlMs, since: this.since };
  }
}

/** Rough size: UTF-16 strings, JSON for the rest (maps are counted by their entries). */
const estimateBytes = (key: string, value: unknown): number => {
  const plain = value instanceof Map ? Object.fromEntries(value) : value;
  let json: string;
  try {
    json = JSON.stringify(plain) ?? '';
  } catch {
    json = '';
  }
  return (key.length + json.length) * 2;
};
