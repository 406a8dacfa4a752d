import { Permission as P } from '@gengyun/contracts';
import { menuRoute as route, type MenuSeed } from '@gengyun/core';

/** The translation pages, under administration. */
export const I18N_MENU: MenuSeed[] = [
  route('menu.admin.language', 'language', P.language.list, [['edit', P.language.edit]]),
  route('menu.admin.languageCompany', 'language/company', P.language.company),
];
