import type { Area } from '@gengyun/core';
import { I18nModule } from './i18n.module';
import { i18nMigrations } from './migrations';

export * from './i18n.module';
export { TranslationStore, TEXT_CACHE_TTL_MS } from './translation-store.service';
export { LanguageService } from './language.service';
export { CatalogueSyncService } from './catalogue-sync.service';
export { catalogueProblems, placeholdersOf, samePlaceholders } from './placeholders';

/** The i18n area as the app lists it. */
export const i18nArea: Area = { name: 'i18n', module: I18nModule, migrations: i18nMigrations };
