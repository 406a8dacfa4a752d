import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueSyncService } from './catalogue-sync.service';
import { I18nCompanyText, I18nText } from './i18n-text.entity';
import { LanguageCompanyService } from './language-company.service';
import { LanguageController } from './language.controller';
import { LanguageService } from './language.service';
import { TranslationStore } from './translation-store.service';
import { menuEntries } from '@gengyun/core';
import { I18N_MENU } from './i18n.permissions';
import { I18nOwners } from './i18n.owners';

/**
 * Languages: the translation store synced from the shipped catalogue, company overrides, the translator's
 * source (so every `msg` the API answers uses them) and /getDefaultLangInfo for the web.
 */
@Module({
  imports: [TypeOrmModule.forFeature([I18nText, I18nCompanyText])],
  controllers: [LanguageController],
  providers: [menuEntries(I18N_MENU, 'menu.admin'), TranslationStore, CatalogueSyncService, LanguageService, LanguageCompanyService, I18nOwners],
  exports: [TranslationStore, LanguageService],
})
export class I18nModule {}
