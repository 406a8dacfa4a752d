import { Permission as P } from '@gengyun/contracts';
import { menuRoute as route, type MenuSeed } from '@gengyun/core';

/** The import and export centre, under administration (SPEC: system management lists export and import). */
export const FILES_MENU: MenuSeed[] = [
  route('menu.admin.import', 'import', P.importTask.list, [['all', P.task.all]]),
  route('menu.admin.export', 'export', P.exportTask.list, [['all', P.task.all]]),
];
