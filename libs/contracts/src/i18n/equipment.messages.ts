import type { Catalog } from './catalog';

export const equipmentMessages = {} satisfies Catalog;
