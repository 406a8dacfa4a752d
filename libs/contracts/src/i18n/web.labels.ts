import type { Catalog } from './catalog';

/** Labels of the admin web shell and shared components (menus, buttons, fields). */
export const webLabels = {} satisfies Catalog;
