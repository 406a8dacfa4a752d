import { SystemInit1763775000000 } from './1763775000000-SystemInit';

/** Migrations of the system area, oldest first. */
export const systemMigrations = [SystemInit1763775000000];
