import type { Catalog } from './catalog';

/** Labels of the equipment-places screens of the web admin. */
export const equipmentPlacesLabels = {} satisfies Catalog;
