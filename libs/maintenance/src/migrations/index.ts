import { Maintenance1795757096000 } from './1795757096000-Maintenance';
import { PlanMoves1795760400000 } from './1795760400000-PlanMoves';

/** Migrations of the maintenance area, oldest first. */
export const maintenanceMigrations = [Maintenance1795757096000, PlanMoves1795760400000];
