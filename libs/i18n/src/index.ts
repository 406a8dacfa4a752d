export * from './i18n.module';
export { TranslationStore, TEXT_CACHE_TTL_MS } from './translation-store.service';
export { LanguageService } from './language.service';
export { CatalogueSyncService } from './catalogue-sync.service';
export { catalogueProblems, placeholdersOf, samePlaceholders } from './placeholders';
