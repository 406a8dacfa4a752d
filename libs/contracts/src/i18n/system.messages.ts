import type { Catalog } from './catalog';

export const systemMessages = {} satisfies Catalog;
