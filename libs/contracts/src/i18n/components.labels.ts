import type { Catalog } from './catalog';

/** Labels of the reusable web components (table, search bar, choose dialog, upload, map, pickers). */
export const componentLabels = {} satisfies Catalog;
