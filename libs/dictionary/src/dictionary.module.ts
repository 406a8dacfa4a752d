import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { I18nModule } from '@gengyun/i18n';
import { DictionaryController } from './dictionary.controller';
import { DictItem, DictType, FieldDef } from './dictionary.entity';
import { DictionarySeeder } from './dictionary.seeder';
import { DictItemService } from './dict-item.service';
import { DictTypeService } from './dict-type.service';
import { FieldService } from './field.service';
import { DictionaryOwners } from './dictionary.owners';
import { OptionsController } from './options.controller';
import { OptionsRegistry } from './options.registry';
import { OptionsService } from './options.service';
import { OptionsInvalidator } from './options-invalidator';
import { menuEntries } from '@gengyun/core';
import { DICTIONARY_MENU } from './dictionary.permissions';

/**
 * Option lists (/getOptionsByKey and friends), dictionary types and items, and the field library. Other
 * areas import this module to register option loaders (OptionsRegistry), invalidate their cached lists
 * (OptionsService.invalidate), seed a new enterprise (DictionarySeeder) or read field definitions.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DictType, DictItem, FieldDef]), I18nModule],
  controllers: [DictionaryController, OptionsController],
  providers: [menuEntries(DICTIONARY_MENU, 'menu.admin'), OptionsRegistry, OptionsService, OptionsInvalidator, DictionarySeeder, DictTypeService, DictItemService, FieldService, DictionaryOwners],
  exports: [OptionsRegistry, OptionsService, DictionarySeeder, FieldService],
})
export class DictionaryModule {}
