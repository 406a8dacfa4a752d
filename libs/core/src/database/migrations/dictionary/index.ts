/** Migrations of the dictionary area, oldest first. */
export const dictionaryMigrations = [];
