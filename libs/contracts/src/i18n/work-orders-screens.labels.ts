import type { Catalog } from './catalog';

/** Labels of the order form, the action bar, the overview, the to-dos and the handler page. */
export const workOrdersScreensLabels = {
} satisfies Catalog;
