import type { Catalog } from './catalog';

export const i18nMessages = {} satisfies Catalog;
