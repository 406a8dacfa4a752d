import type { Catalog } from './catalog';

/** Labels of the system-admin screens of the web admin. */
export const systemAdminLabels = {} satisfies Catalog;
