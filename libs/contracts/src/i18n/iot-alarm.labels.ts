import type { Catalog } from './catalog';

/** Labels of the alarm screens and the live alarm banner of the web admin. */
export const iotAlarmLabels = {} satisfies Catalog;
