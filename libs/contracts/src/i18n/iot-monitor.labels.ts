import type { Catalog } from './catalog';

/** Labels of the iot-monitor screens of the web admin. */
export const iotMonitorLabels = {} satisfies Catalog;
