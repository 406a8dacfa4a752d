import type { Area } from '@gengyun/core';
import { DictionaryModule } from './dictionary.module';
import { dictionaryMigrations } from './migrations';
import { DictionarySeeder } from './dictionary.seeder';

export * from './dictionary.module';
export { OptionsRegistry, type OptionItem, type OptionParams, type OptionsLoader } from './options.registry';
export { OptionsService, type OptionView } from './options.service';
export { OptionsCache, OPTIONS_TTL_MS } from './options-cache';
export { DictionarySeeder } from './dictionary.seeder';
export { FieldService } from './field.service';
export { FIELD_DATA_TYPES, type FieldDataType } from './dictionary.entity';
export { SPEC_OPTION_KEYS, PROVIDED_OPTION_KEYS, DEFAULT_TYPES } from './dictionary.defaults';

/** The dictionary area as the app lists it. */
export const dictionaryArea: Area = { name: 'dictionary', module: DictionaryModule, migrations: dictionaryMigrations, seeders: [DictionarySeeder] };
