import type { Catalog } from './catalog';

export const dictionaryMessages = {} satisfies Catalog;
