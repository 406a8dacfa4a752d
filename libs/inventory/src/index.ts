import type { Area } from '@gengyun/core';
import { InventoryModule } from './inventory.module';
import { inventoryMigrations } from './migrations';

export * from './inventory.module';

/** The inventory area as the app lists it. */
export const inventoryArea: Area = { name: 'inventory', module: InventoryModule, migrations: inventoryMigrations };
export { StockLedger, type Leg, type LedgerDocument } from './stock/stock-ledger.service';
