import { Permission as P } from '@gengyun/contracts';
import { menuRoute as route, type MenuSeed } from '@gengyun/core';

/** Option lists, dictionaries and the field library, under administration. */
export const DICTIONARY_MENU: MenuSeed[] = [
  route('menu.admin.config', 'config', P.dictionary.list),
  route('menu.admin.data', 'data', P.dictionary.list, [['edit', P.dictionary.edit], ['field', P.dictionary.field]]),
];
