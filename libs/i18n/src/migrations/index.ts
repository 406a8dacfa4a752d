import { I18nTexts1763772000000 } from './1763772000000-I18nTexts';

/** Migrations of the i18n area, oldest first. */
export const i18nMigrations = [I18nTexts1763772000000];
