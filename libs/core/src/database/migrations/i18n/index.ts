/** Migrations of the i18n area, oldest first. */
export const i18nMigrations = [];
