import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LANGS, messages, type Catalog, type Lang } from '@gengyun/contracts';
import { I18nText } from './i18n-text.entity';
import { TranslationStore } from './translation-store.service';

const BATCH = 100;

export interface SyncResult {
  inserted: number;
  updated: number;
}

/**
 * Brings the translation store up to date with the shipped catalogue on every boot: missing (key, lang)
 * rows are inserted in batches, shipped texts that no operator edited follow the catalogue, edited texts and
 * custom labels are kept. Idempotent, and safe when several processes boot at once (inserts ignore duplicates).
 */
@Injectable()
export class CatalogueSyncService implements OnApplicationBootstrap {
  private readonly logger = new Logger('i18n');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: TranslationStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const started = Date.now();
    const result = await this.sync(messages);
    this.logger.log(`catalogue synced: ${result.inserted} inserted, ${result.updated} updated in ${Date.now() - started} ms`);
  }

  async sync(catalog: Catalog): Promise<SyncResult> {
    const repo = this.dataSource.getRepository(I18nText);
    const stored = await repo.find({ select: { id: true, lang_key: true, lang: true, text: true, edited: true, is_custom: true } });
    const byKey = new Map(stored.map((row) => [`${row.lang_key}|${row.lang}`, row]));
    const now = new Date();
    const inserts: Array<Omit<I18nText, 'id'>> = [];
    const updates: Array<{ id: number; text: string }> = [];
    for (const [key, text] of Object.entries(catalog)) {
      for (const lang of LANGS as readonly Lang[]) {
        const row = byKey.get(`${key}|${lang}`);
        if (!row) inserts.push({ lang_key: key, lang, text: text[lang], is_custom: false, edited: false, update_time: now });
        else if (!row.edited && !row.is_custom && row.text !== text[lang]) updates.push({ id: row.id, text: text[lang] });
      }
    }
    for (let i = 0; i < inserts.length; i += BATCH) {
      await repo.createQueryBuilder().insert().into(I18nText).values(inserts.slice(i, i + BATCH)).orIgnore().execute();
    }
    if (updates.length) {
      await this.dataSource.transaction(async (manager) => {
        for (const u of updates) await manager.update(I18nText, { id: u.id, edited: false }, { text: u.text, update_time: now });
      });
    }
    if (inserts.length || updates.length) this.store.invalidateAll();
    return { inserted: inserts.length, updated: updates.length };
  }
}
