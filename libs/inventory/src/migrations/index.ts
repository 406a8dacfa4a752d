import { Inventory1795757000000 } from './1795757000000-Inventory';

/** Migrations of the inventory area, oldest first. */
export const inventoryMigrations = [Inventory1795757000000];
