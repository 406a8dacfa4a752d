import type { Catalog } from './catalog';

/** Labels of the identity-admin screens of the web admin. */
export const identityAdminLabels = {} satisfies Catalog;
