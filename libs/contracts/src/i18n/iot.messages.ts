import type { Catalog } from './catalog';

export const iotMessages = {} satisfies Catalog;
