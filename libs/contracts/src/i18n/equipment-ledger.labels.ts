import type { Catalog } from './catalog';

/** Labels of the equipment-ledger screens of the web admin. */
export const equipmentLedgerLabels = {} satisfies Catalog;
