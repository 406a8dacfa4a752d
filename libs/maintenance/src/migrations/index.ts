import { Maintenance1795757096000 } from './1795757096000-Maintenance';

/** Migrations of the maintenance area, oldest first. */
export const maintenanceMigrations = [Maintenance1795757096000];
