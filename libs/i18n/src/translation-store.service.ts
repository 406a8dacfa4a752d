import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lang } from '@gengyun/contracts';
import { CacheRegistry, Translator, type CacheSource, type CacheStats, type TranslationSource } from '@gengyun/core';
import { I18nCompanyText, I18nText } from './i18n-text.entity';

export const TEXT_CACHE_TTL_MS = 30_000;

interface Entry {
  expiresAt: number;
  texts: Promise<ReadonlyMap<string, string>>;
  /** Rough size once loaded, for the cache screen (0 when the map is the shared base map). */
  bytes: number;
}

/**
 * The translator's source: stored texts with the enterprise's overrides applied. Each (lang, enterprise)
 * map is cached for 30 s; the promise is cached, so concurrent callers share one load. Edits in this process
 * drop the affected entries at once; other processes see them within the TTL.
 */
@Injectable()
export class TranslationStore implements TranslationSource, CacheSource, OnModuleInit {
  private readonly cache = new Map<string, Entry>();
  private hits = 0;
  private misses = 0;
  private lastVisit: Date | null = null;
  private since = new Date();

  constructor(
    private readonly translator: Translator,
    @InjectRepository(I18nText) private readonly texts_: Repository<I18nText>,
    @InjectRepository(I18nCompanyText) private readonly overrides: Repository<I18nCompanyText>,
    private readonly caches: CacheRegistry,
  ) {}

  onModuleInit(): void {
    this.translator.useSource(this);
    this.caches.register('i18n.texts', this);
  }

  texts(lang: Lang, enterpriseId?: number): Promise<ReadonlyMap<string, string>> {
    if (!enterpriseId) return this.cached(`${lang}|0`, () => this.loadBase(lang));
    return this.cached(`${lang}|${enterpriseId}`, () => this.loadMerged(lang, enterpriseId));
  }

  /** After an edit of the shared store: every language and enterprise. */
  invalidateAll(): void {
    this.cache.clear();
  }

  /** Emptied from the cache screen. */
  clear(): void {
    this.invalidateAll();
    this.hits = 0;
    this.misses = 0;
    this.since = new Date();
  }

  stats(): CacheStats {
    const now = Date.now();
    const live = [...this.cache.values()].filter((e) => e.expiresAt > now);
    return { objectCount: live.length, memoryBytes: live.reduce((n, e) => n + e.bytes, 0), diskBytes: 0, hits: this.hits, misses: this.misses, lastVisit: this.lastVisit, ttlMs: TEXT_CACHE_TTL_MS, since: this.since };
  }

  /** After an edit of one enterprise's overrides. */
  invalidateEnterprise(enterpriseId: number): void {
    for (const key of [...this.cache.keys()]) if (key.endsWith(`|${enterpriseId}`)) this.cache.delete(key);
  }

  private cached(key: string, load: () => Promise<ReadonlyMap<string, string>>): Promise<ReadonlyMap<string, string>> {
    const now = Date.now();
    this.lastVisit = new Date(now);
    const hit = this.cache.get(key);
    if (hit && hit.expiresAt > now) {
      this.hits++;
      return hit.texts;
    }
    this.misses++;
    const texts = load();
    const entry: Entry = { expiresAt: now + TEXT_CACHE_TTL_MS, texts, bytes: 0 };
    this.cache.set(key, entry);
    texts.then(
      (map) => (entry.bytes = [...map].reduce((n, [k, v]) => n + (k.length + v.length) * 2, 0)),
      () => {
        if (this.cache.get(key) === entry) this.cache.delete(key);
      },
    );
    return texts;
  }

  private async loadBase(lang: Lang): Promise<ReadonlyMap<string, string>> {
    const rows = await this.texts_.find({ select: { lang_key: true, text: true }, where: { lang } });
    return new Map(rows.map((r) => [r.lang_key, r.text]));
  }

  private async loadMerged(lang: Lang, enterpriseId: number): Promise<ReadonlyMap<string, string>> {
    const [base, own] = await Promise.all([
      this.texts(lang),
      this.overrides.find({ select: { lang_key: true, text: true }, where: { enterprise_id: enterpriseId, lang } }),
    ]);
    if (!own.length) return base;
    const merged = new Map(base);
    for (const row of own) merged.set(row.lang_key, row.text);
    return merged;
  }
}
