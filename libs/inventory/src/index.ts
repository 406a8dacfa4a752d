import type { Area } from '@gengyun/core';
import { InventoryModule } from './inventory.module';
import { inventoryMigrations } from './migrations';
import { InventoryDemoSeeder } from './demo/inventory-demo.seeder';
import { StocktakeDemoSeeder } from './stocktake/stocktake-demo.seeder';

export * from './inventory.module';
export { InventoryDemoSeeder } from './demo/inventory-demo.seeder';
export { StockLedger, type Leg, type LedgerDocument } from './stock/stock-ledger.service';

/** The inventory area as the app lists it. */
export const inventoryArea: Area = { name: 'inventory', module: InventoryModule, migrations: inventoryMigrations, seeders: [InventoryDemoSeeder, StocktakeDemoSeeder] };
