import { DictionaryTables1763773000000 } from './1763773000000-DictionaryTables';

/** Migrations of the dictionary area, oldest first. */
export const dictionaryMigrations = [DictionaryTables1763773000000];
